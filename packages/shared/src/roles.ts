/** The four account roles of spec 1 §6, and where each one lands after sign-in. */
export const ROLES = ['buyer', 'pseller', 'individual', 'agency'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Immora's own people (issue 36, decision 076): not a marketplace role. Never offered at sign-up,
 * never in a directory; created by `npm run staff:create`, they reach the `/api/staff/...` routes
 * and their own account's session calls only.
 */
export const STAFF_ROLE = 'staff' as const;
/** Every role an account can have: the marketplace's four and staff. */
export const ACCOUNT_ROLES = [...ROLES, STAFF_ROLE] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const ROLE_HOME: Record<AccountRole, string> = {
  agency: '/agency-home',
  individual: '/dashboard-home',
  pseller: '/pseller-home',
  buyer: '/user-home',
  staff: '/staff',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Home of a role; any other value (spec 1 §6: "buyer or any other role") goes to the buyer home. */
export function roleHome(role: string | undefined | null): string {
  if (role === STAFF_ROLE) return ROLE_HOME.staff;
  return isRole(role) ? ROLE_HOME[role] : ROLE_HOME.buyer;
}

/**
 * Whether a signed-in account of `role` may enter a route that names `roles` (spec 1 §6): staff
 * only the routes that name them (decision 076); `[]` means any marketplace role, not staff.
 */
export function rolesLetIn(roles: readonly AccountRole[], role: string): boolean {
  if (role === STAFF_ROLE) return roles.includes(STAFF_ROLE);
  return roles.length === 0 || (roles as readonly string[]).includes(role);
}
