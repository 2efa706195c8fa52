import { useTranslation } from 'react-i18next';
import type { TAuction } from '@immora/shared/auctions';
import { Icon } from '../../../components/icon.tsx';
import { openAccountModal } from '../../../lib/open-account-modal.ts';
import type { AuctionPhase } from '../utils/time-left.ts';
import { BidForm } from './bid-form.tsx';

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
      <BidForm auction={auction} viewerId={viewerId} disabled={phase !== 'open'} />
    </>
  );
}
