import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
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
  const signedInNow = session !== null;
  const { isPending, data } = query;
  // One object per status, not per render: a context's new value reaches every page below it.
  const state = useMemo((): SubscriptionState => {
    if (value) return value;
    if (signedInNow && isPending) return { isLoading: true, isActive: false, expiresAt: null };
    if (signedInNow && data) {
      return { isLoading: false, isActive: data.isActive, expiresAt: data.expiresAt, licensedBy: data.licensedBy };
    }
    return INACTIVE_SUBSCRIPTION;
  }, [value, signedInNow, isPending, data]);
  // The answer comes while a server-drawn first screen may still be hydrating (decision 083): an
  // urgent context change reaching its page's boundary then makes React throw the drawn page away
  // and show the loading screen until it has drawn it anew. As a deferred (transition) update it
  // waits for the page to hydrate instead.
  const shown = useDeferredValue(state);
  return <SubscriptionContext.Provider value={shown}>{children}</SubscriptionContext.Provider>;
}
