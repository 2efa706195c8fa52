// npm run bench:export [-- --listings 1000 --photos 10 --files 5 --photo-kb 60 --contacts 1000 --messages 2000]
// Issue 32: does 'Download my data' stream? Generates one agency account with --listings listings
// of --photos photos each (bulk inserts; the photos share --files stored JPEG files of about
// --photo-kb KB, so generation is fast while the zip still holds every photo), --contacts CRM
// contacts and --messages chat messages, then builds its zip as the export worker does
// (writeExportZip to the private files on disk) and prints the time, the zip's size and entries,
// and the process's peak RSS, heap and Buffers (off the heap), sampled every 20 ms, beside their
// level before the build.
// DATABASE_URL: PostgreSQL (its tables get the generated rows); else a scratch PGlite.

import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { chatMembers, chatMessages, chats } from '../src/db/schema/chat.ts';
import { crmContacts } from '../src/db/schema/crm.ts';
import { propertyPhotos, properties } from '../src/db/schema/properties.ts';
import { users } from '../src/db/schema/users.ts';
import { diskPrivateFiles } from '../src/lib/private-files.ts';
import { diskStorage } from '../src/lib/storage.ts';
import { writeExportZip } from '../src/modules/data-exports/export-zip.ts';
import { zipEntries } from '../test/zip-entries.ts';
import { openBenchDatabase } from './bench-database.ts';
import { loadLine, machineLine } from './machine.ts';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '1000' },
    photos: { type: 'string', default: '10' },
    files: { type: 'string', default: '5' },
    'photo-kb': { type: 'string', default: '60' },
    contacts: { type: 'string', default: '1000' },
    messages: { type: 'string', default: '2000' },
    check: { type: 'boolean', default: false },
  },
});
const LISTINGS = Number(values.listings);
const PHOTOS = Number(values.photos);
const FILES = Number(values.files);
const CONTACTS = Number(values.contacts);
const MESSAGES = Number(values.messages);
const BATCH = 500;
const MB = 1_048_576;

const { config, database } = await openBenchDatabase();
const { db } = database;
const storage = diskStorage(join(config.DATA_DIR, 'uploads'));
const files = diskPrivateFiles(join(config.DATA_DIR, 'private'));

/** A photo-like JPEG of about `kb` KB: noise compresses badly, as a real photo does. */
async function photoFile(i: number, kb: number) {
  const side = Math.round(Math.sqrt(kb * 1024 * 3));
  const noise = Buffer.alloc(side * side * 3);
  for (let p = 0; p < noise.length; p++) noise[p] = (p * 2654435761 + i * 97) >>> 24;
  return sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

const started = performance.now();
const [user] = await db
  .insert(users)
  .values({
    role: 'agency',
    email: `bench-export-${randomUUID()}@example.be`,
    firstName: 'Bench',
    lastName: 'Export',
    language: 'nl',
    isVerified: true,
  })
  .returning();
const [other] = await db
  .insert(users)
  .values({ role: 'buyer', email: `bench-peer-${randomUUID()}@example.be`, firstName: 'Jan', lastName: 'Claes' })
  .returning();

const urls: string[] = [];
for (let f = 0; f < FILES; f++)
  urls.push(await storage.put(`bench/export-${f}.jpg`, await photoFile(f, Number(values['photo-kb'])), 'image/jpeg'));

const listingIds = Array.from({ length: LISTINGS }, () => randomUUID());
await inBatches(listingIds, (ids) =>
  db.insert(properties).values(
    ids.map((id, n) => ({
      id,
      ownerId: user!.id,
      title: `Herenhuis ${n} aan de Leie`,
      description: 'Ruim herenhuis met stadstuin, vier slaapkamers en een zonnige keuken.',
      language: 'nl',
      translations: { fr: { title: `Maison de maître ${n}`, description: 'Grande maison avec jardin de ville.' } },
      category: 'houses' as const,
      type: 'sale' as const,
      status: 'published' as const,
      priceCents: 450_000_00,
      address: 'Korenlei 1',
      city: 'Gent',
      latitude: 51.05,
      longitude: 3.72,
      location: { x: 3.72, y: 51.05 },
      bedrooms: 4,
      bathrooms: 2,
      areaM2: 180,
      publicCode: `IM-BENCH-${id.slice(0, 13)}`,
      publishedAt: new Date(),
    })),
  ),
);
const photoRows = listingIds.flatMap((propertyId, l) =>
  Array.from({ length: PHOTOS }, (_, position) => ({
    propertyId,
    position,
    isCover: position === 0,
    url: urls[(l * PHOTOS + position) % FILES]!,
    thumbnailUrl: urls[0]!,
    width: 1024,
    height: 768,
  })),
);
await inBatches(photoRows, (batch) => db.insert(propertyPhotos).values(batch));
await inBatches(
  Array.from({ length: CONTACTS }, (_, n) => n),
  (batch) =>
    db.insert(crmContacts).values(
      batch.map((n) => ({
        ownerId: user!.id,
        firstName: `Sofie ${n}`,
        lastName: 'Maes',
        email: `sofie-${n}@example.be`,
        phone: '0497654321',
        budgetCents: 1_250_00,
        propertyTypes: ['apartments'],
        type: 'rent',
      })),
    ),
);
const [chat] = await db
  .insert(chats)
  .values({ kind: 'one_on_one', pairKey: [user!.id, other!.id].sort().join(':') })
  .returning();
await db.insert(chatMembers).values([
  { chatId: chat!.id, userId: user!.id },
  { chatId: chat!.id, userId: other!.id },
]);
await inBatches(
  Array.from({ length: MESSAGES }, (_, n) => n),
  (batch) =>
    db.insert(chatMessages).values(
      batch.map((n) => ({
        chatId: chat!.id,
        senderId: n % 2 ? user!.id : other!.id,
        clientMessageId: `bench-${n}`,
        content: `Bericht ${n}: is het huis nog vrij voor een bezoek zaterdag?`,
      })),
    ),
);
const generated = (performance.now() - started) / 1000;

// The build, with the process's memory sampled.
global.gc?.();
const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = before.heapUsed;
let peakBuffers = before.arrayBuffers;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
  peakBuffers = Math.max(peakBuffers, m.arrayBuffers);
}, 20);
const load = loadLine();
const t0 = performance.now();
let entries = 0;
const key = `data-exports/${user!.id}/bench.zip`;
const size = await writeExportZip({ db, storage, files }, user!, key, async () => void entries++);
const seconds = (performance.now() - t0) / 1000;
clearInterval(sampler);

console.log(`machine: ${machineLine()}; database: ${database.kind}; load before ${load}, after ${loadLine()}`);
console.log(
  `account: ${LISTINGS} listings, ${LISTINGS * PHOTOS} photos (${FILES} files of ~${values['photo-kb']} KB), ${CONTACTS} CRM contacts, ${MESSAGES} chat messages (generated in ${generated.toFixed(1)} s)`,
);
console.log(`zip: ${(size / MB).toFixed(0)} MB, ${entries} entries, built in ${seconds.toFixed(1)} s`);
console.log(
  `memory: RSS ${(before.rss / MB).toFixed(0)} MB before, peak ${(peakRss / MB).toFixed(0)} MB; heap ${(before.heapUsed / MB).toFixed(0)} MB before, peak ${(peakHeap / MB).toFixed(0)} MB; Buffers ${(before.arrayBuffers / MB).toFixed(0)} MB before, peak ${(peakBuffers / MB).toFixed(0)} MB`,
);
if (values.check) {
  // Reads the zip back (in memory: only for small runs) and counts its photos.
  const zip = await files.read(key);
  const chunks: Buffer[] = [];
  for await (const chunk of zip!) chunks.push(chunk as Buffer);
  const names = [...(await zipEntries(Buffer.concat(chunks))).keys()];
  console.log(`check: ${names.filter((n) => n.endsWith('.jpg')).length} photo files, ${names.length} files`);
}
await database.close();
if (!process.env.DATA_DIR) rmSync(config.DATA_DIR, { recursive: true, force: true });
