import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** One operation of the API document, with the names of its query parameters and body fields. */
export type Operation = { operationId: string; method: string; path: string; query: string[]; bodyKeys: string[] };

/** OAuth and Stripe configured but pointing nowhere, so that their routes run their own checks. */
export const PROVIDERS_POINTING_NOWHERE = {
  GOOGLE_CLIENT_ID: 'access-matrix',
  GOOGLE_CLIENT_SECRET: 'access-matrix',
  MICROSOFT_CLIENT_ID: 'access-matrix',
  MICROSOFT_CLIENT_SECRET: 'access-matrix',
  STRIPE_SECRET_KEY: 'sk_test_access_matrix',
  STRIPE_WEBHOOK_SECRET: 'whsec_access_matrix',
  STRIPE_API_URL: 'http://127.0.0.1:9',
};

/** Who calls: a guest (no role) or a signed-in account of a role, with or without a subscription. */
export type Caller = {
  name: string;
  role: 'buyer' | 'pseller' | 'individual' | 'agency' | 'staff' | null;
  subscribed: boolean;
  headers: Record<string, string>;
  userId: string;
  /** Signed in at /crm-login: a session for the CRM area only. */
  crm?: boolean;
};

type DocumentOperation = {
  operationId: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
type Document = { paths: Record<string, Record<string, DocumentOperation>> };

/** Every operation the app serves, from its own OpenAPI document. */
export function apiOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as Document;
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      operationId: op.operationId,
      method: method.toUpperCase(),
      path,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodyKeys: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
}

/** A fresh client address for each call, so that no rate limit answers in the route's place. */
export const anyAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;

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
