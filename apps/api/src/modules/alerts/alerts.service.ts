import { ALERT_MESSAGES, type TAlertFrequency, type TUnsubscribeResult } from '@immora/shared/alerts';
import { SAVED_SEARCH_MESSAGES } from '@immora/shared/saved-searches';
import { AppError } from '../../lib/errors.ts';
import { readUnsubscribeToken } from './alert-tokens.ts';
import type { AlertsRepository } from './alerts.repository.ts';

type Deps = { repo: AlertsRepository };

/** The alert of one of the user's saved searches; another user's search is not found (404). */
export async function setSavedSearchAlert(
  deps: Deps,
  opts: { userId: string; savedSearchId: string; frequency: TAlertFrequency },
) {
  if (!(await deps.repo.savedSearchOf(opts.userId, opts.savedSearchId)))
    throw AppError.notFound(SAVED_SEARCH_MESSAGES.notFound);
  await deps.repo.set({ userId: opts.userId, kind: 'search', savedSearchId: opts.savedSearchId }, opts.frequency);
  return { frequency: opts.frequency };
}

/** The user's one price-drop alert, over all their favourites. */
export async function setPriceDropAlert(deps: Deps, opts: { userId: string; frequency: TAlertFrequency }) {
  await deps.repo.set({ userId: opts.userId, kind: 'price_drop' }, opts.frequency);
  return { frequency: opts.frequency };
}

export async function priceDropAlert(deps: Deps, userId: string) {
  return { frequency: await deps.repo.priceDropFrequency(userId) };
}

/**
 * Follows an unsubscribe link, without a session: the signature is the proof. Idempotent: an alert
 * already off gives the same answer. A token that is not ours is a 404 and changes nothing.
 */
export async function unsubscribe(deps: Deps & { secret: string }, token: string): Promise<TUnsubscribeResult> {
  const target = readUnsubscribeToken(deps.secret, token);
  if (!target) throw AppError.notFound(ALERT_MESSAGES.badToken);
  if (target.scope === 'u') {
    await deps.repo.removeAll(target.id);
    return { scope: 'all', kind: null, title: null, message: ALERT_MESSAGES.unsubscribedAll };
  }
  const removed = await deps.repo.removeOne(target.id);
  return {
    scope: 'alert',
    kind: removed ? (removed.kind === 'search' ? 'search' : 'priceDrop') : null,
    title: removed?.title ?? null,
    message: ALERT_MESSAGES.unsubscribed,
  };
}
