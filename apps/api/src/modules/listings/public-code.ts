import { randomInt } from 'node:crypto';
import { isUniqueViolation } from '../../lib/unique-violation.ts';

/** A listing's public code, `IM-YYMM-nnnnnn`: the month it was created and six random digits. */
export function newPublicCode(now = new Date()) {
  const iso = now.toISOString();
  return `IM-${iso.slice(2, 4)}${iso.slice(5, 7)}-${randomInt(100_000, 999_999)}`;
}

/**
 * Runs `insert` with a new public code, and again with another one when the code is taken:
 * 900 000 codes a month make a clash rare but possible. `insert` must be one transaction (or one
 * statement), so a failed attempt leaves nothing behind.
 */
export async function withPublicCode<T>(insert: (publicCode: string) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(newPublicCode());
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error, 'properties_public_code_key')) throw error;
    }
  }
}
