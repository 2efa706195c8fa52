import { useContext, useEffect, useEffectEvent, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';
import { afterPress, watchPresses } from '../../lib/after-press.ts';
import { Icon } from '../icon.tsx';
import type { ListParams } from './use-list-params.ts';

const DEBOUNCE_MS = 350;

type Props = { list: ListParams; label: string; id: string };

/**
 * A list's search box. What is typed stays in the box's own state until typing stops, then goes to
 * the address (the list's search): a keystroke redraws this box alone, not the screen and its
 * table, which answered each key with a whole redraw (issue 37). Escape clears the search.
 * Leaving the box searches at once: a search still waiting when the person clicks a row's link
 * would otherwise replace the address while that link's page loads, and the click would be lost.
 * Left by a press on a row's button, it searches once that click has landed: searching at the
 * press adds the search chip above the table, which moved the button from under the pointer.
 */
export function SearchBox({ list, label, id }: Props) {
  const { q, searchSet } = list;
  const [text, setText] = useState(q);
  // The address changed from outside (Back, a link), or a chip or 'Clear all' set the search: the box follows.
  const [seen, setSeen] = useState({ q, searchSet });
  if (seen.q !== q || seen.searchSet !== searchSet) {
    setSeen({ q, searchSet });
    if (seen.searchSet !== searchSet || text.trim() !== q) setText(q);
  }

  const search = useEffectEvent((value: string) => list.setTyped(value));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (text.trim() === q) return undefined;
    timer.current = setTimeout(() => search(text), DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
  }, [text, q]);
  // The router's live state: after a click, whether that click is loading another page.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const searchNow = () => {
    clearTimeout(timer.current);
    if (text.trim() === q) return;
    afterPress(() => {
      const leaving = !mounted.current || (router !== undefined && router.state.navigation.state !== 'idle');
      if (!leaving) list.setTyped(text);
    });
  };

  return (
    <label className="data-toolbar__search" htmlFor={id}>
      <span className="visually-hidden">{label}</span>
      <Icon name="search" size={18} />
      <input
        id={id}
        type="search"
        value={text}
        maxLength={120}
        placeholder={label}
        onChange={(event) => setText(event.target.value)}
        onFocus={watchPresses}
        onBlur={searchNow}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            list.setSearch('');
          }
        }}
      />
    </label>
  );
}
