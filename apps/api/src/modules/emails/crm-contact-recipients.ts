import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { crmContacts } from '../../db/schema/crm.ts';
import { actingAgency } from './sender-holder.ts';
import { sharingAllowed } from '../crm/crm-sharing.ts';
import type { RecipientSource } from './recipient-sources.ts';

/**
 * CRM contacts: the ones the user sees in the CRM (decision 035, `visibleTo`): their agency's
 * (the one they own, or the one they work for) and the ones they added without an agency, less
 * those whose customer stopped sharing with them (decision 038).
 */
export const crmContactRecipients: RecipientSource = {
  kind: 'contact',
  rows: (db, userId) =>
    db
      .select({
        kind: sql<string>`'contact'`.as('kind'),
        id: sql<string>`${crmContacts.id}::text`.as('id'),
        name: sql<string>`${crmContacts.firstName} || ' ' || ${crmContacts.lastName}`.as('name'),
        email: sql<string>`${crmContacts.email}`.as('email'),
        propertyTitle: sql<string | null>`null::text`.as('property_title'),
        propertyTitles: sql<Record<string, string> | null>`null::jsonb`.as('property_titles'),
        language: sql<string | null>`null::text`.as('language'),
        createdAt: sql<Date>`${crmContacts.createdAt}`.as('created_at'),
      })
      .from(crmContacts)
      .where(
        and(
          or(
            eq(crmContacts.agencyId, actingAgency(userId)),
            and(eq(crmContacts.ownerId, userId), isNull(crmContacts.agencyId)),
          ),
          sharingAllowed(crmContacts),
        ),
      ),
};
