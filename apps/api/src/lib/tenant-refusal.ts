import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { isUuid } from '../modules/agents/listing-cards.repository.ts';
import { AppError } from './errors.ts';

/**
 * The answer for an id that is not the caller's (decision 037), to throw: 403 with `forbidden`
 * when the record exists under another agency or agent, 404 with `missing` when there is none
 * (or none that `exists` admits: the CRM's records withheld by their customer, decision 038).
 */
export async function tenantRefusal(
  db: Pick<Db, 'select'>,
  table: PgTable & { id: PgColumn },
  id: string,
  messages: { forbidden: string; missing: string },
  exists?: SQL,
): Promise<AppError> {
  const [row] = isUuid(id)
    ? await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(eq(table.id, id), exists))
        .limit(1)
    : [];
  return row ? AppError.forbidden(messages.forbidden) : AppError.notFound(messages.missing);
}
