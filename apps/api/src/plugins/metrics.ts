import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@immora/shared/api';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { noMetrics } from '../lib/metrics/metrics.ts';
import { queueBacklog } from '../lib/metrics/queue-backlog.ts';
import { createMetricsRegistry, type MetricsRegistry } from '../lib/metrics/registry.ts';
import { addScrapeGauges } from '../lib/metrics/scrape-gauges.ts';

export const METRICS_PATH = '/metrics';
const TOKEN_NEEDED = 'GET /metrics needs the metrics token: Authorization: Bearer <METRICS_TOKEN>.';
const COUNTED = Symbol('in flight');

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `authorization` carries the token, compared in constant time (digests of equal length). */
function bearerCheck(token: string | undefined) {
  const expected = token ? digest(token) : null;
  return (authorization: string | undefined) => {
    if (!expected) return true;
    const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    return timingSafeEqual(digest(given ?? ''), expected) && given !== undefined;
  };
}

/** Every answered request in the duration histogram, by its route's pattern; requests in flight. */
function recordRequests(app: FastifyInstance, m: MetricsRegistry) {
  type Counted = { [COUNTED]?: boolean };
  const ended = (request: Counted) => {
    if (!request[COUNTED]) return;
    request[COUNTED] = false;
    m.inFlight.dec();
  };
  // Callback hooks: no promise per request on the hot path.
  app.addHook('onRequest', (request, _reply, done) => {
    (request as Counted)[COUNTED] = true;
    m.inFlight.inc();
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    ended(request as Counted);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    ended(request as Counted);
    m.request(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/** GET /metrics on its own port, on 127.0.0.1 only (METRICS_PORT). */
function serveOnPort(app: FastifyInstance, port: number, answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(answer);
  app.decorate('metricsServer', server);
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

/**
 * The Prometheus endpoint (decision 060). Off unless METRICS_TOKEN or METRICS_PORT is set: then
 * app.metrics is a do-nothing recorder and no hook runs. With METRICS_PORT it is served on that
 * port of 127.0.0.1 and nowhere else; otherwise at /metrics on the API's port. METRICS_TOKEN,
 * when set, is required as a bearer token wherever it is served.
 */
export function registerMetrics(app: FastifyInstance, config: Config, database: Database) {
  if (!config.METRICS_TOKEN && config.METRICS_PORT === undefined) {
    app.decorate('metrics', noMetrics);
    app.decorate('metricsServer', null);
    return;
  }
  const m = createMetricsRegistry();
  app.decorate('metrics', m.metrics);
  addScrapeGauges(m.registry, {
    database,
    sockets: () => (app.hasDecorator('io') ? app.io.engine.clientsCount : 0),
    queues: queueBacklog(database, config),
    readiness: () => app.readiness.check(),
  });
  const stopTiming = database.observeQueries(m.query);
  app.addHook('onClose', async () => stopTiming());
  recordRequests(app, m);
  const authorised = bearerCheck(config.METRICS_TOKEN);

  if (config.METRICS_PORT === undefined) {
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!authorised(request.headers.authorization)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError(401, ERROR_CODES.unauthorized, TOKEN_NEEDED);
      }
      return reply.type(m.registry.contentType).send(await m.registry.metrics());
    });
    app.decorate('metricsServer', null);
    return;
  }
  serveOnPort(app, config.METRICS_PORT, (req, res) => {
    const json = (status: number, code: string, message: string) =>
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: false, error: { code, message } }));
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || req.method !== 'GET')
      return json(404, ERROR_CODES.notFound, `No route for ${req.method} ${path}.`);
    if (!authorised(req.headers.authorization)) return json(401, ERROR_CODES.unauthorized, TOKEN_NEEDED);
    m.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': m.registry.contentType }).end(text),
      (err: unknown) => {
        app.log.error({ err }, 'metrics not collected');
        json(500, ERROR_CODES.internal, 'The metrics could not be collected.');
      },
    );
  });
}
