import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (Content-Security-Policy, HSTS, frame-ancestors…) on every answer.
 * The middleware is built once: @fastify/helmet built it anew for every request, parsing the
 * policy each time, which was about a twentieth of the API's CPU time per search
 * (docs/performance.md, session 18).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}
