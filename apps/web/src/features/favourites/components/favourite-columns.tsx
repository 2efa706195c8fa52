import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFavourite } from '@immora/shared/favourites';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { SummaryCell } from '../../../components/data-table/summary-cell.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ResponsivePhoto } from '../../../components/responsive-photo.tsx';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import '../../../components/property-card.css';

/** A favourite (spec 2 §1 "Favourites"): the listing, bed, bath and area, the price (per month for rent), when added. */
export function useFavouriteColumns(): DataColumn<TFavourite>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () => [
      {
        id: 'property',
        header: t('favourites.columns.property'),
        sortKey: 'title',
        card: 'title',
        cell: ({ property: p }) => {
          const image = p.thumbnail ?? p.coverPhoto;
          return (
            <SummaryCell
              thumb={
                image ? (
                  <ResponsivePhoto variants={p.coverVariants} src={image} alt="" width={88} height={64} sizes="88px" />
                ) : (
                  <Icon name="home" size={22} />
                )
              }
              title={<Link to={`/single-v1/${p.id}`}>{p.title}</Link>}
            >
              <span className="summary-cell__line">
                <span className={`badge badge--${p.type}`}>{t(`listingTypes.${p.type}`)}</span>
                <span className="summary-cell__facts">{p.city}</span>
              </span>
            </SummaryCell>
          );
        },
      },
      {
        id: 'facts',
        header: t('favourites.columns.facts'),
        card: 'wide',
        cell: ({ property: p }) => (
          <ul className="fav-facts">
            <li>
              <Icon name="bed" size={16} />
              {t('favourites.beds', { count: p.bedrooms })}
            </li>
            <li>
              <Icon name="bath" size={16} />
              {t('favourites.baths', { count: p.bathrooms })}
            </li>
            <li>
              <Icon name="area" size={16} />
              {p.area} m²
            </li>
          </ul>
        ),
      },
      {
        id: 'price',
        header: t('favourites.columns.price'),
        sortKey: 'price',
        numeric: true,
        cell: ({ property: p }) => (
          <span className="fav-price">
            {formatEuro(p.price, language)}
            {p.type === 'rent' && <small>{t('property.perMonth')}</small>}
          </span>
        ),
      },
      {
        id: 'added',
        header: t('favourites.columns.added'),
        sortKey: 'createdAt',
        firstOrder: 'desc',
        cell: (favourite) => <time dateTime={favourite.createdAt}>{formatDate(favourite.createdAt, language)}</time>,
      },
    ],
    [t, language],
  );
}
