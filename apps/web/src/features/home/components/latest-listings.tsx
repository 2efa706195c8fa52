import { useTranslation } from 'react-i18next';
import { CardList } from '../../../components/card-list.tsx';
import { PropertyCard } from '../../../components/property-card.tsx';
import { PropertyCardSkeleton } from '../../../components/property-card-skeleton.tsx';
import { SectionHead } from '../../../components/section-head.tsx';
import { useLatestProperties } from '../api/get-latest-properties.ts';
import { useNearNextScreen } from '../../../lib/use-near-viewport.ts';

export function LatestListings() {
  const { t } = useTranslation();
  const [ref, near] = useNearNextScreen<HTMLElement>();
  const { data, isPending, isError, refetch } = useLatestProperties(near);
  return (
    <section ref={ref} className="section" aria-labelledby="latest-title">
      <div className="container">
        <SectionHead
          titleId="latest-title"
          eyebrow={t('home.latest.eyebrow')}
          title={t('home.latest.title')}
          lead={t('home.latest.lead')}
          more={{ to: '/properties', label: t('home.latest.viewAll') }}
        />
        <CardList
          className="grid-auto property-grid"
          items={data?.items}
          isPending={isPending}
          keyOf={(property) => property.id}
          render={(property) => <PropertyCard property={property} />}
          skeletons={8}
          skeleton={<PropertyCardSkeleton />}
          empty={
            isError ? (
              <div className="row home-state" role="alert">
                <p>{t('home.latest.error')}</p>
                <button type="button" className="btn btn--dark btn--small" onClick={() => void refetch()}>
                  {t('search.retry')}
                </button>
              </div>
            ) : (
              <p className="row home-state">{t('home.latest.empty')}</p>
            )
          }
        />
      </div>
    </section>
  );
}
