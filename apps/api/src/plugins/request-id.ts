import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance } from 'fastify';
import type { TrustFn } from '../lib/proxy-trust.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may look like: nginx's `$request_id` (32 hex digits), a UUID, a load
 * balancer's trace id. Anything else (too long, spaces, quotes, newlines, two headers joined by
 * Node with ', ') could forge or break log lines, and is replaced.
 */
const SANE_ID = /^[\w.:=+/-]{1,128}$/;

/**
 * Fastify's request-id options (decision 042): a trusted proxy's `X-Request-Id` is kept when it is
 * sane, so the proxy's access log and ours share one id; otherwise, and for any client that is not
 * a trusted proxy, a new UUID. `requestId` labels every log line of the request.
 */
export function requestIdOptions(trusted: TrustFn) {
  return {
    // Off: Fastify would take the header as it comes; genReqId checks it first.
    requestIdHeader: false as const,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: (req: IncomingMessage) => {
      const incoming = req.headers[REQUEST_ID_HEADER];
      const peer = req.socket?.remoteAddress;
      if (typeof incoming === 'string' && SANE_ID.test(incoming) && peer !== undefined && trusted(peer, 0))
        return incoming;
      return randomUUID();
    },
  };
}

/** Every answer names its request's id, errors included, so a user's report leads to the log lines. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
