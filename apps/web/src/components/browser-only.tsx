import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates the server's first screen (decision 045), true
 * from the next render on: for what only the browser can draw (a Leaflet map, what depends on the
 * browser's storage), so both first renders agree.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Its children in the browser, `fallback` on the server and during the hydration of its first screen. */
export function BrowserOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return <>{useInBrowser() ? children : fallback}</>;
}
