import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../../db/paths.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { signedInUser } from '../../../test/session.ts';
import { asGuard } from '../authenticate.ts';
import { errorStatuses, routeContractCheck, securityOf } from './route-contract.ts';
import { operationPrefix, OPENAPI_TAGS } from './tags.ts';

type Operation = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string }; example?: unknown }> }>;
};
type Document = { tags: { name: string; description: string }[]; paths: Record<string, Record<string, Operation>> };

let ctx: TestContext;
let operations: (Operation & { where: string })[];
beforeAll(async () => {
  ctx = await createTestApp();
  const doc = ctx.app.swagger() as unknown as Document;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ ...op, where: `${method.toUpperCase()} ${path}` })),
  );
});
afterAll(() => ctx.close());

const statuses = (op: Operation) => Object.keys(op.responses);
const ERROR_REF = '#/components/schemas/ApiError';

describe('every operation of the document is complete', () => {
  it('has a unique operationId <tag>.<verb>, a documented tag and a summary', () => {
    const doc = ctx.app.swagger() as unknown as Document;
    expect(doc.tags.map((t) => t.name)).toEqual(OPENAPI_TAGS.map((t) => t.name));
    expect(doc.tags.every((t) => t.description.length > 0)).toBe(true);
    for (const op of operations) {
      expect(op.operationId, op.where).toMatch(new RegExp(`^${operationPrefix(op.tags![0]!)}\\.[a-z][a-zA-Z0-9]*$`));
      expect(op.summary, op.where).toBeTruthy();
    }
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
    expect(JSON.stringify(doc)).not.toContain('Default Response');
    expect(operations.length).toBeGreaterThanOrEqual(62);
  });

  it('states its security and answers every error in the one ApiError shape, with an example', () => {
    for (const op of operations) {
      expect(Array.isArray(op.security), op.where).toBe(true);
      const errors = statuses(op).filter((s) => s === 'default' || Number(s) >= 400);
      expect(errors, op.where).toContain('default');
      for (const status of errors) {
        const body = op.responses[status]!.content!['application/json']!;
        expect(body.schema, `${op.where} ${status}`).toEqual({ $ref: ERROR_REF });
        if (status !== 'default') expect(body.example, `${op.where} ${status}`).toMatchObject({ success: false });
      }
    }
  });

  it('lists the answers its guards, inputs and limits imply', () => {
    for (const op of operations) {
      const has = statuses(op);
      if (op.security?.some((s) => 'bearerAuth' in s) && !op.security.some((s) => !Object.keys(s).length))
        expect(has, op.where).toEqual(expect.arrayContaining(['401', '403']));
      if (op.parameters?.length || op.requestBody) expect(has, op.where).toContain('400');
      if (op.requestBody) expect(has, op.where).toEqual(expect.arrayContaining(['413', '415']));
    }
    const byId = (id: string) => operations.find((op) => op.operationId === id)!;
    expect(statuses(byId('newsletter.subscribe'))).toEqual(expect.arrayContaining(['400', '409', '413', '415', '429']));
    expect(byId('listings.publish').security).toEqual([{ bearerAuth: [] }]);
    expect(byId('auctions.get').security).toEqual([{}, { bearerAuth: [] }]);
    expect(byId('search.listings').security).toEqual([]);
  });

  it('has a 4xx answer unless it takes no input and needs no session (the lint exceptions say which)', () => {
    const without4xx = operations.filter((op) => !statuses(op).some((s) => /^4\d\d$/.test(s)));
    for (const op of without4xx) {
      expect(op.parameters ?? [], op.where).toEqual([]);
      expect(op.requestBody, op.where).toBeUndefined();
      expect(op.security, op.where).toEqual([]);
    }
    const ignoreFile = readFileSync(join(apiRoot(), '..', '..', '.redocly.lint-ignore.yaml'), 'utf8');
    const ignored = [...ignoreFile.matchAll(/'#\/paths\/(.+)\/(get|post|put|patch|delete)\/responses'/g)].map(
      ([, path, method]) => `${method!.toUpperCase()} ${path!.replaceAll('~1', '/')}`,
    );
    expect(ignored.sort()).toEqual(without4xx.map((op) => op.where).sort());
  });
});

describe('what the routes answer is what the document lists', () => {
  it('a guest and a signed-in agent sending wrong ids and bodies get a listed status, in the ApiError shape', async () => {
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    const unlisted: string[] = [];
    // Signing out last, so the other calls keep their session.
    const ordered = [...operations].sort((a, b) => Number(/logout/.test(a.where)) - Number(/logout/.test(b.where)));
    for (const op of ordered) {
      const [method, path] = op.where.split(' ') as [string, string];
      const hasBody = method !== 'GET' && method !== 'DELETE';
      for (const [who, headers, id, payload] of [
        ['guest', {}, 'not-an-id', { x: 1 }],
        ['agent', agent.headers, 'not-an-id', { x: 1 }],
        ['agent', agent.headers, '7d0c2f4e-3b1a-4c5d-9e8f-0a1b2c3d4e5f', {}],
      ] as const) {
        const url = path.replace(/\{[^}]+\}/g, id);
        const res = await ctx.app.inject({ method: method as 'GET', url, headers, ...(hasBody ? { payload } : {}) });
        if (res.statusCode < 400) continue;
        expect(res.json(), `${op.where} ${res.statusCode}`).toMatchObject({
          success: false,
          error: { code: expect.any(String) },
        });
        if (!(String(res.statusCode) in op.responses)) unlisted.push(`${op.where} (${who}, ${id}): ${res.statusCode}`);
      }
    }
    expect(unlisted).toEqual([]);
  });
});

describe('the contract is derived from the route', () => {
  const guard = asGuard(async () => undefined);
  const optional = asGuard(async () => undefined, 'optional');

  it('security and 401/403 come from the guards among its onRequest hooks', () => {
    expect(securityOf({ onRequest: [async () => undefined, guard] })).toEqual([{ bearerAuth: [] }]);
    expect(securityOf({ onRequest: optional })).toEqual([{}, { bearerAuth: [] }]);
    expect(securityOf({ onRequest: async () => undefined })).toEqual([]);
    expect(errorStatuses({ onRequest: guard }, {})).toEqual([401, 403]);
    expect(errorStatuses({ onRequest: optional }, {})).toEqual([]);
  });

  it('400 from its schemas, 413/415 from a body, 429 from a rate limit, plus what it declares', () => {
    const config = { rateLimit: { max: 1, timeWindow: 1000 } };
    expect(errorStatuses({}, { params: {} })).toEqual([400]);
    expect(errorStatuses({ config }, { body: {}, response: { 200: {}, 409: {} } })).toEqual([400, 409, 413, 415, 429]);
  });
});

describe('an incomplete route stops the app from building', () => {
  async function build(schema: FastifySchema & Record<string, unknown>, url = '/api/things') {
    const app = Fastify();
    app.addHook('onRoute', routeContractCheck());
    try {
      app.get('/api/other', { schema: { operationId: 'health.other', tags: ['health'], summary: 'Other' } }, () => 'x');
      app.get(url, { schema }, () => 'x');
      await app.ready();
    } finally {
      await app.close();
    }
  }
  const complete = { operationId: 'health.things', tags: ['health'], summary: 'Things' };

  it('builds with operationId, tag and summary', async () => {
    await expect(build(complete)).resolves.toBeUndefined();
    await expect(build({ ...complete, security: [] })).resolves.toBeUndefined();
    await expect(build({ hide: true })).resolves.toBeUndefined();
    await expect(build({}, '/uploads/x')).resolves.toBeUndefined();
  });

  it.each([
    ['no operationId', { ...complete, operationId: undefined }, /operationId must be 'health.<verb>'/],
    ['an operationId of another tag', { ...complete, operationId: 'search.things' }, /operationId/],
    [
      'an operationId used twice',
      { ...complete, operationId: 'health.other' },
      /health.other is also GET \/api\/other/,
    ],
    ['no tag', { ...complete, tags: undefined }, /tags must start with one of OPENAPI_TAGS/],
    ['an unknown tag', { ...complete, tags: ['misc'] }, /tags must start with one of OPENAPI_TAGS \(got misc\)/],
    ['no summary', { ...complete, summary: undefined }, /a summary is missing/],
    ['security that its guards do not give', { ...complete, security: [{ bearerAuth: [] }] }, /is not what its guards/],
  ])('fails with %s', async (_name, schema, message) => {
    await expect(build(schema)).rejects.toThrow(message);
  });
});
