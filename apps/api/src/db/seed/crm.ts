import { LEAD_TYPES } from '@immora/shared/crm-leads';
import { CRM_PROPERTY_TYPES } from '@immora/shared/crm-property-types';
import * as schema from '../schema/index.ts';
import type { Db } from '../client.ts';
import { DEMO_ACCOUNTS } from './data/accounts.ts';
import { createRng } from './random.ts';

type Owner = { ownerId: string; agencyId: string | null };
type SeedCrm = {
  leads: (typeof schema.crmLeads.$inferInsert)[];
  customers: (typeof schema.crmCustomers.$inferInsert)[];
  opportunities: (typeof schema.crmOpportunities.$inferInsert)[];
  contacts: (typeof schema.crmContacts.$inferInsert)[];
};

const FIRST = [
  'Lotte',
  'Jan',
  'Sofie',
  'Pieter',
  'Elise',
  'Wout',
  'Camille',
  'Thomas',
  'Nina',
  'Arnaud',
  'Lien',
  'Maxime',
  'Femke',
  'Bart',
  'Julie',
  'Senne',
];
const LAST = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Dubois',
  'Lambert',
  'Dupont',
  'Vermeulen',
  'Hermans',
  'Leclercq',
];
const STREETS = [
  'Korenmarkt 12, 9000 Gent',
  'Meir 48, 2000 Antwerpen',
  'Rue Neuve 101, 1000 Bruxelles',
  'Bondgenotenlaan 20, 3000 Leuven',
  'Place Saint-Lambert 5, 4000 Liège',
  'Steenstraat 33, 8000 Brugge',
  'Grand-Place 7, 7000 Mons',
  'Bruul 14, 2800 Mechelen',
];
const CITIES = ['Gent', 'Antwerpen', 'Brussel', 'Leuven', 'Brugge', 'Mechelen', 'Namur', 'Liège'];
const NOTES = [
  'Wants a garden for the dog and a short cycle to the station.',
  'Mortgage pre-approved by KBC; flexible on the move-in date.',
  'Saw the listing on Immora and asked for a viewing next week.',
  'Relocating from Lille for work; prefers a furnished place.',
  'Selling the family home after the children moved out.',
  'Looking for a first investment, rental yield matters most.',
];
const ACTIONS = [
  'Call back about the offer',
  'Second viewing on Saturday',
  'Send the EPC and floor plans',
  'Meet at the notary',
  'Propose three new listings',
];

/**
 * Demo CRM records (issue 16) for the demo agent (independent) and the demo agency and its agents:
 * leads in every status, customers (some converted from leads), opportunities and contacts.
 * Ids from a generator of their own, so the rest of the seed is unchanged.
 */
function crmRows(owners: { agent: Owner; agencyPeople: Owner[] }, daysBefore: (days: number) => Date): SeedCrm {
  const rng = createRng('seed-crm');
  const out: SeedCrm = { leads: [], customers: [], opportunities: [], contacts: [] };
  const person = () => {
    const first = rng.pick(FIRST);
    const last = rng.pick(LAST);
    const email = `${first}.${last}`.toLowerCase().replace(/\s+/g, '') + '@example.be';
    return { first, last, name: `${first} ${last}`, email, phone: `04${rng.int(70, 99)}${rng.int(100000, 999999)}` };
  };
  const day = (daysAgo: number) => daysBefore(daysAgo).toISOString().slice(0, 10);
  const fill = (owner: Owner, count: number) => {
    for (let i = 0; i < count; i++) {
      const p = person();
      const createdAt = daysBefore(rng.int(1, 90));
      const stamps = { createdAt, updatedAt: createdAt };
      const leadType = rng.pick(LEAD_TYPES);
      const price = leadType === 'renting' ? rng.int(7, 25) * 100_00 : rng.int(18, 75) * 10_000_00;
      const status = i < 2 ? 'converted' : rng.pick(['new', 'new', 'inProgress', 'lost'] as const);
      const leadId = rng.uuid();
      out.leads.push({
        id: leadId,
        ...owner,
        ...stamps,
        name: p.name,
        email: p.email,
        phone: rng.chance(0.8) ? p.phone : null,
        leadType,
        propertyType: rng.pick(CRM_PROPERTY_TYPES),
        targetPriceCents: price,
        targetDate: rng.chance(0.6) ? day(-rng.int(20, 200)) : null,
        leadSource: rng.pick(['directContact', 'referral', 'website', 'socialMedia'] as const),
        status,
        notes: rng.pick(NOTES),
      });
      if (status === 'converted' || rng.chance(0.4)) {
        const customerId = rng.uuid();
        out.customers.push({
          id: customerId,
          ...owner,
          ...stamps,
          fullName: p.name,
          phone: p.phone,
          email: p.email,
          address: rng.pick(STREETS),
          status: rng.chance(0.8) ? 'active' : 'inactive',
          leadId: status === 'converted' ? leadId : null,
        });
        out.opportunities.push({
          id: rng.uuid(),
          ...owner,
          ...stamps,
          clientName: p.name,
          propertyDetails: `${rng.pick(['Terraced house', 'Two-bedroom apartment', 'Loft', 'Villa', 'Townhouse'])} in ${rng.pick(CITIES)}, ${rng.int(2, 4)} bedrooms`,
          // A lead's type is its opportunity's transaction (spec 2 §9: selling, buying, renting).
          transactionType: leadType,
          priceCents: price,
          status: rng.pick(['active', 'negotiating', 'pending', 'closed'] as const),
          potentialMatches: rng.int(0, 12),
          progress: rng.int(0, 10) * 10,
          lastContactDate: day(rng.int(0, 30)),
          nextAction: rng.pick(ACTIONS),
          notes: rng.pick(NOTES),
          customerId,
          leadId: status === 'converted' ? leadId : null,
        });
      }
      const c = person();
      out.contacts.push({
        id: rng.uuid(),
        ...owner,
        ...stamps,
        firstName: c.first,
        lastName: c.last,
        email: c.email,
        phone: c.phone,
        budgetCents: rng.pick([1_100_00, 1_450_00, 250_000_00, 395_000_00, 620_000_00]),
        propertyTypes: rng.sample(CRM_PROPERTY_TYPES, rng.int(1, 3)),
        type: rng.pick(['buy', 'sale', 'rent'] as const),
      });
    }
  };
  fill(owners.agent, 14);
  owners.agencyPeople.forEach((owner, i) => fill(owner, i === 0 ? 10 : 4));
  demoCustomerRows(out, owners, daysBefore);
  return out;
}

/**
 * The demo buyer (buyer@immora.be) as a CRM customer (decision 038): a converted lead, its
 * customer and opportunity in the demo agency's records, and a lead and a contact in the demo
 * agent's, so the CRM area's dashboard has rows. A generator of its own keeps the rows above.
 */
function demoCustomerRows(
  out: SeedCrm,
  owners: { agent: Owner; agencyPeople: Owner[] },
  daysBefore: (days: number) => Date,
) {
  const rng = createRng('seed-crm-demo-customer');
  const buyer = DEMO_ACCOUNTS.find((a) => a.email === 'buyer@immora.be')!;
  const [first = buyer.name, last = ''] = buyer.name.split(' ');
  const who = { email: buyer.email, phone: '0472318845' };
  const agency = owners.agencyPeople[0]!;
  const at = (days: number) => ({ createdAt: daysBefore(days), updatedAt: daysBefore(days - 2) });
  const leadId = rng.uuid();
  const customerId = rng.uuid();
  const lead = {
    ...who,
    name: buyer.name,
    leadType: 'buying',
    propertyType: 'apartments',
    targetPriceCents: 325_000_00,
    leadSource: 'website',
    notes: 'Looking for a two-bedroom apartment with a terrace in Gent.',
  };
  out.leads.push({ id: leadId, ...agency, ...at(24), ...lead, status: 'converted' });
  out.customers.push({
    id: customerId,
    ...agency,
    ...at(20),
    ...who,
    fullName: buyer.name,
    address: 'Kouter 21, 9000 Gent',
    status: 'active',
    leadId,
  });
  out.opportunities.push({
    id: rng.uuid(),
    ...agency,
    ...at(20),
    clientName: buyer.name,
    propertyDetails: 'Two-bedroom apartment with a terrace in Gent',
    transactionType: 'buying',
    priceCents: 325_000_00,
    status: 'negotiating',
    potentialMatches: 5,
    progress: 40,
    lastContactDate: daysBefore(6).toISOString().slice(0, 10),
    nextAction: 'Second viewing on Saturday',
    notes: 'Mortgage pre-approved by KBC; flexible on the move-in date.',
    customerId,
    leadId,
  });
  out.leads.push({ id: rng.uuid(), ...owners.agent, ...at(12), ...lead, leadSource: 'referral', status: 'inProgress' });
  out.contacts.push({
    id: rng.uuid(),
    ...owners.agent,
    ...at(12),
    ...who,
    firstName: first,
    lastName: last,
    budgetCents: 325_000_00,
    propertyTypes: ['apartments', 'loft'],
    type: 'buy',
  });
}

/** Writes the demo CRM records of the demo agent and of the demo agency and its agents. */
export async function seedCrm(
  tx: Db,
  agency: { id: string; owner: { id: string }; agents: { id: string }[] },
  demoAgentId: string,
  daysBefore: (days: number) => Date,
) {
  const rows = crmRows(
    {
      agent: { ownerId: demoAgentId, agencyId: null },
      agencyPeople: [agency.owner, ...agency.agents].map((p) => ({ ownerId: p.id, agencyId: agency.id })),
    },
    daysBefore,
  );
  await tx.insert(schema.crmLeads).values(rows.leads);
  await tx.insert(schema.crmCustomers).values(rows.customers);
  await tx.insert(schema.crmOpportunities).values(rows.opportunities);
  await tx.insert(schema.crmContacts).values(rows.contacts);
}
