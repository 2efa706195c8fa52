import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TSubscriptionStatus } from '@immora/shared/auth';
import { STAFF_ROLE } from '@immora/shared/roles';
import { INACTIVE_SUBSCRIPTION, SubscriptionContext } from '../../lib/subscription-context.ts';
import type { SubscriptionState } from '../../lib/subscription-context.ts';
import { useSession } from '../../lib/session-context.ts';
import { apiGet } from '../../lib/api-client.ts';

/** The subscription check repeats every 59 seconds (spec 1 §4, §9). */
export const SUBSCRIPTION_POLL_MS = 59_000;

const INACTIVE_STATUS: TSubscriptionStatus = { isActive: false, expiresAt: null, planName: null, licensedBy: null };

async function fetchStatus(signal: AbortSignal): Promise<TSubscriptionStatus> {
  try {
    return await apiGet<TSubscriptionStatus>('/api/subscription-histories/status', {}, signal);
  } catch (error) {
    // Spec 1 §8: a failed check is logged and the subscription treated as inactive.
    console.error('Subscription status check failed', error);
    return INACTIVE_STATUS;
  }
}

/**
 * Subscription status for gated pages: fetched on start when signed in, then every 59 s.
 * Loading → the server's status; failure → inactive. A guest is inactive. Tests may pass `value`.
 */
export function SubscriptionProvider({ children, value }: { children: ReactNode; value?: SubscriptionState }) {
  const { session: signedIn } = useSession();
  // Staff have no subscription (decision 076): their back office never asks.
  const session = signedIn?.role === STAFF_ROLE ? null : signedIn;
  const query = useQuery({
    queryKey: ['subscription', session?.token ?? null],
    queryFn: ({ signal }) => fetchStatus(signal),
    enabled: Boolean(session) && value === undefined,
    refetchInterval: SUBSCRIPTION_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  });
  let state: SubscriptionState = INACTIVE_SUBSCRIPTION;
  if (value) state = value;
  else if (session && query.isPending) state = { isLoading: true, isActive: false, expiresAt: null };
  else if (session && query.data) {
    state = {
      isLoading: false,
      isActive: query.data.isActive,
      expiresAt: query.data.expiresAt,
      licensedBy: query.data.licensedBy,
    };
  }
  return <SubscriptionContext.Provider value={state}>{children}</SubscriptionContext.Provider>;
}
