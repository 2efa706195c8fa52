import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '@immora/shared/listing';
import type { Category } from '@immora/shared/listing';
import { Icon } from '../../../components/icon.tsx';
import type { IconName } from '../../../components/icon.tsx';

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

export function CategoryTiles() {
  const { t } = useTranslation();
  return (
    <section className="section section--alt" aria-labelledby="categories-title">
      <div className="container">
        <div className="section__head">
          <div>
            <span className="eyebrow">{t('home.categories.eyebrow')}</span>
            <h2 id="categories-title" className="section__title">
              {t('home.categories.title')}
            </h2>
            <p className="section__lead">{t('home.categories.lead')}</p>
          </div>
        </div>
        <ul className="category-tiles">
          {CATEGORIES.map((category, index) => (
            <li key={category}>
              <Link to={`/properties?category=${category}`} className={`category-tile category-tile--${index % 5}`}>
                <span className="category-tile__icon">
                  <Icon name={ICONS[category]} size={26} />
                </span>
                <span className="category-tile__name">{t(`categories.${category}`)}</span>
                <span className="category-tile__cta">
                  {t('home.categories.browse')}
                  <Icon name="arrowRight" size={14} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
