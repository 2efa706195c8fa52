import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/logo.tsx';
import { Icon } from '../../components/icon.tsx';
import { Overlay } from '../../components/overlay.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { useSession } from '../../lib/session-context.ts';
import { useMe } from '../../features/users/api/get-me.ts';
import { DashboardSidebar } from './dashboard-sidebar.tsx';
import type { MenuName } from './dashboard-menus.ts';
import './dashboard-layout.css';

type Props = {
  /** i18n namespace of the area (user, agent, agency, pseller, crm). */
  namespace: string;
  menu: MenuName;
  /** Who is shown as signed in, when not the web session's user (the CRM area's customer). */
  who?: { name: string; roleLabel?: string | undefined } | undefined;
  children: ReactNode;
};

/** Working-area layout: top bar, grouped side menu (a drawer on small screens), the page. */
export function DashboardLayout({ namespace, menu, who, children }: Props) {
  const { t } = useTranslation(['common', namespace]);
  const { session } = useSession();
  const me = useMe();
  const location = useLocation();
  const [drawer, setDrawer] = useState(false);
  const [seen, setSeen] = useState(location.pathname);
  if (seen !== location.pathname) {
    setSeen(location.pathname);
    setDrawer(false);
  }
  const name = who ? who.name : me.data ? `${me.data.first_name} ${me.data.last_name}`.trim() : undefined;
  const roleLabel = who
    ? who.roleLabel
    : session?.role
      ? t(`roles.${session.role}`, { defaultValue: '' }) || undefined
      : undefined;
  const label = t('area.menu', { ns: namespace });
  return (
    <div className="dashboard">
      <header className="row dashboard__top">
        <button
          type="button"
          className="icon-btn dashboard__burger"
          aria-label={t('sidebar.open')}
          aria-haspopup="dialog"
          aria-expanded={drawer}
          onClick={() => setDrawer(true)}
        >
          <Icon name="menu" size={20} />
        </button>
        <Logo />
        <p className="dashboard__area">{t('area.title', { ns: namespace })}</p>
        <div className="row dashboard__tools">
          <LanguageSwitcher />
          <Link to="/" className="btn btn--ghost btn--small" aria-label={t('dashboard.website')}>
            <Icon name="home" size={16} />
            <span className="dashboard__hide-sm">{t('dashboard.website')}</span>
          </Link>
          {name && (
            <span className="pill pill--plain dashboard__user dashboard__hide-md">
              <Icon name="user" size={16} />
              {name}
            </span>
          )}
        </div>
      </header>
      <div className="dashboard__body">
        <aside className="dashboard__side">
          <DashboardSidebar menu={menu} label={label} name={name} roleLabel={roleLabel} />
        </aside>
        <main className="dashboard__main" id="main">
          {children}
        </main>
      </div>
      <Overlay
        open={drawer}
        onClose={() => setDrawer(false)}
        labelledBy="dashboard-drawer-title"
        variant="left"
        className="dashboard-drawer"
      >
        <div className="bar dashboard-drawer__head">
          <h2 id="dashboard-drawer-title" className="visually-hidden">
            {label}
          </h2>
          <Logo tone="light" />
          <button type="button" className="icon-btn" aria-label={t('sidebar.close')} onClick={() => setDrawer(false)}>
            <Icon name="close" size={18} />
          </button>
        </div>
        <DashboardSidebar
          menu={menu}
          label={label}
          name={name}
          roleLabel={roleLabel}
          onNavigate={() => setDrawer(false)}
        />
      </Overlay>
    </div>
  );
}
