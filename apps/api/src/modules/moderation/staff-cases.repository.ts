import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { TReportReason, TStaffCaseItem, ZStaffQueueQuery } from '@immora/shared/trust';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { moderationCases, moderationReports, moderationSignals } from '../../db/schema/moderation.ts';
import { properties, propertyPhotos } from '../../db/schema/properties.ts';
import { photoContentAddress } from '../../db/schema/signal-keys.ts';
import { users } from '../../db/schema/users.ts';
import type { CaseRow } from './cases.repository.ts';
import { SEVERITY_ORDER_SQL } from './severity.ts';
import { sqlRows } from './sql-rows.ts';
import { likePattern } from '../search/listing-card.columns.ts';
import { samePhoneAccounts } from '../trust-signals/shared-phone.ts';
import { trustSignalsRepository } from '../trust-signals/trust-signals.repository.ts';

type QueueRow = {
  id: string;
  status: CaseRow['status'];
  severity: CaseRow['severity'];
  target_kind: 'listing' | 'user';
  listing_id: string | null;
  user_id: string | null;
  label: string | null;
  reports: number;
  reasons: TReportReason[] | null;
  signals: string[] | null;
  created_at: Date | string;
  updated_at: Date | string;
  total: number;
};

const iso = (d: Date | string) => new Date(d).toISOString();

const toItem = (r: QueueRow): TStaffCaseItem => ({
  id: r.id,
  status: r.status,
  severity: r.severity,
  target: { kind: r.target_kind, listingId: r.listing_id, userId: r.user_id, label: r.label ?? '' },
  reports: Number(r.reports),
  reasons: r.reasons ?? [],
  signals: r.signals ?? [],
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/** A case as the queue shows it: its target's label, its reports' reasons and its signals' kinds. */
const CASE_ROWS =
  sql.raw(`select c.id, c.status, c.severity, c.target_kind, c.listing_id, c.user_id, c.created_at, c.updated_at,
    coalesce(p.title, u.first_name || ' ' || u.last_name) as label,
    (select count(*)::int from moderation_reports r where r.case_id = c.id) as reports,
    (select array_agg(distinct r.reason) from moderation_reports r where r.case_id = c.id) as reasons,
    (select array_agg(s.kind order by s.kind) from moderation_signals s where s.case_id = c.id) as signals,
    count(*) over ()::int as total
  from moderation_cases c
  left join properties p on p.id = c.listing_id
  left join users u on u.id = c.user_id`);

/** The photo content hash inside a variant's file name (`<hash>-<width>.<ext>`, decision 014). */
/** A photo's content address as the shared_photo signal reads it, through its index (migration 0050). */
const photoHash = (alias: string) => photoContentAddress(sql.raw(`${alias}.url`), sql.raw(`${alias}.variants`));

/** The staff back office's reads (decision 076). */
export function staffCasesRepository(db: Db) {
  return {
    /**
     * Open and appealed cases, most serious then newest first, with their reports' reasons and
     * signals' kinds; `q` finds words of the listing's title or the account's name, or an id.
     */
    async queue(query: z.output<typeof ZStaffQueueQuery>) {
      const status = query.status ? [query.status] : ['open', 'appealed'];
      const kind = query.kind ?? null;
      const q = query.q || null;
      const like = q ? likePattern(q) : null;
      const rows = await sqlRows<QueueRow>(
        db,
        sql`${CASE_ROWS}
        where c.status in ${sql.raw(`(${status.map((s) => `'${s === 'appealed' ? 'appealed' : 'open'}'`).join(', ')})`)}
          and (${kind}::text is null
            or exists (select 1 from moderation_reports r where r.case_id = c.id and r.reason = ${kind})
            or exists (select 1 from moderation_signals s where s.case_id = c.id and s.kind = ${kind}))
          and (${q}::text is null
            or coalesce(p.title, u.first_name || ' ' || u.last_name) ilike ${like}
            or c.id::text = ${q} or c.listing_id::text = ${q} or c.user_id::text = ${q})
        order by ${sql.raw(SEVERITY_ORDER_SQL.replace('severity', 'c.severity'))} ${sql.raw(query.order === 'asc' ? 'desc' : 'asc')}, c.updated_at desc, c.id
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
      );
      return { items: rows.map(toItem), total: rows[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
    },

    async item(id: string) {
      const [row] = await sqlRows<QueueRow>(db, sql`${CASE_ROWS} where c.id = ${id}`);
      return row ? toItem(row) : null;
    },

    async reports(caseId: string) {
      return db
        .select()
        .from(moderationReports)
        .where(eq(moderationReports.caseId, caseId))
        .orderBy(moderationReports.createdAt);
    },

    async signals(caseId: string) {
      return db
        .select()
        .from(moderationSignals)
        .where(eq(moderationSignals.caseId, caseId))
        .orderBy(moderationSignals.createdAt);
    },

    async listing(id: string) {
      const [row] = await db.select().from(properties).where(eq(properties.id, id));
      if (!row) return null;
      const [cover] = await db
        .select({ url: propertyPhotos.thumbnailUrl })
        .from(propertyPhotos)
        .where(eq(propertyPhotos.propertyId, id))
        .orderBy(desc(propertyPhotos.isCover), propertyPhotos.position)
        .limit(1);
      return { row, coverUrl: cover?.url ?? null };
    },

    /** The owner's history: listings, earlier cases and the reports they held. */
    async ownerHistory(userId: string, caseId: string) {
      const [listings] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(properties)
        .where(eq(properties.ownerId, userId));
      const [cases] = await db
        .select({
          cases: sql<number>`count(distinct ${moderationCases.id})::int`,
          reports: sql<number>`count(${moderationReports.id})::int`,
        })
        .from(moderationCases)
        .leftJoin(moderationReports, eq(moderationReports.caseId, moderationCases.id))
        .where(and(eq(moderationCases.userId, userId), ne(moderationCases.id, caseId)));
      return { listings: listings?.n ?? 0, previousCases: cases?.cases ?? 0, previousReports: cases?.reports ?? 0 };
    },

    /**
     * Other owners' listings that share a photo (same content hash) with this listing, or one of
     * this owner's phone numbers (its profile's or its agency's, however typed).
     */
    async related(listingId: string | null, owner: { id: string }) {
      const byPhoto = listingId
        ? await sqlRows<{ id: string }>(
            db,
            sql`select distinct other.property_id as id
              from property_photos mine join property_photos other
                on ${photoHash('other')} = ${photoHash('mine')}
              join properties p on p.id = other.property_id
              where mine.property_id = ${listingId} and p.owner_id <> ${owner.id}
              limit 50`,
          )
        : [];
      const phoneOwners = (await samePhoneAccounts(trustSignalsRepository(db), owner.id)).slice(0, 50);
      const photoIds = byPhoto.map((r) => r.id);
      if (!photoIds.length && !phoneOwners.length) return [];
      const rows = await db
        .select({
          id: properties.id,
          title: properties.title,
          status: properties.status,
          ownerId: properties.ownerId,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(properties)
        .innerJoin(users, eq(users.id, properties.ownerId))
        .where(
          or(
            photoIds.length ? inArray(properties.id, photoIds) : undefined,
            phoneOwners.length ? inArray(properties.ownerId, phoneOwners) : undefined,
          ),
        )
        .limit(50);
      return rows.map((r) => ({
        id: r.id,
        title: r.title ?? '',
        status: r.status,
        ownerId: r.ownerId,
        ownerName: `${r.firstName} ${r.lastName}`.trim(),
        shares: [
          ...(photoIds.includes(r.id) ? (['photo'] as const) : []),
          ...(phoneOwners.includes(r.ownerId) ? (['phone'] as const) : []),
        ],
      }));
    },
  };
}
