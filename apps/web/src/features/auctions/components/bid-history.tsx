import { useTranslation } from 'react-i18next';
import type { TAuction } from '@immora/shared/auctions';
import { formatEuro } from '../../../lib/format.ts';
import { bidderName } from '../utils/bidder-name.ts';
import { AUCTION_TIME_ZONE } from '../utils/auction-time-zone.ts';

/** Every bid, newest first: amount, time and the bidder as 'Bidder 3' ('You' for the viewer). */
export function BidHistory({ history }: { history: TAuction['history'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const time = new Intl.DateTimeFormat(`${language}-BE`, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: AUCTION_TIME_ZONE,
  });
  if (history.length === 0) {
    return <p className="bid-history__empty">{t('auction.noBids')}</p>;
  }
  return (
    <ol className="bid-history" data-testid="bid-history" aria-live="polite">
      {history.map((bid, i) => (
        <li key={bid.id} className={`bid-history__item${i === 0 ? ' bid-history__item--top' : ''}`}>
          <span className="cluster bid-history__who">
            {bidderName(bid.bidder, t)}
            {bid.automatic && <span className="pill pill--muted bid-history__auto">{t('auction.automatic')}</span>}
          </span>
          <strong className="bid-history__amount">{formatEuro(bid.amount, language)}</strong>
          <time className="bid-history__time" dateTime={bid.createdAt} suppressHydrationWarning>
            {time.format(new Date(bid.createdAt))}
          </time>
        </li>
      ))}
    </ol>
  );
}
