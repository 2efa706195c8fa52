import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import { listOffset } from '@immora/shared/list-query';
import type { TLanguage } from '@immora/shared/languages';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { listOrder } from '../../lib/list-order.ts';
import { likePattern } from '../search/listing-card.columns.ts';
import type { CrmKind, CrmTable } from './crm-kinds.ts';
import { visibleTo, type CrmScope } from './crm-scope.ts';

export type CrmListQuery = {
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
  q?: string | undefined;
  [filter: string]: unknown;
};

/** The columns of every CRM answer: the record, its adder's name and the kind's computed columns. */
function columns(kind: CrmKind, language: TLanguage | null) {
  const t = kind.table;
  return {
    record: t,
    addedByFirst: users.firstName,
    addedByLast: users.lastName,
    ...kind.extra?.(language),
  };
}

export type CrmRecordRow<T extends CrmTable = CrmTable> = {
  record: T['$inferSelect'];
  addedByFirst: string;
  addedByLast: string;
  [extra: string]: unknown;
};

/** The only code of the CRM that touches Drizzle for the records themselves. */
export function crmRecordsRepository(db: Db) {
  const select = (kind: CrmKind, language: TLanguage | null) =>
    db
      .select(columns(kind, language))
      .from(kind.table as CrmTable)
      .innerJoin(users, eq(users.id, kind.table.ownerId));

  return {
    /** One page of the records the scope sees, searched and filtered. */
    async list(kind: CrmKind, scope: CrmScope, q: CrmListQuery, language: TLanguage | null = null) {
      const t = kind.table;
      const pattern = q.q ? likePattern(q.q) : null;
      const filters = Object.entries(kind.filters)
        .filter(([key]) => q[key] !== undefined)
        .map(([key, column]) => eq(column, q[key] as string));
      const where = and(
        visibleTo(t, scope),
        pattern ? or(...kind.search.map((c) => ilike(c, pattern))) : undefined,
        ...filters,
      );
      const sorts = kind.sorts;
      const [rows, [total]] = await Promise.all([
        select(kind, language)
          .where(where)
          .orderBy(...listOrder(sorts, q as { sort: keyof typeof sorts & string; order: 'asc' | 'desc' }, sql`${t.id}`))
          .limit(q.pageSize)
          .offset(listOffset(q)),
        db
          .select({ n: count() })
          .from(t as CrmTable)
          .where(where),
      ]);
      return { rows: rows as CrmRecordRow[], total: total?.n ?? 0 };
    },

    /** One record the scope sees, or null; `language`: its reader's (decision 055). */
    async byId(kind: CrmKind, scope: CrmScope, id: string, language: TLanguage | null = null) {
      const [row] = await select(kind, language).where(and(visibleTo(kind.table, scope), eq(kind.table.id, id)));
      return (row as CrmRecordRow | undefined) ?? null;
    },

    async insert(kind: CrmKind, values: Record<string, unknown>) {
      const [row] = await db
        .insert(kind.table as CrmTable)
        .values(values as never)
        .returning();
      return (row as { id: string }).id;
    },

    async update(kind: CrmKind, id: string, values: Record<string, unknown>) {
      await db
        .update(kind.table as CrmTable)
        .set(values as never)
        .where(eq(kind.table.id, id));
    },

    async remove(kind: CrmKind, id: string) {
      await db.delete(kind.table as CrmTable).where(eq(kind.table.id, id));
    },
  };
}

export type CrmRecordsRepository = ReturnType<typeof crmRecordsRepository>;
