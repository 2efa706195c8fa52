import { and, eq, sql } from 'drizzle-orm';
import { CRM_MESSAGES as M } from '@immora/shared/crm-records';
import type { LeadType, TLeadConversion } from '@immora/shared/crm-leads';
import type { TransactionType } from '@immora/shared/crm-opportunities';
import { crmCustomers, crmLeads, crmOpportunities } from '../../db/schema/crm.ts';
import type { TLanguage } from '@immora/shared/languages';
import { properties } from '../../db/schema/properties.ts';
import { titleIn } from '../properties/listing-titles.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../agents/listing-cards.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import { matchingListings } from './crm-kinds.ts';
import { crmScope, visibleTo } from './crm-scope.ts';
import { sharingAllowed } from './crm-sharing.ts';
import type { CrmDeps } from './crm.service.ts';
import { tenantRefusal } from '../../lib/tenant-refusal.ts';

/** A lead's type is its opportunity's transaction: spec 2 §9 gives both lists as selling, buying, renting. */
const transactionOf = (leadType: LeadType): TransactionType => leadType;

/**
 * Converts a lead into a customer and an opportunity (decision 035), in one transaction under the
 * lead's row lock: the lead becomes 'converted', so converting it again is 409 (the unique
 * `lead_id` of customers and opportunities holds it too). Both new records are the caller's.
 */
/** `language`: the converter's, in which the opportunity's details name the lead's listing (decision 055). */
export async function convertLead(
  deps: CrmDeps,
  user: UserRow,
  leadId: string,
  language: TLanguage | null = null,
): Promise<TLeadConversion> {
  const scope = await crmScope(deps.db, user);
  if (!isUuid(leadId)) throw AppError.notFound(M.leadNotFound);
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx
      .select({
        lead: crmLeads,
        title: sql<
          string | null
        >`(select ${titleIn(language)} from ${properties} where ${properties.id} = ${crmLeads.propertyId})`,
      })
      .from(crmLeads)
      .where(and(eq(crmLeads.id, leadId), visibleTo(crmLeads, scope)))
      .for('update', { of: crmLeads });
    if (!lead)
      throw await tenantRefusal(
        tx,
        crmLeads,
        leadId,
        { forbidden: M.notYours, missing: M.leadNotFound },
        sharingAllowed(crmLeads),
      );
    const l = lead.lead;
    if (l.status === 'converted') throw AppError.conflict(M.alreadyConverted);
    const owner = { ownerId: scope.userId, agencyId: scope.agencyId };
    const [customer] = await tx
      .insert(crmCustomers)
      .values({ ...owner, fullName: l.name, email: l.email, phone: l.phone, status: 'active', leadId: l.id })
      .returning();
    const details = `${l.propertyType}${lead.title ? `: ${lead.title}` : ''} (lead from ${l.leadSource})`;
    const [opportunity] = await tx
      .insert(crmOpportunities)
      .values({
        ...owner,
        clientName: l.name,
        propertyDetails: details,
        transactionType: transactionOf(l.leadType as LeadType),
        priceCents: l.targetPriceCents ?? 0,
        status: 'active',
        progress: 0,
        lastContactDate: new Date().toISOString().slice(0, 10),
        nextAction: 'Contact the client',
        notes: l.notes.length >= 10 ? l.notes : `Converted from a lead. ${l.notes}`.trim(),
        customerId: customer!.id,
        leadId: l.id,
      })
      .returning();
    await tx
      .update(crmOpportunities)
      .set({ potentialMatches: matchingListings })
      .where(eq(crmOpportunities.id, opportunity!.id));
    await tx.update(crmLeads).set({ status: 'converted' }).where(eq(crmLeads.id, l.id));
    return { leadId: l.id, customerId: customer!.id, opportunityId: opportunity!.id };
  });
}
