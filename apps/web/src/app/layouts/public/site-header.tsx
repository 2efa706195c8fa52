import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigationType } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/logo.tsx';
import { Icon } from '../../../components/icon.tsx';
import { NavDropdown } from '../../../components/nav-dropdown.tsx';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useScrolledPast } from '../../../lib/use-scrolled-past.ts';
import { useSession } from '../../../lib/session-context.ts';
import { useLogout } from '../../../lib/use-logout.ts';
import { dashboardPath } from '../../../lib/authorization.ts';
import { OPEN_ACCOUNT_EVENT } from '../../../lib/open-account-modal.ts';
import { COMPACT_HEADER_QUERY, MENU, STICKY_AFTER_PX } from './menu.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { AccountModal } from './account-modal.tsx';
import { SidePanel } from './side-panel.tsx';
import './site-header.css';

type Panel = 'none' | 'menu' | 'account' | 'side';

export function SiteHeader() {
  const { t } = useTranslation();
  const compact = useMediaQuery(COMPACT_HEADER_QUERY);
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const { session } = useSession();
  const logout = useLogout();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [panel, setPanel] = useState<Panel>('none');

  // Pages may ask for the sign-in dialog (lib/open-account-modal.ts).
  useEffect(() => {
    const open = () => setPanel('account');
    window.addEventListener(OPEN_ACCOUNT_EVENT, open);
    return () => window.removeEventListener(OPEN_ACCOUNT_EVENT, open);
  }, []);
  const close = () => setPanel('none');

  // Going somewhere closes the drawers and the account dialog; a page replacing its own
  // address (the search map writing its bounds) does not close what the user just opened.
  const where = `${location.pathname}${location.search}`;
  const [seen, setSeen] = useState({ where, pathname: location.pathname });
  if (seen.where !== where) {
    setSeen({ where, pathname: location.pathname });
    if (navigationType !== 'REPLACE' || seen.pathname !== location.pathname) setPanel('none');
  }

  const actions = session ? (
    <>
      <Link to={dashboardPath(session)} className="btn btn--dark btn--small">
        <Icon name="dashboard" size={16} />
        {t('header.dashboard')}
      </Link>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => void logout()}>
        <Icon name="logout" size={16} />
        {t('header.logout')}
      </button>
    </>
  ) : (
    <>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setPanel('account')}>
        <Icon name="user" size={16} />
        {t('header.myAccount')}
      </button>
      <Link to="/register" className="btn btn--dark btn--small">
        {t('header.joinAsPro')}
      </Link>
    </>
  );

  return (
    <>
      <header className="site-header" data-sticky={sticky ? 'true' : 'false'} data-compact={compact ? 'true' : 'false'}>
        <div className="row site-header__inner">
          <Logo />
          {!compact && (
            <nav className="site-header__nav" aria-label={t('header.mainMenu')}>
              <ul>
                {MENU.map((entry) => (
                  <li key={entry.key}>
                    {'children' in entry ? (
                      <NavDropdown
                        label={t(`menu.${entry.key}`)}
                        items={entry.children.map((child) => ({ to: child.to, label: t(`menu.${child.key}`) }))}
                      />
                    ) : (
                      <NavLink to={entry.to} end className="nav-link">
                        {t(`menu.${entry.key}`)}
                      </NavLink>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="row site-header__actions">
            <span className="site-header__lang">
              <LanguageSwitcher />
            </span>
            <Link to="/advertise" className="btn btn--primary btn--small site-header__advertise">
              {t('header.advertiseNow')}
            </Link>
            <span className="site-header__account">{actions}</span>
            <button
              type="button"
              className="icon-btn"
              aria-label={t('header.openSidePanel')}
              aria-haspopup="dialog"
              aria-expanded={panel === 'side'}
              onClick={() => setPanel('side')}
            >
              <Icon name="grid" size={18} />
            </button>
            {compact && (
              <button
                type="button"
                className="icon-btn site-header__burger"
                aria-label={t('header.openMenu')}
                aria-haspopup="dialog"
                aria-expanded={panel === 'menu'}
                onClick={() => setPanel('menu')}
              >
                <Icon name="menu" size={20} />
              </button>
            )}
          </div>
        </div>
      </header>
      <MobileMenu open={panel === 'menu'} onClose={close} actions={actions} />
      <AccountModal open={panel === 'account'} onClose={close} />
      <SidePanel open={panel === 'side'} onClose={close} />
    </>
  );
}
