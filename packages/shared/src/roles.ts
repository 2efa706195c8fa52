/** The four account roles of spec 1 §6, and where each one lands after sign-in. */
export const ROLES = ['buyer', 'pseller', 'individual', 'agency'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_HOME: Record<Role, string> = {
  agency: '/agency-home',
  individual: '/dashboard-home',
  pseller: '/pseller-home',
  buyer: '/user-home',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Home of a role; any other value (spec 1 §6: "buyer or any other role") goes to the buyer home. */
export function roleHome(role: string | undefined | null): string {
  return isRole(role) ? ROLE_HOME[role] : ROLE_HOME.buyer;
}
