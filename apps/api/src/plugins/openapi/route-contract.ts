import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { guardOf } from '../authenticate.ts';
import { ERROR_ANSWERS } from './error-answers.ts';
import { operationPrefix, OPENAPI_TAGS } from './tags.ts';

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };
const SUCCESS_ANSWERS: Record<string, string> = {
  200: 'Done: `{ success: true, data }`.',
  201: 'Created: `{ success: true, data }` with what was created.',
  202: 'Accepted: `{ success: true, data }` with what was queued; the work is done in the background.',
};
const DEFAULT_ANSWER = 'Any other failure, in the same shape (500 when something failed on our side).';
const KNOWN_TAGS = new Set<string>(OPENAPI_TAGS.map((tag) => tag.name));
const OPERATION_ID = /^[a-z][a-zA-Z]*\.[a-z][a-zA-Z0-9]*$/;

type RouteSchema = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: unknown;
  hide?: boolean;
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  headers?: unknown;
  response?: Record<string, unknown>;
};

/** The error statuses a route can answer with: its declared ones plus those its options imply. */
export function errorStatuses(route: Pick<RouteOptions, 'onRequest' | 'config'>, schema: RouteSchema): number[] {
  const statuses = new Set(
    Object.keys(schema.response ?? {})
      .map(Number)
      .filter((status) => status >= 400),
  );
  if (guardOf(route.onRequest) === 'required') [401, 403].forEach((s) => statuses.add(s));
  if (schema.body || schema.querystring || schema.params || schema.headers) statuses.add(400);
  if (schema.body) [413, 415].forEach((s) => statuses.add(s));
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.add(429);
  return [...statuses].sort();
}

/** `security` as the route's guards say: bearer required, bearer optional, or none. */
export function securityOf(route: Pick<RouteOptions, 'onRequest'>) {
  const guard = guardOf(route.onRequest);
  if (guard === 'required') return [{ bearerAuth: [] }];
  if (guard === 'optional') return [{}, { bearerAuth: [] }];
  return [];
}

/**
 * @fastify/swagger's per-route transform: the zod schemas become JSON schema
 * (fastify-type-provider-zod), then `security` and every error answer (the one ApiError schema
 * with an example) are added from what the route declares and uses.
 */
export const contractTransform: SwaggerTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const schema = transformed.schema as RouteSchema | undefined;
  if (!schema || schema.hide) return transformed;
  const url = transformed.url;
  const response: Record<string, unknown> = { ...schema.response };
  for (const [status, answer] of Object.entries(response) as [string, { description?: string }][])
    if (SUCCESS_ANSWERS[status] && !answer.description)
      response[status] = { ...answer, 'x-response-description': SUCCESS_ANSWERS[status] };
  for (const status of errorStatuses(document.route, document.schema as RouteSchema)) {
    const { description, example } = ERROR_ANSWERS[status] ?? ERROR_ANSWERS[400]!;
    response[status] = { description, content: { 'application/json': { schema: ERROR_REF, example } } };
  }
  response.default = { description: DEFAULT_ANSWER, content: { 'application/json': { schema: ERROR_REF } } };
  return { schema: { ...schema, security: securityOf(document.route), response } as FastifySchema, url };
};

/**
 * onRoute check: every documented /api route names a known tag, an operationId of the form
 * '<tag>.<verb>' used once, and a summary; security is derived (one written by hand must agree). An
 * incomplete route stops the app from building, so no test and no server starts with one.
 */
export function routeContractCheck() {
  const seen = new Map<string, string>();
  return (route: RouteOptions) => {
    const schema = route.schema as RouteSchema | undefined;
    if (!route.url.startsWith('/api/') || schema?.hide || route.method === 'HEAD') return;
    const where = `${String(route.method)} ${route.url}`;
    const problems: string[] = [];
    const [tag] = schema?.tags ?? [];
    if (!tag || !KNOWN_TAGS.has(tag)) problems.push(`tags must start with one of OPENAPI_TAGS (got ${tag})`);
    const id = schema?.operationId;
    if (!id || !OPERATION_ID.test(id) || (tag && !id.startsWith(`${operationPrefix(tag)}.`)))
      problems.push(`operationId must be '${operationPrefix(tag ?? 'module')}.<verb>' (got ${id})`);
    else if (seen.has(id) && seen.get(id) !== where) problems.push(`operationId ${id} is also ${seen.get(id)}`);
    if (!schema?.summary) problems.push('a summary is missing');
    // Derived from the guards; one written by hand (needless) must at least say the same.
    if (schema?.security && JSON.stringify(schema.security) !== JSON.stringify(securityOf(route)))
      problems.push(`security ${JSON.stringify(schema.security)} is not what its guards (onRequest) say`);
    if (problems.length) throw new Error(`The route ${where} is not documented: ${problems.join('; ')}`);
    seen.set(id!, where);
  };
}
