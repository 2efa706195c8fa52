import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INVOICE_RETENTION_YEARS, RETENTION_DAYS } from '@immora/shared/retention';

/** The rows of docs/security.md's retention table: the constant each names and the period it says. */
function retentionTable() {
  const text = readFileSync(new URL('../../../../../docs/security.md', import.meta.url), 'utf8');
  const section = text.split('\n## Retention\n')[1]!.split('\n## ')[0]!;
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && line.includes('`'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, , kept, constant]) => ({ constant: constant!.replaceAll('`', ''), kept: kept! }));
}

const period = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

describe("docs/security.md's retention table says the sweeps' periods", () => {
  const rows = retentionTable();

  it('has one row per period, and no other', () => {
    expect(rows.map((r) => r.constant).sort()).toEqual(
      [...Object.keys(RETENTION_DAYS), 'INVOICE_RETENTION_YEARS'].sort(),
    );
  });

  it.each(Object.entries(RETENTION_DAYS))('%s: %i days', (constant, days) => {
    expect(rows.find((r) => r.constant === constant)?.kept).toMatch(new RegExp(`^${period(days)}\\b`));
  });

  it(`invoices: ${INVOICE_RETENTION_YEARS} years`, () => {
    expect(rows.find((r) => r.constant === 'INVOICE_RETENTION_YEARS')?.kept).toMatch(
      new RegExp(`^${INVOICE_RETENTION_YEARS} years after the end of the year`),
    );
  });
});
