import type { CsvColumn } from './csv-columns.ts';
import type { TReportAgentRow, TReportPropertyRow } from './reporting.ts';

const percent = (r: { conversion: number | null }) => (r.conversion === null ? null : (r.conversion * 100).toFixed(1));
const figures = <T extends TReportPropertyRow | TReportAgentRow>(): CsvColumn<T>[] => [
  { header: 'Views', value: (r) => r.views },
  { header: 'Leads', value: (r) => r.leads },
  { header: 'Appointments', value: (r) => r.appointments },
  { header: 'Converted leads', value: (r) => r.convertedLeads },
  { header: 'Conversion (%)', value: percent },
];

/** A report's breakdown per listing as a CSV file (decision 033): one listing a line. */
export const REPORT_PROPERTIES_CSV: readonly CsvColumn<TReportPropertyRow & { from: string; to: string }>[] = [
  { header: 'From', value: (r) => r.from },
  { header: 'To', value: (r) => r.to },
  { header: 'Title', value: (r) => r.title },
  { header: 'City', value: (r) => r.city },
  { header: 'Public code', value: (r) => r.publicCode },
  { header: 'Agent', value: (r) => r.agentName },
  ...figures(),
];

/** An agency's report per agent as a CSV file; the agency's own listings have no agent name. */
export const REPORT_AGENTS_CSV: readonly CsvColumn<TReportAgentRow & { from: string; to: string }>[] = [
  { header: 'From', value: (r) => r.from },
  { header: 'To', value: (r) => r.to },
  { header: 'Agent', value: (r) => r.name ?? 'Unassigned' },
  { header: 'Listings', value: (r) => r.properties },
  ...figures(),
];

export const reportCsvName = (breakdown: 'properties' | 'agents', from: string, to: string) =>
  `report-${breakdown}-${from}-${to}.csv`;
