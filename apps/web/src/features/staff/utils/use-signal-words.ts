import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { humanize } from './labels.ts';

/** A signal kind's name ('shared_photo' → 'The same photo on another owner's listing'). */
export function useSignalName(): (kind: string) => string {
  const { t } = useTranslation('staff');
  return useCallback((kind: string) => t(`signals.${kind}`, { defaultValue: humanize(kind) }), [t]);
}

type Words = { label: (key: string) => string; yes: string; no: string };

/** An evidence value as text: lists joined, objects as 'label: value' pairs, yes / no for booleans. */
export function evidenceText(raw: unknown, words: Words): string {
  if (raw === null || raw === undefined) return '—';
  if (typeof raw === 'boolean') return raw ? words.yes : words.no;
  if (Array.isArray(raw)) return raw.map((item) => evidenceText(item, words)).join(', ');
  if (typeof raw === 'object')
    return Object.entries(raw as Record<string, unknown>)
      .map(([key, value]) => `${words.label(key)}: ${evidenceText(value, words)}`)
      .join('; ');
  return String(raw);
}

/** An evidence key's words ('listingIds' → 'Listings'), and its value as text. */
export function useEvidenceWords() {
  const { t } = useTranslation('staff');
  const label = useCallback((key: string) => t(`evidence.${key}`, { defaultValue: humanize(key) }), [t]);
  const value = useCallback((raw: unknown) => evidenceText(raw, { label, yes: t('yes'), no: t('no') }), [t, label]);
  return { label, value };
}
