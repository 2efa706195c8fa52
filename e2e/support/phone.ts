import { expect, type Page } from '@playwright/test';

/**
 * The page is no wider than the phone's screen. Measured against the root's client width: on a
 * phone a page that overflows widens the layout viewport, so `innerWidth` grows with it and a
 * comparison with it can never fail.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const [content, screen] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(content, 'the page scrolls sideways').toBeLessThanOrEqual(screen!);
}
