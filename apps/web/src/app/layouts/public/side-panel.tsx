import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SIDE_PANEL_CATEGORIES } from '@immora/shared/listing';
import { Overlay } from '../../../components/overlay.tsx';
import { Icon } from '../../../components/icon.tsx';
import { CONTACT, SOCIAL_LINKS } from './contact.ts';
import './drawer.css';

/** Slide-in panel: property types, social links and contact lines (spec 1 §2). */
export function SidePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Overlay
      open={open}
      onClose={onClose}
      labelledBy="side-panel-title"
      variant="right"
      className="stack drawer drawer--dark"
    >
      <div className="bar drawer__head">
        <h2 id="side-panel-title" className="drawer__title">
          {t('sidePanel.title')}
        </h2>
        <button
          type="button"
          className="icon-btn icon-btn--on-dark"
          aria-label={t('sidePanel.close')}
          onClick={onClose}
        >
          <Icon name="close" size={18} />
        </button>
      </div>
      <p className="drawer__lead">{t('sidePanel.lead')}</p>
      <h3 className="drawer__subtitle">{t('sidePanel.propertyTypes')}</h3>
      <ul className="drawer__types">
        {SIDE_PANEL_CATEGORIES.map((category) => (
          <li key={category}>
            <Link to={`/properties?category=${category}`} className="drawer__type" onClick={onClose}>
              {t(`sidePanel.types.${category}`)}
              <Icon name="arrowRight" size={16} />
            </Link>
          </li>
        ))}
      </ul>
      <div className="drawer__contact">
        <a href={`tel:${CONTACT.careLineHref}`} className="row drawer__contact-item">
          <Icon name="headset" size={22} />
          <span>
            <small>{t('sidePanel.customerCare')}</small>
            {CONTACT.careLine}
          </span>
        </a>
        <a href={`mailto:${CONTACT.email}`} className="row drawer__contact-item">
          <Icon name="mail" size={22} />
          <span>
            <small>{t('sidePanel.liveSupport')}</small>
            {CONTACT.email}
          </span>
        </a>
      </div>
      <h3 className="drawer__subtitle">{t('sidePanel.followUs')}</h3>
      <ul className="drawer__social">
        {SOCIAL_LINKS.map((link) => (
          <li key={link.name}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.name}
              className="drawer__social-link"
            >
              <Icon name={link.icon} size={18} />
            </a>
          </li>
        ))}
      </ul>
    </Overlay>
  );
}
