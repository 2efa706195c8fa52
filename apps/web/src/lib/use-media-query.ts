import { createContext, createElement, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

/**
 * The screen width the server's first screen is drawn for (decision 045): a common phone's, or a
 * common laptop's when the request did not look like a phone's.
 */
export const SERVER_WIDTHS = { phone: 412, wide: 1366 } as const;
const ServerWidth = createContext<number>(SERVER_WIDTHS.wide);

/** The width the first screen is drawn for: on the server, and in the browser while it hydrates that screen. */
export function ServerViewport({ width, children }: { width: number; children: ReactNode }) {
  return createElement(ServerWidth.Provider, { value: width }, children);
}

/** Whether `(min-width: …px)` / `(max-width: …px)` conditions, joined by `and`, hold at a width; any other query does not. */
export function matchesWidth(query: string, width: number): boolean {
  const conditions = query.split(/\s+and\s+/);
  return conditions.every((condition) => {
    const found = /^\(\s*(min|max)-width:\s*([\d.]+)px\s*\)$/.exec(condition.trim());
    if (!found) return false;
    const limit = Number(found[2]);
    return found[1] === 'min' ? width >= limit : width <= limit;
  });
}

/** True while the media query matches (window.matchMedia). */
export function useMediaQuery(query: string): boolean {
  const serverWidth = useContext(ServerWidth);
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => matchesWidth(query, serverWidth),
  );
}
