import type { FastifyBaseLogger } from 'fastify';
import { CALENDAR_LABELS, type CalendarProvider } from '@immora/shared/auth';
import type { Config } from '../../config.ts';
import type { CalendarAuth } from '../../db/schema/users.ts';
import { CalendarApiError, type BusyRange, type CalendarClient } from '../../lib/calendar-api/calendar-client.ts';
import type { CalendarAccess } from '../../lib/calendar-api/calendar-http.ts';
import { googleCalendar } from '../../lib/calendar-api/google-calendar.ts';
import { microsoftCalendar } from '../../lib/calendar-api/microsoft-calendar.ts';
import { OAuthError, provider as oauthProvider, refreshTokens } from '../../lib/oauth.ts';
import type { CalendarSyncRepository } from './calendar-sync.repository.ts';

export type CalendarsDeps = {
  config: Config;
  repo: CalendarSyncRepository;
  log: FastifyBaseLogger;
};

export type ConnectedCalendar = { provider: CalendarProvider; client: CalendarClient };

/** A token this close to its expiry is renewed before use. */
const EXPIRY_MARGIN_MS = 60_000;
/** Busy times kept for at most this many hosts (the oldest go first). */
const BUSY_CACHE_SIZE = 1000;

export const failureMessage = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 300) || 'Unknown error';

/** Which calendar syncs when the user connected both: Google. */
export const connectedProvider = (account: { google: unknown; outlook: unknown } | null): CalendarProvider | null =>
  account?.google ? 'google' : account?.outlook ? 'outlook' : null;

export type Calendars = {
  /** The user's connected calendar (`only`: that provider's), or null. */
  of(userId: string, only?: CalendarProvider): Promise<ConnectedCalendar | null>;
  succeeded(userId: string, provider: CalendarProvider): Promise<void>;
  /** Logs and records a failure; its message as kept. */
  failed(userId: string, provider: CalendarProvider, err: unknown): Promise<string>;
  busyTimes(userId: string, from: Date, to: Date): Promise<BusyRange[]>;
  /** The same calendars reading and writing tokens and sync state through `repo` (a locked connection's). */
  through(repo: CalendarSyncRepository): Calendars;
};

/**
 * The calendars users connected (Google or Outlook; Google first when both are), as clients
 * with their tokens kept fresh, and the hosts' busy times for free slots (decision 025).
 */
export function createCalendars(deps: CalendarsDeps): Calendars {
  /** The account's token; renewed with the refresh token when expired or refused, and stored. */
  function access(userId: string, id: CalendarProvider, stored: CalendarAuth): CalendarAccess {
    let current = stored;
    const renew = async () => {
      const p = oauthProvider(deps.config, id);
      if (!p || !current.refreshToken)
        throw new CalendarApiError(
          401,
          `${CALENDAR_LABELS[id]} refused the calendar's token: connect the calendar again`,
        );
      try {
        current = await refreshTokens(p, current.refreshToken);
      } catch (err) {
        if (err instanceof OAuthError) throw new CalendarApiError(401, `${err.message}: connect the calendar again`);
        throw err;
      }
      await deps.repo.saveTokens(userId, id, current);
      return current.accessToken;
    };
    const expired = () =>
      current.tokenExpiry !== undefined && Date.parse(current.tokenExpiry) <= Date.now() + EXPIRY_MARGIN_MS;
    return { token: async () => (expired() && current.refreshToken ? renew() : current.accessToken), renew };
  }

  async function of(userId: string, only?: CalendarProvider): Promise<ConnectedCalendar | null> {
    const account = await deps.repo.accountOf(userId);
    if (!account) return null;
    const id = only ?? connectedProvider(account);
    const stored = id === 'google' ? account.google : id === 'outlook' ? account.outlook : null;
    if (!id || !stored) return null;
    const common = { access: access(userId, id, stored), timeoutMs: deps.config.CALENDAR_TIMEOUT_MS };
    const client =
      id === 'google'
        ? googleCalendar({ ...common, baseUrl: deps.config.GOOGLE_CALENDAR_API_URL })
        : microsoftCalendar({ ...common, baseUrl: deps.config.MICROSOFT_GRAPH_URL, email: account.email });
    return { provider: id, client };
  }

  async function succeeded(userId: string, provider: CalendarProvider) {
    await deps.repo.record(userId, provider, { syncedAt: new Date() });
  }

  async function failed(userId: string, provider: CalendarProvider, err: unknown) {
    const message = failureMessage(err);
    deps.log.warn({ userId, provider, err: message }, 'calendar sync failed');
    await deps.repo.record(userId, provider, { error: message, at: new Date() });
    return message;
  }

  const busyCache = new Map<string, { until: number; ranges: BusyRange[] }>();
  /**
   * The host's busy ranges between `from` and `to`, reused for CALENDAR_BUSY_CACHE_SECONDS. No
   * calendar, or one that fails, gives none: a provider failure never stops bookings.
   */
  async function busyTimes(userId: string, from: Date, to: Date): Promise<BusyRange[]> {
    const cached = busyCache.get(userId);
    if (cached && cached.until > Date.now()) return cached.ranges;
    const calendar = await of(userId);
    let ranges: BusyRange[] = [];
    if (calendar) {
      try {
        ranges = await calendar.client.busyTimes(from, to);
      } catch (err) {
        await failed(userId, calendar.provider, err);
      }
    }
    const seconds = deps.config.CALENDAR_BUSY_CACHE_SECONDS;
    if (seconds > 0) {
      if (busyCache.size >= BUSY_CACHE_SIZE) busyCache.delete(busyCache.keys().next().value!);
      busyCache.set(userId, { until: Date.now() + seconds * 1000, ranges });
    }
    return ranges;
  }

  return { of, succeeded, failed, busyTimes, through: (repo) => createCalendars({ ...deps, repo }) };
}
