import { createContext, useContext } from 'react';

/** Subscription status of spec 1 §3: isLoading, isActive, expiresAt. */
export type SubscriptionState = {
  isLoading: boolean;
  isActive: boolean;
  expiresAt: string | null;
  /** The agency whose licence makes it active (an agent without a plan of their own). */
  licensedBy?: string | null;
};

export const INACTIVE_SUBSCRIPTION: SubscriptionState = { isLoading: false, isActive: false, expiresAt: null };

export const SubscriptionContext = createContext<SubscriptionState>(INACTIVE_SUBSCRIPTION);

export function useSubscription(): SubscriptionState {
  return useContext(SubscriptionContext);
}
