import { CONTACT, CUSTOMER, LEAD, OPPORTUNITY } from '../../test/crm-fixtures.ts';

/** The kinds of record `access-fixtures.ts` can make for an owner (and a stranger of the same role). */
export type RecordKind =
  | 'listing'
  | 'photo'
  | 'appointment'
  | 'savedSearch'
  | 'lead'
  | 'customer'
  | 'opportunity'
  | 'contact'
  | 'emailTemplate'
  | 'chat'
  | 'agencyAgent';

/**
 * The second half of issue 18's access matrix: operations on one record, by operationId, with
 * the kind of record their path names and a body that passes validation. `access-owners.test.ts`
 * makes the record for its owner and calls the operation as another user of the same role (who
 * must get 403 or 404, and change nothing the owner then fails to find), then as the owner (who
 * must get past the door).
 */
export const OWNED: Record<string, { kind: RecordKind; body?: object | ((ids: Record<string, string>) => object) }> = {
  'listings.getMine': { kind: 'listing' },
  'listings.update': { kind: 'listing', body: { title: 'Renovated apartment by the Grand-Place' } },
  'listings.changeStatus': { kind: 'listing', body: { action: 'pause' } },
  'listings.delete': { kind: 'listing' },
  'photos.list': { kind: 'listing' },
  'appointments.listForProperty': { kind: 'listing' },
  'photos.setCover': { kind: 'photo' },
  'photos.reorder': { kind: 'photo', body: (ids) => ({ photoIds: [ids.photoId, ids.coverId] }) },
  'photos.delete': { kind: 'photo' },
  'appointments.get': { kind: 'appointment' },
  'appointments.setStatus': { kind: 'appointment', body: { status: 'confirmed' } },
  'appointments.cancel': { kind: 'appointment' },
  'savedSearches.delete': { kind: 'savedSearch' },
  'alerts.setSavedSearch': { kind: 'savedSearch', body: { frequency: 'daily' } },
  'crm.getLead': { kind: 'lead' },
  'crm.updateLead': { kind: 'lead', body: { ...LEAD, status: 'inProgress' } },
  'crm.convertLead': { kind: 'lead' },
  'crm.deleteLead': { kind: 'lead' },
  'crm.previewLeadErasure': { kind: 'lead' },
  'crm.eraseLeadPerson': { kind: 'lead' },
  'crm.getCustomer': { kind: 'customer' },
  'crm.getCustomerActivity': { kind: 'customer' },
  'crm.updateCustomer': { kind: 'customer', body: { ...CUSTOMER, status: 'inactive' } },
  'crm.deleteCustomer': { kind: 'customer' },
  'crm.previewCustomerErasure': { kind: 'customer' },
  'crm.eraseCustomerPerson': { kind: 'customer' },
  'crm.getOpportunity': { kind: 'opportunity' },
  'crm.updateOpportunity': { kind: 'opportunity', body: { ...OPPORTUNITY, progress: '80%' } },
  'crm.deleteOpportunity': { kind: 'opportunity' },
  'crm.getContact': { kind: 'contact' },
  'crm.updateContact': { kind: 'contact', body: { ...CONTACT, type: 'buy' } },
  'crm.deleteContact': { kind: 'contact' },
  'crm.previewContactErasure': { kind: 'contact' },
  'crm.eraseContactPerson': { kind: 'contact' },
  'emails.updateTemplate': {
    kind: 'emailTemplate',
    body: { name: 'Second viewing', subject: 'Your visit', body: 'Dear {{firstName}}, see you on Saturday.' },
  },
  'emails.deleteTemplate': { kind: 'emailTemplate' },
  'chat.listMessages': { kind: 'chat' },
  'chat.listChats': { kind: 'chat' },
  'agency.getAgent': { kind: 'agencyAgent' },
  'agency.updateAgent': {
    kind: 'agencyAgent',
    body: { firstName: 'Noor', lastName: 'Wouters', phoneNumber: '0486123957' },
  },
  'agency.kickOutAgent': { kind: 'agencyAgent' },
};

/**
 * Operations on one record that this matrix leaves to their module's own tests, which set up the
 * state they need (a paid order, a completed viewing, credits, a licence…), with where.
 */
export const OWNED_ELSEWHERE: Record<string, string> = {
  'listings.publish': 'modules/listings/listing-access.test.ts',
  'photos.upload': 'modules/photos/photos.test.ts',
  'boosts.boostListing': 'modules/boosts',
  'appointments.sharedProfile': 'modules/appointments/appointments.test.ts',
  'appointments.reschedule': 'modules/appointments/appointments.test.ts',
  'agency.decideAgentRequest': 'modules/agency-team/agency-team.test.ts',
  'agency.assignProperty': 'modules/agency-team/agency-team.test.ts',
  'licences.unassign': 'modules/licences',
  'accounts.downloadDataExport': 'modules/data-exports/data-exports.test.ts',
  'invoices.get': 'modules/invoices',
  'invoices.pdf': 'modules/invoices',
  'checkout.order': 'modules/checkout',
  'checkout.testPayment': 'modules/checkout',
  'crmArea.getAgency': 'modules/crm-area/crm-area.test.ts',
  'crmArea.getAgent': 'modules/crm-area/crm-area.test.ts',
  'crmArea.setAgencySharing': 'modules/crm-area/crm-area.test.ts',
  'crmArea.setAgentSharing': 'modules/crm-area/crm-area.test.ts',
  'reviews.getReceived': 'modules/reviews',
  'reviews.reply': 'modules/reviews',
  'reviews.report': 'modules/reviews',
  'cases.get': 'modules/moderation/staff-actions.test.ts',
  'cases.appeal': 'modules/moderation/staff-actions.test.ts',
};

/** Path ids that name something public or the caller's own account, not a record someone owns. */
export const NOT_OWNED = [
  'properties.get',
  'properties.costs',
  'properties.countView',
  'properties.contact',
  'estimates.forListing',
  'market.municipality',
  'appointments.slots',
  'appointments.feed',
  'favourites.add',
  'favourites.remove',
  'auctions.get',
  'auctions.placeBid',
  'agency.joinRequestState',
  'agency.requestToJoin',
  'alerts.unsubscribe',
  'alerts.unsubscribeOneClick',
  'reviews.ofAgent',
  'reviews.ofAgency',
  'professionals.getAgent',
  'professionals.getAgency',
  'blogs.get',
  // The staff back office (decision 076): staff-only, no marketplace owner.
  'staff.getCase',
  'staff.actOnCase',
  'staff.verifyProfessional',
  'staff.unverifyProfessional',
];
