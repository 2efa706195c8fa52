import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomTestApp } from '../../test/custom-app.ts';
import type { TestContext } from '../../test/app.ts';

type LogLine = { level: number; msg: string; err?: { stack?: string }; code?: string };
const ERROR_LEVEL = 50;

let ctx: TestContext;
let lines: LogLine[] = [];
let port: number;
beforeAll(async () => {
  ctx = await createCustomTestApp({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } },
    routes: (app) => {
      // Hidden from the OpenAPI document: a route of this test only.
      app.get('/api/test/crash', { schema: { hide: true } }, async () => {
        throw new Error('a bug');
      });
    },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());
beforeEach(() => {
  lines = [];
});

/**
 * Sends raw bytes and reads everything until the server closes the connection. The client's
 * side stays open: a client that half-closes gets its pending request aborted by Node (no
 * answer at all when the route awaits PostgreSQL, as /api/health does).
 */
const rawRequest = (bytes: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
const parse = (answer: string) => {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], head, body: JSON.parse(body) as unknown };
};

describe('expected 5xx answers are logged quietly', () => {
  it.each([
    ['GET', '/api/google/calendar/callback?code=abc&state=def', undefined],
    ['POST', '/api/auth/outlook/callback', { code: 'abc', state: 'def' }],
  ])('an unconfigured OAuth callback (%s %s) is 503 with an info line and no stack', async (method, url, payload) => {
    const res = await ctx.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
    expect(lines.filter((l) => l.level >= ERROR_LEVEL)).toEqual([]);
    expect(lines.some((l) => l.err?.stack)).toBe(false);
    expect(lines).toContainEqual(expect.objectContaining({ level: 30, code: 'SERVICE_UNAVAILABLE' }));
  });

  it('a real bug is still a 500 logged at error level with its stack', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    const errors = lines.filter((l) => l.level >= ERROR_LEVEL);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.err?.stack).toContain('a bug');
  });
});

describe('what Node’s HTTP parser refuses is answered in the API error shape', () => {
  it('headers larger than the server accepts get 431 HEADERS_TOO_LARGE as JSON', async () => {
    const answer = parse(
      await rawRequest(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.head.toLowerCase()).toContain('content-type: application/json');
    expect(answer.body).toEqual({
      success: false,
      error: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
    });
    expect(lines.filter((l) => l.level >= ERROR_LEVEL)).toEqual([]);
  });

  it('a request that is not HTTP gets 400 BAD_REQUEST as JSON', async () => {
    const answer = parse(await rawRequest('HELLO THERE\r\n\r\n'));
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body).toEqual({
      success: false,
      error: { code: 'BAD_REQUEST', message: 'The request is not valid HTTP.' },
    });
  });

  it('a normal request on the same server is answered as usual', async () => {
    const answer = parse(await rawRequest('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'));
    expect(answer.statusLine).toBe('HTTP/1.1 200 OK');
  });
});
