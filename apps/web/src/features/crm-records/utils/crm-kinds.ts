/** The four CRM record kinds as the screens and the API name them (spec 1 §2 routes, decision 035). */
export const CRM_KINDS = ['lead', 'customer', 'opportunity', 'contact'] as const;
export type CrmKind = (typeof CRM_KINDS)[number];
export type CrmRole = 'individual' | 'agency';

const PLURAL: Record<CrmKind, string> = {
  lead: 'leads',
  customer: 'customers',
  opportunity: 'opportunities',
  contact: 'contacts',
};

export const crmPlural = (kind: CrmKind) => PLURAL[kind];
/** `/api/crm/leads`… */
export const crmApiPath = (kind: CrmKind) => `/api/crm/${PLURAL[kind]}`;

/** The screens' addresses: /dashboard-crm/… for agents, /agency-crm/… for agencies. */
export function crmPaths(role: CrmRole, kind: CrmKind) {
  const base = role === 'agency' ? '/agency-crm' : '/dashboard-crm';
  return {
    list: `${base}/${PLURAL[kind]}`,
    add: `${base}/add-${kind}`,
    update: (id: string) => `${base}/update-${kind}/${encodeURIComponent(id)}`,
  };
}

/** The page ids of the route table ('crm.leads', 'crm.add.lead', 'crm.update.lead') as a screen. */
export function crmScreen(page: string): { kind: CrmKind; screen: 'list' | 'add' | 'update' } | null {
  const [, action, thing] = page.split('.');
  const kind = CRM_KINDS.find((k) => k === thing || PLURAL[k] === action);
  if (!kind) return null;
  return { kind, screen: action === 'add' ? 'add' : action === 'update' ? 'update' : 'list' };
}
