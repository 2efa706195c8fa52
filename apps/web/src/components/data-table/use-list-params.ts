import { useContext, useState } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams } from 'react-router';
import type { SortOrder } from '@immora/shared/list-query';

export type ListParamsConfig<S extends string, F extends string> = {
  /** The sort keys the list's route accepts (packages/shared/src/list-query.ts). */
  sorts: readonly S[];
  defaultSort: S;
  defaultOrder?: SortOrder;
  /** The route's own filters kept in the address (`status`, `type`…). */
  filters?: readonly F[];
};

export type ListParams<S extends string = string, F extends string = string> = {
  page: number;
  sort: S;
  order: SortOrder;
  /** The search the list shows (the address). The box's own text while typing is the search box's. */
  q: string;
  /**
   * Counts the searches set from outside the box (a removed chip, 'Clear all'): the box then
   * shows `q` again, dropping a draft typed since.
   */
  searchSet: number;
  filters: Partial<Record<F, string>>;
  /** True when a search or a filter narrows the list (an empty list then means 'no match'). */
  narrowed: boolean;
  /** Searches at once (a cleared box, a removed chip). */
  setSearch: (value: string) => void;
  /** The box's search a moment after typing stops: it replaces the address's history entry. */
  setTyped: (value: string) => void;
  setPage: (page: number) => void;
  // Method syntax: a list of any sort keys can be handed to the table, which passes back its own.
  setSort(sort: S, order: SortOrder): void;
  setFilter(key: F, value: string | undefined): void;
  /** Clears the search and every filter. */
  clear: () => void;
};

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/**
 * A list's page, sort, order, search and filters, kept in the address: a list can be shared, and
 * survives a reload and Back. The search box (`search-box.tsx`) writes the address a moment after
 * typing stops; what is typed until then stays in the box, so a keystroke redraws the box alone,
 * not the screen and its table.
 * Values the route would refuse (an unknown sort, page 0) fall back to the defaults.
 */
export function useListParams<S extends string, F extends string = never>(
  config: ListParamsConfig<S, F>,
): ListParams<S, F> {
  const [params, setParams] = useSearchParams();
  const defaultOrder = config.defaultOrder ?? 'desc';
  const q = params.get('q') ?? '';
  const sortParam = params.get('sort');
  const sort = isOneOf(config.sorts, sortParam) ? sortParam : config.defaultSort;
  const orderParam = params.get('order');
  const order = orderParam === 'asc' || orderParam === 'desc' ? orderParam : defaultOrder;
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const filters: Partial<Record<F, string>> = {};
  for (const key of config.filters ?? []) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const [searchSet, setSearchSet] = useState(0);
  // The address as it is now: a change made after a click (the search box's, once the click has
  // landed) keeps what that click changed even before the screen is drawn again.
  const router = useContext(UNSAFE_DataRouterContext)?.router;

  const update = (next: Record<string, string | undefined>, replace = false) =>
    setParams(
      (drawn) => {
        const out = new URLSearchParams(router ? router.state.location.search : drawn);
        for (const [key, value] of Object.entries(next)) {
          if (value) out.set(key, value);
          else out.delete(key);
        }
        return out;
      },
      { replace },
    );

  return {
    page,
    sort,
    order,
    q,
    searchSet,
    filters,
    narrowed: Boolean(q) || Object.keys(filters).length > 0,
    setSearch: (value) => {
      setSearchSet((n) => n + 1);
      update({ q: value.trim() || undefined, page: undefined });
    },
    setTyped: (value) => update({ q: value.trim() || undefined, page: undefined }, true),
    setPage: (value) => update({ page: value > 1 ? String(value) : undefined }),
    setSort: (value, direction) =>
      update({
        sort: value === config.defaultSort && direction === defaultOrder ? undefined : value,
        order: value === config.defaultSort && direction === defaultOrder ? undefined : direction,
        page: undefined,
      }),
    setFilter: (key, value) => update({ [key]: value, page: undefined }),
    clear: () => {
      setSearchSet((n) => n + 1);
      update({
        q: undefined,
        page: undefined,
        ...Object.fromEntries((config.filters ?? []).map((k) => [k, undefined])),
      });
    },
  };
}
