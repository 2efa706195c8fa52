import type { TLanguage } from '@immora/shared/languages';
import { APPOINTMENT_STATUSES } from '@immora/shared/appointments';
import { zonedInstant } from '@immora/shared/local-time';
import {
  REPORT_MESSAGES,
  REPORT_TIME_ZONE,
  addDays,
  bucketStart,
  conversionRate,
  periodBuckets,
  type TReport,
  type TReportAgentRow,
  type TReportPropertyRow,
  type TReportExportQuery,
  type TReportQuery,
} from '@immora/shared/reporting';
import { csvHeader, csvRecord } from '@immora/shared/csv-columns';
import { REPORT_AGENTS_CSV, REPORT_PROPERTIES_CSV } from '@immora/shared/reporting-csv';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import type { ReportScope, ReportingRepository } from './reporting.repository.ts';

type Deps = { repo: ReportingRepository };
type PropertyFigures = Awaited<ReturnType<ReportingRepository['propertyRows']>>[number];

/** The first instant of a Belgian day (midnight is never skipped by the clock change there). */
const dayStart = (day: string) =>
  zonedInstant(
    {
      year: Number(day.slice(0, 4)),
      month: Number(day.slice(5, 7)),
      day: Number(day.slice(8, 10)),
      hour: 0,
      minute: 0,
    },
    REPORT_TIME_ZONE,
  )!;

const withConversion = <T extends { leads: number; convertedLeads: number }>(row: T) => ({
  ...row,
  conversion: conversionRate(row.convertedLeads, row.leads),
});

/** Checks the filters against what the user may see, and gives the report's scope. */
async function scopeOf(deps: Deps, user: AuthUser, query: Omit<TReportQuery, 'granularity'>): Promise<ReportScope> {
  if (query.agentId) {
    if (user.role !== 'agency') throw AppError.forbidden(REPORT_MESSAGES.agent);
    const agents = await deps.repo.agencyAgents(user.id);
    if (!agents.some((a) => a.id === query.agentId)) throw AppError.forbidden(REPORT_MESSAGES.agent);
  }
  if (query.propertyId && !(await deps.repo.manages(user.id, query.propertyId)))
    throw AppError.forbidden(REPORT_MESSAGES.property);
  return {
    userId: user.id,
    propertyId: query.propertyId,
    agentId: query.agentId,
    from: query.from,
    to: query.to,
    start: dayStart(query.from),
    end: dayStart(addDays(query.to, 1)),
  };
}

const sum = (rows: PropertyFigures[], key: 'views' | 'leads' | 'appointments' | 'convertedLeads') =>
  rows.reduce((total, r) => total + r[key], 0);

const active = (r: PropertyFigures) => r.views > 0 || r.leads > 0 || r.appointments > 0;

const propertyRow = (r: PropertyFigures): TReportPropertyRow =>
  withConversion({
    id: r.id,
    title: r.title,
    city: r.city,
    publicCode: r.publicCode,
    agentName: r.agentName,
    views: r.views,
    leads: r.leads,
    appointments: r.appointments,
    convertedLeads: r.convertedLeads,
  });

/** Per agent: every agent of the agency (the filtered one only), then its own unassigned listings. */
function agentRows(agents: { id: string; name: string | null }[], rows: PropertyFigures[], agentId?: string) {
  const byAgent = new Map<string | null, Omit<TReportAgentRow, 'conversion'>>();
  const blank = (id: string | null, name: string | null) => ({
    id,
    name,
    properties: 0,
    views: 0,
    leads: 0,
    appointments: 0,
    convertedLeads: 0,
  });
  for (const a of agents) if (!agentId || a.id === agentId) byAgent.set(a.id, blank(a.id, a.name));
  for (const r of rows) {
    const key = r.agentId;
    const row = byAgent.get(key) ?? blank(key, key ? r.agentName : null);
    byAgent.set(key, {
      ...row,
      properties: row.properties + 1,
      views: row.views + r.views,
      leads: row.leads + r.leads,
      appointments: row.appointments + r.appointments,
      convertedLeads: row.convertedLeads + r.convertedLeads,
    });
  }
  const unassigned = byAgent.get(null);
  byAgent.delete(null);
  return [...byAgent.values(), ...(unassigned ? [unassigned] : [])].map(withConversion);
}

/** The report of the listings the user works on (decision 033). */
/** `language`: the reader's, for the listings' titles (decision 055). */
export async function report(
  deps: Deps,
  opts: { user: AuthUser; query: TReportQuery; language?: TLanguage | null },
): Promise<TReport> {
  const { user, query } = opts;
  const scope = await scopeOf(deps, user, query);
  const [rows, daily, statuses, agents] = await Promise.all([
    deps.repo.propertyRows(scope, opts.language ?? null),
    deps.repo.daily(scope),
    deps.repo.appointmentsByStatus(scope),
    user.role === 'agency' ? deps.repo.agencyAgents(user.id) : Promise.resolve(null),
  ]);

  const buckets = periodBuckets(query.from, query.to, query.granularity);
  const series = new Map(buckets.map((start) => [start, { start, views: 0, leads: 0, appointments: 0 }]));
  for (const key of ['views', 'leads', 'appointments'] as const)
    for (const { day, n } of daily[key]) series.get(bucketStart(day, query.granularity))![key] += n;

  const appointmentsByStatus = Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s, 0])) as Record<
    (typeof APPOINTMENT_STATUSES)[number],
    number
  >;
  for (const { status, n } of statuses) appointmentsByStatus[status] = n;

  return {
    from: query.from,
    to: query.to,
    granularity: query.granularity,
    totals: {
      ...withConversion({
        views: sum(rows, 'views'),
        leads: sum(rows, 'leads'),
        appointments: sum(rows, 'appointments'),
        convertedLeads: sum(rows, 'convertedLeads'),
      }),
      appointmentsByStatus,
    },
    series: [...series.values()],
    properties: rows
      .filter(active)
      .sort((a, b) => b.views - a.views || b.leads - a.leads || (a.title ?? '').localeCompare(b.title ?? ''))
      .map(propertyRow),
    agents: agents ? agentRows(agents, rows, query.agentId) : null,
  };
}

/** The breakdown of a report as CSV records (header first), for the streamed export. */
export async function* reportCsv(
  deps: Deps,
  opts: { user: AuthUser; query: TReportExportQuery; language: TLanguage | null },
) {
  const { breakdown, ...query } = opts.query;
  if (breakdown === 'agents' && opts.user.role !== 'agency') throw AppError.forbidden(REPORT_MESSAGES.agentsOnly);
  const data = await report(deps, { user: opts.user, query, language: opts.language });
  const period = { from: data.from, to: data.to };
  if (breakdown === 'agents') {
    yield csvHeader(REPORT_AGENTS_CSV);
    for (const row of data.agents ?? []) yield csvRecord(REPORT_AGENTS_CSV, { ...row, ...period });
  } else {
    yield csvHeader(REPORT_PROPERTIES_CSV);
    for (const row of data.properties) yield csvRecord(REPORT_PROPERTIES_CSV, { ...row, ...period });
  }
}
