/** A valid body of each CRM record (spec 2 §3), for the tests that add or update one. */
export const LEAD = {
  name: 'Lotte Peeters',
  email: 'lotte.peeters@example.be',
  phone: '0471234567',
  leadType: 'buying',
  propertyType: 'apartments',
  targetPrice: 295_000_00,
  targetDate: '2027-03-01',
  leadSource: 'referral',
  status: 'new',
  notes: 'Two bedrooms near Gent-Sint-Pieters.',
};
export const CUSTOMER = {
  fullName: 'Jan Wouters',
  phone: '0478123456',
  email: 'jan.wouters@example.be',
  address: 'Korenmarkt 12, 9000 Gent',
  status: 'active',
};
export const OPPORTUNITY = {
  clientName: 'Jan Wouters',
  propertyDetails: 'Terraced house with garden in Mechelen',
  transactionType: 'buying',
  price: 385_000_00,
  status: 'negotiating',
  potentialMatches: 4,
  progress: '60%',
  lastContactDate: '2026-11-20',
  nextAction: 'Second viewing on Saturday',
  notes: 'Financing approved by the bank.',
};
export const CONTACT = {
  firstName: 'Sofie',
  lastName: 'Maes',
  email: 'sofie.maes@example.be',
  phone: '0497654321',
  budget: 1_250_00,
  propertyTypes: ['apartments', 'loft'],
  type: 'rent',
};
