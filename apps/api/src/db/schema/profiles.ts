import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, primaryKey, smallint, text, time, uuid } from 'drizzle-orm/pg-core';
import { DAY_STATUSES, SLOT_TYPES } from '@immora/shared/working-hours';
import { id, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * An owner's working week (agents, private sellers, agencies; decision 022): one row per weekday
 * (1 = Monday … 7 = Sunday) that has been set, open or closed. No rows: no working hours set.
 */
export const workingDays = pgTable(
  'working_days',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    status: text('status', { enum: DAY_STATUSES }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.weekday] }),
    check('working_days_weekday_range', sql`${t.weekday} between 1 and 7`),
  ],
);

/** A slot of work or break in an open day, local Belgian time; a day's slots never overlap (service). */
export const workingSlots = pgTable(
  'working_slots',
  {
    id: id(),
    ownerId: uuid('owner_id').notNull(),
    weekday: smallint('weekday').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
    type: text('type', { enum: SLOT_TYPES }).notNull(),
  },
  (t) => [
    foreignKey({
      columns: [t.ownerId, t.weekday],
      foreignColumns: [workingDays.ownerId, workingDays.weekday],
      name: 'working_slots_day_fk',
    }).onDelete('cascade'),
    check('working_slots_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    index('working_slots_owner_day_idx').on(t.ownerId, t.weekday, t.startsAt),
  ],
);
