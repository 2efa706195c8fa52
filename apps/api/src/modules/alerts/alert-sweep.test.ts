import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alertFixtures } from '../../../test/alert-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { FRENCH_TITLE, inDutchWithFrench, seedCities } from '../../../test/listing-fixtures.ts';
import { outboxFor } from '../../../test/mail-outbox.ts';
import { startSmtpCapture } from '../../../test/mail-capture.ts';
import { signedInUser } from '../../../test/session.ts';
import { formatEuro } from '../../lib/mail-format.ts';
import { lastDailySlot } from './daily-slot.ts';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let publisher: Record<string, string>;
const { inject, searchAlert, publish, setPrice } = alertFixtures(() => ctx);

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestApp({ SMTP_URL: smtp.url, ALERTS_DAILY_HOUR: '8' });
  await seedCities(ctx.database);
  publisher = (await signedInUser(ctx.app, ctx.database, { role: 'pseller', subscribed: true })).headers;
});
// Every sweep looks at every alert of the database: each test starts without the others'.
afterEach(() => ctx.database.query('DELETE FROM alert_subscriptions'));
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const sweep = (now?: Date) => ctx.app.alerts.sweep(now);
const HOUR = 3_600_000;

describe('saved-search alerts', () => {
  it('e-mails a new matching listing once, with its title, price, city, link and one-click unsubscribe', async () => {
    const before = await publish(publisher, { title: 'Published before the alert' });
    const seeker = await searchAlert('instant');
    const match = await publish(publisher, { title: 'Loft on the Graslei' });
    await publish(publisher, { title: 'A house in Namur' }, 'wallonia');
    await publish(publisher, { title: 'Rented, not sold', type: 'rent' });

    expect(await sweep()).toBeGreaterThanOrEqual(1);
    const mails = smtp.to(seeker.user.email);
    expect(mails).toHaveLength(1);
    const body = mails[0]!.body;
    expect(body).toContain('Subject: Immora alert: 1 listing for you');
    expect(body).toContain('New listings for your saved search “Alerted search”:');
    expect(body).toContain('Loft on the Graslei — €415,000 — Ghent');
    expect(body).toContain(`${ctx.app.config.PUBLIC_URL}/single-v1/${match}`);
    expect(body).not.toContain(before);
    expect(body).not.toContain('Namur');
    expect(body).not.toContain('Rented, not sold');
    expect(body).toMatch(/List-Unsubscribe:\s+<http:\/\/[^>]+\/api\/alerts\/unsubscribe\/a-[0-9a-f-]{36}-[\w-]{43}>/);
    expect(body).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    await sweep();
    expect(smtp.to(seeker.user.email)).toHaveLength(1);
  });

  it('sends nothing when no new listing matches, and nothing while the alert is off', async () => {
    const seeker = await searchAlert('instant', { city: 'Namur', type: 'rent' });
    const off = await searchAlert('off');
    await publish(publisher);
    await sweep();
    expect(smtp.to(seeker.user.email)).toEqual([]);
    expect(smtp.to(off.user.email)).toEqual([]);
  });

  it('three sweeps at once (three nodes) send one e-mail, and record each listing once', async () => {
    const seeker = await searchAlert('instant');
    const first = await publish(publisher, { title: 'First new house' });
    const second = await publish(publisher, { title: 'Second new house' });
    await Promise.all([sweep(), sweep(), sweep()]);
    const mails = smtp.to(seeker.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Subject: Immora alert: 2 listings for you');
    const rows = await ctx.database.query<{ property_id: string }>(
      `SELECT d.property_id FROM alert_deliveries d JOIN alert_subscriptions s ON s.id = d.subscription_id
       WHERE s.saved_search_id = $1 ORDER BY d.property_id`,
      [seeker.savedSearchId],
    );
    expect(rows.map((r) => r.property_id)).toEqual([first, second].sort());
  });

  it("groups a user's alerts in one e-mail per sweep", async () => {
    const seeker = await searchAlert('instant');
    const other = await inject('POST', '/api/saved-searches', seeker.headers, {
      title: 'Houses anywhere',
      filters: { category: 'houses' },
    });
    await inject('PATCH', `/api/saved-searches/${other.json().data.id}/alert`, seeker.headers, {
      frequency: 'instant',
    });
    await publish(publisher, { title: 'Matches both' });
    await sweep();
    const mails = smtp.to(seeker.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('“Alerted search”');
    expect(mails[0]!.body).toContain('“Houses anywhere”');
    // Two alerts in one e-mail: the one-click header stops both (every alert of the user).
    expect(mails[0]!.body).toMatch(/List-Unsubscribe:\s+<[^>]+\/api\/alerts\/unsubscribe\/u-/);
  });

  it('daily alerts wait for their hour (08:00 in Brussels), then send once', async () => {
    const seeker = await searchAlert('daily');
    await publish(publisher, { title: 'Daily news' });
    const now = Date.now();
    let next = lastDailySlot(new Date(now), 8);
    for (let t = now; next.getTime() <= now; t += HOUR) next = lastDailySlot(new Date(t), 8);

    await sweep(new Date(next.getTime() - 60_000));
    await sweep();
    expect(smtp.to(seeker.user.email)).toEqual([]);
    await sweep(new Date(next.getTime() + 60_000));
    expect(smtp.to(seeker.user.email)).toHaveLength(1);
    expect(smtp.to(seeker.user.email)[0]!.body).toContain('Daily news');
    await sweep(new Date(next.getTime() + 120_000));
    expect(smtp.to(seeker.user.email)).toHaveLength(1);
  });

  it("sends nothing to an agent whose subscription has lapsed (their saved searches are a subscriber's page)", async () => {
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    const saved = await inject('POST', '/api/saved-searches', agent.headers, {
      title: 'Mine',
      filters: { city: 'Ghent' },
    });
    await inject('PATCH', `/api/saved-searches/${saved.json().data.id}/alert`, agent.headers, { frequency: 'instant' });
    await ctx.database.query(
      `UPDATE subscription_histories SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [agent.user.id],
    );
    await publish(publisher, { title: 'Not for a lapsed agent' });
    await sweep();
    expect(smtp.to(agent.user.email)).toEqual([]);
  });

  it("writes the e-mail in the reader's language", async () => {
    const seeker = await searchAlert('instant');
    await ctx.database.query(`UPDATE users SET language = 'fr' WHERE id = $1`, [seeker.user.id]);
    await publish(publisher, { title: 'Maison à Gand' });
    await sweep();
    const body = smtp.to(seeker.user.email)[0]!.body;
    expect(body).toContain('Nouvelles annonces pour votre recherche');
    expect(body).toContain(`Maison à Gand — ${formatEuro(415_000_00, 'fr')} — Ghent`);
  });
});

describe('price-drop alerts', () => {
  it('e-mails a favourite once per drop below the price its owner knew', async () => {
    const id = await publish(publisher, { title: 'Cheaper soon' });
    const seeker = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    await inject('PUT', `/api/favourites/${id}`, seeker.headers);
    expect(
      (await inject('PATCH', '/api/alerts/price-drops', seeker.headers, { frequency: 'instant' })).statusCode,
    ).toBe(200);
    const mails = () => smtp.to(seeker.user.email);

    await sweep();
    expect(mails()).toEqual([]);
    await setPrice(publisher, id, 399_000);
    await sweep();
    await sweep();
    expect(mails()).toHaveLength(1);
    expect(mails()[0]!.body).toContain('Price drops on your favourites:');
    expect(mails()[0]!.body).toContain('Cheaper soon — now €399,000 (was €415,000) — Ghent');

    // Up, then down again but not below the last price announced: nothing new.
    await setPrice(publisher, id, 420_000);
    await sweep();
    await setPrice(publisher, id, 405_000);
    await sweep();
    expect(mails()).toHaveLength(1);
    await setPrice(publisher, id, 380_000);
    await sweep();
    expect(mails()).toHaveLength(2);
    expect(mails()[1]!.body).toContain('now €380,000 (was €399,000)');
  });
});

describe("alerts in their recipient's language (decision 055)", () => {
  const frenchSeeker = async (seeker: { user: { id: string } }) =>
    ctx.database.query(`UPDATE users SET language = 'fr' WHERE id = $1`, [seeker.user.id]);
  const lastText = async (email: string) => (await outboxFor(ctx.database, email)).at(-1)!.text;

  it("name a new listing written in Dutch by its French title in a French seeker's saved-search alert", async () => {
    const seeker = await searchAlert('instant');
    await frenchSeeker(seeker);
    const id = await publish(publisher, { title: 'Herenhuis' });
    await inDutchWithFrench(ctx.database, id);
    await sweep();
    expect(await lastText(seeker.user.email)).toContain(FRENCH_TITLE);
  });

  it("name a cheaper favourite written in Dutch by its French title in a French seeker's price-drop alert", async () => {
    const id = await publish(publisher, { title: 'Herenhuis' });
    await inDutchWithFrench(ctx.database, id);
    const seeker = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    await frenchSeeker(seeker);
    await inject('PUT', `/api/favourites/${id}`, seeker.headers);
    await inject('PATCH', '/api/alerts/price-drops', seeker.headers, { frequency: 'instant' });
    await setPrice(publisher, id, 399_000);
    await sweep();
    expect(await lastText(seeker.user.email)).toContain(FRENCH_TITLE);
  });
});
