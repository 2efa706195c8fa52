import { z } from 'zod';

/** How often an alert e-mails: never, at every sweep (minutes), or once a day at the configured hour. */
export const ALERT_FREQUENCIES = ['off', 'instant', 'daily'] as const;
export type TAlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_MESSAGES = {
  frequency: 'Choose off, instant or daily',
  badToken: 'This unsubscribe link is not valid',
  unsubscribed: 'You will no longer receive this alert',
  unsubscribedAll: 'You will no longer receive alert e-mails',
} as const;

export const ZAlertFrequency = z.enum(ALERT_FREQUENCIES, { error: ALERT_MESSAGES.frequency });

/** PATCH /api/saved-searches/{id}/alert and PATCH /api/alerts/price-drops. */
export const ZAlertSettingRequest = z.object({ frequency: ZAlertFrequency });
export type TAlertSettingRequest = z.infer<typeof ZAlertSettingRequest>;

export const ZAlertSetting = z.object({ frequency: ZAlertFrequency });
export type TAlertSetting = z.infer<typeof ZAlertSetting>;

/** An unsubscribe token: 'a' (one alert) or 'u' (every alert of a user), an id and a signature, joined by '-'. */
export const ZUnsubscribeParams = z.object({
  token: z
    .string()
    .max(200, ALERT_MESSAGES.badToken)
    .regex(/^[au]-[0-9a-f-]{36}-[A-Za-z0-9_-]{43}$/, ALERT_MESSAGES.badToken),
});

/** What an unsubscribe link turned off: one alert (and its saved search's title), or all of them. */
export const ZUnsubscribeResult = z.object({
  scope: z.enum(['alert', 'all']),
  kind: z.enum(['search', 'priceDrop']).nullable(),
  title: z.string().nullable(),
  message: z.string(),
});
export type TUnsubscribeResult = z.infer<typeof ZUnsubscribeResult>;
