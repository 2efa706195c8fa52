import { AGENCY_ROUTES } from '@immora/shared/routes';
import type { AreaProps } from './area-loaders.ts';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { RequireSubscription } from '../guards/require-subscription.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** The agency's working area: one lazily loaded chunk. */
export default function AgencyArea({ def }: AreaProps) {
  const page = <PlaceholderPage page={def.page} namespace="agency" compact />;
  return (
    <DashboardLayout namespace="agency" routes={AGENCY_ROUTES}>
      {def.gated ? <RequireSubscription>{page}</RequireSubscription> : page}
    </DashboardLayout>
  );
}
