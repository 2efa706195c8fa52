import { Suspense, lazy, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPropertyDetail } from '@immora/shared/properties';
import { Icon } from '../../../components/icon.tsx';
import { useSession } from '../../../lib/session-context.ts';
import { useSubscription } from '../../../lib/subscription-context.ts';
import './auction-box.css';

const CreateAuctionDialog = lazy(() =>
  import('../../auctions/components/create-auction-dialog.tsx').then((m) => ({ default: m.CreateAuctionDialog })),
);

/**
 * The listing's auction on its page: a link to the live auction page when there is one, and for
 * the listing's own agent (individual, subscribed) a 'Create auction' button when none is running.
 */
export function AuctionBox({ property: p }: { property: TPropertyDetail }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const subscription = useSubscription();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const auction = p.auction;
  const mayCreate =
    session?.role === 'individual' &&
    subscription.isActive &&
    p.contact.id === session.id &&
    (!auction || auction.status === 'ended');
  if (!auction && !mayCreate) return null;

  return (
    <div className="card panel stack auction-box">
      {auction && (
        <>
          <p className="row auction-box__status">
            <Icon name="gavel" size={18} />
            {t(`property.auction.status.${auction.status}`)}
          </p>
          <Link className="btn btn--primary" to={`/single-v8/${p.id}/${auction.id}`}>
            {auction.status === 'ended' ? t('property.auction.results') : t('property.auction.go')}
          </Link>
        </>
      )}
      {mayCreate && (
        <button type="button" className="btn btn--dark" onClick={() => setCreating(true)}>
          <Icon name="gavel" size={16} />
          {t('property.auction.create')}
        </button>
      )}
      {creating && (
        <Suspense fallback={null}>
          <CreateAuctionDialog
            propertyId={p.id}
            propertyTitle={p.title}
            onClose={() => setCreating(false)}
            onCreated={(created) => {
              setCreating(false);
              void navigate(`/single-v8/${p.id}/${created.id}`);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
