/**
 * Belgian VAT numbers (enterprise numbers with the BE prefix): 'BE', then 0 or 1, then 9 digits,
 * the last two of which are 97 minus the first eight modulo 97. People write them in many ways
 * ('BE 0123.456.749', 'be0123456749', '0123 456 749'); they are kept in the compact form.
 */
export const VAT_MESSAGES = {
  format: 'Enter a Belgian VAT number: BE followed by 10 digits starting with 0 or 1 (BE0123.456.749).',
  check: 'This VAT number does not exist: its check digits are wrong.',
} as const;

/** Spaces, dots, dashes and slashes removed, upper case, BE added when only the digits were typed. */
export function compactVat(input: string): string {
  const compact = input.replace(/[\s./-]/g, '').toUpperCase();
  return /^\d+$/.test(compact) ? `BE${compact}` : compact;
}

/** Whether 10 digits pass the mod-97 check. */
export function hasValidVatCheck(digits: string): boolean {
  const body = Number(digits.slice(0, 8));
  return 97 - (body % 97) === Number(digits.slice(8));
}

/** The first rule a typed VAT number breaks (VAT_MESSAGES), or null when it is a valid one. */
export function vatProblem(input: string): string | null {
  const compact = compactVat(input);
  if (!/^BE[01]\d{9}$/.test(compact)) return VAT_MESSAGES.format;
  return hasValidVatCheck(compact.slice(2)) ? null : VAT_MESSAGES.check;
}

/** 'BE0123456749' → 'BE0123.456.749', as invoices and public pages show it. */
export function formatVat(compact: string): string {
  const digits = compact.replace(/^BE/, '');
  return `BE${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}
