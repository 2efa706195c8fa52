import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './app.ts';
import { createAccount, signIn } from './account-factories.ts';
import { createAgency, createAgent } from './marketplace-factories.ts';
import { signedInStaff } from './staff-session.ts';

/**
 * Decision 083: a signed-in visitor's request of an agent's or an agency's profile arrives drawn
 * by the server, with the answer the page asks for first (asked with their token); a guest's, or
 * one with a token that is not of a live session, carries nothing of the profile (spec 1 shows
 * profiles to signed-in visitors only).
 *
 * The web build's server renderer is stood in for by a module that writes what it was given,
 * so the test reads what the server handed it: the page's answer and the visitor.
 */
const root = mkdtempSync(join(tmpdir(), 'immora-signed-in-'));
const web = join(root, 'dist');
const INDEX =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Immora</title>\n  </head>\n  <body>\n    <div id="root"><div class="boot-shell"></div></div>\n    <noscript>JavaScript</noscript>\n  </body>\n</html>\n';
const RENDERER = `export async function renderFirstScreen(input) {
  return { html: '<pre id="drawn">' + JSON.stringify({ data: input.data, session: input.session ?? null }).replaceAll('<', '\\\\u003c') + '</pre>', width: input.phone ? 412 : 1366 };
}
`;

let ctx: TestContext;
const ids: Record<string, string> = {};
let token: string;
let buyerId: string;

beforeAll(async () => {
  mkdirSync(web, { recursive: true });
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(join(web, 'index.html'), INDEX);
  writeFileSync(join(root, 'dist-ssr', 'first-screen.js'), RENDERER);
  ctx = await createTestApp({ WEB_DIST: web });
  const { agency } = await createAgency(ctx.database, { name: 'Maison Delvaux' });
  ids.agency = agency.id;
  ids.agent = (await createAgent(ctx.database, { firstName: 'Lotte', lastName: 'Verhaegen', agencyId: agency.id })).id;
  const buyer = await createAccount(ctx.database, { role: 'buyer' });
  buyerId = buyer.id;
  token = await signIn(ctx.app, buyer.email);
});
afterAll(async () => {
  await ctx.close();
  rmSync(root, { recursive: true, force: true });
});

const cookies = (authToken: string) => `cookieConsent=1; authToken=${encodeURIComponent(authToken)}; role=buyer`;
const page = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie, 'user-agent': 'Mobile' } : {} });

/** What the stand-in renderer was given, read back from the drawn page; undefined when nothing was drawn. */
function drawn(html: string): { data: Record<string, unknown>; session: Record<string, unknown> | null } | undefined {
  const json = /<pre id="drawn">(.*?)<\/pre>/s.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe("a signed-in visitor's profile pages (decision 083)", () => {
  it("arrive drawn from the profile's answer, for the visitor whose session the server checked", async () => {
    for (const [address, api] of [
      [`/agent-single/${ids.agent}`, `/api/agents/${ids.agent}`],
      [`/agency-single/${ids.agency}`, `/api/agencies/${ids.agency}`],
    ] as const) {
      const res = await page(address, cookies(token));
      expect(res.statusCode).toBe(200);
      const answer = await ctx.app.inject({ method: 'GET', url: api });
      const screen = drawn(res.body);
      expect(screen?.data).toEqual(answer.json().data);
      expect(screen?.session).toEqual({ token, id: buyerId, role: 'buyer', isVerified: true });
      expect(res.body).toContain('<div id="root" data-first-screen="412">');
      // The answer the page primes its query with as it hydrates.
      expect(res.body).toContain(`<script type="application/json" id="first-page-data">{"url":"${api}"`);
      // Theirs alone: a shared cache must never hand it to another visitor.
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('carry nothing of the profile for a guest, a token of no live session, or a profile that is not there', async () => {
    const agent = `/agent-single/${ids.agent}`;
    const other = await createAccount(ctx.database, { role: 'buyer' });
    const ended = await signIn(ctx.app, other.email);
    await ctx.app.inject({ method: 'POST', url: '/api/users/logout', headers: { authorization: `Bearer ${ended}` } });
    for (const res of [
      await page(agent),
      await page(agent, cookies('abc.def.ghi')),
      await page(agent, cookies(ended)),
      await page('/agent-single/8f9e4b1c-0000-4000-8000-000000000000', cookies(token)),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('are not drawn for staff, whom the app sends to their own desk', async () => {
    const staff = await signedInStaff(ctx.app, ctx.database);
    const res = await page(`/agency-single/${ids.agency}`, `authToken=${encodeURIComponent(staff.token)}; role=staff`);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('are the only pages drawn for a signed-in visitor: a listing is not', async () => {
    const res = await page('/properties', cookies(token));
    expect(res.body).toBe(INDEX);
  });
});
