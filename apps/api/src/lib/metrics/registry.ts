import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ClientToServerEvents } from '@immora/shared/realtime';
import type { Metrics } from './metrics.ts';

/** Every event a client may send: the label values of the socket events counter. */
const CLIENT_EVENTS = [
  'joinAuction',
  'leaveAuction',
  'join',
  'joinChat',
  'leaveChat',
  'sendMessage',
  'messageSeen',
  'createOneOnOneChat',
  'createGroupChat',
  'updateGroup',
  'deleteChat',
  'leaveGroup',
] as const satisfies readonly (keyof ClientToServerEvents)[];
// A new client event that is not in the list fails the type check here.
type Missing = Exclude<keyof ClientToServerEvents, (typeof CLIENT_EVENTS)[number]>;
const allEventsListed: [Missing] extends [never] ? true : Missing = true;
void allEventsListed;
const KNOWN_EVENTS = new Set<string>(CLIENT_EVENTS);

const FAST = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const SLOW = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/**
 * The app's own prom-client registry (decision 060): one per app, never prom-client's global one,
 * so test apps in one process do not share counters. Node's default process metrics (event-loop
 * lag, heap, GC) are in it too. `metrics` is what modules record through.
 */
export function createMetricsRegistry() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter({ name: `immora_${name}`, help, labelNames, registers });
  const histogram = <L extends string>(name: string, help: string, buckets: number[], labelNames: readonly L[] = []) =>
    new Histogram({ name: `immora_${name}`, help, buckets, labelNames, registers });

  const requests = histogram('http_request_duration_seconds', 'HTTP requests by route pattern', FAST, [
    'method',
    'route',
    'status_class',
  ]);
  const inFlight = new Gauge({
    name: 'immora_http_requests_in_flight',
    help: 'HTTP requests being answered',
    registers,
  });
  const queries = histogram('db_query_duration_seconds', 'Database calls (a transaction is one call)', QUERY, ['kind']);
  const socketEvents = counter('socket_events_received_total', 'Socket.IO events received, by name', ['event']);
  const chatMessages = counter('chat_messages_total', 'Chat messages sent');
  const chatReceipts = counter('chat_receipts_total', 'Chat receipts recorded (delivered, seen)', ['kind']);
  const sweepRuns = counter('sweep_runs_total', 'Background sweep runs', ['sweep']);
  const sweepFailures = counter('sweep_failures_total', 'Background sweep runs that failed', ['sweep']);
  const sweepRows = counter('sweep_rows_total', 'Rows (or e-mails) background sweeps handled', ['sweep']);
  const sweepDuration = histogram('sweep_duration_seconds', 'Background sweep run time', SLOW, ['sweep']);
  const uploads = counter('upload_files_total', 'Uploaded files, stored or refused', ['kind', 'outcome']);
  const encoding = histogram('image_encoding_seconds', 'Encoding one picture in every width and format', SLOW);
  const loginFailures = counter('login_failures_total', 'Refused sign-ins', ['reason']);
  const rateLimited = counter('rate_limited_total', 'Requests refused by a rate limit, by route pattern', ['route']);

  const metrics: Metrics = {
    sweep: (sweep, seconds, { rows, failed }) => {
      sweepRuns.inc({ sweep });
      sweepDuration.observe({ sweep }, seconds);
      if (failed) sweepFailures.inc({ sweep });
      if (rows !== undefined) sweepRows.inc({ sweep }, rows);
    },
    socketEvent: (name) => socketEvents.inc({ event: KNOWN_EVENTS.has(name) ? name : 'other' }),
    chatMessage: () => chatMessages.inc(),
    chatReceipts: (kind, count) => chatReceipts.inc({ kind }, count),
    upload: (kind, outcome, files) => uploads.inc({ kind, outcome }, files),
    imageEncoding: (seconds) => encoding.observe(seconds),
    loginFailure: (reason) => loginFailures.inc({ reason }),
    rateLimited: (route) => rateLimited.inc({ route }),
  };
  return {
    registry,
    metrics,
    /** One answered request: `route` is its pattern ('unmatched' without one), never the URL. */
    request: (method: string, route: string, status: number, seconds: number) =>
      requests.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds),
    inFlight,
    query: (kind: 'query' | 'transaction', seconds: number) => queries.observe({ kind }, seconds),
  };
}

export type MetricsRegistry = ReturnType<typeof createMetricsRegistry>;
