import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '@immora/shared/routes';
import { Logo } from '../../components/logo.tsx';
import { Icon } from '../../components/icon.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { useSubscription } from '../../lib/subscription-context.ts';
import { useSession } from '../../lib/session-context.ts';
import { useLogout } from '../../lib/use-logout.ts';
import './dashboard-layout.css';

type Props = {
  /** i18n namespace of the area (user, agent, agency, pseller, crm). */
  namespace: string;
  /** The area's routes; those without parameters become menu items. */
  routes: readonly RouteDef[];
  children: ReactNode;
};

const inMenu = (def: RouteDef) => !def.path.includes(':') && !/\/(add|update|edit)-/.test(def.path);

/** Working-area layout: top bar and a side menu where gated items lock without a subscription. */
export function DashboardLayout({ namespace, routes, children }: Props) {
  const { t } = useTranslation(['common', namespace]);
  const subscription = useSubscription();
  const { session } = useSession();
  const logout = useLogout();
  return (
    <div className="dashboard">
      <header className="dashboard__top">
        <Logo />
        <p className="dashboard__area">{t('area.title', { ns: namespace })}</p>
        <div className="dashboard__tools">
          <LanguageSwitcher />
          <Link to="/" className="btn btn--ghost btn--small">
            <Icon name="home" size={16} />
            <span className="dashboard__hide-sm">{t('dashboard.website')}</span>
          </Link>
          {session && (
            <button type="button" className="btn btn--dark btn--small" onClick={() => void logout()}>
              <Icon name="logout" size={16} />
              <span className="dashboard__hide-sm">{t('header.logout')}</span>
            </button>
          )}
        </div>
      </header>
      <div className="dashboard__body">
        <nav className="dashboard__nav" aria-label={t('area.menu', { ns: namespace })}>
          <ul>
            {routes.filter(inMenu).map((def) => {
              const label = t(`pages.${def.page}`);
              const locked = def.gated === true && !subscription.isActive;
              return (
                <li key={def.path}>
                  {locked ? (
                    <span
                      className="dashboard__link dashboard__link--locked"
                      aria-disabled="true"
                      title={t('subscription.locked')}
                    >
                      <span>{label}</span>
                      <Icon name="lock" size={15} />
                      <span className="visually-hidden">{t('subscription.locked')}</span>
                    </span>
                  ) : (
                    <NavLink to={def.path} className="dashboard__link" end>
                      <span>{label}</span>
                    </NavLink>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <main className="dashboard__main" id="main">
          {children}
        </main>
      </div>
    </div>
  );
}
