import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PropertyCard } from '../../../components/property-card.tsx';
import { PropertyCardSkeleton } from '../../../components/property-card-skeleton.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useFeaturedProperties } from '../api/get-featured-properties.ts';

/** Boosted listings; the section is left out when there are none (or they could not be loaded). */
export function FeaturedListings() {
  const { t } = useTranslation();
  const { data, isPending } = useFeaturedProperties();
  if (!isPending && (!data || data.length === 0)) return null;
  return (
    <section className="section section--alt" aria-labelledby="featured-title" data-testid="featured-listings">
      <div className="container">
        <div className="section__head">
          <div>
            <span className="eyebrow">{t('home.featured.eyebrow')}</span>
            <h2 id="featured-title" className="section__title">
              {t('home.featured.title')}
            </h2>
            <p className="section__lead">{t('home.featured.lead')}</p>
          </div>
          <Link to="/properties" className="btn btn--ghost">
            {t('home.featured.viewAll')}
            <Icon name="arrowRight" size={16} />
          </Link>
        </div>
        {isPending ? (
          <ul className="property-grid home-rail" aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <PropertyCardSkeleton />
              </li>
            ))}
          </ul>
        ) : (
          <ul className="property-grid home-rail">
            {data?.map((property) => (
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
