import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@immora/shared/api';
import { LISTING_MESSAGES } from '@immora/shared/listing-form';
import { ApiError } from '../../../lib/api-client.ts';
import { matchTemplate } from '../../../lib/server-message.ts';

/** A refused delete or status change, in the user's language when it is one of the contract's messages. */
export function listingErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError) || error.status === 0) return t('myProperties.failed');
  if (error.code === ERROR_CODES.missingData) return t('myProperties.missingText');
  if (error.message === LISTING_MESSAGES.deleteAuction) return t('myProperties.deleteBlocked');
  if (error.message === LISTING_MESSAGES.auctionRunning) return t('myProperties.auctionRunning');
  if (error.message === LISTING_MESSAGES.notOwner || error.status === 403) return t('myProperties.notOwner');
  if (error.message === LISTING_MESSAGES.notFound || error.status === 404) return t('myProperties.notFound');
  const transition = matchTemplate(LISTING_MESSAGES.transition, error.message);
  if (transition)
    return t('myProperties.transition', {
      from: t(`myProperties.status.${transition.from}`, { defaultValue: transition.from }),
      to: t(`myProperties.status.${transition.to}`, { defaultValue: transition.to }),
    });
  if (error.status === 409 && /auction/i.test(error.message)) return t('myProperties.deleteBlocked');
  return error.message;
}
