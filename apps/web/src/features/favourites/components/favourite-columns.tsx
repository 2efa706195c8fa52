import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFavourite } from '@immora/shared/favourites';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { Icon } from '../../../components/icon.tsx';
import { ResponsivePhoto } from '../../../components/responsive-photo.tsx';
import { formatEuro } from '../../../lib/format.ts';
import '../../../components/property-card.css';
import { cardTitle } from '@immora/shared/listing-title';

/**
 * A favourite as a card (spec 2 §1 "Favourites: card list with bed, bath, area in m2 and price per
 * month"): its photo with the listing type, title and city, the facts, the price beside the actions.
 */
export function useFavouriteColumns(): DataColumn<TFavourite>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () => [
      {
        id: 'photo',
        header: t('favourites.columns.property'),
        card: 'media',
        cell: ({ property: p }) => {
          const image = p.thumbnail ?? p.coverPhoto;
          return (
            <Link to={`/single-v1/${p.id}`} className="fav-media" tabIndex={-1} aria-hidden="true">
              {image ? (
                <ResponsivePhoto
                  variants={p.coverVariants}
                  src={image}
                  alt=""
                  width={320}
                  height={180}
                  sizes="(min-width: 640px) 320px, 100vw"
                />
              ) : (
                <Icon name="home" size={32} />
              )}
              <span className={`badge badge--${p.type}`}>{t(`listingTypes.${p.type}`)}</span>
            </Link>
          );
        },
      },
      {
        id: 'title',
        header: t('favourites.columns.property'),
        card: 'title',
        cell: ({ property: p }) => (
          <>
            <h2 className="fav-title">
              <Link to={`/single-v1/${p.id}`}>{cardTitle(p, language)}</Link>
            </h2>
            <p className="row fav-city">
              <Icon name="pin" size={14} />
              {p.city}
            </p>
          </>
        ),
      },
      {
        id: 'facts',
        header: t('favourites.columns.facts'),
        card: 'head',
        cell: ({ property: p }) => (
          <ul className="cluster fav-facts">
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
        card: 'side',
        cell: ({ property: p }) => (
          <p className="fav-price">
            {formatEuro(p.price, language)}
            {p.type === 'rent' && <span>{t('property.perMonth')}</span>}
          </p>
        ),
      },
    ],
    [t, language],
  );
}
