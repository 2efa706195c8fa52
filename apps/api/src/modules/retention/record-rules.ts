import { and, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { RETENTION_DAYS } from '@immora/shared/retention';
import { alertDeliveries, alertSubscriptions } from '../../db/schema/alerts.ts';
import { authFailures, emailOutbox, oauthStates, sessions, signupAddresses, userTokens } from '../../db/schema/auth.ts';
import { properties } from '../../db/schema/properties.ts';
import { valuationRequests } from '../../db/schema/valuation-requests.ts';
import { LOOKBACK_MINUTES } from '../alerts/alerts.repository.ts';

const DAY = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/** OAuth round trips last 10 minutes; one left unfinished (a closed tab) goes a day after. */
export const OAUTH_STATE_DAYS = 1;
/** A saved-search match is kept a day after it was sent, then as long as its alert could meet the listing again. */
export const ALERT_MATCH_DAYS = 1;

/** A table the retention sweep deletes from: its rows that are `due` at `now` go (decision 059). */
export type RecordRule = { name: string; table: PgTable; key: AnyPgColumn; due: (now: Date) => SQL };

export const RECORD_RULES: RecordRule[] = [
  {
    name: 'sign-in failures',
    table: authFailures,
    key: authFailures.id,
    due: (now) => lt(authFailures.createdAt, daysBefore(now, RETENTION_DAYS.signInFailures)),
  },
  {
    // The signal reads 24 hours either side of a sign-up (decision 080).
    name: 'sign-up client addresses',
    table: signupAddresses,
    key: signupAddresses.id,
    due: (now) => lt(signupAddresses.createdAt, daysBefore(now, RETENTION_DAYS.signupAddresses)),
  },
  {
    name: 'ended sessions',
    table: sessions,
    key: sessions.id,
    due: (now) => {
      const before = daysBefore(now, RETENTION_DAYS.endedSessions);
      return or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before))!;
    },
  },
  {
    name: 'sent e-mails',
    table: emailOutbox,
    key: emailOutbox.id,
    due: (now) => lt(emailOutbox.createdAt, daysBefore(now, RETENTION_DAYS.accountEmails)),
  },
  {
    name: 'account links',
    table: userTokens,
    key: userTokens.id,
    due: (now) => lt(userTokens.expiresAt, daysBefore(now, RETENTION_DAYS.accountLinks)),
  },
  {
    name: 'OAuth round trips',
    table: oauthStates,
    key: oauthStates.state,
    due: (now) => lt(oauthStates.expiresAt, daysBefore(now, OAUTH_STATE_DAYS)),
  },
  {
    // The rotation forgets a turn older than this: the professional counts as never assigned there.
    name: 'valuation requests',
    table: valuationRequests,
    key: valuationRequests.id,
    due: (now) => lt(valuationRequests.createdAt, daysBefore(now, RETENTION_DAYS.valuationRequests)),
  },
  {
    // A match row keeps a listing from being announced twice; the alert only looks at listings
    // published after greatest(since, checked_at - lookback), and published_at never moves, so a
    // row whose listing is before that is never read again. Price-drop rows stay: the lowest price
    // announced is what keeps the same drop from being sent again (they go with the alert).
    name: 'alert matches',
    table: alertDeliveries,
    key: alertDeliveries.id,
    due: (now) =>
      and(
        isNull(alertDeliveries.priceCents),
        lt(alertDeliveries.sentAt, daysBefore(now, ALERT_MATCH_DAYS)),
        sql`exists (select 1 from ${alertSubscriptions} join ${properties} on ${properties.id} = ${alertDeliveries.propertyId}
          where ${alertSubscriptions.id} = ${alertDeliveries.subscriptionId}
          and ${properties.publishedAt} <= greatest(${alertSubscriptions.since}, ${alertSubscriptions.checkedAt} - make_interval(mins => ${LOOKBACK_MINUTES})))`,
      )!,
  },
];
