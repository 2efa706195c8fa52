import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/phone.ts';

/**
 * The public pages fit a phone's screen (the "phone" project: touch), at this project's 390 px
 * and at the 412 px of the phone Lighthouse emulates, where the footer once overflowed.
 */

test('the public pages never scroll sideways on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  const search = (await (await page.request.get('/api/properties?pageSize=1')).json()) as {
    data: { items: { id: string }[] };
  };
  const listing = search.data.items[0]!.id;
  for (const width of [390, 412]) {
    await page.setViewportSize({ width, height: 823 });
    for (const path of ['/', '/properties', `/single-v1/${listing}`, '/blogs', '/agents', '/pricing', '/login']) {
      await page.goto(path);
      await expect(page.locator('footer.site-footer')).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  }
});
