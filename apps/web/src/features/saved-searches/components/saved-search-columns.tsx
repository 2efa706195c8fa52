import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSavedSearch } from '@immora/shared/saved-searches';
import type { DataColumn } from '../../../components/data-table/data-table-types.ts';
import { formatDate } from '../../../lib/format.ts';
import { filterChips } from '../utils/filter-chips.ts';
import { SavedSearchAlert } from './saved-search-alert.tsx';

/** The filters of a saved search as chips. */
export function FilterChipList({ search }: { search: TSavedSearch }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="cluster chip-list">
      {filterChips(search.filters, t, i18n.resolvedLanguage ?? 'en').map((chip) => (
        <li key={chip} className="pill pill--muted chip">
          {chip}
        </li>
      ))}
    </ul>
  );
}

/** Saved searches (spec 2 §1): title, date created, filters; and its e-mail alert (decision 024). */
export function useSavedSearchColumns(): DataColumn<TSavedSearch>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () => [
      {
        id: 'title',
        header: t('savedSearch.columns.title'),
        sortKey: 'title',
        card: 'title',
        cell: (search) => <strong className="saved-title">{search.title}</strong>,
      },
      {
        id: 'created',
        header: t('savedSearch.columns.created'),
        sortKey: 'createdAt',
        firstOrder: 'desc',
        cell: (search) => <time dateTime={search.createdAt}>{formatDate(search.createdAt, language)}</time>,
      },
      {
        id: 'filters',
        header: t('savedSearch.columns.filters'),
        card: 'wide',
        cell: (search) => <FilterChipList search={search} />,
      },
      {
        id: 'alert',
        header: t('savedSearch.columns.alert'),
        cell: (search) => <SavedSearchAlert search={search} />,
      },
    ],
    [t, language],
  );
}
