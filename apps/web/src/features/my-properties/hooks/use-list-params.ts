import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MY_PROPERTY_SORTS } from '@immora/shared/listing-form';
import type { MyPropertiesSort } from '../api/get-my-properties.ts';

const DEBOUNCE_MS = 350;

/**
 * The list's search, sort and page live in the address (shareable, kept on reload and Back).
 * The search box updates the address a moment after the user stops typing.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const sortParam = params.get('sort');
  const sort: MyPropertiesSort = (MY_PROPERTY_SORTS as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as MyPropertiesSort)
    : 'default';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const [text, setText] = useState(q);

  const update = (next: { q?: string; sort?: MyPropertiesSort; page?: number }, replace = false) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const set = (key: string, value: string | undefined) => (value ? out.set(key, value) : out.delete(key));
        if (next.q !== undefined) set('q', next.q.trim());
        if (next.sort !== undefined) set('sort', next.sort === 'default' ? undefined : next.sort);
        if (next.page !== undefined) set('page', next.page > 1 ? String(next.page) : undefined);
        return out;
      },
      { replace },
    );

  // The address changed from outside (Back, a link): the box follows.
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    if (text.trim() !== q) setText(q);
  }

  const search = useEffectEvent((value: string) => update({ q: value, page: 1 }, true));
  useEffect(() => {
    if (text.trim() === q) return undefined;
    const timer = setTimeout(() => search(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q]);

  return {
    q,
    sort,
    page,
    text,
    setText,
    setSort: (value: MyPropertiesSort) => update({ sort: value, page: 1 }),
    setPage: (value: number) => update({ page: value }),
    clear: () => {
      setText('');
      update({ q: '', page: 1 });
    },
  };
}
