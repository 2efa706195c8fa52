import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** One operation of the API document. */
export type Operation = { operationId: string; method: string; path: string };

/** Who calls: a guest (no role) or a signed-in account of a role, with or without a subscription. */
export type Caller = {
  name: string;
  role: 'buyer' | 'pseller' | 'individual' | 'agency' | null;
  subscribed: boolean;
  headers: Record<string, string>;
  userId: string;
};

type Document = { paths: Record<string, Record<string, { operationId: string }>> };

/** Every operation the app serves, from its own OpenAPI document. */
export function apiOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as Document;
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      operationId: op.operationId,
      method: method.toUpperCase(),
      path,
    })),
  );
}

/** A fresh client address for each call, so that no rate limit answers in the route's place. */
const anyAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;

/**
 * Calls `op` as `caller`, with `ids` in its path (an unknown id for any other parameter; the
 * caller's own id for `{userId}`) and `body` (empty unless given) when it takes one.
 */
export async function callAs(
  app: FastifyInstance,
  op: Operation,
  caller: Caller,
  ids: Record<string, string> = {},
  body: unknown = {},
): Promise<number> {
  const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(ids[name] ?? (name === 'userId' ? caller.userId : randomUUID())),
  );
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE' && op.method !== 'HEAD';
  const res = await app.inject({
    method: op.method as 'GET',
    url,
    headers: caller.headers,
    remoteAddress: anyAddress(),
    ...(hasBody ? { payload: body as object } : {}),
  });
  return res.statusCode;
}
