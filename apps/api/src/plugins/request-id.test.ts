import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { parseTrustProxy, proxyTrust } from '../lib/proxy-trust.ts';
import { createCustomTestApp } from '../../test/custom-app.ts';
import type { TestContext } from '../../test/app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NGINX_ID = 'f3a1c2d4e5b60718293a4b5c6d7e8f90';

/** The JSON lines the app logs, captured from its pino stream. */
function logLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

describe('request ids behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  let ctx: TestContext;
  const log = logLines();
  beforeAll(async () => {
    // inject() comes from 127.0.0.1, the address nginx reaches the node from on one machine.
    ctx = await createCustomTestApp({ env: { TRUST_PROXY: 'loopback' }, logger: log.logger });
  });
  afterAll(() => ctx.close());

  it("keeps the proxy's id, answers it, and every log line of the request carries it", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': NGINX_ID } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(NGINX_ID);
    const mine = log.lines.filter((line) => line.requestId === NGINX_ID);
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('gives a request without one a new UUID, also on an error answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/properties/not-a-uuid' });
    expect(res.statusCode).toBe(400);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(log.lines.filter((line) => line.requestId === id).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['spaces and quotes', 'x" injected="1'],
    ['a backslash escape', 'abc\\ndef'],
    ['two headers joined', 'abc, def'],
    ['empty', ''],
  ])('replaces an id that is %s', async (_what, incoming) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': incoming } });
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(log.lines.some((line) => line.requestId === incoming)).toBe(false);
  });

  it('takes the client address from the hop before the proxy, not from what the client wrote', async () => {
    const app = await createCustomTestApp({ env: { TRUST_PROXY: '1', SIGNUP_LIMIT: '1' }, database: ctx.database });
    try {
      // nginx appends the address it saw to whatever X-Forwarded-For the client sent.
      const signUp = (forwardedFor: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/users/signup',
          headers: { 'x-forwarded-for': forwardedFor },
          payload: {},
        });
      expect((await signUp('198.51.100.1, 203.0.113.9')).statusCode).toBe(400);
      // The same client, with another made-up address in front: still its one sign-up per window.
      expect((await signUp('198.51.100.2, 203.0.113.9')).statusCode).toBe(429);
      // Another client behind the same proxy has its own.
      expect((await signUp('203.0.113.10')).statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe('request ids without a trusted proxy (the default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createCustomTestApp();
  });
  afterAll(() => ctx.close());

  it("ignores a client's own X-Request-Id: ids in the log are the node's", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': NGINX_ID } });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});

describe('TRUST_PROXY', () => {
  it('reads false, true, a number of hops, or addresses and subnets', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 10.0.0.0/8, ::1 ,loopback')).toEqual(['10.0.0.0/8', '::1', 'loopback']);
  });

  it('trusts only the listed peers, IPv4 ones also when Node names them as IPv6', () => {
    const trust = proxyTrust(['10.0.0.0/8', 'loopback']);
    expect(trust('10.1.2.3', 0)).toBe(true);
    expect(trust('::ffff:127.0.0.1', 0)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('11.0.0.1', 0)).toBe(false);
    expect(trust('not an address', 0)).toBe(false);
    const oneHop = proxyTrust(1);
    expect([oneHop('198.51.100.1', 0), oneHop('198.51.100.1', 1)]).toEqual([true, false]);
  });

  it('refuses a value that is none of those at start-up, naming it', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33, nginx', DATA_DIR: '/tmp/immora-config-test' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'nginx', DATA_DIR: '/tmp/immora-config-test' })).toThrow(/nginx/);
  });
});
