import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../search/listing-card.columns.ts';
import { crmContactRecipients } from './crm-contact-recipients.ts';
import { customerRecipients } from './customer-recipients.ts';
import { leadRecipients } from './lead-recipients.ts';
import { stoppedFor } from './sender-holder.ts';

/**
 * Where the people an agent or agency may e-mail come from (decision 034). A source is one SELECT
 * of the user's own recipients with the columns of `RecipientRow` (`kind`, `id` as text, `name`,
 * `email`, `property_title`, `property_titles`, `language`, `created_at`), so every source is searched, paged and
 * resolved the same way and ownership lives in that one query. A new source is a file like
 * `crm-contact-recipients.ts` and one line in `RECIPIENT_SOURCES`.
 */
export type RecipientSource = {
  kind: string;
  /** The recipients `userId` may write to. */
  rows: (db: Db, userId: string) => SQLWrapper;
};

export const RECIPIENT_SOURCES: RecipientSource[] = [leadRecipients, customerRecipients, crmContactRecipients];

export type RecipientRow = {
  kind: string;
  id: string;
  name: string;
  email: string;
  /** The listing's original title, and every version's (decision 055): see `cardTitle`. */
  propertyTitle: string | null;
  propertyTitles: Record<string, string> | null;
  language: string | null;
  createdAt: Date;
  /** The person asked the user's agency (or the user) to stop (decision 062). */
  stopped: boolean;
};

type RawRow = Omit<RecipientRow, 'propertyTitle' | 'propertyTitles' | 'createdAt'> & {
  property_title: string | null;
  property_titles: Record<string, string> | null;
  created_at: unknown;
  stopped: boolean;
};

const knownKind = (kind: string) => RECIPIENT_SOURCES.some((s) => s.kind === kind);

async function selectRows(db: Db, statement: SQL): Promise<RawRow[]> {
  const result = await db.execute(statement);
  return ('rows' in result ? result.rows : result) as RawRow[];
}

const toRow = (r: RawRow): RecipientRow => ({
  kind: r.kind,
  id: r.id,
  name: r.name,
  email: r.email,
  propertyTitle: r.property_title,
  propertyTitles: r.property_titles,
  language: r.language,
  createdAt: new Date(r.created_at as string),
  stopped: Boolean(r.stopped),
});

/**
 * Every source's rows for the user, as one derived table `r` (only the named kind when given),
 * each marked `stopped` when the person asked the user's agency or the user to stop (decision 062).
 */
function allRows(db: Db, userId: string, kind?: string) {
  const sources = RECIPIENT_SOURCES.filter((s) => !kind || s.kind === kind);
  const union = sql.join(
    sources.map((s) => sql`(${s.rows(db, userId)})`),
    sql` union all `,
  );
  return sql`(select u.*, ${stoppedFor(userId, sql`u.email`)} as stopped from (${union}) u) r`;
}

export function recipientSources(db: Db) {
  return {
    knownKind,
    /** One page of the user's recipients across sources (or one), newest first, searched by name, e-mail or listing. */
    async search(userId: string, q: { q?: string; kind?: string; page: number; pageSize: number }) {
      if (q.kind && !knownKind(q.kind)) return { rows: [], total: 0 };
      const from = allRows(db, userId, q.kind);
      const pattern = q.q ? likePattern(q.q) : null;
      const where = pattern
        ? sql`where r.name ilike ${pattern} or r.email ilike ${pattern} or r.property_title ilike ${pattern}`
        : sql``;
      const [rows, count] = await Promise.all([
        selectRows(
          db,
          sql`select * from ${from} ${where} order by r.created_at desc, r.kind, r.id limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
        ),
        selectRows(db, sql`select count(*)::int as n from ${from} ${where}`),
      ]);
      return { rows: rows.map(toRow), total: Number((count[0] as unknown as { n: number } | undefined)?.n ?? 0) };
    },
    /** The named recipients the user may write to; those not found (or not theirs) are left out. */
    async resolve(userId: string, refs: { kind: string; id: string }[]): Promise<RecipientRow[]> {
      const wanted = refs.filter((r) => knownKind(r.kind));
      if (wanted.length === 0) return [];
      const keys = sql.join(
        wanted.map((r) => sql`${`${r.kind}:${r.id}`}`),
        sql`, `,
      );
      const rows = await selectRows(
        db,
        sql`select * from ${allRows(db, userId)} where r.kind || ':' || r.id in (${keys})`,
      );
      return rows.map(toRow);
    },
  };
}

export type RecipientSources = ReturnType<typeof recipientSources>;
