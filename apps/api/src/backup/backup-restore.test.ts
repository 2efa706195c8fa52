import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '../db/schema/agencies.ts';
import type { Database } from '../db/client.ts';
import { diskStorage } from '../lib/storage.ts';
import { chatRepository } from '../modules/chat/chat.repository.ts';
import type { TestContext } from '../../test/app.ts';
import { createPlan } from '../../test/account-factories.ts';
import { signedIn } from '../../test/billing-factories.ts';
import { chatTeam } from '../../test/chat.ts';
import { createCustomTestApp } from '../../test/custom-app.ts';
import { createDatabaseOn, onPostgres } from '../../test/database.ts';
import { createProperty } from '../../test/factories.ts';
import { drawn } from '../../test/hostile-images.ts';
import { signedInUser } from '../../test/session.ts';
import { writeBackup, type FileStore } from './backup.ts';
import { restoreBackup, RestoreRefused } from './restore.ts';

/** Each restore opens a site and migrates a database: far above the default 30 s on a busy machine. */
const SLOW = 180_000;

/** Both engines when the suite has a PostgreSQL (then every direction: PGlite ↔ PostgreSQL), else PGlite. */
const ENGINES = onPostgres ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
type Engine = (typeof ENGINES)[number];
/** The same signing key on both sides, so a session saved in the backup opens on the restored site. */
const JWT_SECRET = 'backup-test-secret-'.padEnd(48, 'x');

const tmp = mkdtempSync(join(tmpdir(), 'immora-backups-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const storesOf = (dataDir: string): FileStore[] => [
  { prefix: 'files', storage: diskStorage(join(dataDir, 'uploads')) },
];

/** A site over `database` whose files live in `dataDir`. */
async function siteOver(database: Database, dataDir?: string) {
  return createCustomTestApp({ database, env: { JWT_SECRET, ...(dataDir && { DATA_DIR: dataDir }) } });
}

/** Row counts of every table of `public`. */
async function counts(database: Database) {
  const tables = await database.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const out: Record<string, number> = {};
  for (const { name } of tables)
    out[name] = (await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`))[0]!.n;
  return out;
}

/** What a site holds that people would miss: a listing with a photo, a chat, a paid invoice. */
async function populate(site: TestContext) {
  const { app, database } = site;
  const seller = await signedInUser(app, database, { role: 'pseller' });
  const listing = await createProperty(database, seller.user.id, { status: 'published' });
  const form = new FormData();
  const picture = await drawn(2048, 768).jpeg({ quality: 80 }).toBuffer();
  form.append('files', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'living.jpg');
  const uploaded = await app.inject({
    method: 'POST',
    url: `/api/properties/${listing.id}/photos`,
    payload: form,
    headers: seller.headers,
  });
  expect(uploaded.statusCode).toBe(201);
  const photos = uploaded.json().data.photos as { variants: { avif: string; webp: string; jpeg: string }[] }[];
  const photoUrls = photos.flatMap((p) => p.variants.flatMap((v) => [v.avif, v.webp, v.jpeg]));

  const team = await chatTeam(app, database, 1);
  const chats = chatRepository(database.db);
  const chat = await chats.oneOnOne(team.agency.user.id, team.agents[0]!.user.id);
  for (const content of ['Bezoek om 10 u?', 'Prima, tot dan.', 'Sleutels liggen klaar.'])
    await chats.send({ chatId: chat.id, senderId: team.agency.user.id, clientMessageId: randomUUID(), content });

  const buyer = await signedIn(app, database, 'agency');
  await database.db.insert(agencies).values({
    ownerId: buyer.user.id,
    name: 'Immo Zuid',
    email: 'info@immozuid.be',
    phone: '0475111222',
    address: 'Kouter 1, 9000 Gent',
    vatNumber: 'BE0123456749',
  });
  const plan = await createPlan(database, { name: 'Agency Basic', monthlyPriceCents: 14_999, credits: 50 });
  const order = await buyer.call('POST', '/api/checkout', {
    billing: 'month',
    items: [{ planId: plan.id, quantity: 1 }],
  });
  const orderId = order.body.data.orderId as string;
  await buyer.call('POST', `/api/checkout/test/${orderId}`, { outcome: 'succeed' });
  const invoiceId = (await buyer.call('GET', `/api/checkout/orders/${orderId}`)).body.data.invoiceId as string;
  expect(invoiceId).toBeTruthy();

  return {
    counts: {} as Record<string, number>,
    listingId: listing.id,
    photoUrls,
    chatId: chat.id,
    chatReader: team.agency.headers,
    invoiceId,
    invoiceReader: { authorization: `Bearer ${buyer.token}` },
  };
}
type Saved = Awaited<ReturnType<typeof populate>>;

/** What a visitor, a chat member and the invoice's owner see on a site. */
async function seen(site: TestContext, saved: Saved) {
  const { app } = site;
  const listing = await app.inject({ method: 'GET', url: `/api/properties/${saved.listingId}` });
  const files = [];
  for (const url of saved.photoUrls) {
    const res = await app.inject({ method: 'GET', url });
    files.push({ url, status: res.statusCode, bytes: res.rawPayload.toString('base64') });
  }
  const chat = await app.inject({
    method: 'GET',
    url: `/api/chat/messages/${saved.chatId}`,
    headers: saved.chatReader,
  });
  const invoice = await app.inject({
    method: 'GET',
    url: `/api/invoices/${saved.invoiceId}/pdf`,
    headers: saved.invoiceReader,
  });
  const invoiceText =
    invoice.statusCode === 200
      ? (await extractText(await getDocumentProxy(new Uint8Array(invoice.rawPayload)), { mergePages: true })).text
      : null;
  return {
    listing: { status: listing.statusCode, photos: listing.json().data?.photos },
    files,
    chat: { status: chat.statusCode, messages: chat.json().data },
    invoice: { status: invoice.statusCode, type: invoice.headers['content-type'], text: invoiceText },
  };
}

describe.each(ENGINES)('a backup of a site on %s', (source: Engine) => {
  let site: TestContext;
  let saved: Saved;
  let before: Awaited<ReturnType<typeof seen>>;
  const archive = join(tmp, `${source}.tar`);

  beforeAll(async () => {
    site = await siteOver(await createDatabaseOn(source));
    saved = await populate(site);
    before = await seen(site, saved);
    await writeBackup({ database: site.database, stores: storesOf(site.dataDir) }, createWriteStream(archive));
    // Nothing writes between the backup and this count (a later test sends more messages).
    saved.counts = await counts(site.database);
  });
  afterAll(async () => {
    await site.close();
    await site.database.close();
  });

  it('saw what it should before: the listing with its photos, three messages, the invoice PDF', () => {
    expect(before.listing.status).toBe(200);
    expect(before.files.length).toBeGreaterThan(0);
    expect(before.files.every((f) => f.status === 200 && f.bytes.length > 100)).toBe(true);
    expect(before.chat.messages).toHaveLength(3);
    expect(before.invoice).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(before.invoice.text).toContain('Immo Zuid');
  });

  it.each(ENGINES)(
    `restores into an empty %s: every row, the same photo bytes, the chat, the invoice`,
    async (target) => {
      const database = await createDatabaseOn(target, { empty: true });
      const dataDir = mkdtempSync(join(tmp, 'restored-'));
      const manifest = await restoreBackup({ database, stores: storesOf(dataDir) }, createReadStream(archive));
      expect(manifest.source.engine).toBe(source);
      const restored = await siteOver(database, dataDir);
      try {
        const sourceCounts = await counts(site.database);
        expect(await counts(database)).toEqual(sourceCounts);
        expect(sourceCounts.chat_messages).toBeGreaterThanOrEqual(3);
        expect(await seen(restored, saved)).toEqual(before);
      } finally {
        await restored.close();
        await database.close();
      }
    },
    SLOW,
  );

  it(
    'taken while messages are being sent, restores a state that existed: each message with its receipt',
    async () => {
      const team = await chatTeam(site.app, site.database, 1);
      const chats = chatRepository(site.database.db);
      const chat = await chats.oneOnOne(team.agency.user.id, team.agents[0]!.user.id);
      // Each send stores a message and its receipt in one statement: a backup read table by table
      // outside one snapshot would hold receipts of messages it does not have (or the reverse).
      let sent = 0;
      let sending = true;
      let failure: unknown = null;
      const writer = async () => {
        try {
          while (sending) {
            const content = `#${sent}`;
            await chats.send({
              chatId: chat.id,
              senderId: team.agency.user.id,
              clientMessageId: randomUUID(),
              content,
            });
            sent += 1;
            await new Promise((r) => setTimeout(r, 5));
          }
        } catch (err) {
          failure = err;
        }
      };
      const writers = [writer(), writer(), writer()];
      while (sent < 6 && !failure) await new Promise((r) => setTimeout(r, 10));
      expect(failure).toBeNull();
      const atStart = sent;
      const file = join(tmp, `${source}-busy.tar`);
      await writeBackup({ database: site.database, stores: storesOf(site.dataDir) }, createWriteStream(file));
      const atEnd = sent;
      sending = false;
      await Promise.all(writers);
      expect(failure).toBeNull();

      const database = await createDatabaseOn(source, { empty: true });
      try {
        await restoreBackup({ database, stores: storesOf(mkdtempSync(join(tmp, 'busy-'))) }, createReadStream(file));
        const [row] = await database.query<{ messages: number; receipts: number }>(
          `SELECT (SELECT count(*)::int FROM chat_messages WHERE chat_id = $1) AS messages,
                  (SELECT count(*)::int FROM chat_receipts WHERE chat_id = $1) AS receipts`,
          [chat.id],
        );
        expect(atEnd).toBeGreaterThan(atStart);
        expect(row!.receipts).toBe(row!.messages);
        // Between what had been answered when the backup began and what had been sent (or was in flight) at its end.
        expect(row!.messages).toBeGreaterThanOrEqual(atStart);
        expect(row!.messages).toBeLessThanOrEqual(atEnd + writers.length);
      } finally {
        await database.close();
      }
    },
    SLOW,
  );

  it(
    'refuses a target that is not empty, changing nothing; with force it replaces it',
    async () => {
      const database = await createDatabaseOn(source);
      const dataDir = mkdtempSync(join(tmp, 'occupied-'));
      const other = await siteOver(database, dataDir);
      try {
        await signedInUser(other.app, database, { role: 'buyer' });
        const occupied = await counts(database);
        const stores = storesOf(dataDir);
        await expect(restoreBackup({ database, stores }, createReadStream(archive))).rejects.toThrow(RestoreRefused);
        await expect(restoreBackup({ database, stores }, createReadStream(archive))).rejects.toThrow(
          /The target is not empty: the .* database has \d+ tables\. .*--force/,
        );
        expect(await counts(database)).toEqual(occupied);

        await restoreBackup({ database, stores, force: true }, createReadStream(archive));
        expect(await counts(database)).toEqual(saved.counts);
      } finally {
        await other.close();
        await database.close();
      }
    },
    SLOW,
  );
});
