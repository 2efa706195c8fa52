import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AGENT_REQUEST_STATUSES } from '@immora/shared/agency-team';
import { agencies } from './agencies.ts';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

export const agentRequestStatusEnum = pgEnum('agent_request_status', AGENT_REQUEST_STATUSES);

/**
 * An independent agent's request to join an agency (decision 030): pending, then accepted or
 * rejected once. One pending request per agent and agency; decided ones stay as history.
 */
export const agentRequests = pgTable(
  'agent_requests',
  {
    id: id(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    status: agentRequestStatusEnum('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_requests_one_pending_key')
      .on(t.agentId, t.agencyId)
      .where(sql`${t.status} = 'pending'`),
    index('agent_requests_agency_idx').on(t.agencyId, t.createdAt),
  ],
);
