import { describe, expect, it } from 'vitest';
import { INVOICE_RETENTION_YEARS, RETENTION_DAYS, type RetentionKind } from '@immora/shared/retention';
import en from './en.ts';
import nl from './nl.ts';
import fr from './fr.ts';
import el from './el.ts';
import type { LegalContent } from './types.ts';

/** The privacy page's 'How long we keep your data', item by item, and the period each states. */
const ORDER: RetentionKind[] = [
  'closedAccounts',
  'signInFailures',
  'signupAddresses',
  'endedSessions',
  'accountEmails',
  'accountLinks',
  'dataExports',
  'uploadFolders',
  'valuationRequests',
  'reporterContacts',
];
/** How each language writes a day, days and years. */
const UNITS = {
  en: ['day', 'days', 'years'],
  nl: ['dag', 'dagen', 'jaar'],
  fr: ['jour', 'jours', 'ans'],
  el: ['ημέρα', 'ημέρες', 'χρόνια'],
} as const;

function retentionItems(content: LegalContent) {
  const section = content.parts[0].sections.find((s) => s.id === 'retention')!;
  return section.blocks.flatMap((b) => (typeof b === 'string' ? [] : b.list));
}

describe("the privacy page's retention periods are the sweeps' (packages/shared/src/retention.ts)", () => {
  it.each([
    ['en', en],
    ['nl', nl],
    ['fr', fr],
    ['el', el],
  ] as const)('%s states every period', (language, content) => {
    const [one, several, years] = UNITS[language];
    const items = retentionItems(content);
    expect(items).toHaveLength(ORDER.length + 1);
    ORDER.forEach((kind, i) => {
      const days = RETENTION_DAYS[kind];
      expect(items[i], kind).toContain(`${days} ${days === 1 ? one : several}`);
    });
    expect(items.at(-1)).toContain(`${INVOICE_RETENTION_YEARS} ${years}`);
  });
});
