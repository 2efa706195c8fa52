import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuction } from '@immora/shared/auctions';
import { Icon } from '../../../components/icon.tsx';
import { openAccountModal } from '../../../lib/open-account-modal.ts';
import type { AuctionPhase } from '../utils/time-left.ts';

/**
 * The bid form loads when a bidder is shown it: with its form library and the bid's schema (zod)
 * it is most of the page's script, and a guest, whom the server draws the page for, never sees it.
 */
const BidForm = lazy(() => import('./bid-form.tsx').then((module) => ({ default: module.BidForm })));

type Props = { auction: TAuction; phase: AuctionPhase; viewerId: string | null };

/** Who may do what: guests are asked to sign in, the owner cannot bid, bidders get the form while it is open. */
export function BidPanel({ auction, phase, viewerId }: Props) {
  const { t } = useTranslation();
  if (phase === 'ended') {
    return (
      <div className="cluster bid-panel__note" role="status">
        <Icon name="gavel" size={20} />
        <p>
          {auction.youLead
            ? t(auction.reserveMet ? 'auction.youWon' : 'auction.youWonReserveNotMet')
            : auction.bidCount === 0
              ? t('auction.endedNoBids')
              : t('auction.endedNote')}
        </p>
      </div>
    );
  }
  if (!viewerId) {
    return (
      <div className="cluster bid-panel__note bid-panel__note--guest">
        <Icon name="lock" size={20} />
        <p>{t('auction.signInToBid')}</p>
        <button type="button" className="btn btn--dark btn--small" onClick={() => openAccountModal()}>
          {t('auction.signIn')}
        </button>
      </div>
    );
  }
  if (auction.youManage) {
    return (
      <div className="cluster bid-panel__note" role="status">
        <Icon name="user" size={20} />
        <p>{t('auction.ownerNote')}</p>
      </div>
    );
  }
  return (
    <>
      {phase === 'scheduled' && <p className="notice notice--info">{t('auction.notStarted')}</p>}
      {!auction.youLead && auction.viewerBidder !== null && phase === 'open' && (
        <p className="notice notice--warning" role="status">
          <Icon name="alert" size={18} />
          {t('auction.youWereOutbid')}
        </p>
      )}
      {/* A box of the form's height while its code arrives: the panel's rules do not jump down. */}
      <Suspense fallback={<div className="bid-form-placeholder skeleton" aria-hidden="true" />}>
        <BidForm auction={auction} viewerId={viewerId} disabled={phase !== 'open'} />
      </Suspense>
    </>
  );
}
