import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFavourite } from '@immora/shared/favourites';
import { cardTitle } from '@immora/shared/listing-title';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { formatDate } from '../../../lib/format.ts';

/**
 * The individual home's favourites table (spec 2 §2): listing title, date published and status
 * (a favourite is a public listing: available now, or published); the action is the row's link.
 */
export function useHomeFavouriteColumns(): DataColumn<TFavourite>[] {
  const { t, i18n } = useTranslation(['dashboard', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () => [
      {
        id: 'title',
        header: t('favouritesTable.title'),
        sortKey: 'title',
        card: 'title',
        cell: ({ property: p }) => (
          <Link to={`/single-v1/${p.id}`} className="home-favourites__title">
            {cardTitle(p, language)}
          </Link>
        ),
      },
      {
        id: 'publishedAt',
        header: t('favouritesTable.published'),
        cell: ({ property: p }) =>
          p.publishedAt ? <time dateTime={p.publishedAt}>{formatDate(p.publishedAt, language)}</time> : '–',
      },
      {
        id: 'status',
        header: t('favouritesTable.status'),
        card: 'head',
        cell: ({ property: p }) => (
          <span className={`status-badge status-badge--${p.availableNow ? 'success' : 'info'}`}>
            {t(p.availableNow ? 'favouritesTable.availableNow' : 'favouritesTable.publishedStatus')}
          </span>
        ),
      },
    ],
    [t, language],
  );
}
