import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon.tsx';
import { useSubscription } from '../../lib/subscription-context.ts';
import { useLogout } from '../../lib/use-logout.ts';
import { useLogoutEverywhere } from '../../lib/use-logout-everywhere.ts';
import { useCrmLogout } from '../../features/crm/hooks/use-crm-logout.ts';
import { isGated, MENUS } from './dashboard-menus.ts';
import type { MenuName } from './dashboard-menus.ts';

type Props = {
  menu: MenuName;
  label: string;
  /** The user's name and role label, when known. */
  name?: string | undefined;
  roleLabel?: string | undefined;
  onNavigate?: () => void;
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The working-area menu: grouped items, locked (lock icon + tooltip) without a subscription. */
export function DashboardSidebar({ menu, label, name, roleLabel, onNavigate }: Props) {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const actions = { logout: useLogout(), logoutAll: useLogoutEverywhere(), crmLogout: useCrmLogout() };
  return (
    <nav className="stack dashboard-nav" aria-label={label}>
      {name && (
        <div className="row dashboard-nav__user">
          <span className="dashboard-nav__avatar" aria-hidden="true">
            {initials(name)}
          </span>
          <span className="dashboard-nav__who">
            <strong>{name}</strong>
            {roleLabel && <span>{roleLabel}</span>}
          </span>
        </div>
      )}
      {MENUS[menu].map((group) => (
        <div key={group.title} className="dashboard-nav__group">
          <p className="dashboard-nav__title" id={`menu-${menu}-${group.title}`}>
            {t(`sidebar.groups.${group.title}`)}
          </p>
          <ul aria-labelledby={`menu-${menu}-${group.title}`}>
            {group.items.map((entry) => {
              const text = t(`sidebar.items.${entry.label}`);
              if ('action' in entry) {
                const run = actions[entry.action];
                return (
                  <li key={entry.action}>
                    <button
                      type="button"
                      className="dashboard-nav__link"
                      onClick={() => {
                        onNavigate?.();
                        void run();
                      }}
                    >
                      <span>{text}</span>
                      <Icon name="logout" size={16} />
                    </button>
                  </li>
                );
              }
              const locked = isGated(entry.to) && !subscription.isLoading && !subscription.isActive;
              return (
                <li key={entry.to}>
                  {locked ? (
                    <span
                      className="dashboard-nav__link dashboard-nav__link--locked"
                      aria-disabled="true"
                      tabIndex={0}
                      title={t('subscription.locked')}
                      data-tooltip={t('subscription.locked')}
                    >
                      <span>{text}</span>
                      <Icon name="lock" size={15} />
                      <span className="visually-hidden">{t('subscription.locked')}</span>
                    </span>
                  ) : (
                    <NavLink to={entry.to} className="dashboard-nav__link" end onClick={onNavigate}>
                      <span>{text}</span>
                    </NavLink>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
