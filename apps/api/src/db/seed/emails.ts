import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '../schema/index.ts';
import { createRng } from './random.ts';

type Tx = PgDatabase<PgQueryResultHKT, typeof schema>;
type UserRow = typeof schema.users.$inferInsert;
type AgencyRow = { id: string; ownerId: string; name: string };
type PropertyRow = typeof schema.properties.$inferInsert;

const DAY = 86_400_000;

const TEMPLATES = [
  {
    name: 'Thank you for your interest',
    subject: 'Your question about {{propertyTitle}}',
    body: 'Dear {{firstName}},\n\nThank you for your interest in {{propertyTitle}}. I would be glad to show it to you: when would a visit suit you?\n\nKind regards,\n{{senderName}}\n{{agencyName}}',
  },
  {
    name: 'After the viewing',
    subject: 'How did you like {{propertyTitle}}?',
    body: 'Dear {{fullName}},\n\nThank you for visiting {{propertyTitle}}. Do you have any questions, or would you like to make an offer?\n\nKind regards,\n{{senderName}}',
  },
  {
    name: 'New listings',
    subject: 'New listings that may interest you',
    body: 'Dear {{firstName}},\n\nWe have new listings that match what you are looking for. Reply to this e-mail and I will send you the details.\n\n{{senderName}}\n{{agencyName}}',
  },
];

const PEOPLE = [
  ['Sofie', 'Vermeulen'],
  ['Thomas', 'Claes'],
  ['Emma', 'Dubois'],
  ['Lucas', 'Lambert'],
  ['Nora', 'Jacobs'],
  ['Arthur', 'Goossens'],
] as const;

const MESSAGES = [
  'Hello, is this property still available? I would like to plan a visit.',
  'Could you tell me more about the energy performance and the monthly charges?',
  'We are interested. Is a viewing possible next week, in the evening?',
];

/**
 * Demo e-mails to contacts (decision 034): for the demo agent and the demo agency, a few leads on
 * their listings (the contact form's rows), their templates and a short sent log. Ids and choices
 * come from a generator of their own, so the rest of the seed draws the same numbers as before.
 */
export async function seedEmails(
  tx: Tx,
  opts: { users: UserRow[]; agencies: AgencyRow[]; properties: PropertyRow[]; at: Date },
) {
  const rng = createRng('seed-emails');
  const senders = ['agent@immora.be', 'agency@immora.be'].flatMap((email) => {
    const user = opts.users.find((u) => u.email === email);
    return user ? [user] : [];
  });
  for (const [index, sender] of senders.entries()) {
    const agency = opts.agencies.find((a) => a.ownerId === sender.id);
    const listings = opts.properties.filter(
      (p) => p.ownerId === sender.id || p.agentId === sender.id || (agency && p.agencyId === agency.id),
    );
    if (listings.length === 0) continue;
    const leads = PEOPLE.map(([first, last], n) => {
      const property = listings[(n * 3 + index) % listings.length]!;
      return {
        id: rng.uuid(),
        propertyId: property.id!,
        ownerId: property.agentId ?? property.ownerId,
        name: `${first} ${last}`,
        email: `${first}.${last}${index ? '.demo' : ''}@example.be`.toLowerCase(),
        phone: null,
        message: rng.pick(MESSAGES),
        createdAt: new Date(opts.at.getTime() - (n + 1) * 2 * DAY),
        title: property.title,
      };
    });
    await tx.insert(schema.propertyLeads).values(leads.map(({ title: _title, ...lead }) => lead));
    await tx.insert(schema.emailTemplates).values(
      TEMPLATES.map((t, n) => ({
        id: rng.uuid(),
        ownerId: sender.id!,
        ...t,
        createdAt: new Date(opts.at.getTime() - (30 - n) * DAY),
        updatedAt: new Date(opts.at.getTime() - (30 - n) * DAY),
      })),
    );
    const senderName = `${sender.firstName} ${sender.lastName}`;
    const agencyName = agency?.name ?? sender.agencyName ?? '';
    await tx.insert(schema.sentEmails).values(
      leads.slice(0, 4).map((lead, n) => {
        const firstName = lead.name.split(' ')[0]!;
        const createdAt = new Date(lead.createdAt.getTime() + 3 * 3_600_000);
        const failed = n === 3;
        return {
          id: rng.uuid(),
          ownerId: sender.id!,
          recipientKind: 'lead',
          recipientId: lead.id,
          recipientEmail: lead.email,
          recipientName: lead.name,
          language: 'en',
          replyTo: sender.email,
          subject: `Your question about ${lead.title}`,
          body: `Dear ${firstName},\n\nThank you for your interest in ${lead.title}. I would be glad to show it to you: when would a visit suit you?\n\nKind regards,\n${senderName}\n${agencyName}`,
          status: failed ? ('failed' as const) : ('sent' as const),
          error: failed ? '550 5.1.1 Mailbox unavailable' : null,
          sentAt: failed ? null : createdAt,
          claimedAt: createdAt,
          createdAt,
        };
      }),
    );
  }
}
