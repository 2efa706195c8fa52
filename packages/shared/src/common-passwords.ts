import { COMMON_PASSWORDS_TEXT } from './common-passwords.generated.ts';

/**
 * The refused-password rule (issue 9). The API applies it on sign-up, reset and password change;
 * it is not part of the zod schemas, so the browser's entry bundle never carries the list.
 */
let list: Set<string> | null = null;

/** The ~18 000 common passwords of 8 characters or more, built on first use. */
function commonPasswords(): Set<string> {
  list ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return list;
}

/** One to three characters said over and over ('aaaaaaaa', '12121212', 'abcabcab'). */
function isRepetition(password: string): boolean {
  for (let unit = 1; unit <= 3; unit++) {
    let repeats = true;
    for (let i = unit; i < password.length && repeats; i++) repeats = password[i] === password[i % unit];
    if (repeats && password.length > unit) return true;
  }
  return false;
}

/** True for a password on the common list (whatever its case) or a short pattern repeated. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return commonPasswords().has(lower) || isRepetition(lower);
}
