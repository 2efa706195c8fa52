// The browser build (it brings its own Buffer; the plain one expects Node's).
import { stringify } from 'csv-stringify/browser/esm/sync';
import { csvHeader, csvRecord, type CsvColumn } from '@immora/shared/csv-columns';

/**
 * The selected rows as the same CSV file the server streams for a whole list: same columns,
 * same header, UTF-8 with a byte-order mark so spreadsheet programs read accents right.
 */
export function csvFile<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): Blob {
  const text = stringify([csvHeader(columns), ...rows.map((row) => csvRecord(columns, row))], { bom: true });
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}
