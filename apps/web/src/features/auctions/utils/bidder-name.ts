import type { TFunction } from 'i18next';

/** The server's anonymous labels ('Bidder 3', 'You') in the reader's language. */
export function bidderName(label: string, t: TFunction): string {
  if (label === 'You') return t('auction.you');
  const number = /^Bidder (\d+)$/.exec(label)?.[1];
  return number ? t('auction.bidder', { number }) : label;
}
