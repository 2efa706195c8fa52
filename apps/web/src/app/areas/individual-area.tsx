import { INDIVIDUAL_ROUTES } from '@immora/shared/routes';
import type { AreaProps } from './area-loaders.ts';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { RequireSubscription } from '../guards/require-subscription.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** The independent agent's (individual role) working area: one lazily loaded chunk. */
export default function IndividualArea({ def }: AreaProps) {
  const page = <PlaceholderPage page={def.page} namespace="agent" compact />;
  return (
    <DashboardLayout namespace="agent" routes={INDIVIDUAL_ROUTES}>
      {def.gated ? <RequireSubscription>{page}</RequireSubscription> : page}
    </DashboardLayout>
  );
}
