import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPropertyCard } from '@immora/shared/properties';
import { Icon } from '../../../components/icon.tsx';
import { PropertyCard } from '../../../components/property-card.tsx';
import { PropertyCardSkeleton } from '../../../components/property-card-skeleton.tsx';
import { WhenNear } from '../../../components/when-near.tsx';
import { phoneLink } from '../../../lib/phone-link.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { ReportButton } from '../../../components/report/report-button.tsx';
import { VerifiedBadge } from '../../../components/verified-badge.tsx';
import './professionals.css';

type Kind = 'agent' | 'agency';

export type Contact = { phone: string | null; email: string | null; website?: string | null; address?: string | null };

type Props = {
  kind: Kind;
  name: string;
  image: string | null;
  /** Lines under the name: agency link, city, licence. */
  facts: ReactNode;
  contact: Contact;
  about: string | null;
  listings: { items: TPropertyCard[]; total: number };
  children?: ReactNode;
  /**
   * Below the listings, last in the main column: the reviews, which are drawn only as the visitor
   * comes near them. Above the listings, their arrival moved the listings on a laptop's first
   * screen (their stand-in is not the panel's height, which depends on the reviews).
   */
  after?: ReactNode;
  aside?: ReactNode;
  /** Staff confirmed the BIV/IPI number (decision 077): the "Verified agent" badge. */
  verified: boolean;
  /** The id a report of this profile names (the agent's or agency owner's account). */
  reportId: string;
};

function websiteLabel(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export function ContactLinks({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const phone = contact.phone ? phoneLink(contact.phone) : null;
  return (
    <ul className="stack pro-contact">
      {phone && (
        <li>
          <a href={phone.href}>
            <Icon name="phone" size={18} />
            <span>
              <small>{t('professionals.contact.phone')}</small>
              {phone.label}
            </span>
          </a>
        </li>
      )}
      {contact.email && (
        <li>
          <a href={`mailto:${contact.email}`}>
            <Icon name="mail" size={18} />
            <span>
              <small>{t('professionals.contact.email')}</small>
              {contact.email}
            </span>
          </a>
        </li>
      )}
      {contact.website && /^https?:\/\//i.test(contact.website) && (
        <li>
          <a href={contact.website} target="_blank" rel="noopener noreferrer">
            <Icon name="globe" size={18} />
            <span>
              <small>{t('professionals.contact.website')}</small>
              {websiteLabel(contact.website)}
            </span>
          </a>
        </li>
      )}
      {contact.address && (
        <li>
          <span className="pro-contact__static">
            <Icon name="pin" size={18} />
            <span>
              <small>{t('professionals.contact.address')}</small>
              {contact.address}
            </span>
          </span>
        </li>
      )}
    </ul>
  );
}

/** What the hero shows of a loaded profile. */
type HeroProfile = Pick<Props, 'name' | 'image' | 'facts' | 'contact' | 'verified'>;

/**
 * The dark band at the top of a profile: back link, portrait or logo, name, facts and the call and
 * write buttons. Without `profile` (while it loads) the same band with stand-ins in the same
 * places: the back link and the eyebrow are known from `kind` alone.
 */
export function ProfileHero({ kind, profile }: { kind: Kind; profile?: HeroProfile }) {
  const { t } = useTranslation();
  const phone = profile?.contact.phone ? phoneLink(profile.contact.phone) : null;
  return (
    <section className="page-hero pro-hero--profile">
      <div className="container">
        <Link to={kind === 'agent' ? '/agents' : '/agency'} className="row-inline pro-back">
          <Icon name="chevronLeft" size={16} />
          {t(`professionals.${kind}Profile.back`)}
        </Link>
        <div className="cluster pro-head">
          {profile ? (
            <Avatar name={profile.name} src={profile.image} size="xl" shape={kind === 'agency' ? 'square' : 'round'} />
          ) : (
            <span className={`avatar avatar--xl pro-skeleton${kind === 'agency' ? ' avatar--square' : ''}`} />
          )}
          <div className="pro-head__text">
            <span className="eyebrow eyebrow--on-dark">{t(`professionals.${kind}Profile.eyebrow`)}</span>
            {profile ? (
              <>
                <h1 className="page-hero__title">{profile.name}</h1>
                <VerifiedBadge verified={profile.verified} />
                <div className="cluster pro-head__facts">{profile.facts}</div>
              </>
            ) : (
              <>
                <p className="page-hero__title pro-head__pending" role="status">
                  {t('professionals.loadingProfile')}
                </p>
                <div className="cluster pro-head__facts" aria-hidden="true">
                  <span className="pro-fact pro-skeleton pro-skeleton--fact" />
                </div>
              </>
            )}
          </div>
          {profile && (
            <div className="cluster pro-head__actions">
              {phone && (
                <a href={phone.href} className="btn btn--primary">
                  <Icon name="phone" size={16} />
                  {t('professionals.contact.call')}
                </a>
              )}
              {profile.contact.email && (
                <a href={`mailto:${profile.contact.email}`} className="btn btn--light">
                  <Icon name="mail" size={16} />
                  {t('professionals.contact.write')}
                </a>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

/** Stand-ins of a card's size for each listing: the grid is drawn when the visitor comes near it. */
function ListingsPlaceholder({ count }: { count: number }) {
  return (
    <ul className="grid-auto property-grid pro-listings" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <PropertyCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/**
 * Profile page of an agent or an agency: header, about, extra sections, listings, what comes after
 * them (the reviews) and contact.
 * The listings grid is drawn when the visitor comes near it (its cards, their pictures and
 * favourites are most of the page's elements; on a phone they are screens below the first).
 */
export function ProfileLayout({
  kind,
  name,
  image,
  facts,
  contact,
  about,
  listings,
  children,
  after,
  aside,
  verified,
  reportId,
}: Props) {
  const { t } = useTranslation();
  return (
    <div className="pro-page">
      <ProfileHero kind={kind} profile={{ name, image, facts, contact, verified }} />
      <div className="container pro-profile">
        <div className="stack pro-profile__main">
          <section className="card panel" aria-labelledby="pro-about">
            <h2 id="pro-about" className="panel__title">
              {t(`professionals.${kind}Profile.about`, { name })}
            </h2>
            {about ? (
              about
                .split(/\n{2,}/)
                .filter(Boolean)
                .map((paragraph, index) => (
                  <p key={index} className="pro-about">
                    {paragraph}
                  </p>
                ))
            ) : (
              <p className="pro-muted">{t('professionals.noAbout')}</p>
            )}
          </section>
          {children}
          <section aria-labelledby="pro-listings">
            <div className="panel__head">
              <h2 id="pro-listings" className="panel__title">
                {t('professionals.listings.title')}
              </h2>
              {listings.total > 0 && (
                <span className="pro-muted">
                  {t('professionals.listings.shown', { shown: listings.items.length, count: listings.total })}
                </span>
              )}
            </div>
            {listings.items.length === 0 ? (
              <p className="pro-muted">{t('professionals.listings.none')}</p>
            ) : (
              <WhenNear placeholder={<ListingsPlaceholder count={listings.items.length} />}>
                <ul className="grid-auto property-grid pro-listings">
                  {listings.items.map((property) => (
                    <li key={property.id}>
                      <PropertyCard property={property} />
                    </li>
                  ))}
                </ul>
              </WhenNear>
            )}
          </section>
          {after}
        </div>
        <aside className="stack pro-profile__aside">
          <section className="card panel" aria-labelledby="pro-contact">
            <h2 id="pro-contact" className="panel__title">
              {t('professionals.contact.title', { name })}
            </h2>
            <p className="pro-muted">{t('professionals.contact.lead')}</p>
            <ContactLinks contact={contact} />
          </section>
          {aside}
          <ReportButton target={{ kind: 'profile', id: reportId, label: name }} />
        </aside>
      </div>
    </div>
  );
}
