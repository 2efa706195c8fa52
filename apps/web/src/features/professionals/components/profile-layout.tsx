import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPropertyCard } from '@immora/shared/properties';
import { Icon } from '../../../components/icon.tsx';
import { PropertyCard } from '../../../components/property-card.tsx';
import { phoneLink } from '../../../lib/phone-link.ts';
import { Avatar } from '../../../components/avatar.tsx';
import './professionals.css';

export type Contact = { phone: string | null; email: string | null; website?: string | null; address?: string | null };

type Props = {
  kind: 'agent' | 'agency';
  name: string;
  image: string | null;
  /** Lines under the name: agency link, city, licence. */
  facts: ReactNode;
  contact: Contact;
  about: string | null;
  listings: { items: TPropertyCard[]; total: number };
  children?: ReactNode;
  aside?: ReactNode;
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

/** Profile page of an agent or an agency: header, about, extra sections, listings and contact. */
export function ProfileLayout({ kind, name, image, facts, contact, about, listings, children, aside }: Props) {
  const { t } = useTranslation();
  const phone = contact.phone ? phoneLink(contact.phone) : null;
  return (
    <div className="pro-page">
      <section className="page-hero pro-hero--profile">
        <div className="container">
          <Link to={kind === 'agent' ? '/agents' : '/agency'} className="row-inline pro-back">
            <Icon name="chevronLeft" size={16} />
            {t(`professionals.${kind}Profile.back`)}
          </Link>
          <div className="cluster pro-head">
            <Avatar name={name} src={image} size="xl" shape={kind === 'agency' ? 'square' : 'round'} />
            <div className="pro-head__text">
              <span className="eyebrow eyebrow--on-dark">{t(`professionals.${kind}Profile.eyebrow`)}</span>
              <h1 className="page-hero__title">{name}</h1>
              <div className="cluster pro-head__facts">{facts}</div>
            </div>
            <div className="cluster pro-head__actions">
              {phone && (
                <a href={phone.href} className="btn btn--primary">
                  <Icon name="phone" size={16} />
                  {t('professionals.contact.call')}
                </a>
              )}
              {contact.email && (
                <a href={`mailto:${contact.email}`} className="btn btn--light">
                  <Icon name="mail" size={16} />
                  {t('professionals.contact.write')}
                </a>
              )}
            </div>
          </div>
        </div>
      </section>
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
              <ul className="grid-auto property-grid pro-listings">
                {listings.items.map((property) => (
                  <li key={property.id}>
                    <PropertyCard property={property} />
                  </li>
                ))}
              </ul>
            )}
          </section>
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
        </aside>
      </div>
    </div>
  );
}
