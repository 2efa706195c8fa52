import { listingTitles } from '../properties/listing-titles.ts';
import { desc, eq, sql } from 'drizzle-orm';
import { appointments } from '../../db/schema/appointments.ts';
import { properties } from '../../db/schema/properties.ts';
import { users } from '../../db/schema/users.ts';
import { managedBy } from '../listings/listings.repository.ts';
import type { RecipientSource } from './recipient-sources.ts';

/** Customers: people who booked a viewing of a listing the user works on, once each (their latest booking's listing). */
export const customerRecipients: RecipientSource = {
  kind: 'customer',
  rows: (db, userId) =>
    db
      .selectDistinctOn([appointments.seekerId], {
        kind: sql<string>`'customer'`.as('kind'),
        id: sql<string>`${users.id}::text`.as('id'),
        name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`.as('name'),
        email: sql<string>`${users.email}`.as('email'),
        propertyTitle: sql<string | null>`${properties.title}`.as('property_title'),
        propertyTitles: sql<Record<string, string> | null>`${listingTitles}`.as('property_titles'),
        language: sql<string | null>`${users.language}`.as('language'),
        createdAt: sql<Date>`${appointments.createdAt}`.as('created_at'),
      })
      .from(appointments)
      .innerJoin(properties, eq(properties.id, appointments.propertyId))
      .innerJoin(users, eq(users.id, appointments.seekerId))
      .where(managedBy(userId))
      .orderBy(appointments.seekerId, desc(appointments.createdAt)),
};
