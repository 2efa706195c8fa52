import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_MESSAGES } from '@immora/shared/languages';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { bearer, createAccount, DEFAULT_PASSWORD, signIn, uniqueEmail } from '../../../test/account-factories.ts';
import { createProperty } from '../../../test/factories.ts';
import { outboxFor, tokenOfLink } from '../../../test/mail-outbox.ts';

/** Issue 12: the account's language is stored, changeable, and every e-mail to it is written in it. */
const PUBLIC_URL = 'https://immora.test';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
});
afterAll(() => ctx.close());

let clients = 0;
const nextIp = () => `10.12.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
const setLanguage = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PUT', url: '/api/users/me/language', payload: payload as object, headers });
const storedLanguage = async (email: string) =>
  (await ctx.database.query<{ language: string }>('SELECT language FROM users WHERE email = $1', [email]))[0]?.language;
const signupBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Camille',
  last_name: 'Dubois',
  email: uniqueEmail('signup'),
  password: DEFAULT_PASSWORD,
  phoneNumber: '0475918273',
  ...overrides,
});
const requestReset = async (email: string) => {
  expect((await post('/api/users/password-reset-request', { email })).statusCode).toBe(200);
  await ctx.app.accountMail.drain();
  return (await outboxFor(ctx.database, email)).filter((m) => m.kind === 'reset_password').at(-1)!;
};

describe('the language of an account', () => {
  it('is the interface language sent at sign-up, and the verification e-mail is written in it', async () => {
    const body = signupBody({ language: 'fr' });
    const res = await post('/api/users/signup', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.language).toBe('fr');
    expect(await storedLanguage(body.email)).toBe('fr');
    await ctx.app.accountMail.drain();
    const [mail] = await outboxFor(ctx.database, body.email);
    expect(mail).toMatchObject({ kind: 'verify_email', subject: 'Confirmez votre adresse e-mail pour Immora' });
    expect(mail!.text).toContain('Bonjour Camille,');
    expect(mail!.text).toContain(`Confirmer mon adresse e-mail\u00a0: ${PUBLIC_URL}/verify-email?token=`);
    expect(mail!.html).toContain('<html lang="fr">');
  });

  it('is English when the sign-up says none', async () => {
    const body = signupBody();
    expect((await post('/api/users/signup', body)).statusCode).toBe(201);
    expect(await storedLanguage(body.email)).toBe('en');
    await ctx.app.accountMail.drain();
    expect((await outboxFor(ctx.database, body.email))[0]!.subject).toBe('Verify your e-mail address for Immora');
  });

  it('refuses a language Immora does not offer at sign-up, with a clear message and no account', async () => {
    const body = signupBody({ language: 'de' });
    const res = await post('/api/users/signup', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ language: LANGUAGE_MESSAGES.invalid });
    expect(await storedLanguage(body.email)).toBeUndefined();
  });

  it('is changed by its owner through PUT /api/users/me/language, and GET /api/users/me shows it', async () => {
    const user = await createAccount(ctx.database);
    const headers = bearer(await signIn(ctx.app, user.email, DEFAULT_PASSWORD, nextIp()));
    const res = await setLanguage({ language: 'nl' }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, language: 'nl' });
    expect(await storedLanguage(user.email)).toBe('nl');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(me.json().data.language).toBe('nl');
  });

  it.each([[{ language: 'de' }], [{ language: 'FR' }], [{}], [{ language: 42 }]])(
    'refuses %j with 400 and keeps the stored language',
    async (payload) => {
      const user = await createAccount(ctx.database, { language: 'el' });
      const headers = bearer(await signIn(ctx.app, user.email, DEFAULT_PASSWORD, nextIp()));
      const res = await setLanguage(payload, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ language: LANGUAGE_MESSAGES.invalid });
      expect(await storedLanguage(user.email)).toBe('el');
    },
  );

  it('cannot be changed by a guest', async () => {
    expect((await setLanguage({ language: 'fr' })).statusCode).toBe(401);
  });

  it('is one of en, nl, fr and el in the database itself', async () => {
    await expect(
      ctx.database.query(
        "INSERT INTO users (role, email, first_name, last_name, language) VALUES ('buyer', $1, 'A', 'B', 'de')",
        [uniqueEmail('check')],
      ),
    ).rejects.toThrow(/users_language_known/);
  });
});

describe('e-mails in the reader’s language', () => {
  it('a French-speaking account gets its reset e-mail in French, with a link that works', async () => {
    const user = await createAccount(ctx.database, { language: 'fr', firstName: 'Amélie' });
    const mail = await requestReset(user.email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Immora');
    expect(mail.text).toContain('Bonjour Amélie,');
    expect(mail.text).toContain('votre mot de passe reste inchangé');
    const token = tokenOfLink(mail.text, PUBLIC_URL, '/reset-password');
    const reset = await post('/api/users/password-reset', { token, newPassword: 'Namur-Citadelle-9' });
    expect(reset.statusCode).toBe(200);
  });

  it('follows a change of language: the next reset e-mail is in the new one', async () => {
    const user = await createAccount(ctx.database, { language: 'fr' });
    const headers = bearer(await signIn(ctx.app, user.email, DEFAULT_PASSWORD, nextIp()));
    expect((await setLanguage({ language: 'el' }, headers)).statusCode).toBe(200);
    expect((await requestReset(user.email)).subject).toBe('Επαναφορά του κωδικού σας στην Immora');
    expect((await setLanguage({ language: 'nl' }, headers)).statusCode).toBe(200);
    expect((await requestReset(user.email)).subject).toBe('Stel je wachtwoord voor Immora opnieuw in');
  });

  it('a new verification link goes out in the account’s language', async () => {
    const user = await createAccount(ctx.database, { language: 'nl', isVerified: false, firstName: 'Wout' });
    expect((await post('/api/users/resend-verification-email', { email: user.email })).statusCode).toBe(200);
    await ctx.app.accountMail.drain();
    const [mail] = await outboxFor(ctx.database, user.email);
    expect(mail).toMatchObject({ kind: 'verify_email', subject: 'Bevestig je e-mailadres voor Immora' });
    expect(mail!.text).toContain('Hallo Wout,');
  });

  it('a contact request reaches the advertiser in the advertiser’s language, the visitor’s words as written', async () => {
    const owner = await createAccount(ctx.database, { role: 'pseller', language: 'fr' });
    const listing = await createProperty(ctx.database, owner.id, { title: 'Maison de maître à Namur', city: 'Namur' });
    const res = await post(`/api/properties/${listing.id}/contact`, {
      name: 'Sofie Janssens',
      email: 'sofie@example.be',
      message: 'Is een bezoek zaterdag mogelijk?',
    });
    expect(res.statusCode).toBe(201);
    const [mail] = (await outboxFor(ctx.database, owner.email)).filter((m) => m.kind === 'lead');
    expect(mail!.subject).toBe('Nouvelle demande\u00a0: Maison de maître à Namur');
    expect(mail!.text).toContain(
      'Sofie Janssens (sofie@example.be) vous écrit à propos de «\u00a0Maison de maître à Namur\u00a0»\u00a0:',
    );
    expect(mail!.text).toContain('Is een bezoek zaterdag mogelijk?');
  });
});
