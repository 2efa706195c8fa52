import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@immora/shared/languages';
import { agencies } from './agencies.ts';
import { cities } from './cities.ts';
import { createdAt, id } from './columns.ts';
import { crmLeads } from './crm.ts';
import { users } from './users.ts';

export const VALUATION_ASSIGNMENTS = ['choice', 'rotation'] as const;

/**
 * The rotation of a municipality (decision 070): `turns` counts the requests the rotation has
 * assigned there. Taking a turn is `insert … on conflict do update set turns = turns + 1`, which
 * holds the row's lock until the request's transaction ends: two requests of one municipality
 * take their turns one after the other, each seeing the other's assignment.
 */
export const valuationRotations = pgTable(
  'valuation_rotations',
  {
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    turns: integer('turns').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.cityId] })],
);

/**
 * A valuation request (decision 070): which professional received it, how (the visitor's choice or
 * the rotation's turn), the CRM lead it made and the consent text's version. The visitor's name,
 * address, phone and the estimate are in the lead only (the professional's record).
 */
export const valuationRequests = pgTable(
  'valuation_requests',
  {
    id: id(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id').references(() => users.id, { onDelete: 'set null' }),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    crmLeadId: uuid('crm_lead_id').references(() => crmLeads.id, { onDelete: 'set null' }),
    assignedBy: text('assigned_by', { enum: VALUATION_ASSIGNMENTS }).notNull(),
    /** The municipality's rotation turn that assigned it (rotation only): never given twice. */
    rotationTurn: integer('rotation_turn'),
    language: text('language', { enum: LANGUAGES }).notNull(),
    consentVersion: text('consent_version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('valuation_requests_turn_key').on(t.cityId, t.rotationTurn),
    uniqueIndex('valuation_requests_lead_key').on(t.crmLeadId),
    // The rotation's question: each professional's last rotation turn in a municipality.
    index('valuation_requests_rotation_idx')
      .on(t.cityId, t.professionalId, t.rotationTurn)
      .where(sql`${t.rotationTurn} is not null`),
    index('valuation_requests_created_idx').on(t.createdAt),
    check('valuation_requests_assigned_by_check', sql`${t.assignedBy} in ('choice', 'rotation')`),
    check('valuation_requests_turn_shape', sql`(${t.assignedBy} = 'rotation') = (${t.rotationTurn} is not null)`),
  ],
);
