import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Overlay } from '../../../components/overlay.tsx';
import { Icon } from '../../../components/icon.tsx';
import { Logo } from '../../../components/logo.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { MENU } from './menu.ts';
import './drawer.css';

type Props = { open: boolean; onClose: () => void; actions: ReactNode };

/** The compact header's menu: every entry, dropdown children included. */
export function MobileMenu({ open, onClose, actions }: Props) {
  const { t } = useTranslation();
  return (
    <Overlay open={open} onClose={onClose} labelledBy="mobile-menu-title" variant="right" className="stack drawer">
      <div className="bar drawer__head">
        <Logo />
        <button type="button" className="icon-btn" aria-label={t('header.closeMenu')} onClick={onClose}>
          <Icon name="close" size={18} />
        </button>
      </div>
      <h2 id="mobile-menu-title" className="visually-hidden">
        {t('header.mainMenu')}
      </h2>
      <nav aria-label={t('header.mainMenu')} className="drawer__nav" data-testid="mobile-menu">
        <ul>
          {MENU.map((entry) =>
            'children' in entry ? (
              <li key={entry.key} className="drawer__group">
                <span className="drawer__group-title">{t(`menu.${entry.key}`)}</span>
                <ul>
                  {entry.children.map((child) => (
                    <li key={child.to}>
                      <NavLink to={child.to} className="drawer__link drawer__link--child" onClick={onClose}>
                        {t(`menu.${child.key}`)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={entry.key}>
                <NavLink to={entry.to} end className="drawer__link" onClick={onClose}>
                  {t(`menu.${entry.key}`)}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="stack drawer__actions">
        <Link to="/advertise" className="btn btn--primary" onClick={onClose}>
          {t('header.advertiseNow')}
        </Link>
        {actions}
      </div>
      <div className="drawer__footer">
        <LanguageSwitcher />
      </div>
    </Overlay>
  );
}
