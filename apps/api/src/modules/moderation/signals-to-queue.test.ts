import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { CLASSIFIED } from '../../../test/listing-fixtures.ts';
import { signedInUser } from '../../../test/session.ts';
import { signedInStaff } from '../../../test/staff-session.ts';

/**
 * The app wires the fraud signals (decision 078) to the staff queue (decision 076): a classified
 * asking for a transfer before any viewing opens a case staff see, and the listing stays public.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // Ghent, where the classified is, is one of the municipalities migration 0051 loads.
});
afterAll(() => ctx.close());

type Queue = {
  data: { items: { target: { kind: string; listingId: string | null; userId: string | null }; signals: string[] }[] };
};

describe('fraud signals reach the staff queue', () => {
  it('opens a case with payment words for a classified asking for a transfer, not for a plain one', async () => {
    const seller = await signedInUser(ctx.app, ctx.database, { role: 'pseller', subscribed: true });
    const place = (description: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/classifieds',
        payload: { ...CLASSIFIED, description },
        headers: seller.headers,
      });
    const suspicious = await place(
      'Lovely flat. I am abroad: send the first month by Western Union to BE71 0961 2345 6769 and I post the keys.',
    );
    const plain = await place(CLASSIFIED.description);
    expect([suspicious.statusCode, plain.statusCode]).toEqual([201, 201]);
    await ctx.app.trustSignals.idle();

    const staff = await signedInStaff(ctx.app, ctx.database);
    const queue = await ctx.app.inject({ method: 'GET', url: '/api/staff/cases?status=open', headers: staff.headers });
    expect(queue.statusCode).toBe(200);
    const items = (queue.json() as Queue).data.items;
    const flagged = items.find((item) => item.target.listingId === suspicious.json().data.id);
    expect(flagged?.signals).toEqual(expect.arrayContaining(['payment_words']));
    // A classified carries only an EPC label, not the region's other legal facts: that low signal
    // alone, and no word of payment, for the plain one.
    const other = items.find((item) => item.target.listingId === plain.json().data.id);
    expect(other?.signals).toEqual(['missing_legal_facts']);

    const page = await ctx.app.inject({ method: 'GET', url: `/api/properties/${suspicious.json().data.id}` });
    expect(page.statusCode).toBe(200);
  });

  it('opens a case on a signed-in visitor whose contact message names a money transfer service or an IBAN, and none for an honest question or a guest', async () => {
    const seller = await signedInUser(ctx.app, ctx.database, { role: 'pseller', subscribed: true });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/classifieds',
      payload: CLASSIFIED,
      headers: seller.headers,
    });
    const listingId = placed.json().data.id as string;
    const fake = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    const honest = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    const overpayment =
      'I am abroad and buy without a visit. My agent pays by MoneyGram; refund the difference to BE71 0961 2345 6769.';
    const contact = (message: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/properties/${listingId}/contact`,
        payload: { name: 'Jan Peeters', email: 'jan.peeters@example.be', message },
        headers,
      });
    const answers = [
      await contact(overpayment, fake.headers),
      // Contact details are what the form is for; asking about the deposit is an honest question.
      await contact(
        'Can I pay the deposit before the viewing? Call me on 0470 12 34 56 or write to jan@example.be.',
        honest.headers,
      ),
      // A guest has no account a case could act on.
      await contact(overpayment),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    await ctx.app.trustSignals.idle();

    const staff = await signedInStaff(ctx.app, ctx.database);
    const queue = await ctx.app.inject({ method: 'GET', url: '/api/staff/cases?status=open', headers: staff.headers });
    const accounts = (queue.json() as Queue).data.items.filter((item) => item.target.kind === 'user');
    expect(accounts.map((item) => [item.target.userId, item.signals])).toEqual([[fake.user.id, ['payment_words']]]);
    const [signal] = await ctx.database.query<{
      evidence: { source: string; listingId: string; findings: { type: string }[] };
    }>(
      `SELECT sg.evidence FROM moderation_signals sg JOIN moderation_cases c ON c.id = sg.case_id WHERE c.user_id = $1`,
      [fake.user.id],
    );
    expect(signal!.evidence).toMatchObject({ source: 'contactMessage', listingId });
    expect(signal!.evidence.findings.map((f) => f.type).sort()).toEqual(['iban', 'transferService']);
  });
});
