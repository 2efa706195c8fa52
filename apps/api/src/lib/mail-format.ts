import type { TLanguage } from '@immora/shared/languages';

/** Amounts in e-mails as the reader writes them: '€ 250.000' in nl-BE, '250 000 €' in fr-BE; cents only when there are some. */
export function formatEuro(cents: number, language: TLanguage): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(`${language}-BE`, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}
