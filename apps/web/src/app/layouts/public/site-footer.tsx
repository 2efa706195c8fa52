import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/logo.tsx';
import { Icon } from '../../../components/icon.tsx';
import { NewsletterForm } from '../../../features/newsletter/components/newsletter-form.tsx';
import { APP_STORES, CONTACT, SOCIAL_LINKS } from './contact.ts';
import { POPULAR_SEARCHES, QUICK_LINKS } from './popular-searches.ts';
import './site-footer.css';

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo tone="light" />
          <p className="site-footer__about">{t('footer.about')}</p>
          <address className="site-footer__contact">
            <span>
              <Icon name="pin" size={18} />
              <span>
                {CONTACT.company}, {CONTACT.street}, {t('footer.cityLine')}
              </span>
            </span>
            <a href={`tel:${CONTACT.phoneHref}`}>
              <Icon name="phone" size={18} />
              <span>{CONTACT.phone}</span>
            </a>
            <a href={`mailto:${CONTACT.email}`}>
              <Icon name="mail" size={18} />
              <span>{CONTACT.email}</span>
            </a>
          </address>
          <div className="cluster site-footer__stores">
            <a href={APP_STORES.apple} target="_blank" rel="noopener noreferrer" className="row-inline store-badge">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="currentColor">
                <path d="M16.4 12.6c0-2.5 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.8-1.7 0-3.2 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8s2.1-1.2 2.9-2.4c.9-1.3 1.3-2.6 1.3-2.7-.1 0-2.3-.9-2.3-3.9zM14 5.1c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z" />
              </svg>
              <span>
                <small>{t('footer.downloadOn')}</small>App Store
              </span>
            </a>
            <a href={APP_STORES.google} target="_blank" rel="noopener noreferrer" className="row-inline store-badge">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M4 2.5l10.2 9.5L4 21.5c-.4-.2-.6-.6-.6-1.1V3.6c0-.5.2-.9.6-1.1z" fill="#34a853" />
                <path d="M17.6 8.9L14.2 12 4 2.5c.2-.1.5-.1.8 0l12.8 6.4z" fill="#fbbc04" />
                <path d="M17.6 15.1L4.8 21.5c-.3.1-.6.1-.8 0L14.2 12l3.4 3.1z" fill="#ea4335" />
                <path d="M20.6 12c0 .5-.3.9-.7 1.2l-2.3 1.9L14.2 12l3.4-3.1 2.3 1.9c.4.3.7.7.7 1.2z" fill="#4285f4" />
              </svg>
              <span>
                <small>{t('footer.getItOn')}</small>Google Play
              </span>
            </a>
          </div>
        </div>
        <nav className="site-footer__col" aria-labelledby="footer-popular">
          <h2 id="footer-popular" className="site-footer__heading">
            {t('footer.popularSearch')}
          </h2>
          <ul>
            {POPULAR_SEARCHES.map((item) => (
              <li key={item.key}>
                <Link to={item.to}>{t(`footer.popular.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__col" aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="site-footer__heading">
            {t('footer.quickLinks')}
          </h2>
          <ul>
            {QUICK_LINKS.map((item) => (
              <li key={item.key}>
                <Link to={item.to}>{t(`footer.links.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__col site-footer__news">
          <NewsletterForm />
          <ul className="site-footer__social" aria-label={t('sidePanel.followUs')}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.name}>
                  <Icon name={link.icon} size={18} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container split site-footer__bottom-inner">
          <p>{t('footer.copyright', { year })}</p>
          <ul>
            <li>
              <Link to="/privacy-policy">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{t('footer.privacy')}</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
