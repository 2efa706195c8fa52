import { useTranslation } from 'react-i18next';
import { CardList } from '../../../components/card-list.tsx';
import { PropertyCard } from '../../../components/property-card.tsx';
import { PropertyCardSkeleton } from '../../../components/property-card-skeleton.tsx';
import { SectionHead } from '../../../components/section-head.tsx';
import { useFeaturedProperties } from '../api/get-featured-properties.ts';
import { useNearNextScreen } from '../../../lib/use-near-viewport.ts';

/** Boosted listings; the section is left out when there are none (or they could not be loaded). */
export function FeaturedListings() {
  const { t } = useTranslation();
  const [ref, near] = useNearNextScreen<HTMLElement>();
  const { data, isPending } = useFeaturedProperties(near);
  if (!isPending && (!data || data.length === 0)) return null;
  return (
    <section
      ref={ref}
      className="section section--alt"
      aria-labelledby="featured-title"
      data-testid="featured-listings"
    >
      <div className="container">
        <SectionHead
          titleId="featured-title"
          eyebrow={t('home.featured.eyebrow')}
          title={t('home.featured.title')}
          lead={t('home.featured.lead')}
          more={{ to: '/properties', label: t('home.featured.viewAll') }}
        />
        <CardList
          className="grid-auto property-grid home-rail"
          items={data}
          isPending={isPending}
          keyOf={(property) => property.id}
          render={(property) => <PropertyCard property={property} />}
          skeletons={4}
          skeleton={<PropertyCardSkeleton />}
        />
      </div>
    </section>
  );
}
