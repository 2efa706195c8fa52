import { useSyncExternalStore } from 'react';

/**
 * Cart changes started but not yet written: adding a plan waits for the cart's rules and store
 * (use-add-plan.ts loads them on demand, decision 045). Checkout waits until none is left, so it
 * never sends a cart that has not yet taken the line the visitor just added. No zod here: pages
 * drawn by the server import this before the visitor reaches a form (decision 029).
 */
let pending = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Counts `change` as pending until it settles, and gives it back. */
export function trackCartChange<T>(change: Promise<T>): Promise<T> {
  pending += 1;
  notify();
  return change.finally(() => {
    pending -= 1;
    notify();
  });
}

/** True while a change of the cart is under way. */
export const cartChangePending = (): boolean => pending > 0;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pending state for a screen (the cart's Checkout button). */
export function useCartChangePending(): boolean {
  return useSyncExternalStore(subscribe, cartChangePending, () => false);
}
