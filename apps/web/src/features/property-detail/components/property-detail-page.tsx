import { lazy, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@immora/shared/languages';
import type { TPropertyDetail } from '@immora/shared/properties';
import { Icon } from '../../../components/icon.tsx';
import { ListingHeading } from '../../../components/listing-heading.tsx';
import { PanelSection } from '../../../components/panel-section.tsx';
import { WhenNear } from '../../../components/when-near.tsx';
import type { IconName } from '../../../components/icon.tsx';
import { PropertyCard } from '../../../components/property-card.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatEuro } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { toast, useFavouriteAction } from '../../favourites/hooks/use-favourite-action.ts';
import { useProperty } from '../api/get-property.ts';
import { useRecordView } from '../api/record-view.ts';
import { listingJsonLd, useJsonLd } from '../utils/json-ld.ts';
import { Gallery } from './gallery.tsx';
import { BelgianFacts } from './belgian-facts.tsx';
import { PriceHistory } from './price-history.tsx';
import { AgentCard } from './agent-card.tsx';
import { ReportButton } from '../../../components/report/report-button.tsx';
import { AuctionBox } from './auction-box.tsx';
import { LocationSection } from './location-section.tsx';
import { ListingVersions } from './listing-versions.tsx';
import { shownVersion } from '../utils/listing-version.ts';
import { CostsPlaceholder } from '../../costs/components/costs-placeholder.tsx';
import { isEstimable } from '../../estimate/utils/listing-facts.ts';
import './property-detail-page.css';

/**
 * 'Book a viewing' and the contact form load on their own when the visitor comes near them: with
 * their form library and schemas (zod, react-hook-form: about 130 KB of script) they kept the
 * main thread busy before the page's main photo was drawn, while on a phone they are far below it.
 */
const BookingPanel = lazy(() => import('../../appointments/components/booking-panel.tsx'));
const ContactForm = lazy(() => import('./contact-form.tsx'));
const ListingCosts = lazy(() => import('../../costs/components/listing-costs.tsx'));
/** The 'Immora estimate' block (issue 34): its chunk and its request wait until it is near the screen. */
const ListingEstimate = lazy(() => import('../../estimate/components/listing-estimate.tsx'));

const AMENITY_ICONS: Record<string, IconName> = {
  garden: 'leaf',
  terrace: 'sparkle',
  balcony: 'building',
  garage: 'key',
  parking: 'key',
  elevator: 'arrowUp',
  furnished: 'home',
  cellar: 'building',
  solarPanels: 'sparkle',
  heatPump: 'refresh',
  airConditioning: 'refresh',
  fireplace: 'sparkle',
  swimmingPool: 'water',
  wifi: 'globe',
  washingMachine: 'water',
  dishwasher: 'water',
  petsAllowed: 'heart',
  wheelchairAccess: 'user',
};

/** /single-v1/:id: the listing page. */
export default function PropertyDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { data, isPending, error, refetch } = useProperty(id);
  useRecordView(id, Boolean(data));

  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  if (notFound) return <Navigate to="/not-found" replace />;
  if (isPending) return <LoadingScreen />;
  if (!data) {
    return (
      <div className="container stack detail-state" role="alert">
        <Icon name="alert" size={32} />
        <h1>{t('property.loadError')}</h1>
        <button type="button" className="btn btn--dark" onClick={() => void refetch()}>
          <Icon name="refresh" size={16} />
          {t('search.retry')}
        </button>
      </div>
    );
  }
  return <Detail property={data} />;
}

function Detail({ property: p }: { property: TPropertyDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const favourites = useFavouriteAction();
  const url = typeof window === 'undefined' ? '' : `${window.location.origin}/single-v1/${p.id}`;
  const price = formatEuro(p.price, language);
  const perMonth = p.type === 'rent';
  // The text in the visitor's language when the listing has it, else the original (decision 023).
  const [picked, setPicked] = useState<TLanguage | null>(null);
  const text = shownVersion(p, language, picked);

  usePageMeta(
    text.title,
    t('property.metaDescription', {
      title: text.title,
      price: `${price}${perMonth ? t('property.perMonth') : ''}`,
      city: p.city,
      area: p.area,
    }),
  );
  useJsonLd(url ? listingJsonLd(p, url) : null);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: text.title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast(t('property.linkCopied'));
    } catch {
      toast(t('property.copyFailed'), 'error');
    }
  };

  const keyFacts: { icon: IconName; label: string; value: string }[] = [
    { icon: 'bed', label: t('property.bedrooms'), value: String(p.bedrooms) },
    { icon: 'bath', label: t('property.bathrooms'), value: String(p.bathrooms) },
    { icon: 'area', label: t('property.area'), value: `${p.area} m²` },
    { icon: 'home', label: t('property.category'), value: t(`categories.${p.category}`) },
    { icon: 'key', label: t('property.type'), value: t(`listingTypes.${p.type}`) },
    {
      icon: 'calendar',
      label: t('property.availability'),
      value: p.availableNow ? t('property.availableNow') : t('property.availableLater'),
    },
  ];
  if (p.yearBuilt) keyFacts.push({ icon: 'building', label: t('property.yearBuilt'), value: String(p.yearBuilt) });

  const slots = Object.entries(p.availableTimeSlots).filter(([, times]) => times.length > 0);

  return (
    <article className="page-alt">
      <div className="container">
        <nav className="crumbs" aria-label={t('property.breadcrumb')}>
          <Link to="/properties">{t('pages.properties')}</Link>
          <Icon name="chevronRight" size={14} />
          <Link to={`/properties?city=${encodeURIComponent(p.city)}`}>{p.city}</Link>
          <Icon name="chevronRight" size={14} />
          <span aria-current="page">{p.publicCode}</span>
        </nav>

        <header className="detail__head">
          <div className="detail__heading">
            <ListingHeading
              listing={{ ...p, title: text.title }}
              lang={text.language}
              badges={
                <>
                  <span className={`badge badge--type badge--${p.type}`}>{t(`listingTypes.${p.type}`)}</span>
                  <span className="badge badge--soft">{t(`categories.${p.category}`)}</span>
                  {p.boosted && <span className="badge badge--featured">{t('property.featured')}</span>}
                </>
              }
            />
          </div>
          <div className="stack detail__pricebox">
            <p className="detail__price" data-testid="detail-price">
              {price}
              {perMonth && <span>{t('property.perMonth')}</span>}
            </p>
            <div className="detail__actions">
              {favourites.visible && (
                <button
                  type="button"
                  className="btn btn--ghost btn--small detail__fav"
                  aria-pressed={favourites.isFavourite(p.id)}
                  onClick={() => favourites.toggle(p.id)}
                >
                  <Icon name="heart" size={16} />
                  {favourites.isFavourite(p.id) ? t('property.saved') : t('property.save')}
                </button>
              )}
              <button type="button" className="btn btn--ghost btn--small" onClick={() => void share()}>
                <Icon name="share" size={16} />
                {t('property.share')}
              </button>
            </div>
          </div>
        </header>

        <Gallery photos={p.photos} title={text.title} />

        <div className="page-columns detail__layout">
          <div className="page-columns__main">
            <PanelSection id="facts-title" title={t('property.keyFacts')}>
              <dl className="facts key-facts">
                {keyFacts.map((fact) => (
                  <div key={fact.label} className="key-facts__item">
                    <Icon name={fact.icon} size={22} />
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
              <p className="cluster detail__codes">
                <span>
                  {t('property.publicCode')}: <strong>{p.publicCode}</strong>
                </span>
                {p.referenceCode && (
                  <span>
                    {t('property.referenceCode')}: <strong>{p.referenceCode}</strong>
                  </span>
                )}
                <span>
                  <Icon name="eye" size={14} /> {t('property.views', { count: p.views })}
                </span>
              </p>
            </PanelSection>

            {isEstimable(p) && (
              // A box of the block's own height: the estimate appears in it without moving the page.
              <WhenNear
                className="listing-estimate-slot"
                placeholder={<div className="card listing-estimate-slot__placeholder skeleton" aria-hidden="true" />}
              >
                <ListingEstimate listing={p} />
              </WhenNear>
            )}

            <PanelSection id="description-title" title={t('property.description')}>
              <ListingVersions
                versions={p.versions}
                original={p.language}
                shown={text}
                interfaceLanguage={language}
                onPick={setPicked}
              />
              <div className="stack detail__description" lang={text.language}>
                {text.description.split(/\n{2,}/).map((para, i) => (
                  <p key={i}>{para}</p>
                ))}
              </div>
            </PanelSection>

            {p.amenities.length > 0 && (
              <PanelSection id="amenities-title" title={t('property.amenities')}>
                <ul className="grid-auto amenity-list">
                  {p.amenities.map((a) => (
                    <li key={a}>
                      <span className="icon-tile amenity-list__icon">
                        <Icon name={AMENITY_ICONS[a] ?? 'check'} size={18} />
                      </span>
                      {t(`property.amenity.${a}`, { defaultValue: a })}
                    </li>
                  ))}
                </ul>
              </PanelSection>
            )}

            {Object.keys(p.facts).length > 0 && (
              <PanelSection id="be-facts-title" title={t('property.facts.title')}>
                <BelgianFacts facts={p.facts} />
              </PanelSection>
            )}

            <PanelSection
              id="price-title"
              title={t('property.priceHistory')}
              aside={
                p.daysOnMarket !== null && (
                  <span className="pill detail__days">{t('property.daysOnImmora', { count: p.daysOnMarket })}</span>
                )
              }
            >
              <PriceHistory history={p.priceHistory} perMonth={perMonth} />
            </PanelSection>

            {(p.type === 'sale' || p.type === 'rent') && (
              <WhenNear className="costs-near" placeholder={<CostsPlaceholder type={p.type} />}>
                <ListingCosts propertyId={p.id} type={p.type} price={p.price} />
              </WhenNear>
            )}

            {slots.length > 0 && (
              <PanelSection id="visits-title" title={t('property.visits')}>
                <ul className="stack visit-slots">
                  {slots.map(([day, times]) => (
                    <li key={day}>
                      <strong>{t(`property.days.${day}`, { defaultValue: day })}</strong>
                      <span>{times.join(' · ')}</span>
                    </li>
                  ))}
                </ul>
              </PanelSection>
            )}

            <LocationSection latitude={p.latitude} longitude={p.longitude} label={text.title} city={p.city} />
          </div>

          <aside className="page-columns__aside">
            <AuctionBox property={{ ...p, title: text.title }} />
            <WhenNear placeholder={null}>
              <BookingPanel propertyId={p.id} propertyTitle={text.title} />
            </WhenNear>
            <div className="card panel stack detail__contact">
              <h2 className="panel__title">{t('property.contact.title')}</h2>
              <AgentCard contact={p.contact} />
              <WhenNear placeholder={<div className="contact-form-placeholder skeleton" />}>
                <ContactForm propertyId={p.id} title={text.title} />
              </WhenNear>
            </div>
            <ReportButton target={{ kind: 'listing', id: p.id, label: text.title }} />
          </aside>
        </div>

        {p.similar.length > 0 && (
          <section className="detail__similar" aria-labelledby="similar-title">
            <h2 id="similar-title" className="panel__title">
              {t('property.similar')}
            </h2>
            <ul className="grid-auto property-grid">
              {p.similar.map((s) => (
                <li key={s.id}>
                  <PropertyCard
                    property={s}
                    favourite={
                      favourites.visible
                        ? { active: favourites.isFavourite(s.id), onToggle: () => favourites.toggle(s.id) }
                        : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}
