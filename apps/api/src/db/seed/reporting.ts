import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { localDateKey } from '@immora/shared/local-time';
import { REPORT_TIME_ZONE, addDays } from '@immora/shared/reporting';
import * as schema from '../schema/index.ts';
import { createRng } from './random.ts';

type Tx = PgDatabase<PgQueryResultHKT, typeof schema>;
type PropertyRow = typeof schema.properties.$inferInsert;
type UserRow = typeof schema.users.$inferInsert;
type AgencyRow = typeof schema.agencies.$inferInsert;
type ViewDayRow = typeof schema.propertyViewDays.$inferInsert;
type LeadRow = typeof schema.propertyLeads.$inferInsert;
type AppointmentRow = typeof schema.appointments.$inferInsert;

export type ReportingActivity = { viewDays: ViewDayRow[]; leads: LeadRow[]; appointments: AppointmentRow[] };

const DAYS = 90;
const HOUR = 3_600_000;
const DEMO_PUBLISHERS = ['agent@immora.be', 'agency@immora.be'];
const MESSAGES = [
  'Hello, is this property still available? I would like to plan a visit.',
  'Good afternoon, could you tell me more about the energy certificate and the monthly costs?',
  'We are interested. Is a visit possible next week, preferably in the evening?',
  'Is the garden south-facing? And is there a parking space included?',
  'Could you send me the floor plan? Thank you in advance.',
];

/**
 * The demo agent's and agency's published listings get views per day, leads from demo buyers and
 * some of those leads' viewings over the last 90 days, so their reporting screens show real curves
 * (decision 033). Relative to the REAL clock (the screens show periods ending today); a generator of
 * its own leaves the rest of the seed unchanged. The listings' counters grow by what is added here.
 */
export function seedReportingActivity(opts: {
  properties: PropertyRow[];
  users: UserRow[];
  agencies: AgencyRow[];
  now: Date;
}): ReportingActivity {
  const rng = createRng('seed-reporting');
  const publishers = new Set(opts.users.filter((u) => DEMO_PUBLISHERS.includes(u.email)).map((u) => u.id!));
  const agencyIds = new Set(opts.agencies.filter((a) => publishers.has(a.ownerId)).map((a) => a.id!));
  const buyers = opts.users.filter((u) => u.role === 'buyer' && u.isVerified);
  const listings = opts.properties.filter(
    (p) =>
      p.status === 'published' &&
      (publishers.has(p.ownerId) || publishers.has(p.agentId ?? '') || agencyIds.has(p.agencyId ?? '')),
  );
  const today = localDateKey(opts.now, REPORT_TIME_ZONE);
  const out: ReportingActivity = { viewDays: [], leads: [], appointments: [] };
  const slots = new Set<string>();
  const open = new Set<string>();

  for (const listing of listings) {
    const base = rng.float(3, 16);
    const growth = rng.float(-0.4, 0.8);
    let viewTotal = 0;
    let leadTotal = 0;
    for (let ago = DAYS - 1; ago >= 0; ago--) {
      const day = addDays(today, -ago);
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      const weekend = weekday === 0 || weekday === 6 ? 1.35 : 1;
      const trend = 1 + growth * ((DAYS - ago) / DAYS);
      const views = Math.max(0, Math.round(base * trend * weekend * rng.float(0.55, 1.45)));
      if (views === 0) continue;
      out.viewDays.push({ propertyId: listing.id!, day, views });
      viewTotal += views;
      const leads = Math.floor(views * rng.float(0, 0.07));
      for (let i = 0; i < leads; i++) {
        const buyer = rng.pick(buyers);
        // Between 08:00 and 21:00 in Brussels (UTC+1 or +2; an hour either way is fine for a demo).
        const createdAt = new Date(Date.parse(`${day}T07:00:00Z`) + rng.float(0, 13) * HOUR);
        if (createdAt > opts.now) continue;
        out.leads.push({
          propertyId: listing.id!,
          ownerId: listing.agentId ?? listing.ownerId,
          senderId: buyer.id!,
          name: `${buyer.firstName} ${buyer.lastName}`,
          email: buyer.email,
          phone: buyer.phoneNumber ?? null,
          message: rng.pick(MESSAGES),
          createdAt,
        });
        leadTotal++;
        if (!rng.chance(0.35)) continue;
        const booked = new Date(createdAt.getTime() + rng.float(1, 48) * HOUR);
        if (booked > opts.now) continue;
        const startDay = addDays(localDateKey(booked, REPORT_TIME_ZONE), rng.int(2, 10));
        const startsAt = new Date(`${startDay}T${String(rng.pick([8, 9, 12, 13, 15])).padStart(2, '0')}:00:00Z`);
        const past = startsAt < opts.now;
        const status = past ? (rng.chance(0.8) ? 'completed' : 'cancelled') : rng.chance(0.6) ? 'confirmed' : 'pending';
        const slot = `${listing.id}|${startsAt.toISOString()}`;
        const seekerKey = `${listing.id}|${buyer.id}`;
        if (status !== 'cancelled' && slots.has(slot)) continue;
        if ((status === 'pending' || status === 'confirmed') && open.has(seekerKey)) continue;
        if (status !== 'cancelled') slots.add(slot);
        if (status === 'pending' || status === 'confirmed') open.add(seekerKey);
        out.appointments.push({
          propertyId: listing.id!,
          seekerId: buyer.id!,
          startsAt,
          status,
          message: 'Booked after my message.',
          createdAt: booked,
          updatedAt: booked,
        });
      }
    }
    listing.views = (listing.views ?? 0) + viewTotal;
    listing.leads = (listing.leads ?? 0) + leadTotal;
  }
  return out;
}

/** Writes the activity after the listings and users exist. */
export async function insertReportingActivity(tx: Tx, activity: ReportingActivity) {
  for (let i = 0; i < activity.viewDays.length; i += 500)
    await tx.insert(schema.propertyViewDays).values(activity.viewDays.slice(i, i + 500));
  for (let i = 0; i < activity.leads.length; i += 200)
    await tx.insert(schema.propertyLeads).values(activity.leads.slice(i, i + 200));
  for (let i = 0; i < activity.appointments.length; i += 200)
    await tx.insert(schema.appointments).values(activity.appointments.slice(i, i + 200));
}
