import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { TPhotoVariant } from '@immora/shared/photo-variants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, LISTING_TYPES } from '@immora/shared/listing';
import type { Role } from '@immora/shared/roles';
import type { Database } from '../client.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { verifyPassword } from '../../modules/auth/password.ts';
import { chatRepository } from '../../modules/chat/chat.repository.ts';
import { contactsOf, requireWritable, type ChatDeps } from '../../modules/chat/chat.service.ts';
import { marketRepository } from '../../modules/market/market.repository.ts';
import { marketCityLookup } from '../../modules/market/market-slugs.ts';
import { sweepMarketFigures } from '../../modules/market/market-sweep.ts';
import { marketOf } from '../../modules/market/market.service.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isEmpty, REFERENCE_DATE, seedDemo, type SeedSummary } from './seed.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'immora-seed-'));
const otherDataDir = mkdtempSync(join(tmpdir(), 'immora-seed-other-'));
let first: Database;
let second: Database;
let third: Database;
let summaries: SeedSummary[];

// The first run draws 132 photos in every width as AVIF, WebP and JPEG, unless an earlier run on
// this machine left them in the machine-wide cache (images.ts): drawing takes about 20 s of CPU
// on a quiet 2-core machine and several minutes when other suites share the cores; the limit
// only stops a hang. The second run reuses the files of the same data directory; the third, in
// a new one, copies them from the cache.
beforeAll(async () => {
  first = await createTestDatabase();
  second = await createTestDatabase();
  third = await createTestDatabase();
  expect(await isEmpty(first)).toBe(true);
  summaries = [
    await seedDemo({ database: first, dataDir }),
    await seedDemo({ database: second, dataDir }),
    await seedDemo({ database: third, dataDir: otherDataDir }),
  ];
}, 600_000);
afterAll(async () => {
  await Promise.all([first.close(), second.close(), third.close()]);
  for (const dir of [dataDir, otherDataDir]) rmSync(dir, { recursive: true, force: true });
});

const fingerprint = async (db: Database) => {
  const rows = await db.query<{ t: string }>(
    `SELECT string_agg(public_code || title || price_cents || latitude || longitude || status, '|' ORDER BY public_code) AS t FROM properties`,
  );
  return createHash('sha256').update(rows[0]!.t).digest('hex');
};

describe('demo seed', () => {
  it('draws its pictures once: a new data directory copies the same files from the machine cache', () => {
    const [drawn, reused, copied] = summaries;
    const pictures = drawn!.imagesRendered + drawn!.imagesCopied;
    expect(pictures).toBeGreaterThan(100);
    expect(reused!.imagesRendered + reused!.imagesCopied).toBe(0);
    expect(copied!.imagesRendered).toBe(0);
    expect(copied!.imagesCopied).toBe(pictures);
    const files = readdirSync(join(dataDir, 'uploads', 'seed')).sort();
    expect(readdirSync(join(otherDataDir, 'uploads', 'seed')).sort()).toEqual(files);
    for (const file of files.filter((_, i) => i % 25 === 0)) {
      const bytes = (dir: string) => readFileSync(join(dir, 'uploads', 'seed', file));
      expect(bytes(otherDataDir).equals(bytes(dataDir)), file).toBe(true);
    }
  });

  it('fills an empty database and is then not empty', async () => {
    expect(await isEmpty(first)).toBe(false);
  });

  it('has at least 300 listings over every category and every type', async () => {
    const [{ n }] = (await first.query<{ n: number }>('SELECT count(*)::int AS n FROM properties')) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(300);
    const cats = (
      await first.query<{ c: string }>(`SELECT DISTINCT category::text AS c FROM properties WHERE status = 'published'`)
    ).map((r) => r.c);
    expect(cats.sort()).toEqual([...CATEGORIES].sort());
    const types = (
      await first.query<{ t: string }>(`SELECT DISTINCT type::text AS t FROM properties WHERE status = 'published'`)
    ).map((r) => r.t);
    expect(types.sort()).toEqual([...LISTING_TYPES].sort());
  });

  it('writes one listing in five in French or Dutch, with the other national language and English', async () => {
    const rows = await first.query<{ language: string; versions: string[]; n: number }>(
      `SELECT language, array(SELECT jsonb_object_keys(translations) ORDER BY 1) AS versions, count(*)::int AS n
       FROM properties GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const total = rows.reduce((sum, r) => sum + r.n, 0);
    const belgian = rows.filter((r) => r.language !== 'en');
    expect(belgian.map(({ language, versions }) => ({ language, versions }))).toEqual([
      { language: 'fr', versions: ['en', 'nl'] },
      { language: 'nl', versions: ['en', 'fr'] },
    ]);
    expect(belgian.reduce((sum, r) => sum + r.n, 0)).toBe(Math.ceil(total / 5));
    // Free text finds them by a word of either national language.
    const found = await first.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM properties WHERE search_vector @@ to_tsquery('dutch', 'slaapkamers')
         AND search_vector @@ to_tsquery('french', 'chambres') AND language = 'fr'`,
    );
    expect(found[0]!.n).toBeGreaterThan(0);
  });

  it('has agencies with agents, private sellers, buyers, blogs and plans', async () => {
    const count = async (sql: string) => (await first.query<{ n: number }>(sql))[0]?.n ?? 0;
    expect(await count('SELECT count(*)::int AS n FROM agencies')).toBeGreaterThanOrEqual(5);
    expect(
      await count(`SELECT count(*)::int AS n FROM users WHERE role = 'individual' AND agency_id IS NOT NULL`),
    ).toBeGreaterThanOrEqual(10);
    expect(await count(`SELECT count(*)::int AS n FROM users WHERE role = 'pseller'`)).toBeGreaterThanOrEqual(5);
    expect(await count(`SELECT count(*)::int AS n FROM users WHERE role = 'buyer'`)).toBeGreaterThanOrEqual(10);
    expect(await count('SELECT count(*)::int AS n FROM blog_posts')).toBeGreaterThanOrEqual(10);
    expect(await count('SELECT count(*)::int AS n FROM plans')).toBeGreaterThanOrEqual(6);
  });

  it('gives the demo publishers credits through the ledger, and has boost plans', async () => {
    const rows = await first.query<{ balance: number; ledger: number }>(
      `SELECT b.balance, (SELECT sum(delta)::int FROM credit_ledger l WHERE l.user_id = u.id) AS ledger
         FROM users u JOIN credit_balances b ON b.user_id = u.id WHERE u.email = 'seller@immora.be'`,
    );
    expect(rows[0]).toEqual({ balance: 60, ledger: 60 });
    expect((await first.query('SELECT * FROM boost_plans')).length).toBeGreaterThanOrEqual(3);
  });

  it('places listings at real Belgian coordinates', async () => {
    const rows = await first.query<{ lat: number; lon: number }>(
      'SELECT min(latitude) AS lat, max(longitude) AS lon FROM properties',
    );
    const box = await first.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM properties WHERE NOT (location <@ box(point(2.5, 49.4), point(6.5, 51.6)))`,
    );
    expect(rows[0]!.lat).toBeGreaterThan(49.4);
    expect(box[0]!.n).toBe(0);
  });

  it('creates the demo accounts of the README with their password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await first.query<{ role: string; password_hash: string }>(
        'SELECT role::text, password_hash FROM users WHERE email = $1',
        [account.email],
      );
      expect(user?.role, account.email).toBe(account.role);
      expect(await verifyPassword(user!.password_hash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('seeds only chats their members may write to, and one for every professional demo account that can chat', async () => {
    // The chat service's own rules (decision 036), as the API applies them to a sent message.
    const deps: ChatDeps = { repo: chatRepository(first.db), presence: { online: async () => new Set() } };
    const memberships = await first.query<{ chat_id: string; user_id: string; role: Role }>(
      `SELECT m.chat_id, m.user_id, u.role::text AS role
         FROM chat_members m JOIN users u ON u.id = m.user_id WHERE m.left_at IS NULL`,
    );
    expect(memberships.length).toBeGreaterThan(0);
    for (const m of memberships) {
      await expect(
        requireWritable(deps, { id: m.user_id, role: m.role }, m.chat_id),
        m.user_id,
      ).resolves.toBeUndefined();
    }
    const canChat: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      if (account.role === 'buyer' || account.role === 'staff') continue;
      const [user] = await first.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [account.email]);
      if ((await contactsOf(deps, { id: user!.id, role: account.role })).length === 0) continue;
      canChat.push(account.email);
      expect(
        memberships.some((m) => m.user_id === user!.id),
        account.email,
      ).toBe(true);
    }
    // An independent agent has no chat contacts (decision 036); the agency and its agent have.
    expect(canChat).toEqual(['agency@immora.be', 'julien.lambert@demo.immora.be']);
  });

  // What the price estimate needs out of the box (issue 34): at least 8 comparables within 25 km
  // (same transaction and type, published, bedrooms ±1, living area ±30 %) for a typical property.
  it.each([
    ['Brussels', 50.8467, 4.3525],
    ['Antwerp', 51.2194, 4.4025],
    ['Ghent', 51.0543, 3.7174],
    ['Liège', 50.6326, 5.5797],
    ['Leuven', 50.8798, 4.7005],
  ])('has comparables in %s for a sale apartment, a sale house and a rented apartment', async (_, lat, lon) => {
    for (const [type, category, bedrooms, area] of [
      ['sale', 'apartments', 2, 90],
      ['sale', 'houses', 4, 180],
      ['rent', 'apartments', 2, 85],
    ] as const) {
      const [row] = await first.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM properties
          WHERE status = 'published' AND type = $1 AND category = $2
            AND abs(bedrooms - $5) <= 1 AND area_m2 BETWEEN $6 * 0.7 AND $6 * 1.3
            AND sqrt(power((latitude - $3) * 111.2, 2) + power((longitude - $4) * 111.2 * cos(radians($3)), 2)) <= 25`,
        [type, category, lat, lon, bedrooms, area],
      );
      expect(row!.n, `${type} ${category}`).toBeGreaterThanOrEqual(8);
    }
  });

  it('prices by the price model: a Brussels flat costs more per m² than one in Liège', async () => {
    const perM2 = async (region: string, city: string) =>
      (
        await first.query<{ v: number }>(
          `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY p.price_cents / 100.0 / p.area_m2) AS v
             FROM properties p JOIN cities c ON c.id = p.city_id
            WHERE p.type = 'sale' AND p.category = 'apartments' AND (c.region::text = $1 OR p.city = $2)`,
          [region, city],
        )
      )[0]!.v;
    expect(await perM2('brussels', '')).toBeGreaterThan(1.3 * (await perM2('', 'Liège')));
  });

  it("gives every municipality with sales a year of market history: Ixelles's trend has its 12 months", async () => {
    // The market sweep (decision 074) in the reference date's month, as the demo's server runs it.
    const now = new Date('2026-11-20T12:00:00Z');
    const repo = marketRepository(first.db);
    await sweepMarketFigures({ repo }, now);
    const ixelles = await marketOf({ repo, cities: marketCityLookup(repo) }, 'ixelles', now);
    const trend = ixelles.trend.sale;
    expect(trend.map((m) => m.month)).toEqual([
      '2025-12',
      ...['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'].map((m) => `2026-${m}`),
    ]);
    // Each month has enough listings for its figure, and reads like Ixelles's market (its flats'
    // price level is 4,200 €/m²): no month more than a quarter off the current one.
    for (const month of trend) {
      expect(month.listings, month.month).toBeGreaterThanOrEqual(ixelles.minListings);
      expect(month.medianPricePerM2, month.month).not.toBeNull();
      expect(month.medianPricePerM2!, month.month).toBeGreaterThan(0.75 * trend.at(-1)!.medianPricePerM2!);
      expect(month.medianPricePerM2!, month.month).toBeLessThan(1.25 * trend.at(-1)!.medianPricePerM2!);
    }
    // Every seeded municipality with sales today counts listings for sale in each of the 12 months.
    const [gaps] = await first.query<{ municipalities: number; empty: number }>(
      `SELECT count(DISTINCT p.city_id)::int AS municipalities,
          (SELECT count(*)::int FROM market_figures f
            WHERE f.transaction = 'sale' AND f.category = 'all' AND f.listings = 0
              AND f.city_id IN (SELECT city_id FROM properties WHERE status = 'published' AND type = 'sale')) AS empty
         FROM properties p WHERE p.status = 'published' AND p.type = 'sale'`,
    );
    expect(gaps!.municipalities).toBeGreaterThan(30);
    expect(gaps!.empty).toBe(0);
    // The past listings were sold (agreed after publication, before the reference date), and a
    // share of them were reduced on the way.
    const [past] = await first.query<{ sold: number; reduced: number; wrong: number }>(
      `SELECT count(*)::int AS sold,
          count(*) FILTER (WHERE (SELECT count(*) FROM property_price_history h WHERE h.property_id = p.id) > 1)::int AS reduced,
          count(*) FILTER (WHERE p.updated_at <= p.published_at OR p.updated_at > $1)::int AS wrong
         FROM properties p WHERE p.status = 'processing'`,
      [REFERENCE_DATE.toISOString()],
    );
    expect(past!.sold).toBeGreaterThan(200);
    expect(past!.reduced / past!.sold).toBeGreaterThan(0.2);
    expect(past!.wrong).toBe(0);
  });

  it('is deterministic: two runs give the same listings', async () => {
    expect(await fingerprint(second)).toBe(await fingerprint(first));
  });

  it('draws every photo it references, large enough for the gallery', async () => {
    const photos = await first.query<{ url: string; thumbnail_url: string }>(
      'SELECT DISTINCT url, thumbnail_url FROM property_photos',
    );
    for (const p of photos) {
      expect(existsSync(join(dataDir, p.url)), p.url).toBe(true);
      expect(existsSync(join(dataDir, p.thumbnail_url)), p.thumbnail_url).toBe(true);
    }
    const meta = await sharp(join(dataDir, photos[0]!.url)).metadata();
    expect(meta.width).toBeGreaterThanOrEqual(2048);
    expect(meta.height).toBeGreaterThanOrEqual(768);
  });

  it('stores every listing photo in each width and format it references', async () => {
    const rows = await first.query<{ variants: TPhotoVariant[] }>('SELECT DISTINCT variants FROM property_photos');
    for (const { variants } of rows) {
      expect(variants.map((v) => v.width)).toEqual([480, 960, 1600, 2048]);
      for (const url of variants.flatMap((v) => [v.avif, v.webp, v.jpeg]))
        expect(existsSync(join(dataDir, url)), url).toBe(true);
    }
    const [widest] = rows[0]!.variants.slice(-1);
    expect(await sharp(join(dataDir, widest!.avif)).metadata()).toMatchObject({ format: 'heif', width: 2048 });
  });

  it("gives the demo accounts' plans the orders and invoices that bought them, numbered in time order per year", async () => {
    const rows = await first.query<{ email: string; number: string; year: number; sequence: number; total: number }>(
      `SELECT u.email, i.number, i.year, i.sequence, i.total_cents AS total
         FROM invoices i JOIN users u ON u.id = i.user_id JOIN orders o ON o.id = i.order_id
        WHERE o.status = 'paid' ORDER BY i.issued_at, i.sequence`,
    );
    const emails = rows.map((r) => r.email);
    for (const email of ['agent@immora.be', 'seller@immora.be', 'agency@immora.be']) expect(emails).toContain(email);
    for (const year of new Set(rows.map((r) => r.year))) {
      const numbers = rows.filter((r) => r.year === year).map((r) => r.sequence);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    }
    expect(rows.every((r) => r.total > 0 && r.number.startsWith(`${r.year}-`))).toBe(true);
    const [unlinked] = await first.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM subscription_histories s JOIN orders o ON o.id = s.order_id WHERE o.user_id <> s.user_id`,
    );
    expect(unlinked!.n).toBe(0);
  });
});
