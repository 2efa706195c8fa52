import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PropertyCard } from '../../../components/property-card.tsx';
import { PropertyCardSkeleton } from '../../../components/property-card-skeleton.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useLatestProperties } from '../api/get-latest-properties.ts';

export function LatestListings() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useLatestProperties();
  return (
    <section className="section" aria-labelledby="latest-title">
      <div className="container">
        <div className="section__head">
          <div>
            <span className="eyebrow">{t('home.latest.eyebrow')}</span>
            <h2 id="latest-title" className="section__title">
              {t('home.latest.title')}
            </h2>
            <p className="section__lead">{t('home.latest.lead')}</p>
          </div>
          <Link to="/properties" className="btn btn--ghost">
            {t('home.latest.viewAll')}
            <Icon name="arrowRight" size={16} />
          </Link>
        </div>
        {isPending && (
          <ul className="property-grid" aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <li key={i}>
                <PropertyCardSkeleton />
              </li>
            ))}
          </ul>
        )}
        {isError && (
          <div className="home-state" role="alert">
            <p>{t('home.latest.error')}</p>
            <button type="button" className="btn btn--dark btn--small" onClick={() => void refetch()}>
              {t('search.retry')}
            </button>
          </div>
        )}
        {data && data.items.length === 0 && <p className="home-state">{t('home.latest.empty')}</p>}
        {data && data.items.length > 0 && (
          <ul className="property-grid">
            {data.items.map((property) => (
              <li key={property.id}>
                <PropertyCard property={property} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
