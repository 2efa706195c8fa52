import { z } from 'zod';
import { APPOINTMENT_STATUSES } from './appointments.ts';

/**
 * Reporting (issue 15, decision 033): views, leads and viewings of the listings a user works on,
 * over a period of Belgian calendar days, per bucket (day, week from Monday, month), per listing
 * and, for an agency, per agent.
 */
export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type TReportGranularity = (typeof REPORT_GRANULARITIES)[number];
export const REPORT_BREAKDOWNS = ['properties', 'agents'] as const;

/** The longest period a report covers, in days (a leap year). */
export const REPORT_MAX_DAYS = 366;
/** The zone whose calendar days the report counts in. */
export const REPORT_TIME_ZONE = 'Europe/Brussels';

export const REPORT_MESSAGES = {
  date: 'Dates must be written as YYYY-MM-DD',
  from: 'Choose the first day of the period',
  to: 'Choose the last day of the period',
  order: 'The period must start on or before its last day',
  length: `The period can be at most ${REPORT_MAX_DAYS} days`,
  granularity: "Granularity must be 'day', 'week' or 'month'",
  breakdown: "Breakdown must be 'properties' or 'agents'",
  property: 'You can only report on your own listings',
  agent: 'You can only report on the agents of your agency',
  agentsOnly: 'Only an agency has a breakdown per agent',
} as const;

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
function isCalendarDay(v: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const ms = dayMs(v);
  return !Number.isNaN(ms) && dayKey(ms) === v;
}
const ZDay = (missing: string) =>
  z.string({ error: missing }).min(1, missing).refine(isCalendarDay, REPORT_MESSAGES.date);

/** Days from `from` to `to`, both counted. */
export const periodDays = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;

/** `day` moved by `days` calendar days. */
export const addDays = (day: string, days: number) => dayKey(dayMs(day) + days * DAY_MS);

const periodShape = {
  from: ZDay(REPORT_MESSAGES.from),
  to: ZDay(REPORT_MESSAGES.to),
  granularity: z.enum(REPORT_GRANULARITIES, { error: REPORT_MESSAGES.granularity }).default('day'),
  propertyId: z.uuid({ error: REPORT_MESSAGES.property }).optional(),
  agentId: z.uuid({ error: REPORT_MESSAGES.agent }).optional(),
};

const checkPeriod = (v: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (!isCalendarDay(v.from) || !isCalendarDay(v.to)) return;
  if (v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.order });
  else if (periodDays(v.from, v.to) > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.length });
};

/** `GET /api/reporting`: the period (Belgian calendar days, both counted) and its filters. */
export const ZReportQuery = z.object(periodShape).superRefine(checkPeriod);
export type TReportQuery = z.infer<typeof ZReportQuery>;

/** `GET /api/reporting/export`: the same period and filters, and which breakdown to write. */
export const ZReportExportQuery = z
  .object({
    ...periodShape,
    breakdown: z.enum(REPORT_BREAKDOWNS, { error: REPORT_MESSAGES.breakdown }).default('properties'),
  })
  .superRefine(checkPeriod);
export type TReportExportQuery = z.infer<typeof ZReportExportQuery>;

/** The first day of the bucket a day falls in: the day, its week's Monday, or its month's first. */
export function bucketStart(day: string, granularity: TReportGranularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(dayMs(day)).getUTCDay() + 6) % 7; // Monday 0
  return addDays(day, -weekday);
}

/** Every bucket of a period, in order (the first may start before `from`). */
export function periodBuckets(from: string, to: string, granularity: TReportGranularity): string[] {
  const out: string[] = [];
  for (let day = bucketStart(from, granularity); day <= to;) {
    out.push(day);
    day =
      granularity === 'day'
        ? addDays(day, 1)
        : granularity === 'week'
          ? addDays(day, 7)
          : dayKey(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 1));
  }
  return out;
}

const count = z.number().int();
export const ZAppointmentsByStatus = z.object(
  Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s, count])) as Record<
    (typeof APPOINTMENT_STATUSES)[number],
    typeof count
  >,
);

/** The figures of one listing, agent or the whole report. */
const figures = {
  views: count,
  leads: count,
  /** Viewings booked in the period (by their booking day), cancelled ones included. */
  appointments: count,
  /** Leads of the period whose sender booked a viewing of that listing afterwards. */
  convertedLeads: count,
  /** convertedLeads / leads, from 0 to 1; null without leads. */
  conversion: z.number().nullable(),
};

export const ZReportPropertyRow = z.object({
  id: z.string(),
  title: z.string().nullable(),
  city: z.string().nullable(),
  publicCode: z.string().nullable(),
  agentName: z.string().nullable(),
  ...figures,
});
export type TReportPropertyRow = z.infer<typeof ZReportPropertyRow>;

export const ZReportAgentRow = z.object({
  /** The agent; null for the agency's own, unassigned listings. */
  id: z.string().nullable(),
  name: z.string().nullable(),
  properties: count,
  ...figures,
});
export type TReportAgentRow = z.infer<typeof ZReportAgentRow>;

export const ZReportPoint = z.object({ start: z.string(), views: count, leads: count, appointments: count });
export type TReportPoint = z.infer<typeof ZReportPoint>;

export const ZReport = z.object({
  from: z.string(),
  to: z.string(),
  granularity: z.enum(REPORT_GRANULARITIES),
  totals: z.object({ ...figures, appointmentsByStatus: ZAppointmentsByStatus }),
  series: z.array(ZReportPoint),
  /** Listings with any view, lead or viewing in the period, most viewed first. */
  properties: z.array(ZReportPropertyRow),
  /** Per agent (agencies only; null for others): every agent, and the agency's unassigned listings. */
  agents: z.array(ZReportAgentRow).nullable(),
});
export type TReport = z.infer<typeof ZReport>;

/** Share of leads converted, or null without leads. */
export const conversionRate = (converted: number, leads: number) => (leads > 0 ? converted / leads : null);
