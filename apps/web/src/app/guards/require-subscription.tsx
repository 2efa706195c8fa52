import type { ReactNode } from 'react';
import { useSession } from '../../lib/session-context.ts';
import { useSubscription } from '../../lib/subscription-context.ts';
import { SubscriptionRequiredPage } from '../../components/subscription-required-page.tsx';

/**
 * Gated pages (spec 1 §2, §4): wait while loading, else the page or the subscription-required page
 * (or the page's own `fallback`, such as add-property's 'Please subscribe to a plan to add properties').
 */
export function RequireSubscription({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const subscription = useSubscription();
  const { session } = useSession();
  if (subscription.isLoading) return null;
  if (subscription.isActive) return <>{children}</>;
  if (fallback !== undefined) return <>{fallback}</>;
  return <SubscriptionRequiredPage role={session?.role ?? ''} expiresAt={subscription.expiresAt} />;
}
