import type { ReactNode } from 'react';
import { useSession } from '../../lib/session-context.ts';
import { useSubscription } from '../../lib/subscription-context.ts';
import { SubscriptionRequiredPage } from '../../components/subscription-required-page.tsx';

/** Gated pages (spec 1 §2, §4): wait while loading, else the page or the subscription-required page. */
export function RequireSubscription({ children }: { children: ReactNode }) {
  const subscription = useSubscription();
  const { session } = useSession();
  if (subscription.isLoading) return null;
  if (subscription.isActive) return <>{children}</>;
  return <SubscriptionRequiredPage role={session?.role ?? ''} expiresAt={subscription.expiresAt} />;
}
