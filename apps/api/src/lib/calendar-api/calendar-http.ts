import { CalendarApiError } from './calendar-client.ts';

/** The bearer token of the calendar's account; `renew` asks the provider for a new one. */
export type CalendarAccess = { token(): Promise<string>; renew(): Promise<string> };

export type CalendarHttpOptions = {
  /** 'Google' or 'Outlook', for messages. */
  label: string;
  baseUrl: string;
  access: CalendarAccess;
  timeoutMs: number;
};

type Call = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
};

/** What a provider says went wrong, in a line: Google and Graph both answer `{ error: { message } }`. */
function reason(json: unknown, status: number): string {
  const error = (json as { error?: unknown } | null)?.error;
  const message =
    typeof error === 'string'
      ? error
      : typeof (error as { message?: unknown })?.message === 'string'
        ? (error as { message: string }).message
        : '';
  return message ? `${status} ${message}`.slice(0, 300) : String(status);
}

/**
 * JSON over HTTPS to a calendar API with the account's token and a timeout. A 401 renews the
 * token once and tries again; any other failure is a CalendarApiError.
 */
export function calendarHttp(opts: CalendarHttpOptions) {
  const base = opts.baseUrl.replace(/\/$/, '');
  const send = (call: Call, token: string) =>
    fetch(`${base}${call.path}`, {
      method: call.method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(opts.timeoutMs),
    }).catch((err: unknown) => {
      throw new CalendarApiError(0, `${opts.label} calendar could not be reached (${(err as Error).message})`);
    });

  return async function call<T = unknown>(request: Call): Promise<T> {
    let res = await send(request, await opts.access.token());
    if (res.status === 401) res = await send(request, await opts.access.renew());
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!res.ok) throw new CalendarApiError(res.status, `${opts.label} calendar answered ${reason(json, res.status)}`);
    return json as T;
  };
}
