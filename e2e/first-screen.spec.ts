import { expect, test, type Page } from '@playwright/test';
import nl from '../apps/web/src/i18n/locales/nl/common.json' with { type: 'json' };
import { appReady, appStarted } from './support/app-started.ts';
import { auctionPath } from './support/auctions.ts';
import { apiData, signInThroughApi } from './support/session.ts';

/**
 * Decision 045: a guest's first results, listing or home page arrives drawn by the server, so
 * its content and main photo show before any script has run; the app then hydrates that markup
 * (it keeps the server's elements) instead of drawing the page a second time.
 */

type Search = { data: { items: { id: string }[] } };

/** Remembers the first element matching `selector` as the HTML parser creates it, before any script of the page runs. */
async function rememberFirstFromServer(page: Page, selector: string) {
  await page.addInitScript((wanted) => {
    const observer = new MutationObserver(() => {
      const found = document.querySelector(wanted);
      if (!found) return;
      (window as unknown as { fromServer: Element }).fromServer = found;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
}

/** Errors the page reports (a hydration mismatch is one), leaving out map tiles, which need the internet. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('ERR_NAME_NOT_RESOLVED')) errors.push(message.text());
  });
  return errors;
}

test('a results page shows its listings before any script runs, and the app takes over the same markup', async ({
  browser,
  page,
}) => {
  const search = (await (await page.request.get('/api/properties')).json()) as Search;
  const first = search.data.items[0]!;

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const early = await withoutScripts.newPage();
  await early.goto('/properties');
  await expect(early.getByRole('heading', { level: 1 })).toBeVisible();
  const card = early.getByTestId('property-card').first();
  await expect(card.getByRole('link').first()).toHaveAttribute('href', `/single-v1/${first.id}`);
  await expect(card.locator('img')).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The app's scripts are not needed to see it: the page names them only to its start script,
  // which asks for them once the photo is shown (decision 046).
  const start = early.locator('script[type="module"]');
  await expect(start).toHaveCount(1);
  await expect(start).toHaveAttribute('src', /^\/assets\/app-start-[\w-]+\.js$/);
  await expect(start).toHaveAttribute('data-entry', /^\/assets\/index-[\w-]+\.js$/);
  await expect(start).toHaveAttribute('data-preload', /\/assets\/properties-page-[\w-]+\.js/);
  await expect(early.locator('link[rel="modulepreload"]')).toHaveCount(0);
  await withoutScripts.close();

  const errors = pageErrors(page);
  await rememberFirstFromServer(page, '[data-testid="property-card"]');
  await page.goto('/properties');
  await appStarted(page);
  expect(await page.evaluate(() => (window as unknown as { fromServer?: Element }).fromServer?.isConnected)).toBe(true);
  // The app's entry was asked for after the page's first contentful paint, never before it.
  const [painted, asked] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime,
  ]);
  expect(painted).toBeGreaterThan(0);
  expect(asked).toBeGreaterThan(painted!);
  // And it works once the results, a page boundary of their own, have been hydrated too
  // (decision 046): its sort select changes the address and the order.
  await appReady(page);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('priceAsc');
  await expect(page).toHaveURL(/sort=priceAsc/);
  expect(errors).toEqual([]);
});

test("a listing page is drawn with its title, price and first photo, in the visitor's chosen language", async ({
  browser,
  page,
}) => {
  const search = (await (await page.request.get('/api/properties?pageSize=1')).json()) as Search;
  const id = search.data.items[0]!.id;

  const dutch = await browser.newContext({ javaScriptEnabled: false });
  await dutch.addCookies([{ name: 'lang', value: 'nl', url: test.info().project.use.baseURL! }]);
  const early = await dutch.newPage();
  await early.goto(`/single-v1/${id}`);
  await expect(early.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(early.getByRole('link', { name: nl.skipToContent })).toBeAttached();
  await expect(early.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(early.locator('.gallery__stage img')).toHaveAttribute('fetchpriority', 'high');
  // What moves while the page waits (its placeholders' pulse) is left to the compositor: an
  // animated colour or position would have the whole page painted again on every frame.
  const animated = await early.evaluate(() =>
    document
      .getAnimations()
      .flatMap((animation) =>
        (animation.effect as KeyframeEffect)
          .getKeyframes()
          .flatMap((frame) =>
            Object.keys(frame).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
          ),
      ),
  );
  expect(animated.length).toBeGreaterThan(0);
  expect(animated.filter((property) => property !== 'opacity' && property !== 'transform')).toEqual([]);
  await dutch.close();

  const errors = pageErrors(page);
  await rememberFirstFromServer(page, '.gallery__stage img');
  // The app adds nothing the drawn page already has: none of the style sheets drawn into the page
  // asked for again, no `<html lang>` written again (either makes the browser lay the whole page
  // out anew). Parts that come later (the contact form near the screen) bring sheets of their own.
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(request.url());
  });
  await page.addInitScript(() => {
    const seen = window as unknown as { langWrites: number };
    seen.langWrites = 0;
    new MutationObserver((records) => (seen.langWrites += records.length)).observe(document, {
      subtree: true,
      attributeFilter: ['lang'],
    });
  });
  await page.goto(`/single-v1/${id}`);
  await appStarted(page);
  expect(await page.evaluate(() => (window as unknown as { fromServer?: Element }).fromServer?.isConnected)).toBe(true);
  // The gallery's next button works, on the server's image.
  await expect(page.locator('.gallery__stage')).toContainText('1 / ');
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(page.locator('.gallery__stage')).toContainText('2 / ');
  expect(await page.evaluate(() => (window as unknown as { fromServer?: Element }).fromServer?.isConnected)).toBe(true);
  await appReady(page);
  const drawn = await (await page.request.get(`/single-v1/${id}`)).text();
  const drawnSheets = [...drawn.matchAll(/\/assets\/[\w-]+\.css/g)].map(([path]) => new URL(path, page.url()).href);
  expect(drawnSheets).toContainEqual(expect.stringMatching(/\/assets\/property-detail-page-[\w-]+\.css$/));
  expect(sheets.filter((sheet) => drawnSheets.includes(sheet))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { langWrites: number }).langWrites)).toBe(0);
  expect(errors).toEqual([]);
});

test("an auction page is drawn with its price, countdown and photo in the visitor's language, and the app keeps it and goes live after", async ({
  browser,
  page,
}) => {
  const path = await auctionPath(page);
  const [, , propertyId, auctionId] = path.split('/');

  const dutch = await browser.newContext({ javaScriptEnabled: false });
  await dutch.addCookies([{ name: 'lang', value: 'nl', url: test.info().project.use.baseURL! }]);
  const early = await dutch.newPage();
  await early.goto(path);
  await expect(early.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(early.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(early.getByTestId('auction-current-price')).toHaveText(/^€\s?[\d.]+$/);
  await expect(early.getByTestId('auction-countdown')).toContainText(nl.auction.timeLeft);
  await expect(early.getByText(nl.auction.signInToBid)).toBeVisible();
  const drawnPhoto = early.locator('img.auction-gallery__main');
  await expect(drawnPhoto).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => drawnPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Only the start script, which names the page's own chunk among what it asks for later.
  const start = early.locator('script[type="module"]');
  await expect(start).toHaveCount(1);
  await expect(start).toHaveAttribute('data-preload', /\/assets\/auction-page-[\w-]+\.js/);
  await dutch.close();

  const errors = pageErrors(page);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await rememberFirstFromServer(page, 'img.auction-gallery__main');
  // When the app said it was ready, and when the live connection was first asked for.
  await page.addInitScript(() => {
    document.addEventListener('immora:app-ready', () => {
      (window as unknown as { readyAt: number }).readyAt = performance.now();
    });
  });
  await page.goto(path);
  await appStarted(page);
  await appReady(page);
  expect(await page.evaluate(() => (window as unknown as { fromServer?: Element }).fromServer?.isConnected)).toBe(true);
  // The live connection starts once the app has taken the page over, and the countdown ticks on.
  await expect(page.getByRole('status').filter({ hasText: 'Live updates on' })).toBeVisible();
  const [readyAt, connectedAt, auctionAskedAt] = await page.evaluate((auction) => {
    const asked = (path: string) =>
      performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname.startsWith(path))
        ?.startTime;
    return [(window as unknown as { readyAt?: number }).readyAt, asked('/socket.io/'), asked(auction)];
  }, `/api/auctions/${auctionId}`);
  expect(connectedAt).toBeGreaterThan(readyAt!);
  // Both answers came inside the page: the listing is never asked for, the auction only again once live.
  expect(asked).not.toContain(`/api/properties/${propertyId}`);
  expect(auctionAskedAt ?? Number.POSITIVE_INFINITY).toBeGreaterThan(connectedAt!);
  const timer = page.getByRole('timer');
  const spoken = await timer.getAttribute('aria-label');
  await expect(timer).not.toHaveAttribute('aria-label', spoken!);
  // The guest's sign-in button, drawn by the server, works.
  await page.locator('.auction-summary').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'My Account' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a blog article is drawn with its title and cover, preloaded in the width it is shown, and the app keeps it', async ({
  browser,
  page,
}) => {
  type Blogs = { data: { items: { slug: string; title: string }[] } };
  const article = ((await (await page.request.get('/api/blogs?pageSize=1')).json()) as Blogs).data.items[0]!;

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const early = await withoutScripts.newPage();
  await early.goto(`/blogs/${article.slug}`);
  await expect(early.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  const drawnCover = early.locator('.blog-article__cover img');
  await expect(drawnCover).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => drawnCover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await withoutScripts.close();

  const errors = pageErrors(page);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await rememberFirstFromServer(page, '.blog-article__cover img');
  await page.goto(`/blogs/${article.slug}`);
  await appStarted(page);
  await appReady(page);
  expect(await page.evaluate(() => (window as unknown as { fromServer?: Element }).fromServer?.isConnected)).toBe(true);
  const cover = page.locator('.blog-article__cover img');
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // An AVIF of the width the page needs, the file the page's head preloads; the article itself
  // came inside the page, so the API was not asked for it.
  const shown = await cover.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect(shown).toMatch(/\.avif$/);
  const html = await (await page.request.get(`/blogs/${article.slug}`)).text();
  const preloaded = /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(preloaded.split(', ').map((entry) => entry.split(' ')[0])).toContain(shown);
  expect(asked).not.toContain(`/api/blogs/${article.slug}`);
  // A related article's card offers its widths too.
  await expect(page.getByTestId('blog-card').first().locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    / 480w, .+ 960w/,
  );
  expect(errors).toEqual([]);
});

/**
 * Opens `address` with scripts: the app takes over the server's markup (the first `selector` it
 * drew stays), asks the API for none of `apiPaths` (their answers came inside the page), reports
 * no error and moves nothing (layout shifts added up from the first paint on).
 */
async function takesOverWithoutShift(page: Page, address: string, selector: string, apiPaths: string[]) {
  const errors = pageErrors(page);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await rememberFirstFromServer(page, selector);
  await page.addInitScript(() => {
    const box = window as unknown as { shift: number };
    box.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) box.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(address);
  await appStarted(page);
  await appReady(page);
  expect(await page.evaluate(() => (window as unknown as { fromServer?: Element }).fromServer?.isConnected)).toBe(true);
  for (const path of apiPaths) expect(asked).not.toContain(path);
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.01);
  expect(errors).toEqual([]);
}

test('the blog list is drawn with its articles and category chips, and the app takes it over without a shift', async ({
  browser,
  page,
}) => {
  type Blogs = { data: { items: { title: string }[]; total: number } };
  type Categories = { data: { category: string; count: number }[] };
  const blogs = (await (await page.request.get('/api/blogs?page=1&pageSize=9')).json()) as Blogs;
  const categories = ((await (await page.request.get('/api/blogs/categories')).json()) as Categories).data;
  expect(categories.length).toBeGreaterThan(0);

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const early = await withoutScripts.newPage();
  await early.goto('/blog-list-v3');
  await expect(early.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(early.getByTestId('blog-card')).toHaveCount(blogs.data.items.length);
  await expect(early.getByTestId('blog-card').first()).toContainText(blogs.data.items[0]!.title);
  // The chips, with their counts, are drawn too: they would push the cards down if they came later.
  const chips = early.locator('.blog-chip--filter');
  await expect(chips).toHaveCount(categories.length + 1);
  await expect(chips.first()).toContainText(String(categories.reduce((sum, entry) => sum + entry.count, 0)));
  await withoutScripts.close();

  await takesOverWithoutShift(page, '/blog-list-v3', '[data-testid="blog-card"]', [
    '/api/blogs',
    '/api/blogs/categories',
  ]);
});

test("a signed-in visitor's agent and agency profiles are drawn for them, a guest's carry nothing of them, and the app takes them over without a shift", async ({
  browser,
  page,
}) => {
  const [agent] = (await apiData<{ items: { id: string; name: string }[] }>(page, '/api/agents?pageSize=1')).items;
  const [agency] = (await apiData<{ items: { id: string; name: string }[] }>(page, '/api/agencies?pageSize=1')).items;
  const profiles = [
    { address: `/agent-single/${agent!.id}`, api: `/api/agents/${agent!.id}`, name: agent!.name },
    { address: `/agency-single/${agency!.id}`, api: `/api/agencies/${agency!.id}`, name: agency!.name },
  ];
  // Spec 1 shows profiles to signed-in visitors only (decision 083): a guest's page has none of it.
  for (const { address, name } of profiles) {
    const guest = await page.request.get(address);
    expect(await guest.text()).not.toContain(name);
  }

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const early = await withoutScripts.newPage();
  await signInThroughApi(early, 'buyer@immora.be');
  for (const { address, name } of profiles) {
    await early.goto(address);
    await expect(early.getByRole('heading', { level: 1, name })).toBeVisible();
    // Drawn for this visitor: the header's signed-in actions, not a guest's.
    await expect(early.getByRole('button', { name: 'Logout' })).toBeAttached();
    await expect(early.getByRole('button', { name: 'My Account' })).toHaveCount(0);
  }
  await withoutScripts.close();

  await signInThroughApi(page, 'buyer@immora.be');
  for (const { address, api } of profiles) await takesOverWithoutShift(page, address, 'h1', [api]);
});

test("pricing is drawn with its plans' prices, and the app takes it over without a shift", async ({
  browser,
  page,
}) => {
  type Plans = { data: { name: string; monthlyPrice: number }[] };
  const plans = ((await (await page.request.get('/api/plans?audience=agency')).json()) as Plans).data;
  expect(plans.length).toBeGreaterThan(0);

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const early = await withoutScripts.newPage();
  await early.goto('/pricing?for=agency');
  await expect(early.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = early.getByTestId('plan-card');
  await expect(cards).toHaveCount(plans.length);
  for (const [index, plan] of plans.entries()) {
    await expect(cards.nth(index)).toContainText(plan.name);
    await expect(cards.nth(index).getByTestId('plan-price')).toContainText(String(plan.monthlyPrice));
  }
  await withoutScripts.close();

  await takesOverWithoutShift(page, '/pricing?for=agency', '[data-testid="plan-card"]', ['/api/plans']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the home, results and auction pages are drawn for a phone's screen before their scripts run", async ({
    browser,
    page,
  }) => {
    const auction = await auctionPath(page);
    const withoutScripts = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    });
    const early = await withoutScripts.newPage();
    await early.goto('/');
    await expect(early.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(early.locator('img.hero__image')).toBeVisible();
    await expect(early.locator('html')).toHaveAttribute('lang', 'en');
    // A phone's results page: a Filters button instead of the wide screen's filter bar, and no map.
    await early.goto('/properties');
    await expect(early.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    await expect(early.getByTestId('property-card').first()).toBeVisible();
    await expect(early.locator('.search-map')).toHaveCount(0);
    // The auction: drawn for a phone's width, its price and countdown in the first screen.
    await early.goto(auction);
    await expect(early.locator('#root')).toHaveAttribute('data-first-screen', '412');
    await expect(early.getByTestId('auction-current-price')).toBeInViewport();
    await expect(early.getByTestId('auction-countdown')).toBeVisible();
    await withoutScripts.close();
  });
});
