import { PSELLER_ROUTES } from '@immora/shared/routes';
import type { AreaProps } from './area-loaders.ts';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { RequireSubscription } from '../guards/require-subscription.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** The private seller's working area: one lazily loaded chunk. */
export default function PsellerArea({ def }: AreaProps) {
  const page = <PlaceholderPage page={def.page} namespace="pseller" compact />;
  return (
    <DashboardLayout namespace="pseller" routes={PSELLER_ROUTES}>
      {def.gated ? <RequireSubscription>{page}</RequireSubscription> : page}
    </DashboardLayout>
  );
}
