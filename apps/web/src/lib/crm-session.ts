/** The CRM area has its own session in localStorage (spec 1 §3). */
export function hasCrmSession(): boolean {
  try {
    return Boolean(localStorage.getItem('crmToken')) && Boolean(localStorage.getItem('crmCustomer'));
  } catch {
    return false;
  }
}

export type CrmCustomer = { id: string; name: string; email: string; role: string };

/** The signed-in CRM customer, or null (none, or not readable). */
export function crmCustomer(): CrmCustomer | null {
  try {
    const text = localStorage.getItem('crmCustomer');
    return text ? (JSON.parse(text) as CrmCustomer) : null;
  } catch {
    return null;
  }
}

export const crmToken = (): string | null => {
  try {
    return localStorage.getItem('crmToken');
  } catch {
    return null;
  }
};

/** Ends the CRM session in this browser (sign-out, or a token the server no longer takes). */
export function clearCrmSession(): void {
  try {
    localStorage.removeItem('crmToken');
    localStorage.removeItem('crmCustomer');
  } catch {
    // Storage refused: nothing was kept either.
  }
}
