import { expect, type Page } from '@playwright/test';

/**
 * The app has taken over a server-drawn page (decision 045): its hreflang alternates, which only
 * the browser draws, are in the head. A page drawn by the server shows its heading and controls
 * before that; what only the app adds, or a control's change, must wait for it.
 */
export async function appStarted(page: Page) {
  await expect(page.locator('head link[rel="alternate"][hreflang="nl"]')).toBeAttached();
}

/** Every page boundary has shown its page, hydrated or drawn (decision 046: `html[data-app-ready]`). */
export async function appReady(page: Page) {
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
}

/** Holds the app's entry script until the returned function is called: the app cannot start before. */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => void released.then(() => route.continue()));
  return release;
}
