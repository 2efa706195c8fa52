import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { isUuid } from '../modules/agents/listing-cards.repository.ts';
import { AppError } from './errors.ts';

/**
 * The answer for an id that is not the caller's (decision 037), to throw: 403 with `forbidden`
 * when the record exists under another agency or agent, 404 with `missing` when there is none.
 */
export async function tenantRefusal(
  db: Pick<Db, 'select'>,
  table: PgTable & { id: PgColumn },
  id: string,
  messages: { forbidden: string; missing: string },
): Promise<AppError> {
  const [row] = isUuid(id)
    ? await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(eq(table.id, id))
        .limit(1)
    : [];
  return row ? AppError.forbidden(messages.forbidden) : AppError.notFound(messages.missing);
}
