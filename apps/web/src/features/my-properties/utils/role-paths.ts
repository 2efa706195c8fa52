/** The publishing roles and where their own screens live (packages/shared/src/routes.ts). */
export type PublisherRole = 'individual' | 'pseller' | 'agency';

const ADD_PROPERTY: Record<PublisherRole, string> = {
  individual: '/dashboard-add-property',
  pseller: '/pseller-add-property',
  agency: '/agency-add-property',
};

const MY_PROPERTIES: Record<PublisherRole, string> = {
  individual: '/dashboard-my-properties',
  pseller: '/pseller-properties',
  agency: '/agency-properties',
};

const ADVERTISEMENTS: Record<PublisherRole, string> = {
  individual: '/dashboard-advertisement',
  pseller: '/pseller-advertisements',
  agency: '/agency-advertisements',
};

/** Property appointments exist for individuals and private sellers (agencies have one appointments page). */
const APPOINTMENTS: Partial<Record<PublisherRole, string>> = {
  individual: '/property-appointments',
  pseller: '/pseller-property-appointments',
};

export function isPublisherRole(role: string | undefined): role is PublisherRole {
  return role === 'individual' || role === 'pseller' || role === 'agency';
}

export const addPropertyPath = (role: PublisherRole) => ADD_PROPERTY[role];
export const editPropertyPath = (role: PublisherRole, id: string) =>
  `${ADD_PROPERTY[role]}?id=${encodeURIComponent(id)}`;
export const myPropertiesPath = (role: PublisherRole) => MY_PROPERTIES[role];
export const advertisementsPath = (role: PublisherRole) => ADVERTISEMENTS[role];

export function appointmentsPath(role: PublisherRole, id: string): string | null {
  const base = APPOINTMENTS[role];
  return base ? `${base}/${encodeURIComponent(id)}` : null;
}
