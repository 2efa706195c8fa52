import { index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { users } from './users.ts';

/**
 * A licence seat given to one of an agency's agents. The seats are those of the agency's active
 * subscriptions (plans.licences x quantity); an agent holds at most one licence.
 */
export const licenceAssignments = pgTable(
  'licence_assignments',
  {
    id: id(),
    agencyUserId: uuid('agency_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('licence_assignments_agent_key').on(t.agentId),
    index('licence_assignments_agency_idx').on(t.agencyUserId),
  ],
);
