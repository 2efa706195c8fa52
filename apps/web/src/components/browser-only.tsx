import { startTransition, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { FIRST_SCREEN_ATTRIBUTE } from '@immora/shared/first-page-data';
import { APP_READY_ATTRIBUTE } from '../lib/app-ready.ts';

/**
 * Whether what is drawn now must be drawn as the server drew it: on the server, and in the browser
 * while the app takes over a server-drawn first screen (decision 045), until it is ready (every
 * page boundary hydrated, decision 046).
 */
function asTheServerDrew(): boolean {
  if (typeof document === 'undefined') return true;
  const drawn = document.getElementById('root')?.hasAttribute(FIRST_SCREEN_ATTRIBUTE) ?? false;
  return drawn && !document.documentElement.hasAttribute(APP_READY_ATTRIBUTE);
}

/**
 * False on the server and while the browser hydrates the server's first screen, true from the
 * next render on: for what only the browser can draw (a Leaflet map, what depends on the
 * browser's storage), so both first renders agree. After a hydration it turns true in a
 * transition, which yields to the browser; a `useSyncExternalStore` with a server snapshot, as
 * before, redrew every such part synchronously in one long task as the app started (issue 10).
 */
export function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(() => !asTheServerDrew());
  useEffect(() => {
    if (!inBrowser) startTransition(() => setInBrowser(true));
  }, [inBrowser]);
  return inBrowser;
}

/** Its children in the browser, `fallback` on the server and during the hydration of its first screen. */
export function BrowserOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return <>{useInBrowser() ? children : fallback}</>;
}
