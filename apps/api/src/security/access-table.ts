/**
 * Who may call each API operation (issue 18's access-control matrix), by operationId. One row per
 * route: `access-matrix.test.ts` calls every route as a guest, as each role with and without an
 * active subscription, and checks the answer against this table; a route without a row, or a row
 * without a route, fails it.
 *
 * - `everyone`: guests too (the route may still answer 400/404 to what they send);
 * - `signed-in`: any verified marketplace account; a guest gets 401, staff 403 (decision 076);
 * - `any-account`: any verified account, staff too (one's own session and account only);
 * - `staff`: Immora's staff only (the back office, decision 076); every marketplace role gets 403;
 * - `crm-session`: a customer signed in at /crm-login (decision 038); a guest and every other
 *   session get 401, as a CRM session does everywhere else;
 * - otherwise the roles that may call it; `$` after a role: only while it has an active
 *   subscription (or a licence). Everyone else signed in gets 403, a guest 401.
 *
 * Whether the caller may touch a given record (owner, agency, another tenant) is the second half
 * of the matrix: `OWNED` in `access-owners.ts`.
 */
export const ACCESS: Record<string, string> = {
  'accounts.changePassword': 'any-account', // POST /api/users/change-password
  'accounts.close': 'signed-in', // POST /api/users/me/close
  'accounts.downloadDataExport': 'signed-in', // GET /api/users/me/export/{id}/download
  'accounts.googleSignIn': 'everyone', // POST /api/auth/google/callback
  'accounts.googleSignInUrl': 'everyone', // GET /api/auth/google/url
  'accounts.listDataExports': 'signed-in', // GET /api/users/me/export
  'accounts.login': 'everyone', // POST /api/users/login
  'accounts.logout': 'any-account', // POST /api/users/logout
  'accounts.logoutAll': 'any-account', // POST /api/users/logout-all
  'accounts.me': 'any-account', // GET /api/users/me
  'accounts.outlookSignIn': 'everyone', // POST /api/auth/outlook/callback
  'accounts.outlookSignInUrl': 'everyone', // GET /api/auth/outlook/url
  'accounts.reopen': 'everyone', // POST /api/users/reopen
  'accounts.requestDataExport': 'signed-in', // POST /api/users/me/export
  'accounts.requestPasswordReset': 'everyone', // POST /api/users/password-reset-request
  'accounts.resendVerification': 'everyone', // POST /api/users/resend-verification-email
  'accounts.resetPassword': 'everyone', // POST /api/users/password-reset
  'accounts.setLanguage': 'any-account', // PUT /api/users/me/language
  'accounts.signup': 'everyone', // POST /api/users/signup
  'accounts.verifyEmail': 'everyone', // POST /api/users/verify-email

  'agency.addAgent': 'agency$', // POST /api/agency/agents
  'agency.assignProperty': 'agency$', // PUT /api/agency/properties/{id}/agent
  'agency.decideAgentRequest': 'agency$', // PATCH /api/agency/agent-requests/{id}
  'agency.getAgent': 'agency$', // GET /api/agency/agents/{id}
  'agency.joinRequestState': 'signed-in', // GET /api/agencies/{id}/join-request
  'agency.kickOutAgent': 'agency$', // DELETE /api/agency/agents/{id}
  'agency.listAgentRequests': 'agency$', // GET /api/agency/agent-requests
  'agency.listAgents': 'agency$', // GET /api/agency/agents
  'agency.listUnassigned': 'agency$', // GET /api/agency/unassigned-properties
  'agency.requestToJoin': 'individual', // POST /api/agencies/{id}/join-request
  'agency.updateAgent': 'agency$', // PATCH /api/agency/agents/{id}

  'alerts.priceDrops': 'buyer individual$', // GET /api/alerts/price-drops
  'alerts.setPriceDrops': 'buyer individual$', // PATCH /api/alerts/price-drops
  'alerts.setSavedSearch': 'buyer individual$', // PATCH /api/saved-searches/{id}/alert
  'alerts.unsubscribe': 'everyone', // GET /api/alerts/unsubscribe/{token}
  'alerts.unsubscribeOneClick': 'everyone', // POST /api/alerts/unsubscribe/{token}

  'appointments.book': 'signed-in', // POST /api/appointments
  'appointments.cancel': 'signed-in', // POST /api/appointments/{id}/cancel
  'appointments.createFeed': 'signed-in', // POST /api/appointments/feed
  'appointments.feed': 'everyone', // GET /api/appointment-feeds/{file}
  'appointments.feedStatus': 'signed-in', // GET /api/appointments/feed
  'appointments.get': 'signed-in', // GET /api/appointments/{id}
  'appointments.listBooked': 'signed-in', // GET /api/appointments/booked
  'appointments.listForProperty': 'pseller$ individual$ agency$', // GET /api/my-properties/{id}/appointments
  'appointments.listOwned': 'pseller$ individual$ agency$', // GET /api/appointments
  'appointments.reschedule': 'pseller$ individual$ agency$', // PATCH /api/appointments/{id}/schedule
  'appointments.revokeFeed': 'signed-in', // DELETE /api/appointments/feed
  'appointments.setStatus': 'pseller$ individual$ agency$', // PATCH /api/appointments/{id}/status
  'appointments.sharedProfile': 'pseller$ individual$ agency$', // GET /api/appointments/{id}/profile
  'appointments.slots': 'everyone', // GET /api/properties/{id}/slots

  'auctions.create': 'individual$', // POST /api/auctions
  'auctions.get': 'everyone', // GET /api/auctions/{id}
  'auctions.placeBid': 'signed-in', // POST /api/auctions/{id}/bids

  'blogs.categories': 'everyone', // GET /api/blogs/categories
  'blogs.get': 'everyone', // GET /api/blogs/{idOrSlug}
  'blogs.list': 'everyone', // GET /api/blogs

  'boosts.boostListing': 'pseller$ individual$ agency$', // POST /api/properties/{id}/boost
  'boosts.plans': 'everyone', // GET /api/boost-plans

  'calendar.disconnect': 'signed-in', // DELETE /api/users/me/calendar
  'calendar.googleCallback': 'everyone', // GET /api/google/calendar/callback
  'calendar.googleUrl': 'everyone', // GET /api/google/calendar/url
  'calendar.outlookCallback': 'everyone', // GET /api/outlook/calendar/callback
  'calendar.outlookUrl': 'everyone', // GET /api/outlook/calendar/url
  'calendar.retrySync': 'signed-in', // POST /api/users/me/calendar/retry
  'calendar.syncStatus': 'signed-in', // GET /api/users/me/calendar

  'chat.listAgents': 'individual$ agency$', // GET /api/chat/agents
  'chat.listChatUsers': 'individual$ agency$', // GET /api/chat/chatusers
  'chat.listChats': 'individual$ agency$', // GET /api/chat/chats/{userId}
  'chat.listMessages': 'individual$ agency$', // GET /api/chat/messages/{chatId}

  'checkout.order': 'signed-in', // GET /api/checkout/orders/{id}
  'checkout.start': 'pseller individual agency', // POST /api/checkout
  'checkout.stripeWebhook': 'everyone', // POST /api/checkout/stripe/webhook
  'checkout.testPayment': 'signed-in', // POST /api/checkout/test/{id}

  'classifieds.place': 'pseller$ individual$ agency$', // POST /api/classifieds

  'credits.summary': 'pseller individual agency', // GET /api/credits

  'crm.addContact': 'individual$ agency$', // POST /api/crm/contacts
  'crm.addCustomer': 'individual$ agency$', // POST /api/crm/customers
  'crm.addLead': 'individual$ agency$', // POST /api/crm/leads
  'crm.addOpportunity': 'individual$ agency$', // POST /api/crm/opportunities
  'crm.convertLead': 'individual$ agency$', // POST /api/crm/leads/{id}/convert
  'crm.deleteContact': 'individual$ agency$', // DELETE /api/crm/contacts/{id}
  'crm.deleteCustomer': 'individual$ agency$', // DELETE /api/crm/customers/{id}
  'crm.deleteLead': 'individual$ agency$', // DELETE /api/crm/leads/{id}
  'crm.deleteOpportunity': 'individual$ agency$', // DELETE /api/crm/opportunities/{id}
  'crm.eraseContactPerson': 'individual$ agency$', // POST /api/crm/contacts/{id}/erasure
  'crm.eraseCustomerPerson': 'individual$ agency$', // POST /api/crm/customers/{id}/erasure
  'crm.eraseLeadPerson': 'individual$ agency$', // POST /api/crm/leads/{id}/erasure
  'crm.exportContacts': 'individual$ agency$', // GET /api/crm/contacts/export
  'crm.getContact': 'individual$ agency$', // GET /api/crm/contacts/{id}
  'crm.getCustomer': 'individual$ agency$', // GET /api/crm/customers/{id}
  'crm.getCustomerActivity': 'individual$ agency$', // GET /api/crm/customers/{id}/activity
  'crm.getLead': 'individual$ agency$', // GET /api/crm/leads/{id}
  'crm.getOpportunity': 'individual$ agency$', // GET /api/crm/opportunities/{id}
  'crm.importContacts': 'individual$ agency$', // POST /api/crm/contacts/import
  'crm.listContacts': 'individual$ agency$', // GET /api/crm/contacts
  'crm.listCustomers': 'individual$ agency$', // GET /api/crm/customers
  'crm.listLeads': 'individual$ agency$', // GET /api/crm/leads
  'crm.listOpportunities': 'individual$ agency$', // GET /api/crm/opportunities
  'crm.login': 'everyone', // POST /api/crm/login
  'crm.previewContactErasure': 'individual$ agency$', // GET /api/crm/contacts/{id}/erasure
  'crm.previewContactsImport': 'individual$ agency$', // POST /api/crm/contacts/import/preview
  'crm.previewCustomerErasure': 'individual$ agency$', // GET /api/crm/customers/{id}/erasure
  'crm.previewLeadErasure': 'individual$ agency$', // GET /api/crm/leads/{id}/erasure
  'crm.updateContact': 'individual$ agency$', // PUT /api/crm/contacts/{id}
  'crm.updateCustomer': 'individual$ agency$', // PUT /api/crm/customers/{id}
  'crm.updateLead': 'individual$ agency$', // PUT /api/crm/leads/{id}
  'crm.updateOpportunity': 'individual$ agency$', // PUT /api/crm/opportunities/{id}

  'crmArea.getAgency': 'crm-session', // GET /api/crm-area/agencies/{id}
  'crmArea.getAgent': 'crm-session', // GET /api/crm-area/agents/{id}
  'crmArea.listHolders': 'crm-session', // GET /api/crm-area/holders
  'crmArea.logout': 'crm-session', // POST /api/crm-area/logout
  'crmArea.setAgencySharing': 'crm-session', // PUT /api/crm-area/agencies/{id}/sharing
  'crmArea.setAgentSharing': 'crm-session', // PUT /api/crm-area/agents/{id}/sharing

  'dashboards.stats': 'signed-in', // GET /api/dashboard/stats
  'dashboards.upcoming': 'signed-in', // GET /api/dashboard/upcoming

  'emails.createTemplate': 'individual$ agency$', // POST /api/emails/templates
  'emails.deleteTemplate': 'individual$ agency$', // DELETE /api/emails/templates/{id}
  'emails.listRecipients': 'individual$ agency$', // GET /api/emails/recipients
  'emails.listSent': 'individual$ agency$', // GET /api/emails/sent
  'emails.listTemplates': 'individual$ agency$', // GET /api/emails/templates
  'emails.preview': 'individual$ agency$', // POST /api/emails/preview
  'emails.readStop': 'everyone', // GET /api/emails/stop
  'emails.send': 'individual$ agency$', // POST /api/emails/send
  'emails.stop': 'everyone', // POST /api/emails/stop
  'emails.updateTemplate': 'individual$ agency$', // PUT /api/emails/templates/{id}

  'estimates.create': 'everyone', // POST /api/estimates
  'estimates.forListing': 'everyone', // GET /api/properties/{id}/estimate

  'favourites.add': 'buyer individual$', // PUT /api/favourites/{propertyId}
  'favourites.ids': 'buyer individual$', // GET /api/favourites/ids
  'favourites.list': 'buyer individual$', // GET /api/favourites
  'favourites.remove': 'buyer individual$', // DELETE /api/favourites/{propertyId}

  'geocoding.reverse': 'everyone', // GET /api/geocode/reverse
  'geocoding.search': 'everyone', // GET /api/geocode

  'health.check': 'everyone', // GET /api/health
  'health.ready': 'everyone', // GET /api/ready

  'invoices.export': 'pseller individual agency', // GET /api/invoices/export
  'invoices.get': 'pseller individual agency', // GET /api/invoices/{id}
  'invoices.list': 'pseller individual agency', // GET /api/invoices
  'invoices.pdf': 'pseller individual agency', // GET /api/invoices/{id}/pdf
  'invoices.selectionPdf': 'pseller individual agency', // GET /api/invoices/selection.pdf

  'licences.assign': 'agency$', // POST /api/licences
  'licences.mine': 'individual', // GET /api/licences/mine
  'licences.summary': 'agency$', // GET /api/licences
  'licences.unassign': 'agency$', // DELETE /api/licences/{agentId}

  'listings.changeStatus': 'pseller individual agency', // POST /api/properties/{id}/status
  'listings.create': 'pseller$ individual$ agency$', // POST /api/properties
  'listings.delete': 'pseller individual agency', // DELETE /api/properties/{id}
  'listings.exportMine': 'pseller individual agency', // GET /api/my-properties/export
  'listings.getMine': 'pseller individual agency', // GET /api/my-properties/{id}
  'listings.listMine': 'pseller individual agency', // GET /api/my-properties
  'listings.publish': 'pseller$ individual$ agency$', // POST /api/properties/{id}/publish
  'listings.update': 'pseller individual agency', // PATCH /api/properties/{id}

  'market.index': 'everyone', // GET /api/market
  'market.municipality': 'everyone', // GET /api/market/{municipality}

  'newsletter.subscribe': 'everyone', // POST /api/newsletter

  'reports.create': 'everyone', // POST /api/reports

  'cases.get': 'signed-in', // GET /api/cases/{id}
  'cases.appeal': 'signed-in', // POST /api/cases/{id}/appeal
  'cases.readAppealLink': 'everyone', // GET /api/appeals (the suspension e-mail's signed link, decision 081)
  'cases.appealByLink': 'everyone', // POST /api/appeals

  'staff.queue': 'staff', // GET /api/staff/cases
  'staff.getCase': 'staff', // GET /api/staff/cases/{id}
  'staff.actOnCase': 'staff', // POST /api/staff/cases/{id}/actions
  'staff.audit': 'staff', // GET /api/staff/audit
  'staff.professionals': 'staff', // GET /api/staff/professionals
  'staff.verifyProfessional': 'staff', // POST /api/staff/professionals/{userId}/verify
  'staff.unverifyProfessional': 'staff', // POST /api/staff/professionals/{userId}/unverify

  'valuationRequests.create': 'everyone', // POST /api/valuation-requests
  'valuationRequests.professionals': 'everyone', // GET /api/valuation-requests/professionals

  'photos.delete': 'pseller individual agency', // DELETE /api/properties/{id}/photos/{photoId}
  'photos.list': 'pseller individual agency', // GET /api/properties/{id}/photos
  'photos.reorder': 'pseller individual agency', // PUT /api/properties/{id}/photos/order
  'photos.setCover': 'pseller individual agency', // POST /api/properties/{id}/photos/{photoId}/cover
  'photos.upload': 'pseller individual agency', // POST /api/properties/{id}/photos

  'plans.list': 'everyone', // GET /api/plans

  'professionals.getAgency': 'everyone', // GET /api/agencies/{id}
  'professionals.getAgent': 'everyone', // GET /api/agents/{id}
  'professionals.listAgencies': 'everyone', // GET /api/agencies
  'professionals.listAgents': 'everyone', // GET /api/agents

  'profiles.deletePicture': 'signed-in', // DELETE /api/users/me/picture
  'profiles.get': 'signed-in', // GET /api/users/me/profile
  'profiles.getWorkingHours': 'pseller individual agency', // GET /api/users/me/working-hours
  'profiles.saveWorkingHours': 'pseller individual agency', // PUT /api/users/me/working-hours
  'profiles.update': 'signed-in', // PUT /api/users/me/profile
  'profiles.updateAgency': 'agency', // PUT /api/users/me/agency
  'profiles.uploadPicture': 'signed-in', // PUT /api/users/me/picture

  'properties.contact': 'everyone', // POST /api/properties/{id}/contact
  'properties.costs': 'everyone', // GET /api/properties/{id}/costs
  'properties.countView': 'everyone', // POST /api/properties/{id}/views
  'properties.get': 'everyone', // GET /api/properties/{id}

  'reporting.export': 'individual$ agency$', // GET /api/reporting/export
  'reporting.get': 'individual$ agency$', // GET /api/reporting

  'reviews.getReceived': 'individual$ agency$', // GET /api/reviews/received/{id}
  'reviews.listReceived': 'individual$ agency$', // GET /api/reviews/received
  'reviews.ofAgency': 'everyone', // GET /api/agencies/{id}/reviews
  'reviews.ofAgent': 'everyone', // GET /api/agents/{id}/reviews
  'reviews.reply': 'individual$ agency$', // PUT /api/reviews/received/{id}/reply
  'reviews.report': 'individual$ agency$', // POST /api/reviews/received/{id}/report
  'reviews.summary': 'individual$ agency$', // GET /api/reviews/received/summary
  'reviews.write': 'signed-in', // POST /api/reviews

  'savedSearches.create': 'buyer individual$', // POST /api/saved-searches
  'savedSearches.delete': 'buyer individual$', // DELETE /api/saved-searches/{id}
  'savedSearches.list': 'buyer individual$', // GET /api/saved-searches

  'search.cities': 'everyone', // GET /api/cities
  'search.listings': 'everyone', // GET /api/properties
  'search.stats': 'everyone', // GET /api/stats

  'subscriptions.packages': 'pseller individual agency', // GET /api/subscription-histories
  'subscriptions.status': 'signed-in', // GET /api/subscription-histories/status
};
