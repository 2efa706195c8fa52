import type { CsvColumn } from './csv-columns.ts';
import type { MyProperty } from './listing-form.ts';

/** My properties as a CSV file: one listing a line, prices in euros, dates in ISO 8601 (UTC). */
export const MY_PROPERTIES_CSV: readonly CsvColumn<MyProperty>[] = [
  { header: 'Title', value: (r) => r.title },
  { header: 'Status', value: (r) => r.status },
  { header: 'Type', value: (r) => r.type },
  { header: 'Category', value: (r) => r.category },
  { header: 'City', value: (r) => r.city },
  { header: 'Price (EUR)', value: (r) => (r.price === null ? null : r.price.toFixed(2)) },
  { header: 'Published ID', value: (r) => r.publishedId },
  { header: 'Public code', value: (r) => r.publicCode },
  { header: 'Reference code', value: (r) => r.referenceCode },
  { header: 'Agent', value: (r) => r.agentName },
  { header: 'Created', value: (r) => r.createdAt },
  { header: 'Published', value: (r) => r.publishedAt },
  { header: 'Expires', value: (r) => r.expiresAt },
  { header: 'Views', value: (r) => r.views },
  { header: 'Leads', value: (r) => r.leads },
  { header: 'Boosted until', value: (r) => (r.boosted ? r.boostedUntil : null) },
];

export const MY_PROPERTIES_CSV_NAME = 'my-properties.csv';
