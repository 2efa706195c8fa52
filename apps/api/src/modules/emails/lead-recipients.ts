import { listingTitles } from '../properties/listing-titles.ts';
import { eq, or, sql } from 'drizzle-orm';
import { propertyLeads } from '../../db/schema/marketplace.ts';
import { properties } from '../../db/schema/properties.ts';
import { users } from '../../db/schema/users.ts';
import { managedBy } from '../listings/listings.repository.ts';
import type { RecipientSource } from './recipient-sources.ts';

/** Leads: contact-form messages on the listings the user works on (an agency: its listings'). */
export const leadRecipients: RecipientSource = {
  kind: 'lead',
  rows: (db, userId) =>
    db
      .select({
        kind: sql<string>`'lead'`.as('kind'),
        id: sql<string>`${propertyLeads.id}::text`.as('id'),
        name: sql<string>`${propertyLeads.name}`.as('name'),
        email: sql<string>`${propertyLeads.email}`.as('email'),
        propertyTitle: sql<string | null>`${properties.title}`.as('property_title'),
        propertyTitles: sql<Record<string, string> | null>`${listingTitles}`.as('property_titles'),
        language: sql<string | null>`${users.language}`.as('language'),
        createdAt: sql<Date>`${propertyLeads.createdAt}`.as('created_at'),
      })
      .from(propertyLeads)
      .innerJoin(properties, eq(properties.id, propertyLeads.propertyId))
      .leftJoin(users, eq(users.id, propertyLeads.senderId))
      .where(or(eq(propertyLeads.ownerId, userId), managedBy(userId))),
};
