import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createAccount, signupBody, uniqueEmail } from '../../../test/account-factories.ts';

/**
 * Issues 9 and 18: the answer must not tell, by its time, whether an address has an account.
 * Before the queue (decision 010) a known address cost 2–3× the work of an unknown one; sign-in
 * verifies a decoy hash for an unknown address, and sign-up does the same work for a taken
 * address as for a new one (decision 043).
 *
 * Requests for a known and an unknown address are sent in pairs, alternating which goes first,
 * after a warm-up; every address is fresh (under the per-address limit) and every request comes
 * from its own client (under the per-client limit). What is compared is the API process's CPU
 * time per request: on PGlite it holds the database's work too, and unlike wall time it does not
 * grow when other processes take the machine's cores. The median of the paired differences must
 * stay within 10 % of the median request. Wall times are reported alongside.
 */
const SAMPLES = 250;
const WARM_UP = 30;
const TOLERANCE = 0.1;
/** Pairs for the calls that run argon2. */
const ARGON_SAMPLES = 100;
const ARGON_WARM_UP = 10;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let clients = 0;
const nextIp = () => `10.6.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;

type Sample = { cpu: number; wall: number };

/** What a call sends for an address, and the status both kinds of address must get. */
type Call = { url: string; body: (email: string) => object; status: number };
const mailCall = (url: string): Call => ({ url, body: (email) => ({ email }), status: 200 });

async function measure(call: Call, email: string): Promise<Sample> {
  const cpuBefore = process.cpuUsage();
  const start = process.hrtime.bigint();
  const res = await ctx.app.inject({
    method: 'POST',
    url: call.url,
    payload: call.body(email),
    remoteAddress: nextIp(),
  });
  const wall = Number(process.hrtime.bigint() - start) / 1e6;
  const cpu = process.cpuUsage(cpuBefore);
  expect(res.statusCode, res.body).toBe(call.status);
  return { cpu: (cpu.user + cpu.system) / 1000, wall };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Interleaved pairs for the given accounts and as many fresh addresses without one. */
async function compare(call: Call, known: string[], warmUp = WARM_UP) {
  const pairs: { known: Sample; unknown: Sample }[] = [];
  for (let i = 0; i < known.length; i++) {
    // The same shape of address (the factory's '<role>-<8 hex>@example.be'), only without an account.
    const ghost = uniqueEmail(known[i]!.split('-')[0]);
    let k: Sample, u: Sample;
    if (i % 2) {
      k = await measure(call, known[i]!);
      u = await measure(call, ghost);
    } else {
      u = await measure(call, ghost);
      k = await measure(call, known[i]!);
    }
    if (i >= warmUp) pairs.push({ known: k, unknown: u });
  }
  const of = (key: keyof Sample) => ({
    known: median(pairs.map((p) => p.known[key])),
    unknown: median(pairs.map((p) => p.unknown[key])),
    difference: median(pairs.map((p) => p.known[key] - p.unknown[key])),
  });
  return { cpu: of('cpu'), wall: of('wall') };
}

const accounts = async (isVerified: boolean, count = SAMPLES + WARM_UP) => {
  const emails: string[] = [];
  for (let i = 0; i < count; i++) emails.push((await createAccount(ctx.database, { isVerified })).email);
  return emails;
};

function expectAlike(m: Awaited<ReturnType<typeof compare>>) {
  const relative = Math.abs(m.cpu.difference) / Math.min(m.cpu.known, m.cpu.unknown);
  expect(relative, `medians in ms: ${JSON.stringify(m)}`).toBeLessThan(TOLERANCE);
}

describe('known and unknown addresses are answered after the same work', () => {
  it('POST /api/users/password-reset-request', async () => {
    expectAlike(await compare(mailCall('/api/users/password-reset-request'), await accounts(true)));
  }, 60_000);

  it('POST /api/users/resend-verification-email (an unverified account against none)', async () => {
    expectAlike(await compare(mailCall('/api/users/resend-verification-email'), await accounts(false)));
  }, 60_000);

  // Each of these hashes or verifies a password (argon2, tens of ms), which dwarfs the noise:
  // fewer pairs measure it as well.
  it('POST /api/users/login (a wrong password for an account against an unknown address: 401 both)', async () => {
    const login: Call = {
      url: '/api/users/login',
      body: (email) => ({ email, password: 'Not-the-password-9' }),
      status: 401,
    };
    expectAlike(await compare(login, await accounts(true, ARGON_SAMPLES + ARGON_WARM_UP), ARGON_WARM_UP));
  }, 120_000);

  it('POST /api/users/signup (an address with an account against a new one: 201 both)', async () => {
    const signup: Call = {
      url: '/api/users/signup',
      body: (email) => signupBody({ email }),
      status: 201,
    };
    expectAlike(await compare(signup, await accounts(true, ARGON_SAMPLES + ARGON_WARM_UP), ARGON_WARM_UP));
  }, 120_000);
});
