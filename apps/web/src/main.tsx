import './lib/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/styles/tokens.css';
import './app/styles/base.css';
import './app/styles/layout.css';
import './app/styles/surfaces.css';
import { initI18n } from './i18n/i18n.ts';
import { AREA_LOADERS } from './app/areas/area-loaders.ts';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { FIRST_SCREEN_ATTRIBUTE } from '@immora/shared/first-page-data';
import { findRoute, type RouteArea } from '@immora/shared/routes';
import { guardRedirect } from './lib/authorization.ts';
import { readSession } from './lib/session.ts';
import { primeFirstPage } from './app/first-screen.ts';
import { createQueryClient } from './app/query-client.ts';
import type { QueryClient } from '@tanstack/react-query';
import { peekFirstPageData } from './lib/first-page-data.ts';
import { ServerViewport } from './lib/use-media-query.ts';

// The language the server drew a first screen in (decision 045), before the app sets its own.
const drawnLanguage = document.documentElement.lang;

/**
 * The area of the page opened, or the public one (what most visits show first) when its guard
 * will send the visitor elsewhere. A signed-in visitor's profile page used to fetch the public
 * area here, which it never shows, before its own (issue 37).
 */
function openedArea(): RouteArea {
  const route = findRoute(window.location.pathname);
  if (!route || route.crm || guardRedirect(readSession(), route.roles) !== null) return 'public';
  return route.area;
}
// Fetch it while translations load.
void AREA_LOADERS[openedArea()]();

/** Resolves in a task of its own, once the browser has had the main thread. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The app's start on a drawn page, cut into tasks so that none holds a phone's main thread for
 * long: the router (which ranks the whole route table) in one, then the hydration, which as a
 * transition yields to the browser every few milliseconds (a visitor's tap, the next frame)
 * instead of holding the main thread for the whole page at once.
 */
async function hydrateFirstScreen(root: HTMLElement, width: number, queryClient: QueryClient) {
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <ServerViewport width={width}>
          <App queryClient={queryClient} router={router} />
        </ServerViewport>
      </StrictMode>,
    );
  });
}

/**
 * The app's start, after the task that evaluated its modules: i18next's set-up and the first
 * answer's priming in a task of their own (each adds to that long task on a phone otherwise).
 */
async function start() {
  await nextTask();
  const i18n = initI18n();
  const root = document.getElementById('root');
  const drawnWidth = Number(root?.getAttribute(FIRST_SCREEN_ATTRIBUTE));
  if (root && drawnWidth > 0 && i18n.options.lng === drawnLanguage) {
    // The server drew this page (decision 045): the app takes over its markup instead of drawing
    // it again, from the same answer, in the same language and for the same screen width, then
    // adapts to the real screen. Drawn in another language (a choice kept only in this browser's
    // storage), the app draws the page anew over it.
    const queryClient = createQueryClient();
    const first = peekFirstPageData();
    if (first) primeFirstPage(queryClient, new URL(window.location.href), first.data);
    await hydrateFirstScreen(root, drawnWidth, queryClient);
  } else if (root) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}

void start();
