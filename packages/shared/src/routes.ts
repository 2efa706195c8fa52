import type { AccountRole, Role } from './roles.ts';

/**
 * The complete route table of spec 1 §2. The web router is built from it, so a route
 * is added in one place. `area` decides the lazily loaded chunk and the layout.
 */
export type RouteArea = 'public' | 'auth' | 'buyer' | 'individual' | 'pseller' | 'agency' | 'crm' | 'shared' | 'staff';

export type RouteDef = {
  path: string;
  /** Key of the page title in the common namespace (pages.*). */
  page: string;
  area: RouteArea;
  /** Signed-in roles allowed; [] means any marketplace role; undefined means public. */
  roles?: readonly AccountRole[];
  /** Needs an active subscription (spec 1 §2 'gated'). */
  gated?: boolean;
  /** Needs the CRM session (crmToken and crmCustomer). */
  crm?: boolean;
  /** An old address kept working: the router replaces it with this path, query and hash kept. */
  redirectTo?: string;
  /**
   * A read-mostly page the server draws (decision 089): its app starts when the visitor acts on
   * it or nears a part only the app draws, not once its first screen is shown.
   */
  startOnDemand?: true;
};

const pub = (path: string, page: string, area: RouteArea = 'public'): RouteDef => ({ path, page, area });
const readMostly = (path: string, page: string): RouteDef => ({ ...pub(path, page), startOnDemand: true });
const role =
  (r: Role, area: RouteArea) =>
  (path: string, page: string, gated = false): RouteDef => ({ path, page, area, roles: [r], gated });

export const PUBLIC_ROUTES: RouteDef[] = [
  pub('/', 'home'),
  pub('/properties', 'properties'),
  pub('/find-properties', 'properties'),
  pub('/search', 'properties'),
  pub('/holiday-rooms', 'holidayRooms'),
  pub('/student-rooms', 'studentRooms'),
  pub('/shared-appartments', 'sharedApartments'),
  pub('/auction-properties', 'auctionProperties'),
  pub('/agents', 'agents'),
  pub('/agency', 'agencies'),
  pub('/blog-list-v3', 'blogs'),
  pub('/blogs/:id', 'blog'),
  pub('/single-v1/:id', 'property'),
  pub('/single-v8/:id/:auctionId', 'auction'),
  pub('/advertise', 'advertise'),
  // Not in spec 1's table: the public estimate of issue 34, drawn on the server like the home page.
  readMostly('/estimate', 'estimate'),
  pub('/pricing', 'pricing'),
  pub('/costs', 'costs'),
  // Issue 35: market figures by municipality, drawn on the server with their figures (decision 075).
  readMostly('/market', 'market'),
  readMostly('/market/:municipality', 'marketMunicipality'),
  pub('/privacy-policy', 'privacy'),
  pub('/login', 'login', 'auth'),
  pub('/signup', 'signup', 'auth'),
  pub('/register', 'register', 'auth'),
  pub('/forget-password', 'forgetPassword', 'auth'),
  pub('/reset-password', 'resetPassword', 'auth'),
  pub('/verification', 'verification', 'auth'),
  pub('/verify-email', 'verifyEmail', 'auth'),
  pub('/alerts/unsubscribe/:token', 'alertUnsubscribe', 'auth'),
  pub('/emails/stop', 'emailStop', 'auth'),
  // Issue 36: a suspended owner's appeal through the suspension e-mail's signed link (decision 081).
  pub('/appeal', 'appeal', 'auth'),
  pub('/setup-profile', 'setupProfile', 'auth'),
  pub('/auth/google/callback', 'googleCallback', 'auth'),
  pub('/auth/outlook/callback', 'outlookCallback', 'auth'),
  pub('/auth/google/calendar/callback', 'googleCalendarCallback', 'auth'),
  pub('/auth/outlook/calendar/callback', 'outlookCalendarCallback', 'auth'),
  pub('/crm-login', 'crmLogin', 'crm'),
  pub('/not-found', 'notFound'),
  pub('/error', 'error'),
];

const SIGNED_IN: readonly Role[] = [];

export const SHARED_ROUTES: RouteDef[] = [
  { path: '/success', page: 'paymentSuccess', area: 'shared', roles: ['individual', 'agency', 'buyer', 'pseller'] },
  // The built-in test payment provider's page (decision 027): not in the spec, shown only without Stripe.
  { path: '/checkout/test/:id', page: 'testCheckout', area: 'shared', roles: ['individual', 'agency', 'pseller'] },
  { path: '/agency-single/:id', page: 'agencyProfile', area: 'shared', roles: SIGNED_IN },
  { path: '/agent-single/:id', page: 'agentProfile', area: 'shared', roles: SIGNED_IN },
];

const ind = role('individual', 'individual');
const crmPages = (prefix: string, r: (p: string, page: string, gated?: boolean) => RouteDef) =>
  (['lead', 'customer', 'contact', 'opportunity'] as const).flatMap((thing) => {
    const plural = thing === 'opportunity' ? 'opportunities' : `${thing}s`;
    return [
      r(`/${prefix}/${plural}`, `crm.${plural}`, true),
      r(`/${prefix}/add-${thing}`, `crm.add.${thing}`, true),
      r(`/${prefix}/update-${thing}/:id`, `crm.update.${thing}`, true),
    ];
  });

export const INDIVIDUAL_ROUTES: RouteDef[] = [
  ind('/dashboard-home', 'dashboard'),
  ind('/dashboard-my-package', 'myPackage'),
  ind('/dashboard-my-profile', 'myProfile'),
  ind('/dashboard-advertisement', 'advertisements', true),
  ind('/dashboard-reporting', 'reporting', true),
  ind('/dashboard-emails', 'emails', true),
  ind('/dashboard-appointments', 'appointments', true),
  ind('/property-appointments/:propertyId', 'propertyAppointments', true),
  // The sidebar's 'Publish Property' is the add-property wizard; the spec's own address stays as a redirect.
  { ...ind('/dashboard-publishProperty', 'addProperty', true), redirectTo: '/dashboard-add-property' },
  ind('/dashboard-add-property', 'addProperty', true),
  ind('/dashboard-my-properties', 'myProperties', true),
  ind('/dashboard-my-favourites', 'myFavourites', true),
  ind('/dashboard-saved-search', 'savedSearch', true),
  ind('/dashboard-reviews', 'reviews', true),
  ind('/dashboard-message', 'messages', true),
  ...crmPages('dashboard-crm', ind),
];

const agy = role('agency', 'agency');
export const AGENCY_ROUTES: RouteDef[] = [
  agy('/agency-home', 'dashboard'),
  agy('/agency-package', 'myPackage'),
  agy('/plans', 'plans'),
  agy('/agency-profile', 'agencyProfileEdit'),
  agy('/agency-invoices', 'invoices'),
  agy('/agency-invoice-details/:id', 'invoiceDetails'),
  agy('/agency-advertisements', 'advertisements', true),
  agy('/agency-reporting', 'reporting', true),
  agy('/agency-message', 'messages', true),
  agy('/agency-emails', 'emails', true),
  ...crmPages('agency-crm', agy),
  agy('/agency-agents', 'agents', true),
  agy('/agency-agent-requests', 'agentRequests', true),
  agy('/add-agent', 'addAgent', true),
  agy('/edit-agent/:id', 'editAgent', true),
  agy('/agency-add-property', 'addProperty', true),
  agy('/agency-appointments', 'appointments', true),
  agy('/agency-properties', 'myProperties', true),
  agy('/agency-unassigned-properties', 'unassignedProperties', true),
  agy('/agency-review', 'reviews', true),
  agy('/agency-licenses', 'licences', true),
];

const buy = role('buyer', 'buyer');
export const BUYER_ROUTES: RouteDef[] = [
  buy('/user-home', 'dashboard'),
  buy('/user-profile', 'myProfile'),
  buy('/user-appointments', 'appointments'),
  buy('/user-saved-search', 'savedSearch'),
  buy('/user-my-favourites', 'myFavourites'),
  buy('/user-properties', 'myProperties'),
];

const psl = role('pseller', 'pseller');
export const PSELLER_ROUTES: RouteDef[] = [
  psl('/pseller-home', 'dashboard'),
  psl('/pseller-profile', 'myProfile'),
  psl('/pseller-appointments', 'appointments', true),
  psl('/pseller-advertisements', 'advertisements', true),
  psl('/pseller-property-appointments/:propertyId', 'propertyAppointments', true),
  psl('/pseller-add-property', 'addProperty', true),
  psl('/pseller-properties', 'myProperties', true),
];

export const CRM_ROUTES: RouteDef[] = [
  { path: '/crm-dashboard', page: 'crmDashboard', area: 'crm', crm: true },
  { path: '/crm-agency-single/:id', page: 'crmAgency', area: 'crm', crm: true },
  { path: '/crm-agent-single/:id', page: 'crmAgent', area: 'crm', crm: true },
];

/** Immora's staff back office (issue 36, decision 076): not in spec 1, staff only. */
const stf = (path: string, page: string): RouteDef => ({ path, page, area: 'staff', roles: ['staff'] });
export const STAFF_ROUTES: RouteDef[] = [
  stf('/staff', 'staffQueue'),
  stf('/staff/cases/:id', 'staffCase'),
  stf('/staff/audit', 'staffAudit'),
  stf('/staff/professionals', 'staffProfessionals'),
];

export const ALL_ROUTES: RouteDef[] = [
  ...PUBLIC_ROUTES,
  ...SHARED_ROUTES,
  ...INDIVIDUAL_ROUTES,
  ...AGENCY_ROUTES,
  ...BUYER_ROUTES,
  ...PSELLER_ROUTES,
  ...CRM_ROUTES,
  ...STAFF_ROUTES,
];

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The route a path is shown by, matched as the web app's router matches it: segment by segment,
 * case-insensitively, `:name` standing for any one segment, a trailing slash ignored.
 */
export function findRoute(path: string): RouteDef | undefined {
  const parts = segments(path.toLowerCase());
  return ALL_ROUTES.find((def) => {
    const pattern = segments(def.path.toLowerCase());
    return pattern.length === parts.length && pattern.every((p, i) => p.startsWith(':') || p === parts[i]);
  });
}

/** Where a signed-in role finds one of its pages (`myProperties` → `/agency-properties` for an agency). */
export function rolePagePath(role: AccountRole, page: string): string | undefined {
  return ALL_ROUTES.find((def) => def.page === page && def.roles?.includes(role))?.path;
}
