/** The roles that list properties, and where the wizard sends each one. */
export type ListingRole = 'individual' | 'pseller' | 'agency';

const MY_PROPERTIES: Record<ListingRole, string> = {
  individual: '/dashboard-my-properties',
  pseller: '/pseller-properties',
  agency: '/agency-properties',
};

const PLANS: Record<ListingRole, string> = {
  individual: '/dashboard-my-package',
  pseller: '/pricing',
  agency: '/plans',
};

export const myPropertiesPath = (role: ListingRole) => MY_PROPERTIES[role];
export const plansPath = (role: ListingRole) => PLANS[role];
