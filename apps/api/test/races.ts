import { expect } from 'vitest';

/**
 * Business rules under races (docs/races.md): a limit is tested by sending more requests at once
 * than it allows. Such tests run on PostgreSQL only (`it.skipIf(!onPostgres)`): PGlite serves one
 * connection, so its requests never overlap.
 */
export const RACERS = 20;

/** `n` requests sent at once; `send(i)` makes the i-th. */
export const atOnce = <T>(n: number, send: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));

type Answer = { statusCode: number; json: () => { error?: { message?: string } } };

/** Exactly `allowed` answers succeeded; every other one is `status` with the limit's `message`. */
export function expectLimitHeld(answers: Answer[], allowed: number, status: number, message: string) {
  const refused = answers.filter((a) => a.statusCode >= 300);
  expect(answers.length - refused.length).toBe(allowed);
  expect(refused.map((a) => [a.statusCode, a.json().error?.message])).toEqual(
    Array.from({ length: answers.length - allowed }, () => [status, message]),
  );
}
