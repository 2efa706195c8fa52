/** The CRM area has its own session in localStorage (spec 1 §3). */
export function hasCrmSession(): boolean {
  try {
    return Boolean(localStorage.getItem('crmToken')) && Boolean(localStorage.getItem('crmCustomer'));
  } catch {
    return false;
  }
}
