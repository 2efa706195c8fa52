import { ERROR_CODES } from '@immora/shared/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../lib/storage.ts';
import { deleteListingFiles } from '../photos/photos.service.ts';
import { PUBLIC_STATUSES, type PropertyStatus } from '@immora/shared/listing';
import {
  AUCTION_LOCKED_FIELDS,
  LISTING_MESSAGES,
  type AuctionLockedField,
  STATUS_ACTIONS,
  missingForPublish,
  type ListingInput,
  type ListingPatch,
  type StatusAction,
  type ZMyPropertiesExportQuery,
  type ZMyPropertiesQuery,
} from '@immora/shared/listing-form';
import { csvHeader, csvRecord } from '@immora/shared/csv-columns';
import { MY_PROPERTIES_CSV } from '@immora/shared/my-properties-csv';
import type { TLanguage } from '@immora/shared/languages';
import type { Role } from '@immora/shared/roles';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { canManageListing } from '../boosts/boosts.service.ts';
import { toColumns, toEditable, toInput, toMyProperty, type ListingRow, type NewListingRow } from './listing.mapper.ts';
import type { ListingsRepository } from './listings.repository.ts';
import { withPublicCode } from './public-code.ts';
import { TRUST_MESSAGES } from '@immora/shared/trust';

type Deps = { db: Db; repo: ListingsRepository; storage: Storage; log: FastifyBaseLogger };
const DAY = 86_400_000;
/** A listing stays online a year from its (re)publication. */
const ONLINE_DAYS = 365;
/** price_cents is a 32-bit integer: € 21 474 836.47 at most. */
const MAX_PRICE_CENTS = 2_147_483_647;
const PRICE_TOO_LARGE = 'Price is too large';

const isPublic = (s: PropertyStatus) => (PUBLIC_STATUSES as readonly PropertyStatus[]).includes(s);

/** 400 'Please fill out all required fields.' with each field as 'Missing Data'. */
function missingData(fields: string[]) {
  return new AppError(
    400,
    ERROR_CODES.missingData,
    LISTING_MESSAGES.required,
    Object.fromEntries(fields.map((f) => [f, LISTING_MESSAGES.missingData])),
  );
}

const transitionRefused = (from: PropertyStatus, to: PropertyStatus) =>
  AppError.conflict(LISTING_MESSAGES.transition.replace('{from}', from).replace('{to}', to));

/** The columns behind AUCTION_LOCKED_FIELDS. */
const AUCTION_LOCKED_COLUMNS = {
  price: 'priceCents',
  type: 'type',
  category: 'category',
} as const satisfies Record<AuctionLockedField, keyof ListingRow>;

/** The fields a scheduled or open auction depends on that the change would alter. */
const auctionTermsChanged = (row: ListingRow, set: Partial<NewListingRow>) =>
  AUCTION_LOCKED_FIELDS.filter((field) => {
    const column = AUCTION_LOCKED_COLUMNS[field];
    return column in set && set[column] !== row[column];
  });

function checkPrice(set: Partial<NewListingRow>) {
  if (set.priceCents != null && set.priceCents > MAX_PRICE_CENTS)
    throw AppError.badRequest(PRICE_TOO_LARGE, { price: PRICE_TOO_LARGE });
}

/** The original language's text lives in title and description: a translation into it is refused. */
function checkTranslations(row: Pick<ListingRow, 'language' | 'translations'>) {
  const language = row.language as TLanguage;
  if (row.translations[language])
    throw AppError.badRequest(LISTING_MESSAGES.translationIsOriginal, {
      [`translations.${language}`]: LISTING_MESSAGES.translationIsOriginal,
    });
}

/** The listing when the user may manage it: 404 when there is none, 403 when it is someone else's. */
async function managed(deps: Deps, userId: string, id: string) {
  const row = await deps.repo.byId(id);
  if (!row) throw AppError.notFound(LISTING_MESSAGES.notFound);
  if (!(await canManageListing(deps.db, userId, row))) throw AppError.forbidden(LISTING_MESSAGES.notOwner);
  return row;
}

/** The city id (and English name, when the name is known) of the address the columns give. */
async function cityColumns(deps: Deps, row: Pick<ListingRow, 'city' | 'postalCode'>) {
  const city = await deps.repo.resolveCity(row.city, row.postalCode);
  return { cityId: city?.id ?? null, ...(city?.name ? { city: city.name } : {}) };
}

async function editable(deps: Deps, row: ListingRow) {
  return toEditable(row, await deps.repo.photos(row.id));
}

/** A new listing, always a draft: anything may still be missing. */
export async function createListing(deps: Deps, opts: { userId: string; role: Role; input: ListingInput }) {
  const columns = toColumns(opts.input);
  checkPrice(columns);
  checkTranslations({ language: columns.language ?? 'en', translations: columns.translations ?? {} });
  const agencyId = opts.role === 'agency' ? await deps.repo.agencyOwnedBy(opts.userId) : null;
  const city = await cityColumns(deps, { city: columns.city ?? null, postalCode: columns.postalCode ?? null });
  const row = await withPublicCode((publicCode) =>
    deps.repo.insert({
      ...columns,
      ...city,
      ownerId: opts.userId,
      agencyId,
      agentId: opts.role === 'individual' ? opts.userId : null,
      status: 'draft',
      publicCode,
    }),
  );
  return editable(deps, row);
}

export async function getEditable(deps: Deps, opts: { userId: string; id: string }) {
  return editable(deps, await managed(deps, opts.userId, opts.id));
}

/**
 * Changes the fields the patch states. A listing that is not a draft may not become incomplete:
 * a field that was there and is required may not be removed (400 with those fields). Its price
 * changes are kept in its price history.
 */
export async function updateListing(deps: Deps, opts: { userId: string; id: string; patch: ListingPatch }) {
  const row = await managed(deps, opts.userId, opts.id);
  const set = toColumns(opts.patch, row);
  checkPrice(set);
  let after: ListingRow = { ...row, ...set } as ListingRow;
  checkTranslations(after);
  if ('city' in set || 'postalCode' in set) {
    Object.assign(set, await cityColumns(deps, after));
    after = { ...row, ...set } as ListingRow;
  }
  if (row.status !== 'draft') {
    const photos = (await deps.repo.photos(row.id)).length;
    const before = new Set(missingForPublish(toInput(row), photos));
    const lost = missingForPublish(toInput(after), photos).filter((f) => !before.has(f));
    if (lost.length) throw missingData(lost);
  }
  const locked = auctionTermsChanged(row, set);
  const updated = await deps.repo.update(row.id, set, {
    recordPrice: row.status !== 'draft' && 'priceCents' in set && set.priceCents !== row.priceCents,
    auctionLocked: locked.length > 0,
  });
  if (updated === 'auction')
    throw AppError.conflict(
      LISTING_MESSAGES.auctionLocked,
      Object.fromEntries(locked.map((f) => [f, LISTING_MESSAGES.auctionLocked])),
    );
  if (!updated) throw AppError.notFound(LISTING_MESSAGES.notFound);
  return editable(deps, updated);
}

/**
 * Publishes a draft or a paused listing when nothing is missing (400 'MISSING_DATA' otherwise):
 * published now, online for a year, first publication date kept, price recorded.
 * `idempotent`: a listing already public is answered as it is (the wizard's Publish on an edit).
 */
export async function publishListing(deps: Deps, opts: { userId: string; id: string; idempotent: boolean }) {
  const row = await managed(deps, opts.userId, opts.id);
  refuseHidden(row);
  const { from, to } = STATUS_ACTIONS.publish;
  const alreadyPublic = opts.idempotent && isPublic(row.status);
  if (!alreadyPublic && !(from as readonly PropertyStatus[]).includes(row.status))
    throw transitionRefused(row.status, to);
  const photos = await deps.repo.photos(row.id);
  const missing = missingForPublish(toInput(row), photos.length);
  if (missing.length) throw missingData(missing);
  if (alreadyPublic) return toEditable(row, photos);
  const now = new Date();
  const published = await deps.repo.transition(
    row.id,
    { from, to, offMarket: false },
    {
      ...(await cityColumns(deps, row)),
      publishedAt: row.publishedAt ?? now,
      expiresAt: new Date(now.getTime() + ONLINE_DAYS * DAY),
    },
  );
  if (!published || published === 'auction') throw await changedMeanwhile(deps, row.id, to);
  return toEditable(published, photos);
}

/** A listing staff hid stays off the market until they restore it (decision 076). */
function refuseHidden(row: { moderationState: string | null }) {
  if (row.moderationState === 'hidden') throw AppError.conflict(TRUST_MESSAGES.listingHidden);
}

/** The answer when a conditional status change found the listing in another state. */
async function changedMeanwhile(deps: Deps, id: string, to: PropertyStatus) {
  const now = await deps.repo.byId(id);
  return now ? transitionRefused(now.status, to) : AppError.notFound(LISTING_MESSAGES.notFound);
}

/**
 * One owner action of STATUS_ACTIONS; publish runs the publish rule. 409 from a status it does not
 * start from, and for an action taking the listing off the market while an auction is scheduled or open.
 */
export async function changeStatus(deps: Deps, opts: { userId: string; id: string; action: StatusAction }) {
  if (opts.action === 'publish') return publishListing(deps, { ...opts, idempotent: false });
  const row = await managed(deps, opts.userId, opts.id);
  refuseHidden(row);
  const { from, to } = STATUS_ACTIONS[opts.action];
  if (!(from as readonly PropertyStatus[]).includes(row.status)) throw transitionRefused(row.status, to);
  const moved = await deps.repo.transition(row.id, { from, to, offMarket: !isPublic(to) }, {});
  if (moved === 'auction') throw AppError.conflict(LISTING_MESSAGES.auctionRunning);
  if (!moved) throw await changedMeanwhile(deps, row.id, to);
  return editable(deps, moved);
}

/** Deletes the listing (its photos, history and leads go with it) unless an auction holds it. */
export async function deleteListing(deps: Deps, opts: { userId: string; id: string }) {
  const row = await managed(deps, opts.userId, opts.id);
  const result = await deps.repo.deleteUnlessAuction(row.id);
  if (result === 'auction') throw AppError.conflict(LISTING_MESSAGES.deleteAuction);
  if (result === 'gone') throw AppError.notFound(LISTING_MESSAGES.notFound);
  // The rows are gone; their photo files follow (a failure here leaves files, never rows).
  await deleteListingFiles(deps.storage, row.id).catch((err: unknown) =>
    deps.log.warn({ err, propertyId: row.id }, 'photo files of a deleted listing were not removed'),
  );
  return { message: LISTING_MESSAGES.deleted };
}

export async function myProperties(
  deps: Deps,
  opts: { userId: string; query: z.output<typeof ZMyPropertiesQuery>; language: TLanguage | null },
) {
  const { rows, total } = await deps.repo.mine(opts.userId, opts.query, opts.language);
  const now = new Date();
  return {
    items: rows.map((r) => toMyProperty(r.row, r, now)),
    total,
    page: opts.query.page,
    pageSize: opts.query.pageSize,
  };
}

/**
 * Every listing of My properties as CSV lines (header first), with the list's filters and order,
 * produced batch by batch as the reader takes them.
 */
export async function* myPropertiesCsv(
  deps: Deps,
  opts: { userId: string; query: z.output<typeof ZMyPropertiesExportQuery>; language: TLanguage | null },
): AsyncGenerator<(string | number)[]> {
  const batches = deps.repo.eachMine(opts.userId, opts.query, opts.language);
  // The first batch is read before the header (see csvStream).
  const first = await batches.next();
  yield csvHeader(MY_PROPERTIES_CSV);
  if (first.done) return;
  const now = new Date();
  for (const r of first.value) yield csvRecord(MY_PROPERTIES_CSV, toMyProperty(r.row, r, now));
  for await (const batch of batches)
    for (const r of batch) yield csvRecord(MY_PROPERTIES_CSV, toMyProperty(r.row, r, now));
}
