import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_MESSAGES } from '@immora/shared/languages';
import { NEWSLETTER_MESSAGES } from '@immora/shared/newsletter';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { onPostgres } from '../../../test/database.ts';
import { atOnce, expectLimitHeld, RACERS } from '../../../test/races.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const subscribe = (payload: unknown, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object, remoteAddress: ip });
const stored = async () =>
  (await ctx.database.query<{ email: string }>('SELECT email FROM newsletter_subscribers ORDER BY email')).map(
    (r) => r.email,
  );

describe('POST /api/newsletter', () => {
  it('stores a new address and says so', async () => {
    const res = await subscribe({ email: 'Sofie.Janssens@Example.be', language: 'nl' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.email).toBe('sofie.janssens@example.be');
    expect(await stored()).toContain('sofie.janssens@example.be');
  });

  it('keeps the language of the visitor, French included, and refuses one Immora does not offer', async () => {
    expect((await subscribe({ email: 'camille@example.be', language: 'fr' }, '10.0.0.4')).statusCode).toBe(201);
    const [row] = await ctx.database.query<{ language: string }>(
      "SELECT language FROM newsletter_subscribers WHERE email = 'camille@example.be'",
    );
    expect(row!.language).toBe('fr');
    const refused = await subscribe({ email: 'hans@example.be', language: 'de' }, '10.0.0.4');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(LANGUAGE_MESSAGES.invalid);
  });

  it('refuses the same address again, whatever its case, and stores nothing', async () => {
    const before = await stored();
    const res = await subscribe({ email: 'SOFIE.JANSSENS@example.BE' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(NEWSLETTER_MESSAGES.duplicate);
    expect(await stored()).toEqual(before);
  });

  it.skipIf(!onPostgres)(`${RACERS} subscriptions of one address at once store it once (PostgreSQL)`, async () => {
    // From as many clients: the per-client rate limit is not what this tests.
    const answers = await atOnce(RACERS, (i) => subscribe({ email: 'lotte.race@example.be' }, `10.9.0.${i + 1}`));
    expectLimitHeld(answers, 1, 409, NEWSLETTER_MESSAGES.duplicate);
    expect((await stored()).filter((e) => e === 'lotte.race@example.be')).toHaveLength(1);
  });

  it.each([
    [{ email: 'not-an-address' }, NEWSLETTER_MESSAGES.invalid],
    [{ email: '' }, NEWSLETTER_MESSAGES.required],
    [{}, NEWSLETTER_MESSAGES.required],
    [{ email: `${'a'.repeat(300)}@example.be` }, NEWSLETTER_MESSAGES.invalid],
    [{ email: "x@y.be'; DROP TABLE users; --" }, NEWSLETTER_MESSAGES.invalid],
  ])('refuses %j with a clear message', async (payload, message) => {
    const before = await stored();
    const res = await subscribe(payload, '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await stored()).toEqual(before);
  });

  it('slows down a client that floods it', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push((await subscribe({ email: `flood${i}@example.be` }, '10.0.0.3')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
