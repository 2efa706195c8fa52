/**
 * The columns of a CSV export, shared by the server (which streams every row of a list) and the
 * browser (which writes the selected rows): both files have the same header and the same values.
 * Headers are English column names, stable for spreadsheets and imports whatever the screen's language.
 */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | null };

export const csvHeader = <T>(columns: readonly CsvColumn<T>[]) => columns.map((c) => c.header);

export const csvRecord = <T>(columns: readonly CsvColumn<T>[], row: T) => columns.map((c) => c.value(row) ?? '');

/**
 * A text cell a spreadsheet will not run: one starting with = + - @ (or a tab or carriage return)
 * is prefixed with ' (OWASP's advice against CSV injection).
 */
export const formulaSafe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
