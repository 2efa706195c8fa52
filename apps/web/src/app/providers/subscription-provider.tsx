import type { ReactNode } from 'react';
import { INACTIVE_SUBSCRIPTION, SubscriptionContext } from '../../lib/subscription-context.ts';
import type { SubscriptionState } from '../../lib/subscription-context.ts';

/**
 * Subscription status for gated pages. The accounts issue replaces `value` with the answer of
 * GET /api/subscription-histories/status (polled every 59 s); until then it is inactive.
 */
export function SubscriptionProvider({
  children,
  value = INACTIVE_SUBSCRIPTION,
}: {
  children: ReactNode;
  value?: SubscriptionState;
}) {
  return <SubscriptionContext.Provider value={value}>{children}</SubscriptionContext.Provider>;
}
