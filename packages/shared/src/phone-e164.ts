/**
 * A phone number in E.164 (`+` and 8–15 digits), so that the same number written in different
 * ways compares equal (decision 078): `0470 12 34 56`, `0470/12.34.56`, `+32 (0)470 12 34 56`,
 * `0032470123456` and the profile form's digits-only `32470123456` are all `+32470123456`.
 * A national number (a leading single 0) is taken as Belgian. Null when it cannot be one.
 */
export function toE164(raw: string): string | null {
  const plus = /^\s*\+/.test(raw);
  // "+32 (0)470…": the trunk zero some people write after the country code is not dialled.
  let digits = raw.replace(/\(0\)/g, '').replace(/\D/g, '');
  if (plus) return valid(digits);
  if (digits.startsWith('00')) return valid(digits.slice(2));
  if (digits.startsWith('0')) return valid(`32${digits.slice(1)}`);
  // Digits-only with the country code and no plus (the profile form keeps digits only).
  digits = digits.replace(/^320/, '32');
  return valid(digits);
}

function valid(digits: string): string | null {
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  // Belgium: 8 digits after 32 (fixed lines) or 9 (mobiles 4xx, and 8xx/9xx service numbers).
  if (digits.startsWith('32') && !/^32\d{8,9}$/.test(digits)) return null;
  return `+${digits}`;
}
