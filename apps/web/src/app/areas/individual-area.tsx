import type { AreaProps } from './area-loaders.ts';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { RequireSubscription } from '../guards/require-subscription.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import { RoleHomePage } from '../../features/users/components/role-home-page.tsx';

/** The independent agent's (individual role) working area: one lazily loaded chunk. */
export default function IndividualArea({ def }: AreaProps) {
  const page =
    def.page === 'dashboard' ? (
      <RoleHomePage namespace="agent" />
    ) : (
      <PlaceholderPage page={def.page} namespace="agent" compact />
    );
  return (
    <DashboardLayout namespace="agent" menu="individual">
      {def.gated ? <RequireSubscription>{page}</RequireSubscription> : page}
    </DashboardLayout>
  );
}
