// Temporary (not committed): an account with exports, then screenshots of its profile's 'Download my data'.
import { chromium } from 'playwright-core';
import { openDatabase } from './src/db/client.ts';
import { dataExports } from './src/db/schema/data-exports.ts';
import { createAccount } from './test/account-factories.ts';

const base = process.env.BASE!;
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '/tmp/shots/data', poolSize: 2 });
const lang = process.env.SHOT_LANG ?? 'en';
const user = await createAccount(database, { role: 'pseller', firstName: 'Laura', lastName: 'Vermeersch' });
const login = await fetch(`${base}/api/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: user.email, password: user.password }),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;
const now = Date.now();
await database.db.insert(dataExports).values({
  userId: user.id,
  status: 'ready',
  fileKey: 'data-exports/none.zip',
  sizeBytes: 48_000_000,
  createdAt: new Date(now - 12 * 86_400_000),
  readyAt: new Date(now - 12 * 86_400_000 + 120_000),
  expiresAt: new Date(now - 5 * 86_400_000 + 120_000),
});
if (process.env.EMPTY !== '1') {
  await fetch(`${base}/api/users/me/export`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  for (let i = 0; i < 120; i++) {
    const list = (await (await fetch(`${base}/api/users/me/export`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { items: { state: string }[] };
    };
    if (list.data.items[0]?.state === 'ready') break;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const width of [1440, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, deviceScaleFactor: 1 });
  const host = new URL(base).hostname;
  const cookie = (name: string, value: string) => ({ name, value, domain: host, path: '/' });
  await context.addCookies([
    cookie('authToken', token),
    cookie('role', 'pseller'),
    cookie('id', user.id),
    cookie('isVerified', 'true'),
    cookie('expiryTime', new Date(now + 3_600_000).toISOString()),
    cookie('lang', lang),
    cookie('cookieConsent', 'accepted'),
  ]);
  const page = await context.newPage();
  await page.goto(`${base}/pseller-profile#download-my-data`);
  await page.getByTestId('data-export').waitFor({ timeout: 60_000 });
  await page.locator('#download-my-data').scrollIntoViewIfNeeded();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/export-${lang}-${process.env.EMPTY === '1' ? 'empty-' : ''}${width}.png` });
  await context.close();
}
await browser.close();
await database.close();
