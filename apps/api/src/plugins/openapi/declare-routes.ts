import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZApiError } from '@immora/shared/api';
import { fails as failAnswers, type ErrorStatus } from '../../lib/reply.ts';
import { operationPrefix, OPENAPI_TAGS } from './tags.ts';

/** 'savedSearches' → 'saved-searches': an operationId's first part names its tag. */
const TAG_OF_PREFIX = new Map<string, string>(OPENAPI_TAGS.map((tag) => [operationPrefix(tag.name), tag.name]));

/** The success answers a route declares and the error statuses of its own rules, as one `response`. */
type Answers<R, F extends ErrorStatus> = [F] extends [never]
  ? R
  : (R extends undefined ? unknown : R) & Record<F, typeof ZApiError>;

type Schema<P, Q, B, R, F extends ErrorStatus> = { params: P; querystring: Q; body: B; response: Answers<R, F> };

/**
 * What a route declares: its operation (`id` '<tag>.<verb>', `summary`, `description`), its guards
 * (`guard`: the onRequest hooks), its inputs (`params`, `querystring`, `body`, `consumes`), its
 * success answers (`response`) and the error statuses of its own rules (`fails`). Any other route
 * option (`config`, `validatorCompiler`…) is passed on as written.
 */
export type RouteDeclaration<P, Q, B, R, F extends ErrorStatus> = Omit<
  RouteShorthandOptions,
  'schema' | 'onRequest'
> & {
  /** The operationId, '<tag>.<verb>' (`listings.publish`); its first part gives the tag. */
  id: string;
  summary: string;
  description?: string;
  /** The route's onRequest hooks: its guards, so a guest gets 401 before anything is parsed. */
  guard?: RouteShorthandOptions['onRequest'];
  params?: P;
  querystring?: Q;
  body?: B;
  consumes?: string[];
  /** The success answers (`{ 200: ok(ZThing) }`); 400/401/403/413/415/429 are derived. */
  response?: R;
  /** The error statuses of the route's own rules (404, 409…), in the one error shape. */
  fails?: F[];
};

/** The handler, typed by the declaration's zod schemas as Fastify's own shorthand would type it. */
export type RouteHandler<P, Q, B, R, F extends ErrorStatus> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Schema<P, Q, B, R, F> & FastifySchema,
  ZodTypeProvider
>;

/**
 * The Fastify route options a declaration stands for: the schema the OpenAPI document and the
 * route contract read (`operationId`, `tags` from the id, `summary`, inputs, `response` with
 * `fails(...)`), the guards in `onRequest`, and the other options as written.
 */
export function routeOptions(
  method: HTTPMethods,
  url: string,
  declaration: RouteDeclaration<unknown, unknown, unknown, unknown, ErrorStatus>,
): Omit<RouteOptions, 'handler'> {
  const { id, summary, description, guard, params, querystring, body, consumes, response, fails, ...options } =
    declaration;
  const prefix = id?.split('.')[0];
  const answers = fails?.length ? { ...(response as object), ...failAnswers(...fails) } : response;
  const schema = Object.fromEntries(
    Object.entries({
      operationId: id,
      tags: prefix ? [TAG_OF_PREFIX.get(prefix) ?? prefix] : undefined,
      summary,
      description,
      params,
      querystring,
      body,
      consumes,
      response: answers,
    }).filter(([, value]) => value !== undefined),
  );
  return { method, url, ...(guard === undefined ? {} : { onRequest: guard }), ...options, schema };
}

type Method = <P = undefined, Q = undefined, B = undefined, R = undefined, F extends ErrorStatus = never>(
  url: string,
  declaration: RouteDeclaration<P, Q, B, R, F>,
  handler: RouteHandler<P, Q, B, R, F>,
) => void;

/**
 * A module's routes, declared (decision 058): `route.post('/properties/:id/publish', { id:
 * 'listings.publish', summary, guard, params, response: { 200: ok(ZEditableListing) }, fails: [404,
 * 409] }, handler)`. The tag comes from the id, so the two cannot disagree; the route contract
 * (route-contract.ts) still checks every route at start.
 */
export function declareRoutes(app: FastifyInstance): Record<'get' | 'post' | 'put' | 'patch' | 'delete', Method> {
  const method =
    (verb: HTTPMethods): Method =>
    (url, declaration, handler) => {
      app.route({
        ...routeOptions(verb, url, declaration as RouteDeclaration<unknown, unknown, unknown, unknown, ErrorStatus>),
        handler: handler as RouteOptions['handler'],
      });
    };
  return {
    get: method('GET'),
    post: method('POST'),
    put: method('PUT'),
    patch: method('PATCH'),
    delete: method('DELETE'),
  };
}
