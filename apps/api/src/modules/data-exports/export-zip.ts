import { once } from 'node:events';
import { Readable, type PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import type { Db } from '../../db/client.ts';
import type { PrivateFiles } from '../../lib/private-files.ts';
import type { Storage } from '../../lib/storage.ts';
import { invoicePdfName, invoicesPdf } from '../invoices/invoice-pdf.ts';
import { invoicesRepository } from '../invoices/invoices.repository.ts';
import { toInvoice } from '../invoices/invoices.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import { CRM_KINDS, crmCsv, crmRows } from './export-crm.ts';
import { photoFiles, listingRows } from './export-listings.ts';
import { EXPORT_PAGE, jsonArray, jsonObject } from './export-pages.ts';
import { readme } from './export-readme.ts';
import { moderationRecords } from './export-trust.ts';
import {
  appointmentRows,
  auctionRecords,
  chatMessageRows,
  consentsRecord,
  creditRecords,
  emailRecords,
  enquiryRecords,
  favouriteRows,
  orderRecords,
  priceHistoryRows,
  profileRecord,
  reviewRecords,
  savedSearchRecords,
  signInRecords,
} from './export-records.ts';

export type ExportDeps = { db: Db; storage: Storage; files: PrivateFiles };

/** Files already compressed (photos, PDFs) are stored as they are; text is deflated. */
const STORED = /\.(jpe?g|png|webp|avif|pdf)$/i;

/** Every invoice of the user as data, a page at a time. */
async function* invoicePages(db: Db, user: UserRow) {
  const repo = invoicesRepository(db);
  for (let page = 1; ; page++) {
    const { items } = await repo.list(user.id, { sort: 'date', order: 'asc', page, pageSize: EXPORT_PAGE });
    yield items.map((row) => toInvoice(row));
    if (items.length < EXPORT_PAGE) return;
  }
}

async function* invoiceRows(db: Db, user: UserRow) {
  for await (const page of invoicePages(db, user)) yield* page;
}

/**
 * Writes the user's zip to the private files under `key` as a stream (decision 063): entries are
 * added one at a time, each once the previous one has gone into the zip, so memory holds one
 * page of rows or one photo, never the zip or all rows. `onEntry` hears each entry (the worker's
 * heartbeat). Resolves with the zip's size in bytes.
 */
export async function writeExportZip(
  deps: ExportDeps,
  user: UserRow,
  key: string,
  onEntry: () => Promise<void> = async () => {},
) {
  const { db, storage } = deps;
  const zip = new yazl.ZipFile();
  const writing = deps.files.write(key, zip.outputStream as Readable, 'application/zip');
  // A write that fails stops the build at its next entry rather than leaving it waiting.
  const failed = writing.then(
    () => new Promise<never>(() => {}),
    (err: unknown) => Promise.reject(err),
  );
  failed.catch(() => {});
  const mtime = new Date();

  const output = zip.outputStream as PassThrough;
  const add = async (path: string, body: Readable | Buffer | string) => {
    const stream =
      typeof body === 'string'
        ? Readable.from([Buffer.from(body)])
        : Buffer.isBuffer(body)
          ? Readable.from([body])
          : body;
    // yazl keeps every entry (for the directory at the end) and, through it, whatever its pump
    // function holds: handed over lazily and then forgotten, a photo is not kept until the end
    // (the first bench run held 900 MB of photos that way).
    let pending: Readable | null = stream;
    zip.addReadStreamLazy(path, { mtime, compress: !STORED.test(path) }, (handOver) => {
      const next = pending!;
      pending = null;
      handOver(null, next);
    });
    await Promise.race([finished(stream), failed]);
    // A one-chunk entry (a photo, a PDF) ends as soon as its chunk is handed on, drained or not:
    // the next one waits until the zip's output has drained, so a slow disk or upload holds back
    // the build rather than filling the output's buffer.
    if (output.writableNeedDrain) await Promise.race([once(output, 'drain'), failed]);
    await onEntry();
  };

  try {
    await add('README.txt', readme(user.language, `${user.firstName} ${user.lastName}`.trim(), mtime));
    await add('profile.json', jsonObject(await profileRecord(db, user)));
    await add('consents-and-language.json', jsonObject(await consentsRecord(db, user)));
    await add('sessions-and-sign-ins.json', jsonObject(signInRecords(db, user)));
    await add('listings.json', jsonArray(listingRows(db, storage, user)));
    for await (const photo of photoFiles(db, storage, user)) {
      const file = await storage.get(photo.key);
      if (file) await add(photo.path, file);
    }
    await add('price-history.json', jsonArray(priceHistoryRows(db, user)));
    await add('favourites.json', jsonArray(favouriteRows(db, user)));
    await add('saved-searches-and-alerts.json', jsonObject(savedSearchRecords(db, user)));
    await add('appointments.json', jsonArray(appointmentRows(db, user)));
    await add('chat-messages.json', jsonArray(chatMessageRows(db, user)));
    await add('reviews.json', jsonObject(reviewRecords(db, user)));
    await add('enquiries.json', jsonObject(enquiryRecords(db, user)));
    await add('auctions-and-bids.json', jsonObject(auctionRecords(db, user)));
    for (const kind of CRM_KINDS) {
      await add(`crm/${kind}.json`, jsonArray(crmRows(db, user, kind)));
      await add(`crm/${kind}.csv`, await crmCsv(db, user, kind));
    }
    await add('emails.json', jsonObject(emailRecords(db, user)));
    await add('invoices.json', jsonArray(invoiceRows(db, user)));
    for await (const page of invoicePages(db, user))
      for (const invoice of page) await add(`invoices/${invoicePdfName([invoice])}`, await invoicesPdf([invoice]));
    await add('orders-and-subscriptions.json', jsonObject(orderRecords(db, user)));
    await add('credit-ledger.json', jsonObject(await creditRecords(db, user)));
    await add('reports-and-moderation.json', jsonObject(moderationRecords(db, user)));
    zip.end();
  } catch (err) {
    (zip.outputStream as Readable).destroy(err as Error);
    await writing.catch(() => {});
    throw err;
  }
  return writing;
}
