import { useEffect, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAuction } from '@immora/shared/auctions';
import type { TPropertyDetail } from '@immora/shared/properties';
import { Icon } from '../../../components/icon.tsx';
import { ListingHeading } from '../../../components/listing-heading.tsx';
import { PanelSection } from '../../../components/panel-section.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { StatePanel, RetryButton } from '../../../components/state-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatEuro, formatFullDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session-context.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { auctionQuery, useAuction } from '../api/get-auction.ts';
import { useAuctionListing } from '../api/get-auction-listing.ts';
import { useAuctionLive, type LiveState } from '../hooks/use-auction-live.ts';
import { useAuctionPhase } from '../hooks/use-now.ts';
import { bidderName } from '../utils/bidder-name.ts';
import { AUCTION_TIME_ZONE } from '../utils/auction-time-zone.ts';
import { shownVersion } from '../../property-detail/utils/listing-version.ts';
import { AuctionCountdown } from './auction-countdown.tsx';
import { AuctionGallery } from './auction-gallery.tsx';
import { BidHistory } from './bid-history.tsx';
import { BidPanel } from './bid-panel.tsx';
import './auction-page.css';

const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /single-v8/:id/:auctionId: a listing's auction, with bids by others appearing live. */
export default function AuctionPage() {
  const { id = '', auctionId = '' } = useParams();
  const { t } = useTranslation();
  const { session } = useSession();
  const viewerId = session?.id ?? null;
  const listing = useAuctionListing(id);
  const auction = useAuction(auctionId, viewerId);
  const live = useAuctionLive(auctionId, viewerId);

  if (isGone(listing.error) || isGone(auction.error) || (auction.data && auction.data.propertyId !== id)) {
    return <Navigate to="/not-found" replace />;
  }
  if (listing.isPending || auction.isPending) return <LoadingScreen />;
  if (!listing.data || !auction.data) {
    return (
      <div className="container auction-page__state">
        <StatePanel icon="alert" title={t('auction.loadError')} alert level={1}>
          <RetryButton
            onRetry={() => {
              void listing.refetch();
              void auction.refetch();
            }}
          />
        </StatePanel>
      </div>
    );
  }
  return <Auction listing={listing.data} auction={auction.data} viewerId={viewerId} live={live} />;
}

type Props = { listing: TPropertyDetail; auction: TAuction; viewerId: string | null; live: LiveState };

function Auction({ listing: p, auction: a, viewerId, live }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const phase = useAuctionPhase(a);
  const euro = (amount: number) => formatEuro(amount, language);
  // The listing's text in the visitor's language when it is written in it, else the original (decision 055).
  const text = shownVersion(p, language, null);

  usePageMeta({
    title: t('auction.metaTitle', { title: text.title }),
    description: t('auction.metaDescription', {
      title: text.title,
      city: p.city,
      price: euro(a.currentBid ?? a.startingPrice),
    }),
    image: p.coverPhoto,
  });

  // When the clock crosses the start or the end, ask the server (a late bid may have moved the end).
  const seenPhase = useRef(phase);
  useEffect(() => {
    if (seenPhase.current === phase) return;
    seenPhase.current = phase;
    void queryClient.invalidateQueries({ queryKey: auctionQuery(a.id, viewerId).queryKey });
  }, [phase, a.id, viewerId, queryClient]);

  return (
    <article className="page-alt auction-page">
      <div className="container">
        <nav className="crumbs" aria-label={t('property.breadcrumb')}>
          <Link to="/auction-properties">{t('auction.auctions')}</Link>
          <Icon name="chevronRight" size={14} />
          <Link to={`/single-v1/${p.id}`} className="auction-page__crumb-title" lang={text.language}>
            {text.title}
          </Link>
          <Icon name="chevronRight" size={14} />
          <span aria-current="page">{t('auction.title')}</span>
        </nav>

        <header className="auction-page__head">
          <ListingHeading
            listing={{ ...p, title: text.title }}
            lang={text.language}
            badges={
              <>
                <span className={`pill pill--caps auction-status auction-status--${phase}`}>
                  {t(`auction.status.${phase}`)}
                </span>
                <span className={`row-inline auction-live auction-live--${live}`} role="status">
                  <span className="auction-live__dot" aria-hidden="true" />
                  {t(`auction.live.${live}`)}
                </span>
              </>
            }
          />
        </header>

        <div className="page-columns auction-page__layout">
          <div className="page-columns__main">
            <AuctionGallery photos={p.photos} title={text.title} />
            <ul className="cluster auction-page__facts">
              <li>
                <Icon name="bed" size={18} /> {t('auction.bedrooms', { count: p.bedrooms })}
              </li>
              <li>
                <Icon name="bath" size={18} /> {t('auction.bathrooms', { count: p.bathrooms })}
              </li>
              <li>
                <Icon name="area" size={18} /> {p.area} m²
              </li>
              <li>
                <Link to={`/single-v1/${p.id}`} className="row-inline auction-page__more">
                  {t('auction.seeListing')}
                  <Icon name="arrowRight" size={16} />
                </Link>
              </li>
            </ul>
            <PanelSection id="bid-history-title" title={t('auction.history')}>
              <BidHistory history={a.history} />
            </PanelSection>
          </div>

          <aside className="page-columns__aside auction-page__aside">
            <section className="card panel stack auction-summary" aria-label={t('auction.summary')}>
              <div className="stack auction-summary__price">
                <span>{a.currentBid === null ? t('auction.noBidsYet') : t('auction.currentBid')}</span>
                <strong data-testid="auction-current-price">{euro(a.currentBid ?? a.startingPrice)}</strong>
                {a.currentBid === null && <small>{t('auction.firstBidAt')}</small>}
                {a.leader && (
                  <small>
                    {a.youLead ? t('auction.leaderYou') : t('auction.leaderIs', { name: bidderName(a.leader, t) })}
                  </small>
                )}
              </div>
              <dl className="facts columns auction-summary__facts">
                <div>
                  <dt>{t('auction.startingPrice')}</dt>
                  <dd>{euro(a.startingPrice)}</dd>
                </div>
                <div>
                  <dt>{t('auction.bids')}</dt>
                  <dd data-testid="auction-bid-count">{a.bidCount}</dd>
                </div>
                <div>
                  <dt>{t('auction.reserve')}</dt>
                  <dd>
                    <span className={`row-inline auction-reserve auction-reserve--${a.reserveMet ? 'met' : 'not-met'}`}>
                      <Icon name={a.reserveMet ? 'check' : 'close'} size={14} />
                      {a.reserveMet ? t('auction.reserveMet') : t('auction.reserveNotMet')}
                    </span>
                  </dd>
                </div>
              </dl>
              <AuctionCountdown startsAt={a.startsAt} endsAt={a.endsAt} />
              {/* Browsers' date formats differ in small ways (ICU versions): the hydration keeps the server's. */}
              <p className="auction-summary__ends" suppressHydrationWarning>
                {t(
                  phase === 'scheduled'
                    ? 'auction.opensAt'
                    : phase === 'open'
                      ? 'auction.closesAt'
                      : 'auction.closedAt',
                  {
                    date: formatFullDateTime(
                      phase === 'scheduled' ? a.startsAt : a.endsAt,
                      language,
                      AUCTION_TIME_ZONE,
                    ),
                  },
                )}
              </p>
              <BidPanel auction={a} phase={phase} viewerId={viewerId} />
              <p className="auction-summary__rules">{t('auction.rules')}</p>
            </section>
          </aside>
        </div>
      </div>
    </article>
  );
}
