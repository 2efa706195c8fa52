import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { listOffset } from '@immora/shared/list-query';
import type { ZEmailTemplatesQuery } from '@immora/shared/emails';
import type { Db } from '../../db/client.ts';
import { emailTemplates } from '../../db/schema/emails.ts';
import { listOrder } from '../../lib/list-order.ts';
import { likePattern } from '../search/listing-card.columns.ts';

const SORT_COLUMNS = { name: sql`lower(${emailTemplates.name})`, updatedAt: emailTemplates.updatedAt };
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export type TemplateValues = { name: string; subject: string; body: string };

/** A user's e-mail templates: every query is scoped to the owner, so another's id finds nothing. */
export function emailTemplatesRepository(db: Db) {
  const mine = (ownerId: string, id: string) => and(eq(emailTemplates.ownerId, ownerId), eq(emailTemplates.id, id));
  return {
    async list(ownerId: string, q: z.output<typeof ZEmailTemplatesQuery>) {
      const pattern = q.q ? likePattern(q.q) : null;
      const where = and(
        eq(emailTemplates.ownerId, ownerId),
        pattern ? or(ilike(emailTemplates.name, pattern), ilike(emailTemplates.subject, pattern)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(emailTemplates)
          .where(where)
          .orderBy(...listOrder(SORT_COLUMNS, q, sql`${emailTemplates.id}`))
          .limit(q.pageSize)
          .offset(listOffset(q)),
        db.select({ n: count() }).from(emailTemplates).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async byId(ownerId: string, id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(emailTemplates).where(mine(ownerId, id));
      return row ?? null;
    },
    async create(ownerId: string, values: TemplateValues) {
      const [row] = await db
        .insert(emailTemplates)
        .values({ ownerId, ...values })
        .returning();
      return row!;
    },
    async update(ownerId: string, id: string, values: TemplateValues) {
      if (!isUuid(id)) return null;
      const [row] = await db.update(emailTemplates).set(values).where(mine(ownerId, id)).returning();
      return row ?? null;
    },
    async remove(ownerId: string, id: string) {
      if (!isUuid(id)) return false;
      const rows = await db.delete(emailTemplates).where(mine(ownerId, id)).returning();
      return rows.length > 0;
    },
  };
}

export type EmailTemplatesRepository = ReturnType<typeof emailTemplatesRepository>;
