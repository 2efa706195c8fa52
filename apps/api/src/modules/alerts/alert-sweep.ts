import type { TLanguage } from '@immora/shared/languages';
import { cardTitle } from '@immora/shared/listing-title';
import type { FastifyBaseLogger } from 'fastify';
import { MAX_PAGE_SIZE, ZPropertySearchQuery } from '@immora/shared/properties';
import type { Config } from '../../config.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { searchRepository } from '../search/search.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { unsubscribeToken, type UnsubscribeTarget } from './alert-tokens.ts';
import { alertMail, type AlertItem, type AlertSection } from './alerts.mails.ts';
import type { AlertsRepository, Delivery, DueAlert } from './alerts.repository.ts';
import { lastDailySlot } from './daily-slot.ts';

export type AlertSweepDeps = {
  repo: AlertsRepository;
  search: ReturnType<typeof searchRepository>;
  users: UsersRepository;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL' | 'JWT_SECRET' | 'ALERTS_DAILY_HOUR'>;
  log: FastifyBaseLogger;
};

/** Listings shown per saved-search alert in an e-mail; the others are counted, with a link to all of them. */
const LISTED = 10;

/** What one alert found: each listing as the e-mail shows it and as the delivery row records it. */
type Found = { alert: DueAlert; found: { delivery: Delivery; item: AlertItem }[]; total: number };

const key = (d: Delivery) => `${d.subscriptionId}|${d.propertyId}|${d.priceCents ?? ''}`;
const listingLink = (deps: AlertSweepDeps, id: string) => `${deps.config.PUBLIC_URL}/single-v1/${id}`;

/** New public listings, published since the alert began, that its saved search finds (the search's own statement). */
async function newMatches(deps: AlertSweepDeps, alert: DueAlert, language: TLanguage): Promise<Found> {
  const ids = await deps.repo.newListingIds(alert);
  if (!ids.length) return { alert, found: [], total: 0 };
  const query = ZPropertySearchQuery.safeParse({ ...alert.filters, sort: 'newest', page: 1, pageSize: MAX_PAGE_SIZE });
  if (!query.success) {
    deps.log.warn({ alert: alert.id }, 'alert: its saved filters are no longer a valid search');
    return { alert, found: [], total: 0 };
  }
  const { rows, total } = await deps.search.search(query.data, { ids });
  return {
    alert,
    total,
    found: rows.map((row) => ({
      delivery: { subscriptionId: alert.id, propertyId: row.id, priceCents: null },
      item: {
        // The listing's title in the recipient's language when it is written in it (decision 055).
        title: cardTitle(row, language) ?? '',
        city: row.city ?? '',
        priceCents: row.priceCents ?? 0,
        link: listingLink(deps, row.id),
      },
    })),
  };
}

async function priceDrops(deps: AlertSweepDeps, alert: DueAlert, language: TLanguage): Promise<Found> {
  const drops = await deps.repo.priceDrops(alert);
  return {
    alert,
    total: drops.length,
    found: drops.map((drop) => ({
      delivery: { subscriptionId: alert.id, propertyId: drop.id, priceCents: drop.priceCents },
      item: { ...drop, title: cardTitle(drop, language), link: listingLink(deps, drop.id) },
    })),
  };
}

/** The sections of the user's e-mail: what each alert found that this sweep recorded. */
function sections(deps: AlertSweepDeps, results: Found[], recorded: Set<string>) {
  const unsubscribe = (target: UnsubscribeTarget) =>
    `${deps.config.PUBLIC_URL}/alerts/unsubscribe/${unsubscribeToken(deps.config.JWT_SECRET, target)}`;
  return results.flatMap(({ alert, found, total }) => {
    const items = found.filter((f) => recorded.has(key(f.delivery))).map((f) => f.item);
    if (!items.length) return [];
    // A saved search may find many at once; a user's favourites that got cheaper are all listed.
    const listed = alert.kind === 'search' ? items.slice(0, LISTED) : items;
    const more = Math.max(total, items.length) - listed.length;
    const search = new URLSearchParams(alert.filters ?? {}).toString();
    const section: AlertSection = {
      kind: alert.kind === 'search' ? 'search' : 'priceDrop',
      title: alert.title,
      items: listed,
      more: more > 0 ? { count: more, link: `${deps.config.PUBLIC_URL}/properties?${search}` } : null,
      unsubscribeLink: unsubscribe({ scope: 'a', id: alert.id }),
    };
    return [{ alertId: alert.id, section }];
  });
}

/** One user's due alerts: what they found, recorded under the user's lock, then one e-mail. True when sent. */
async function sweepUser(deps: AlertSweepDeps, alerts: DueAlert[], at: { now: Date; dailySlot: Date }) {
  const results: Found[] = [];
  for (const alert of alerts)
    results.push(await (alert.kind === 'search' ? newMatches : priceDrops)(deps, alert, alert.language));
  const userId = alerts[0]!.userId;
  const recorded = await deps.repo.record(
    userId,
    alerts,
    results.flatMap((r) => r.found.map((f) => f.delivery)),
    at,
  );
  if (!recorded?.length) return false;
  const user = await deps.users.byId(userId);
  if (!user) return false;
  const parts = sections(deps, results, new Set(recorded.map(key)));
  const api = (target: UnsubscribeTarget) =>
    `${deps.config.PUBLIC_URL}/api/alerts/unsubscribe/${unsubscribeToken(deps.config.JWT_SECRET, target)}`;
  const all: UnsubscribeTarget = { scope: 'u', id: userId };
  const only = parts.length === 1 ? parts[0]!.alertId : null;
  await deps.mailer.send(
    alertMail(
      user,
      parts.map((p) => p.section),
      {
        unsubscribeAll: `${deps.config.PUBLIC_URL}/alerts/unsubscribe/${unsubscribeToken(deps.config.JWT_SECRET, all)}`,
        // The one-click header turns off what the e-mail is about: its one alert, or all of them.
        listUnsubscribe: api(only ? { scope: 'a', id: only } : all),
      },
    ),
  );
  return true;
}

/**
 * One sweep (decision 024): every due alert — instant ones always, daily ones once their Brussels
 * hour has passed — looks for what it has not sent, and each user gets at most one e-mail.
 * Safe on several nodes at once: a user is swept under a transaction-scoped advisory lock, and a
 * delivery row is unique per alert and listing (and price), so nothing is sent twice.
 * Returns how many e-mails it sent.
 */
export async function sweepAlerts(deps: AlertSweepDeps, now = new Date()): Promise<number> {
  const dailySlot = lastDailySlot(now, deps.config.ALERTS_DAILY_HOUR);
  const due = await deps.repo.due(dailySlot, now);
  const byUser = new Map<string, DueAlert[]>();
  for (const alert of due) byUser.set(alert.userId, [...(byUser.get(alert.userId) ?? []), alert]);
  let sent = 0;
  for (const alerts of byUser.values()) {
    try {
      if (await sweepUser(deps, alerts, { now, dailySlot })) sent++;
    } catch (err) {
      deps.log.error({ err }, 'alert sweep failed for a user');
    }
  }
  return sent;
}
