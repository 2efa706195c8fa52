import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '@immora/shared/listing';
import type { Category } from '@immora/shared/listing';
import { Icon } from '../../../components/icon.tsx';
import { SectionHead } from '../../../components/section-head.tsx';
import type { IconName } from '../../../components/icon.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useStats } from '../api/get-stats.ts';
import { LOADING, useArrived } from '../../../lib/use-arrived.ts';

type CategoryCount = { category: Category; count: number };

const ICONS: Record<Category, IconName> = {
  studentRooms: 'bed',
  sharedApartments: 'key',
  holidayRooms: 'sparkle',
  apartments: 'building',
  bungalow: 'home',
  houses: 'home',
  loft: 'area',
  office: 'building',
  townhome: 'home',
  villa: 'shield',
};

/**
 * One tile per property type, with its number of published listings (GET /api/stats). The numbers
 * are drawn in a deferred render (`useArrived`), in short slices, as `CardList`'s cards are: an
 * answer arriving while the page starts redraws only this section's head at once.
 */
export function CategoryTiles() {
  const { t } = useTranslation();
  const stats = useStats();
  const counts = useArrived(stats.isPending, stats.data?.categories ?? null);
  return (
    <section className="section section--alt" aria-labelledby="categories-title">
      <div className="container">
        <SectionHead
          titleId="categories-title"
          eyebrow={t('home.categories.eyebrow')}
          title={t('home.categories.title')}
          lead={t('home.categories.lead')}
        />
        <Tiles counts={counts} />
      </div>
    </section>
  );
}

const Tiles = memo(function Tiles({ counts }: { counts: readonly CategoryCount[] | null | typeof LOADING }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const loading = counts === LOADING;
  const known = loading || counts === null ? null : new Map(counts.map((item) => [item.category, item.count]));
  return (
    <ul className="grid-auto category-tiles" aria-busy={loading}>
      {CATEGORIES.map((category, index) => {
        const count = known?.get(category) ?? 0;
        return (
          <li key={category}>
            <Link
              to={`/properties?category=${category}`}
              className={`card card--link panel stack category-tile category-tile--${index % 5}`}
              data-testid="category-tile"
            >
              <span className="icon-tile category-tile__icon">
                <Icon name={ICONS[category]} size={26} />
              </span>
              <span className="category-tile__name">{t(`categories.${category}`)}</span>
              {loading && <span className="category-tile__count skeleton skeleton--line" aria-hidden="true" />}
              {known && (
                <span className="category-tile__count" data-testid="category-count">
                  {t('home.categories.count', { count, formatted: formatNumber(count, language) })}
                </span>
              )}
              <span className="row-inline category-tile__cta">
                {t('home.categories.browse')}
                <Icon name="arrowRight" size={14} />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
});
