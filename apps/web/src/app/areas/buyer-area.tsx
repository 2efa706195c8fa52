import { BUYER_ROUTES } from '@immora/shared/routes';
import type { AreaProps } from './area-loaders.ts';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { RequireSubscription } from '../guards/require-subscription.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** The buyer's working area: one lazily loaded chunk. */
export default function BuyerArea({ def }: AreaProps) {
  const page = <PlaceholderPage page={def.page} namespace="user" compact />;
  return (
    <DashboardLayout namespace="user" routes={BUYER_ROUTES}>
      {def.gated ? <RequireSubscription>{page}</RequireSubscription> : page}
    </DashboardLayout>
  );
}
