import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { CONTACT_CSV_MESSAGES as CSV } from '@immora/shared/crm-contacts-csv';
import { CRM_MESSAGES as M } from '@immora/shared/crm-records';
import { PHONE_MESSAGES } from '@immora/shared/phone';
import { crmContacts } from '../../db/schema/crm.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { onPostgres } from '../../../test/database.ts';
import { signedInAgency } from '../../../test/agency-factories.ts';
import { signedInUser } from '../../../test/session.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const HEADER = 'First name,Last name,Email,Phone,Budget (EUR),Property types,Type';
const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';

const send = (step: 'preview' | 'import', headers: Headers, body: string | Buffer) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/crm/contacts/import${step === 'preview' ? '/preview' : ''}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: body,
  });
const exportCsv = (headers: Headers, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/crm/contacts/export${query}`, headers });
const listed = async (headers: Headers) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/crm/contacts?pageSize=100&sort=lastName&order=asc', headers }))
    .json()
    .data.items.map((c: { email: string }) => c.email);

const agent = async (agencyId: string | null = null) => {
  const user = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
  if (agencyId) await ctx.database.db.update(users).set({ agencyId }).where(eq(users.id, user.user.id));
  return user;
};
const addContact = (headers: Headers, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/crm/contacts',
    headers,
    payload: {
      firstName: 'Sofie',
      lastName: 'Maes',
      email: 'sofie.maes@example.be',
      phone: '0497654321',
      budget: 1_250_00,
      propertyTypes: ['apartments'],
      type: 'rent',
      ...body,
    },
  });

const MIXED = file(
  'Sofie,Maes,sofie.maes@example.be,0497654321,1250.50,apartments; loft,rent',
  'J,Peeters,not-an-email,123,abc,castles,lease',
  '',
  'Élodie,Dubois,ELODIE.DUBOIS@example.be,0471234567,"350000",Houses,Buy',
  'Nora,Vos,nora.vos@example.be,0478123456,,,sale',
);

describe('contacts CSV import', () => {
  it('previews without writing, then imports the good rows and reports the bad ones with row numbers and messages', async () => {
    const user = await agent();
    const preview = await send('preview', user.headers, MIXED);
    expect(preview.statusCode).toBe(200);
    const seen = preview.json().data;
    expect(seen.total).toBe(4);
    expect(seen.contacts).toEqual([
      {
        row: 2,
        contact: {
          firstName: 'Sofie',
          lastName: 'Maes',
          email: 'sofie.maes@example.be',
          phone: '0497654321',
          budget: 1_250_50,
          propertyTypes: ['apartments', 'loft'],
          type: 'rent',
        },
      },
      {
        row: 5,
        contact: expect.objectContaining({
          firstName: 'Élodie',
          email: 'elodie.dubois@example.be',
          budget: 350_000_00,
          propertyTypes: ['houses'],
          type: 'buy',
        }),
      },
    ]);
    expect(seen.problems).toEqual([
      {
        row: 3,
        name: 'J Peeters',
        errors: [
          { field: 'firstName', message: AUTH_MESSAGES.firstNameMin },
          { field: 'email', message: expect.any(String) },
          { field: 'phone', message: PHONE_MESSAGES.min },
          { field: 'budget', message: CSV.budgetFormat },
          { field: 'propertyTypes', message: M.propertyType },
          { field: 'type', message: M.contactType },
        ],
      },
      {
        row: 6,
        name: 'Nora Vos',
        errors: [
          { field: 'budget', message: M.budgetRequired },
          { field: 'propertyTypes', message: M.propertyTypeRequired },
        ],
      },
    ]);
    expect(await listed(user.headers)).toEqual([]);

    const imported = await send('import', user.headers, MIXED);
    expect(imported.statusCode).toBe(201);
    expect(imported.json().data).toEqual({ imported: 2, problems: seen.problems });
    expect(await listed(user.headers)).toEqual(['elodie.dubois@example.be', 'sofie.maes@example.be']);
  });

  it('leaves out e-mails the caller already sees and e-mails repeated in the file, and says so', async () => {
    const agency = await signedInAgency(ctx.app, ctx.database);
    const colleague = await agent(agency.agency.id);
    const importer = await agent(agency.agency.id);
    const stranger = await agent();
    expect((await addContact(colleague.headers, { email: 'sofie.maes@example.be' })).statusCode).toBe(201);
    expect((await addContact(stranger.headers, { email: 'nora.vos@example.be' })).statusCode).toBe(201);
    const csv = file(
      'Sofie,Maes,Sofie.Maes@example.be,0497654321,1250,apartments,rent',
      'Nora,Vos,nora.vos@example.be,0478123456,900,loft,rent',
      'Nora,Vos,NORA.VOS@example.be,0478123456,900,loft,rent',
    );
    const result = await send('import', importer.headers, csv);
    expect(result.statusCode).toBe(201);
    expect(result.json().data).toEqual({
      imported: 1,
      problems: [
        { row: 2, name: 'Sofie Maes', errors: [{ field: 'email', message: CSV.duplicateContact }] },
        { row: 4, name: 'Nora Vos', errors: [{ field: 'email', message: CSV.duplicateInFile }] },
      ],
    });
    // The new contact is the importer's, in the agency: the whole agency sees it.
    const [row] = await ctx.database.db.select().from(crmContacts).where(eq(crmContacts.ownerId, importer.user.id));
    expect(row).toMatchObject({ email: 'nora.vos@example.be', agencyId: agency.agency.id });
    expect((await listed(agency.headers)).sort()).toEqual(['nora.vos@example.be', 'sofie.maes@example.be']);
    expect(await listed(stranger.headers)).toEqual(['nora.vos@example.be']);
  });

  it("reads a spreadsheet's ';'-separated file, a BOM, other header spellings and blank rows", async () => {
    const user = await agent();
    const csv =
      '\uFEFFfirst_name;LAST NAME;e-mail;phone;budget;property type;type\n\n' +
      'Jan;Wouters;jan@example.be;0478123456;1 250,5;"apartments;Loft";RENT\n';
    const data = (await send('preview', user.headers, csv)).json().data;
    expect(data).toEqual({
      total: 1,
      contacts: [
        {
          row: 3,
          contact: {
            firstName: 'Jan',
            lastName: 'Wouters',
            email: 'jan@example.be',
            phone: '0478123456',
            budget: 1_250_50,
            propertyTypes: ['apartments', 'loft'],
            type: 'rent',
          },
        },
      ],
      problems: [],
    });
  });

  it('refuses a file it cannot read as a whole with a 4xx that says why, and writes nothing', async () => {
    const user = await agent();
    const cases: [string | Buffer, number, string][] = [
      ['', 400, CSV.empty],
      ['\uFEFF \r\n', 400, CSV.empty],
      [file(), 400, CSV.noRows],
      [
        'First name,Last name,Email,Phone,Budget,Types,Type,Notes\nA,B,c@d.be,0478123456,1,loft,rent,x\n',
        400,
        `${CSV.unknownColumns}: Types, Notes`,
      ],
      [
        'First name,Last name,Phone,Budget,Property types\nAn,Bo,0478123456,1,loft\n',
        400,
        `${CSV.missingColumns}: Email, Type`,
      ],
      [`${HEADER},Email\n`, 400, `${CSV.duplicateColumns}: Email`],
      [file('"Sofie,Maes,sofie@example.be,0497654321,1,loft,rent'), 400, CSV.malformed],
      [Buffer.from(`${HEADER}\nH\xe9l\xe8ne,Maes,h@example.be,0497654321,1,loft,rent\n`, 'latin1'), 400, CSV.notUtf8],
      [
        file(...Array.from({ length: 1001 }, (_, i) => `An,Bo,a${i}@example.be,0478123456,1,loft,rent`)),
        413,
        CSV.tooManyRows,
      ],
      [file('x'.repeat(1_048_577)), 413, CSV.tooLarge],
    ];
    for (const [body, status, message] of cases) {
      for (const step of ['preview', 'import'] as const) {
        const res = await send(step, user.headers, body);
        expect(res.statusCode, message).toBe(status);
        expect(res.json().error.message).toBe(message);
      }
    }
    const unknown = await send('preview', user.headers, 'Name,Email\nx,y\n');
    expect(unknown.json().error.fields).toMatchObject({ unknown: 'Name' });
    expect(await listed(user.headers)).toEqual([]);
  });

  it('marks a row with more values than the header', async () => {
    const user = await agent();
    const data = (await send('preview', user.headers, file('An,Bo,a@example.be,0478123456,1,loft,rent,extra'))).json()
      .data;
    expect(data.problems).toEqual([{ row: 2, name: 'An Bo', errors: [{ field: 'row', message: CSV.valueCount }] }]);
  });

  it('is for subscribed agents and agencies only (401 / 403)', async () => {
    const csv = file('An,Bo,a@example.be,0478123456,1,loft,rent');
    expect((await send('import', {}, csv)).statusCode).toBe(401);
    expect((await exportCsv({})).statusCode).toBe(401);
    const buyer = await signedInUser(ctx.app, ctx.database, { role: 'buyer', subscribed: true });
    const unpaid = await signedInUser(ctx.app, ctx.database, { role: 'individual' });
    for (const user of [buyer, unpaid]) {
      expect((await send('import', user.headers, csv)).statusCode).toBe(403);
      expect((await send('preview', user.headers, csv)).statusCode).toBe(403);
      expect((await exportCsv(user.headers)).statusCode).toBe(403);
    }
    expect(await ctx.database.db.select().from(crmContacts).where(eq(crmContacts.email, 'a@example.be'))).toEqual([]);
  });
});

describe('contacts CSV export', () => {
  it('exports what the caller sees, with the list’s search and filter, as UTF-8 with a BOM, formula-safe', async () => {
    const mine = await signedInAgency(ctx.app, ctx.database);
    const other = await signedInAgency(ctx.app, ctx.database, 'Leie Immo');
    await addContact(mine.headers, { firstName: '=HYPERLINK("x")', lastName: 'Dubois, "Jr"', email: 'a@example.be' });
    await addContact(mine.headers, { firstName: 'Zoë', lastName: 'Claes', email: 'z@example.be', type: 'buy' });
    await addContact(other.headers, { email: 'theirs@example.be' });

    const res = await exportCsv(mine.headers, '?sort=lastName&order=asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="contacts.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.rawPayload.toString('utf8').slice(1).split('\n').filter(Boolean)).toEqual([
      HEADER,
      'Zoë,Claes,z@example.be,0497654321,1250.00,apartments,buy',
      `"'=HYPERLINK(""x"")","Dubois, ""Jr""",a@example.be,0497654321,1250.00,apartments,rent`,
    ]);
    const rentOnly = (await exportCsv(mine.headers, '?type=rent&q=dubois')).body;
    expect(rentOnly).toContain('a@example.be');
    expect(rentOnly).not.toContain('z@example.be');
    expect((await exportCsv(other.headers)).body).not.toContain('a@example.be');
  });

  it('answers a search the database cannot hold (a NUL character) with a 400, not a broken file', async () => {
    const me = await agent();
    const res = await exportCsv(me.headers, '?q=%00');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('A value contains characters that are not allowed.');
  });

  it('round-trips: the exported file previews as the same contacts elsewhere, and as known ones at home', async () => {
    const owner = await agent();
    const contacts = [
      { firstName: '+Anna', lastName: 'Lambert', email: 'anna@example.be', propertyTypes: ['villa', 'office'] },
      { firstName: 'Émile', lastName: "D'Hondt", email: 'emile@example.be', budget: 99, type: 'sale' },
    ];
    for (const c of contacts) expect((await addContact(owner.headers, c)).statusCode).toBe(201);
    const exported = (await exportCsv(owner.headers, '?sort=lastName&order=asc')).body;

    const elsewhere = await agent();
    const preview = (await send('preview', elsewhere.headers, exported)).json().data;
    expect(preview.problems).toEqual([]);
    const stored = (
      await ctx.app.inject({ method: 'GET', url: '/api/crm/contacts?sort=lastName&order=asc', headers: owner.headers })
    )
      .json()
      .data.items.map(
        ({ firstName, lastName, email, phone, budget, propertyTypes, type }: Record<string, unknown>) => ({
          firstName,
          lastName,
          email,
          phone,
          budget,
          propertyTypes,
          type,
        }),
      );
    expect(preview.contacts.map((c: { contact: unknown }) => c.contact)).toEqual(stored);
    expect(stored[1]).toMatchObject({ firstName: '+Anna' });

    const home = (await send('preview', owner.headers, exported)).json().data;
    expect(home.contacts).toEqual([]);
    expect(home.problems.map((p: { errors: { message: string }[] }) => p.errors[0]!.message)).toEqual([
      CSV.duplicateContact,
      CSV.duplicateContact,
    ]);
  });
});

describe.skipIf(!onPostgres)('imports at once (PostgreSQL)', () => {
  it('two colleagues importing the same file at the same time add each contact once', async () => {
    const agency = await signedInAgency(ctx.app, ctx.database);
    const [a, b] = [await agent(agency.agency.id), await agent(agency.agency.id)];
    const csv = file(...Array.from({ length: 40 }, (_, i) => `An,Bo,same-${i}@example.be,0478123456,1,loft,rent`));
    const answers = await Promise.all([send('import', a.headers, csv), send('import', b.headers, csv)]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers.map((r) => r.json().data.imported).sort()).toEqual([0, 40]);
    expect((await listed(agency.headers)).length).toBe(40);
  });
});
