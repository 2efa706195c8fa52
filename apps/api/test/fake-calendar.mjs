// A local stand-in for the Google Calendar API v3 and Microsoft Graph's calendar (decision 025):
// events kept in memory, free/busy answered from ranges the test sets, failures on demand.
// Google answers under `${base}/google`, Graph under `${base}/graph`. Plain ESM so the e2e test
// bed (node, no TypeScript) can start it too.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const json = (res, status, body) => {
  res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
};
const error = (res, status, message) => json(res, status, { error: { code: status, message } });
const noZone = (iso) => iso.replace(/Z$/, '').replace(/\.\d+$/, '');

export async function startFakeCalendar() {
  /** Every event either API holds, by provider and id. */
  const events = new Map();
  const transactions = new Map();
  const requests = [];
  const rejected = new Set();
  const state = { busy: [], failures: [] };
  const hanging = [];
  /** Requests kept unanswered until the test lets them through: { method, held, arrived, gate, release }. */
  const holds = [];

  function handle(req, res, body) {
    const url = new URL(req.url, 'http://fake');
    const [, provider, ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    const authorization = req.headers.authorization ?? '';
    requests.push({ provider, method: req.method, path, authorization, body });
    if (!authorization.startsWith('Bearer ') || rejected.has(authorization.slice(7)))
      return error(res, 401, 'Invalid Credentials');
    const failure = state.failures.shift();
    if (failure === 'hang') return hanging.push(res); // answered never (closed on stop)
    if (failure) return error(res, failure, 'Backend Error');

    const key = (id) => `${provider}:${id}`;
    const events_ = provider === 'google' ? '/calendar/v3/calendars/primary/events' : '/v1.0/me/events';
    const one = path.startsWith(`${events_}/`) ? decodeURIComponent(path.slice(events_.length + 1)) : null;

    if (req.method === 'POST' && path === events_) {
      if (provider === 'graph' && body.transactionId && transactions.has(body.transactionId))
        return json(res, 201, events.get(key(transactions.get(body.transactionId))));
      const id =
        provider === 'google' ? (body.id ?? randomBytes(8).toString('hex')) : `AAMk${randomBytes(12).toString('hex')}`;
      if (events.has(key(id))) return error(res, 409, 'The requested identifier already exists.');
      const event = { ...body, id, provider };
      events.set(key(id), event);
      if (provider === 'graph' && body.transactionId) transactions.set(body.transactionId, id);
      return json(res, provider === 'google' ? 200 : 201, event);
    }
    if (one && (req.method === 'PATCH' || req.method === 'DELETE')) {
      const event = events.get(key(one));
      if (!event) return error(res, provider === 'google' && req.method === 'DELETE' ? 410 : 404, 'Not Found');
      if (req.method === 'DELETE') {
        events.delete(key(one));
        return json(res, 204);
      }
      const updated = { ...event, ...body };
      events.set(key(one), updated);
      return json(res, 200, updated);
    }
    if (provider === 'google' && req.method === 'POST' && path === '/calendar/v3/freeBusy')
      return json(res, 200, { kind: 'calendar#freeBusy', calendars: { primary: { busy: state.busy } } });
    if (provider === 'graph' && req.method === 'POST' && path === '/v1.0/me/calendar/getSchedule')
      return json(res, 200, {
        value: (body.schedules ?? []).map((scheduleId) => ({
          scheduleId,
          scheduleItems: state.busy.map((b) => ({
            status: 'busy',
            start: { dateTime: noZone(b.start), timeZone: 'UTC' },
            end: { dateTime: noZone(b.end), timeZone: 'UTC' },
          })),
        })),
      });
    return error(res, 404, `No route ${req.method} ${path}`);
  }

  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const text = Buffer.concat(chunks).toString('utf8');
    let body = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      return error(res, 400, 'Malformed JSON');
    }
    const hold = holds.find((h) => h.method === req.method && !h.held);
    if (!hold) return handle(req, res, body);
    hold.held = true;
    hold.arrived();
    await hold.gate;
    handle(req, res, body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;

  return {
    base,
    env: () => ({ GOOGLE_CALENDAR_API_URL: `${base}/google`, MICROSOFT_GRAPH_URL: `${base}/graph` }),
    /** The events a provider ('google' or 'graph') holds now. */
    events: (provider) => [...events.values()].filter((e) => e.provider === provider),
    requests,
    /** Busy ranges ({ start, end } ISO strings in UTC) both APIs report. */
    setBusy(ranges) {
      state.busy = ranges;
    },
    /**
     * The next call with this method waits, unanswered and not applied, until `release()`;
     * `reached` settles when it has arrived.
     */
    holdNext(method) {
      let arrived;
      let release;
      const reached = new Promise((resolve) => (arrived = resolve));
      const gate = new Promise((resolve) => (release = resolve));
      holds.push({ method, held: false, arrived, gate, release });
      return { reached, release };
    },
    /** The next call (after the token check) is never answered, as from a provider that hangs. */
    hangNext() {
      state.failures.push('hang');
    },
    /** The next `count` calls (after the token check) fail with `status`. */
    failNext(count = 1, status = 500) {
      state.failures.push(...Array.from({ length: count }, () => status));
    },
    /** Calls with this access token are refused with 401, as for an expired or revoked one. */
    reject(token) {
      rejected.add(token);
    },
    reset() {
      events.clear();
      transactions.clear();
      requests.length = 0;
      rejected.clear();
      for (const h of holds.splice(0)) h.release();
      state.busy = [];
      state.failures = [];
    },
    stop() {
      for (const res of hanging.splice(0)) res.destroy();
      for (const h of holds.splice(0)) h.release();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
