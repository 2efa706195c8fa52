import { randomInt } from 'node:crypto';

/** A listing's public code, `IM-YYMM-nnnnnn`: the month it was created and six random digits. */
export function newPublicCode(now = new Date()) {
  const iso = now.toISOString();
  return `IM-${iso.slice(2, 4)}${iso.slice(5, 7)}-${randomInt(100_000, 999_999)}`;
}

/** True when `error` (or its cause) is a unique violation of the public-code index. */
function isCodeClash(error: unknown) {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (
      code === '23505' &&
      (constraint === 'properties_public_code_key' ||
        (typeof message === 'string' && message.includes('properties_public_code_key')))
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
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
      if (attempt >= attempts || !isCodeClash(error)) throw error;
    }
  }
}
