import { ALL_ROUTES } from '@immora/shared/routes';

/** One sidebar entry: a page (label under sidebar.items.*), Logout, or Sign out everywhere. */
export type MenuAction = 'logout' | 'logoutAll' | 'crmLogout';
export type MenuItem = { to: string; label: string } | { action: MenuAction; label: 'logout' | 'logoutAll' };
export type MenuGroup = { title: string; items: readonly MenuItem[] };

const GATED = new Set(ALL_ROUTES.filter((def) => def.gated).map((def) => def.path));
export const isGated = (path: string) => GATED.has(path);

const item = (to: string, label: string): MenuItem => ({ to, label });
const LOGOUT: MenuItem = { action: 'logout', label: 'logout' };
const LOGOUT_ALL: MenuItem = { action: 'logoutAll', label: 'logoutAll' };
const crm = (prefix: string): MenuGroup => ({
  title: 'crm',
  items: [
    item(`/${prefix}/leads`, 'leads'),
    item(`/${prefix}/customers`, 'customers'),
    item(`/${prefix}/contacts`, 'contacts'),
    item(`/${prefix}/opportunities`, 'opportunities'),
  ],
});

/** Sidebars of spec 2 §2: dashboard, reporting, CRM, messages, property management, billing, publishing. */
export const MENUS = {
  buyer: [
    {
      title: 'main',
      items: [
        item('/user-home', 'dashboard'),
        item('/user-appointments', 'appointments'),
        item('/user-saved-search', 'savedSearch'),
        item('/user-my-favourites', 'myFavorites'),
      ],
    },
    { title: 'account', items: [item('/user-profile', 'myProfile'), LOGOUT, LOGOUT_ALL] },
  ],
  individual: [
    {
      title: 'main',
      items: [
        item('/dashboard-home', 'dashboard'),
        item('/dashboard-reporting', 'reporting'),
        item('/dashboard-message', 'messages'),
        item('/dashboard-emails', 'emails'),
      ],
    },
    crm('dashboard-crm'),
    {
      title: 'property',
      items: [
        item('/dashboard-my-properties', 'myProperties'),
        item('/dashboard-appointments', 'appointments'),
        item('/dashboard-advertisement', 'advertisements'),
        item('/dashboard-saved-search', 'savedSearch'),
        item('/dashboard-my-favourites', 'myFavorites'),
        item('/dashboard-reviews', 'reviews'),
      ],
    },
    // Spec 2 §2's 'Publish Property' is the add-property wizard (its old address redirects there).
    { title: 'publish', items: [item('/dashboard-add-property', 'publishProperty')] },
    {
      title: 'account',
      items: [
        item('/dashboard-my-package', 'myPackage'),
        item('/dashboard-my-profile', 'myProfile'),
        LOGOUT,
        LOGOUT_ALL,
      ],
    },
  ],
  agency: [
    {
      title: 'main',
      items: [
        item('/agency-home', 'dashboard'),
        item('/agency-reporting', 'reporting'),
        item('/agency-message', 'messages'),
        item('/agency-emails', 'emails'),
      ],
    },
    crm('agency-crm'),
    { title: 'agents', items: [item('/agency-agents', 'agents'), item('/agency-agent-requests', 'agentRequests')] },
    {
      title: 'property',
      items: [
        item('/agency-properties', 'myProperties'),
        item('/agency-unassigned-properties', 'unassignedProperties'),
        item('/agency-appointments', 'appointments'),
        item('/agency-advertisements', 'advertisements'),
        item('/agency-review', 'reviews'),
      ],
    },
    {
      title: 'billing',
      items: [
        item('/plans', 'plans'),
        item('/agency-package', 'myPackage'),
        item('/agency-invoices', 'invoices'),
        item('/agency-licenses', 'licences'),
      ],
    },
    { title: 'publish', items: [item('/agency-add-property', 'addProperty')] },
    { title: 'account', items: [item('/agency-profile', 'agencyProfile'), LOGOUT, LOGOUT_ALL] },
  ],
  pseller: [
    { title: 'main', items: [item('/pseller-home', 'dashboard')] },
    {
      title: 'property',
      items: [
        item('/pseller-properties', 'myProperties'),
        item('/pseller-appointments', 'appointments'),
        item('/pseller-advertisements', 'advertisements'),
      ],
    },
    { title: 'publish', items: [item('/pseller-add-property', 'addProperty')] },
    { title: 'account', items: [item('/pseller-profile', 'myProfile'), LOGOUT, LOGOUT_ALL] },
  ],
  // Immora's staff back office (decision 076).
  staff: [
    {
      title: 'moderation',
      items: [
        item('/staff', 'staffQueue'),
        item('/staff/professionals', 'staffProfessionals'),
        item('/staff/audit', 'staffAudit'),
      ],
    },
    { title: 'account', items: [LOGOUT, LOGOUT_ALL] },
  ],
  crm: [
    { title: 'main', items: [item('/crm-dashboard', 'crmDashboard')] },
    // The CRM area's own session (decision 038): its sign-out ends that one only.
    { title: 'account', items: [{ action: 'crmLogout', label: 'logout' }] },
  ],
} satisfies Record<string, readonly MenuGroup[]>;

export type MenuName = keyof typeof MENUS;
