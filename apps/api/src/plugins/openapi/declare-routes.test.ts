import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fails, ok } from '../../lib/reply.ts';
import { asGuard } from '../authenticate.ts';
import { declareRoutes } from './declare-routes.ts';
import { routeContractCheck } from './route-contract.ts';

const guard = asGuard(async () => undefined);
const params = z.object({ id: z.uuid() });
const answer = ok(z.object({ id: z.string() }));

/** Builds an app with the route contract check, declares its routes under /api and keeps what Fastify was given. */
async function build(declare: (route: ReturnType<typeof declareRoutes>) => void) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const seen: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void seen.push(route));
  app.addHook('onRoute', routeContractCheck());
  try {
    await app.register(async (api) => declare(declareRoutes(api)), { prefix: '/api' });
    await app.ready();
  } finally {
    await app.close();
  }
  return seen.filter((route) => route.method !== 'HEAD');
}

describe('declareRoutes', () => {
  it('gives Fastify the options the route used to write out: operationId, tag from the id, fails, guards, config', async () => {
    const handler = async () => ({ success: true as const, data: { id: 'x' } });
    const [route] = await build((route) =>
      route.patch(
        '/saved-searches/:id',
        {
          id: 'savedSearches.rename',
          summary: 'Rename one of my saved searches',
          guard: [guard],
          params,
          response: { 200: answer },
          fails: [404, 409],
          config: { noStore: true },
        },
        handler,
      ),
    );
    expect(route).toMatchObject({
      method: 'PATCH',
      url: '/api/saved-searches/:id',
      onRequest: [guard],
      config: { noStore: true },
      handler,
      schema: {
        operationId: 'savedSearches.rename',
        tags: ['saved-searches'],
        summary: 'Rename one of my saved searches',
        params,
        response: { 200: answer, ...fails(404, 409) },
      },
    });
    expect(Object.keys(route!.schema!)).toEqual(['operationId', 'tags', 'summary', 'params', 'response']);
  });

  it('leaves out what a route does not declare (no guard, no inputs, no answers)', async () => {
    const [route] = await build((route) =>
      route.get('/health/things', { id: 'health.things', summary: 'Things' }, async () => 'x'),
    );
    expect(route!.onRequest).toBeUndefined();
    expect(Object.entries(route!.schema!)).toEqual([
      ['operationId', 'health.things'],
      ['tags', ['health']],
      ['summary', 'Things'],
    ]);
  });

  it.each([
    ['no summary', { id: 'health.things' }, /GET \/api\/things is not documented: a summary is missing/],
    ['no id', { summary: 'Things' }, /operationId must be/],
    [
      'an id of no known tag',
      { id: 'misc.things', summary: 'Things' },
      /tags must start with one of OPENAPI_TAGS \(got misc\)/,
    ],
  ])(
    'a declaration with %s stops the app at start, as a route written out would',
    async (_name, declaration, error) => {
      const incomplete = declaration as { id: string; summary: string };
      await expect(build((route) => route.get('/things', incomplete, async () => 'x'))).rejects.toThrow(error);
    },
  );
});
