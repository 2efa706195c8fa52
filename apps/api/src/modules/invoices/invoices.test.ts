import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '@immora/shared/invoices';
import { agencies } from '../../db/schema/agencies.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createPlan } from '../../../test/account-factories.ts';
import { signedIn } from '../../../test/billing-factories.ts';
import { confirmPaidOrder } from '../checkout/payment-confirmation.ts';

let ctx: TestContext;
let plan: { id: string };

beforeAll(async () => {
  ctx = await createTestApp();
  plan = await createPlan(ctx.database, { name: 'Agency Basic', monthlyPriceCents: 14_999, credits: 50 });
});
afterAll(() => ctx.close());

type Caller = Awaited<ReturnType<typeof signedIn>>;

/** An agency with a company and VAT number. */
async function agencyWithCompany() {
  const agency = await signedIn(ctx.app, ctx.database, 'agency');
  await ctx.database.db.insert(agencies).values({
    ownerId: agency.user.id,
    name: 'Immo Zuid',
    email: 'info@immozuid.be',
    phone: '0475111222',
    address: 'Kouter 1, 9000 Gent',
    vatNumber: 'BE0123456749',
  });
  return agency;
}

/** Checks out `quantity` of the plan and pays it (test provider); answers the invoice id. */
async function buy(who: Caller, quantity = 1, now?: Date) {
  const { body } = await who.call('POST', '/api/checkout', {
    billing: 'month',
    items: [{ planId: plan.id, quantity }],
  });
  const orderId = body.data.orderId as string;
  if (now) await confirmPaidOrder(ctx.database.db, { orderId, provider: 'test', providerRef: orderId, now });
  else await who.call('POST', `/api/checkout/test/${orderId}`, { outcome: 'succeed' });
  return (await who.call('GET', `/api/checkout/orders/${orderId}`)).body.data.invoiceId as string;
}

const pdfText = async (payload: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true })).text;

describe('invoices', () => {
  it('one per paid order: sequential number of the year, lines, 21 % VAT inside the total, the VAT number', async () => {
    const agency = await agencyWithCompany();
    const first = await buy(agency, 2);
    const second = await buy(agency, 1);
    const a = (await agency.call('GET', `/api/invoices/${first}`)).body.data;
    const b = (await agency.call('GET', `/api/invoices/${second}`)).body.data;
    const year = new Date().getUTCFullYear();
    expect(a.number).toMatch(new RegExp(`^${year}-\\d{6}$`));
    expect(Number(b.number.slice(5))).toBe(Number(a.number.slice(5)) + 1);
    expect(a).toMatchObject({
      status: 'paid',
      totalAmount: 299.98,
      net: 247.92,
      vat: 52.06,
      vatRate: 21,
      remainingCredits: 100,
      customer: {
        name: 'Lotte Peeters',
        company: 'Immo Zuid',
        vatNumber: 'BE0123.456.749',
        address: 'Kouter 1, 9000 Gent',
      },
      lines: [{ description: 'Agency Basic', planDuration: 'month', price: 149.99, quantity: 2, total: 299.98 }],
    });
    expect(b.remainingCredits).toBe(150);
  });

  it('numbers are gap-free per year and start again at 1 in a new year', async () => {
    const agency = await signedIn(ctx.app, ctx.database, 'agency');
    const nextYear = new Date(Date.UTC(new Date().getUTCFullYear() + 3, 0, 2));
    const ids = [await buy(agency, 1, nextYear), await buy(agency, 1, nextYear), await buy(agency, 1, nextYear)];
    const numbers = [];
    for (const id of ids) numbers.push((await agency.call('GET', `/api/invoices/${id}`)).body.data.number);
    const y = nextYear.getUTCFullYear();
    expect(numbers).toEqual([`${y}-000001`, `${y}-000002`, `${y}-000003`]);
  });

  it('lists mine only, filtered by month', async () => {
    const agency = await signedIn(ctx.app, ctx.database, 'agency');
    const other = await signedIn(ctx.app, ctx.database, 'agency');
    await buy(other);
    const june = new Date(Date.UTC(2025, 5, 15, 10));
    const march = new Date(Date.UTC(2025, 2, 10, 10));
    const juneId = await buy(agency, 1, june);
    await buy(agency, 1, march);
    const all = (await agency.call('GET', '/api/invoices')).body.data;
    expect(all.total).toBe(2);
    const filtered = (await agency.call('GET', '/api/invoices?month=2025-06')).body.data;
    expect(filtered.items.map((i: { id: string }) => i.id)).toEqual([juneId]);
    expect((await agency.call('GET', '/api/invoices?month=2025-13')).body.error.message).toBe(INVOICE_MESSAGES.month);
  });

  it('a paid invoice reads as completed once its period has ended', async () => {
    const agency = await signedIn(ctx.app, ctx.database, 'agency');
    const id = await buy(agency, 1, new Date(Date.UTC(2024, 0, 5)));
    expect((await agency.call('GET', `/api/invoices/${id}`)).body.data.status).toBe('completed');
  });

  it("'Invoice not found' for an unknown id and for someone else's", async () => {
    const agency = await signedIn(ctx.app, ctx.database, 'agency');
    const stranger = await signedIn(ctx.app, ctx.database, 'agency');
    const id = await buy(agency);
    for (const url of [`/api/invoices/${id}`, `/api/invoices/${id}/pdf`, `/api/invoices/selection.pdf?ids=${id}`]) {
      const res = await stranger.call('GET', url);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(INVOICE_MESSAGES.notFound);
    }
    expect((await agency.call('GET', '/api/invoices/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('the PDF carries the number, the customer VAT number and the amounts as text', async () => {
    const agency = await agencyWithCompany();
    const id = await buy(agency, 2);
    const invoice = (await agency.call('GET', `/api/invoices/${id}`)).body.data;
    const { res } = await agency.call('GET', `/api/invoices/${id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoice.number}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Invoice ${invoice.number}`);
    expect(text).toContain('VAT number: BE0123.456.749');
    expect(text).toContain('€299.98');
    expect(text).toContain('€52.06');
  });

  it('the selection PDF has each selected invoice; the CSV has a row each', async () => {
    const agency = await signedIn(ctx.app, ctx.database, 'agency');
    const ids = [await buy(agency), await buy(agency, 3)];
    const numbers = (
      await ctx.database.db
        .select({ number: invoices.number })
        .from(invoices)
        .where(eq(invoices.userId, agency.user.id))
    ).map((r) => r.number);
    const pdf = await agency.call('GET', `/api/invoices/selection.pdf?ids=${ids.join(',')}`);
    const text = await pdfText(pdf.res.rawPayload);
    for (const number of numbers) expect(text).toContain(`Invoice ${number}`);
    const csv = await agency.call('GET', '/api/invoices/export');
    expect(csv.res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.res.payload
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Number,Date,Status,Customer,Company,VAT number,Lines,Net (EUR),VAT (EUR),Total (EUR),Remaining credits',
    );
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).toContain('3 x Agency Basic (month)');
    expect((await agency.call('GET', '/api/invoices/selection.pdf?ids=')).status).toBe(400);
  });
});
