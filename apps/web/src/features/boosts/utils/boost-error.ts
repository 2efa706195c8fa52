import type { TFunction } from 'i18next';
import { BOOST_MESSAGES } from '@immora/shared/credits';
import { ApiError } from '../../../lib/api-client.ts';
import { matchTemplate } from '../../../lib/server-message.ts';

/** The reason a boost was refused, in the user's language (the 409 'not enough credits' first of all). */
export function boostErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('boosts.failed');
  const credits = matchTemplate(BOOST_MESSAGES.notEnough, error.message);
  if (credits) return t('boosts.notEnough', { needed: credits.needed, balance: credits.balance });
  if (error.message === BOOST_MESSAGES.notPublished) return t('boosts.notPublished');
  if (error.message === BOOST_MESSAGES.notYours) return t('boosts.notYours');
  if (error.message === BOOST_MESSAGES.planNotFound) return t('boosts.planNotFound');
  if (error.status === 0) return t('boosts.failed');
  return error.message;
}
