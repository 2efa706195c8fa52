import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES } from '@immora/shared/alerts';
import { SAVED_SEARCH_MESSAGES } from '@immora/shared/saved-searches';
import { alertFixtures } from '../../../test/alert-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { seedCities } from '../../../test/listing-fixtures.ts';
import { outboxFor } from '../../../test/mail-outbox.ts';
import { signedInUser } from '../../../test/session.ts';

let ctx: TestContext;
let publisher: Record<string, string>;
const { inject, searchAlert, publish } = alertFixtures(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCities(ctx.database);
  publisher = (await signedInUser(ctx.app, ctx.database, { role: 'pseller', subscribed: true })).headers;
});
afterAll(() => ctx.close());

const alertOf = async (headers: Record<string, string>) =>
  (await inject('GET', '/api/saved-searches', headers)).json().data.items[0].alert as string;

/** The links of the last alert e-mail to `email`: 'Stop this alert' and 'Stop all alert e-mails'. */
async function unsubscribeLinks(email: string) {
  const [mail] = (await outboxFor(ctx.database, email)).filter((m) => m.kind === 'alert').slice(-1);
  const tokens = [...mail!.text.matchAll(/\/alerts\/unsubscribe\/([\w-]+)/g)].map((m) => m[1]!);
  return { one: tokens[0]!, all: tokens.at(-1)! };
}

describe('alert settings', () => {
  it('switches a saved search alert between off, instant and daily; the list shows it', async () => {
    const seeker = await searchAlert('off');
    expect(await alertOf(seeker.headers)).toBe('off');
    for (const frequency of ['daily', 'instant', 'off'] as const) {
      const res = await inject('PATCH', `/api/saved-searches/${seeker.savedSearchId}/alert`, seeker.headers, {
        frequency,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ frequency });
      expect(await alertOf(seeker.headers)).toBe(frequency);
    }
  });

  it("refuses another user's saved search (404), a guest (401) and an unknown frequency (400)", async () => {
    const owner = await searchAlert('instant');
    const other = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    const url = `/api/saved-searches/${owner.savedSearchId}/alert`;
    const theirs = await inject('PATCH', url, other.headers, { frequency: 'off' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(SAVED_SEARCH_MESSAGES.notFound);
    expect((await inject('PATCH', url, {}, { frequency: 'off' })).statusCode).toBe(401);
    const bad = await inject('PATCH', url, owner.headers, { frequency: 'hourly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(ALERT_MESSAGES.frequency);
    expect(await alertOf(owner.headers)).toBe('instant');
  });

  it('keeps the price-drop alert per user', async () => {
    const seeker = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    const get = async () => (await inject('GET', '/api/alerts/price-drops', seeker.headers)).json().data;
    expect(await get()).toEqual({ frequency: 'off' });
    await inject('PATCH', '/api/alerts/price-drops', seeker.headers, { frequency: 'daily' });
    expect(await get()).toEqual({ frequency: 'daily' });
    const pseller = await signedInUser(ctx.app, ctx.database, { role: 'pseller', subscribed: true });
    expect((await inject('GET', '/api/alerts/price-drops', pseller.headers)).statusCode).toBe(403);
  });
});

describe('unsubscribe links', () => {
  it("turn the e-mail's alert off without a session, idempotently; the sweep then sends nothing", async () => {
    const seeker = await searchAlert('instant');
    await publish(publisher, { title: 'First news' });
    await ctx.app.alerts.sweep();
    const { one } = await unsubscribeLinks(seeker.user.email);

    const res = await inject('GET', `/api/alerts/unsubscribe/${one}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      scope: 'alert',
      kind: 'search',
      title: 'Alerted search',
      message: ALERT_MESSAGES.unsubscribed,
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await alertOf(seeker.headers)).toBe('off');
    expect((await inject('GET', `/api/alerts/unsubscribe/${one}`)).json().data.message).toBe(
      ALERT_MESSAGES.unsubscribed,
    );

    await publish(publisher, { title: 'Second news' });
    await ctx.app.alerts.sweep();
    expect((await outboxFor(ctx.database, seeker.user.email)).filter((m) => m.kind === 'alert')).toHaveLength(1);
  });

  it('take the one-click POST of RFC 8058 (a form body), and the all-alerts link stops every alert', async () => {
    const seeker = await searchAlert('instant');
    await inject('PATCH', '/api/alerts/price-drops', seeker.headers, { frequency: 'instant' });
    await publish(publisher);
    await ctx.app.alerts.sweep();
    const { all } = await unsubscribeLinks(seeker.user.email);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe/${all}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ scope: 'all', message: ALERT_MESSAGES.unsubscribedAll });
    expect(await alertOf(seeker.headers)).toBe('off');
    expect((await inject('GET', '/api/alerts/price-drops', seeker.headers)).json().data).toEqual({ frequency: 'off' });
  });

  it('refuse a forged or malformed token with a 4xx and change nothing', async () => {
    const seeker = await searchAlert('instant');
    await publish(publisher);
    await ctx.app.alerts.sweep();
    const { one } = await unsubscribeLinks(seeker.user.email);
    const forged = `${one.slice(0, -3)}${one.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const other = `a-${seeker.savedSearchId}-${one.slice(39)}`;
    for (const token of [forged, other]) {
      const res = await inject('POST', `/api/alerts/unsubscribe/${token}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(ALERT_MESSAGES.badToken);
    }
    const malformed = await inject('GET', '/api/alerts/unsubscribe/not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(ALERT_MESSAGES.badToken);
    expect(await alertOf(seeker.headers)).toBe('instant');
  });
});
