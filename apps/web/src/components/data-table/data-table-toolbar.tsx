import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from './search-box.tsx';
import type { DataFilter, SortOption } from './data-table-types.ts';
import type { ListParams } from './use-list-params.ts';

type Props = {
  list: ListParams;
  /** Label of the search box; no box when left out. */
  searchLabel?: string | undefined;
  sortOptions?: SortOption[] | undefined;
  filters?: DataFilter[] | undefined;
};

/** Search (debounced, Escape clears), the sort select and the filters of a list. */
export function DataTableToolbar({ list, searchLabel, sortOptions, filters = [] }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const sortValue = `${list.sort}:${list.order}`;
  return (
    <div className="cluster data-toolbar" role="search">
      {searchLabel && <SearchBox list={list} label={searchLabel} id={`${id}-q`} />}
      {filters.map((filter) => (
        <label key={filter.key} className="row data-toolbar__select" htmlFor={`${id}-${filter.key}`}>
          <span>{filter.label}</span>
          <select
            id={`${id}-${filter.key}`}
            value={list.filters[filter.key] ?? ''}
            onChange={(event) => list.setFilter(filter.key, event.target.value || undefined)}
          >
            <option value="">{t('dataTable.any')}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {sortOptions && sortOptions.length > 0 && (
        <label className="row data-toolbar__select" htmlFor={`${id}-sort`}>
          <span>{t('dataTable.sortLabel')}</span>
          <select
            id={`${id}-sort`}
            value={sortValue}
            onChange={(event) => {
              const option = sortOptions.find((o) => `${o.sort}:${o.order}` === event.target.value);
              if (option) list.setSort(option.sort, option.order);
            }}
          >
            {!sortOptions.some((o) => `${o.sort}:${o.order}` === sortValue) && (
              <option value={sortValue}>{t('dataTable.sortColumn')}</option>
            )}
            {sortOptions.map((option) => (
              <option key={`${option.sort}:${option.order}`} value={`${option.sort}:${option.order}`}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
