import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '@immora/shared/listing';
import type { Category } from '@immora/shared/listing';
import { Icon } from '../../../components/icon.tsx';
import { SectionHead } from '../../../components/section-head.tsx';
import type { IconName } from '../../../components/icon.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useStats } from '../api/get-stats.ts';

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

/** One tile per property type, with its number of published listings (GET /api/stats). */
export function CategoryTiles() {
  const { t, i18n } = useTranslation();
  const stats = useStats();
  const language = i18n.resolvedLanguage ?? 'en';
  const counts = new Map(stats.data?.categories?.map((item) => [item.category, item.count]));
  const known = Boolean(stats.data?.categories);
  return (
    <section className="section section--alt" aria-labelledby="categories-title">
      <div className="container">
        <SectionHead
          titleId="categories-title"
          eyebrow={t('home.categories.eyebrow')}
          title={t('home.categories.title')}
          lead={t('home.categories.lead')}
        />
        <ul className="grid-auto category-tiles" aria-busy={stats.isPending}>
          {CATEGORIES.map((category, index) => {
            const count = counts.get(category) ?? 0;
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
                  {stats.isPending && (
                    <span className="category-tile__count skeleton skeleton--line" aria-hidden="true" />
                  )}
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
      </div>
    </section>
  );
}
