import type { TLanguage } from '@immora/shared/languages';
import { titleIn } from '../properties/listing-titles.ts';
import { and, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REPORT_TIME_ZONE } from '@immora/shared/reporting';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { propertyLeads } from '../../db/schema/marketplace.ts';
import { properties } from '../../db/schema/properties.ts';
import { propertyViewDays } from '../../db/schema/reporting.ts';
import { users } from '../../db/schema/users.ts';
import { managedBy } from '../listings/listings.repository.ts';

/** The listings a report covers and its period: Belgian days and the instants that bound them. */
export type ReportScope = {
  userId: string;
  propertyId?: string;
  agentId?: string;
  from: string;
  to: string;
  /** The first instant of `from` and of the day after `to` in Brussels. */
  start: Date;
  end: Date;
};

const n = (value: unknown) => Number(value ?? 0);
const agent = alias(users, 'agent');
const fullName = (u: typeof agent) => sql<string | null>`nullif(trim(${u.firstName} || ' ' || ${u.lastName}), '')`;
const localDay = (column: SQL | typeof propertyLeads.createdAt) =>
  sql<string>`((${column} at time zone ${REPORT_TIME_ZONE})::date)::text`;

function scopeWhere(s: ReportScope) {
  const where = [managedBy(s.userId)!];
  if (s.propertyId) where.push(eq(properties.id, s.propertyId));
  if (s.agentId) where.push(eq(properties.agentId, s.agentId));
  return and(...where)!;
}

export function reportingRepository(db: Db) {
  const scopeIds = (s: ReportScope) => db.select({ id: properties.id }).from(properties).where(scopeWhere(s));
  const viewsIn = (s: ReportScope) =>
    and(
      inArray(propertyViewDays.propertyId, scopeIds(s)),
      gte(propertyViewDays.day, s.from),
      sql`${propertyViewDays.day} <= ${s.to}`,
    );
  const leadsIn = (s: ReportScope) =>
    and(
      inArray(propertyLeads.propertyId, scopeIds(s)),
      gte(propertyLeads.createdAt, s.start),
      lt(propertyLeads.createdAt, s.end),
    );
  const bookedIn = (s: ReportScope) =>
    and(
      inArray(appointments.propertyId, scopeIds(s)),
      gte(appointments.createdAt, s.start),
      lt(appointments.createdAt, s.end),
    );
  /** A lead converted: its sender (by account or e-mail) booked a viewing of the listing after it, not cancelled. */
  const converted = sql`exists (select 1 from ${appointments} inner join ${users} on ${users.id} = ${appointments.seekerId}
    where ${appointments.propertyId} = ${propertyLeads.propertyId} and ${appointments.status} <> 'cancelled'
      and ${appointments.createdAt} >= ${propertyLeads.createdAt}
      and (${appointments.seekerId} = ${propertyLeads.senderId} or lower(${users.email}) = lower(${propertyLeads.email})))`;

  return {
    /** Whether the user works on this listing (owns it, is assigned to it, or owns its agency). */
    async manages(userId: string, propertyId: string) {
      const [row] = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, propertyId), managedBy(userId)));
      return Boolean(row);
    },

    /** The agents of the agency the user owns, by name. */
    agencyAgents(ownerId: string) {
      return db
        .select({ id: users.id, name: fullName(users as never) })
        .from(users)
        .innerJoin(agencies, eq(agencies.id, users.agencyId))
        .where(and(eq(agencies.ownerId, ownerId), eq(users.role, 'individual')))
        .orderBy(users.firstName, users.lastName, users.id);
    },

    /** Every listing in scope with its figures for the period. */
    /** `language`: the reader's, for the listings' titles (decision 055). */
    async propertyRows(s: ReportScope, language: TLanguage | null) {
      const v = db
        .select({
          propertyId: propertyViewDays.propertyId,
          views: sql<number>`sum(${propertyViewDays.views})`.as('period_views'),
        })
        .from(propertyViewDays)
        .where(viewsIn(s))
        .groupBy(propertyViewDays.propertyId)
        .as('v');
      const l = db
        .select({
          propertyId: propertyLeads.propertyId,
          leads: sql<number>`count(*)`.as('period_leads'),
          converted: sql<number>`count(*) filter (where ${converted})`.as('converted'),
        })
        .from(propertyLeads)
        .where(leadsIn(s))
        .groupBy(propertyLeads.propertyId)
        .as('l');
      const a = db
        .select({
          propertyId: appointments.propertyId,
          appointments: sql<number>`count(*) filter (where ${appointments.status} <> 'cancelled')`.as('booked'),
        })
        .from(appointments)
        .where(bookedIn(s))
        .groupBy(appointments.propertyId)
        .as('a');
      const rows = await db
        .select({
          id: properties.id,
          title: titleIn(language),
          city: properties.city,
          publicCode: properties.publicCode,
          agentId: properties.agentId,
          agentName: fullName(agent),
          views: v.views,
          leads: l.leads,
          convertedLeads: l.converted,
          appointments: a.appointments,
        })
        .from(properties)
        .leftJoin(agent, eq(agent.id, sql`coalesce(${properties.agentId}, ${properties.ownerId})`))
        .leftJoin(v, eq(v.propertyId, properties.id))
        .leftJoin(l, eq(l.propertyId, properties.id))
        .leftJoin(a, eq(a.propertyId, properties.id))
        .where(scopeWhere(s));
      return rows.map((r) => ({
        ...r,
        views: n(r.views),
        leads: n(r.leads),
        convertedLeads: n(r.convertedLeads),
        appointments: n(r.appointments),
      }));
    },

    /** Views, leads and viewings (not cancelled) per Belgian day of the period; days without any are absent. */
    async daily(s: ReportScope) {
      const [views, leads, booked] = await Promise.all([
        db
          .select({ day: sql<string>`${propertyViewDays.day}::text`, n: sql<number>`sum(${propertyViewDays.views})` })
          .from(propertyViewDays)
          .where(viewsIn(s))
          .groupBy(propertyViewDays.day),
        db
          .select({ day: localDay(propertyLeads.createdAt), n: sql<number>`count(*)` })
          .from(propertyLeads)
          .where(leadsIn(s))
          .groupBy(sql`1`),
        db
          .select({ day: localDay(sql`${appointments.createdAt}`), n: sql<number>`count(*)` })
          .from(appointments)
          .where(and(bookedIn(s), ne(appointments.status, 'cancelled')))
          .groupBy(sql`1`),
      ]);
      const norm = (rows: { day: string; n: number }[]) => rows.map((r) => ({ day: r.day, n: n(r.n) }));
      return { views: norm(views), leads: norm(leads), appointments: norm(booked) };
    },

    /** Viewings booked in the period by their current status. */
    async appointmentsByStatus(s: ReportScope) {
      const rows = await db
        .select({ status: appointments.status, n: sql<number>`count(*)` })
        .from(appointments)
        .where(bookedIn(s))
        .groupBy(appointments.status);
      return rows.map((r) => ({ status: r.status, n: n(r.n) }));
    },
  };
}

export type ReportingRepository = ReturnType<typeof reportingRepository>;
