import { useTranslation } from 'react-i18next';
import { Icon } from '../icon.tsx';
import type { DataFilter } from './data-table-types.ts';
import type { ListParams } from './use-list-params.ts';

/** What narrows the list now, each removable: the search and every filter that is set. */
export function FilterChips({ list, filters = [] }: { list: ListParams; filters?: DataFilter[] | undefined }) {
  const { t } = useTranslation();
  const chips = [
    ...(list.q ? [{ key: 'q', text: t('dataTable.searchChip', { q: list.q }), remove: () => list.setSearch('') }] : []),
    ...filters.flatMap((filter) => {
      const value = list.filters[filter.key];
      const option = filter.options.find((o) => o.value === value);
      return option
        ? [
            {
              key: filter.key,
              text: `${filter.label}: ${option.label}`,
              remove: () => list.setFilter(filter.key, undefined),
            },
          ]
        : [];
    }),
  ];
  if (chips.length === 0) return null;
  return (
    <ul className="cluster filter-chips" aria-label={t('dataTable.activeFilters')}>
      {chips.map((chip) => (
        <li key={chip.key} className="row-inline filter-chip">
          {chip.text}
          <button type="button" aria-label={t('dataTable.removeFilter', { filter: chip.text })} onClick={chip.remove}>
            <Icon name="close" size={14} />
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button type="button" className="filter-chips__clear" onClick={list.clear}>
            {t('dataTable.clearAll')}
          </button>
        </li>
      )}
    </ul>
  );
}
