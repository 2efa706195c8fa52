/** Pages ask the public header to open its 'My Account' dialog (e.g. a guest saving a favourite). */
export const OPEN_ACCOUNT_EVENT = 'immora:open-account';

export function openAccountModal(): void {
  window.dispatchEvent(new Event(OPEN_ACCOUNT_EVENT));
}
