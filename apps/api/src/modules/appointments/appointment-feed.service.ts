import { FEED_MESSAGES, type TFeedLink, type TFeedStatus } from '@immora/shared/appointments';
import { cardTitle } from '@immora/shared/listing-title';
import { AppError } from '../../lib/errors.ts';
import { calendarFeed } from '../../lib/icalendar.ts';
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import type { usersRepository } from '../users/users.repository.ts';
import { fullName, invitationOf } from './appointment-notices.ts';
import { eventSummary } from './appointment.mails.ts';
import type { appointmentFeedsRepository } from './appointment-feeds.repository.ts';
import type { appointmentsRepository } from './appointments.repository.ts';

type Deps = {
  repo: ReturnType<typeof appointmentsRepository>;
  feeds: ReturnType<typeof appointmentFeedsRepository>;
  users: ReturnType<typeof usersRepository>;
  publicUrl: string;
  mailFrom: string;
};

/** A feed shows the last 30 days and everything ahead. */
const FEED_PAST_DAYS = 30;

const feedUrl = (deps: Deps, token: string) => `${deps.publicUrl}/api/appointment-feeds/${token}.ics`;

/** A new private feed address (any earlier one stops working); the token is shown only now. */
export async function createFeed(deps: Deps, userId: string): Promise<TFeedLink> {
  const { token, hash } = newOpaqueToken();
  const row = await deps.feeds.replace(userId, hash);
  return { url: feedUrl(deps, token), createdAt: row.createdAt.toISOString() };
}

export async function feedStatus(deps: Deps, userId: string): Promise<TFeedStatus> {
  const row = await deps.feeds.ofUser(userId);
  return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}

export async function revokeFeed(deps: Deps, userId: string) {
  await deps.feeds.revoke(userId);
  return { message: 'Calendar feed stopped.' };
}

/** The iCalendar text of a feed: the user's appointments on either side, in their language. */
export async function feedCalendar(deps: Deps, file: string, now = new Date()) {
  const userId = await deps.feeds.userOf(hashToken(file.replace(/\.ics$/, '')));
  const user = userId ? await deps.users.byId(userId) : null;
  if (!user) throw AppError.notFound(FEED_MESSAGES.notFound);
  const rows = await deps.repo.feedRows(user.id, new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000));
  return calendarFeed(
    'Immora',
    rows.map((row) => {
      const other = row.ownerSide ? row.seeker : row.agent;
      return {
        ...invitationOf(deps, row),
        summary: eventSummary(user.language, cardTitle(row.property, user.language)),
        description: `${fullName(other)} <${other.email}>`,
      };
    }),
  );
}
