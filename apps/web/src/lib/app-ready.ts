/**
 * When the app has taken over its page (decision 046): every page boundary (`PageSuspense`) shows
 * its page, none still waits for code or data. `<html>` then carries `data-app-ready` and the
 * document hears `immora:app-ready`, once per visit. The start script of a server-drawn page
 * (`boot/app-start.ts`, which repeats these two names: it imports nothing) replays then what the
 * visitor did before; end-to-end tests wait for the attribute before acting on a drawn page.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
export const APP_READY_EVENT = 'immora:app-ready';
/** On each page boundary's marker until that boundary shows its page. */
export const PAGE_PENDING_ATTRIBUTE = 'data-page-pending';

/** A boundary has shown its page: the app is ready once no other boundary is still waiting. */
export function pageShown(marker: Element | null) {
  marker?.removeAttribute(PAGE_PENDING_ATTRIBUTE);
  const root = document.documentElement;
  if (root.hasAttribute(APP_READY_ATTRIBUTE) || document.querySelector(`[${PAGE_PENDING_ATTRIBUTE}]`)) return;
  root.setAttribute(APP_READY_ATTRIBUTE, '');
  document.dispatchEvent(new Event(APP_READY_EVENT));
}

/**
 * Runs `then` once the app has taken over its page (at once if it has), in a task of its own
 * when the browser is idle: for work the first screen does not need (an auction's live
 * connection), which would otherwise compete with the hydration for a phone's main thread.
 * Returns a cancel.
 */
export function afterAppReady(then: () => void): () => void {
  let cancelled = false;
  let idle: (() => void) | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(then, { timeout: 2000 });
      idle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(then);
      idle = () => clearTimeout(handle);
    }
  };
  if (document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)) run();
  else document.addEventListener(APP_READY_EVENT, run, { once: true });
  return () => {
    cancelled = true;
    document.removeEventListener(APP_READY_EVENT, run);
    idle?.();
  };
}
