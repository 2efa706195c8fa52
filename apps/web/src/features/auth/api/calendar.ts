import type { CalendarProvider, TSessionUser } from '@immora/shared/auth';
import { apiGet } from '../../../lib/api-client.ts';

export type CalendarTokens = { accessToken: string; refreshToken?: string; tokenExpiry?: string };
export type CalendarAnswer = { connected: true; user: TSessionUser; tokens: CalendarTokens };

/** GET /api/{google|outlook}/calendar/url → the provider's consent page. */
export function calendarUrl(provider: CalendarProvider): Promise<{ url: string }> {
  return apiGet<{ url: string }>(`/api/${provider}/calendar/url`);
}

/** GET /api/{google|outlook}/calendar/callback?code=…&state=… */
export function exchangeCalendarCode(provider: CalendarProvider, code: string, state: string): Promise<CalendarAnswer> {
  return apiGet<CalendarAnswer>(`/api/${provider}/calendar/callback`, { code, state });
}
