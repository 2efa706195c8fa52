import type { AreaProps } from './area-loaders.ts';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { RequireSubscription } from '../guards/require-subscription.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import { myPropertiesPath } from '../../features/my-properties/utils/role-paths.ts';
import AppointmentsPage from '../../features/appointments/components/appointments-page.tsx';
import AddPropertyPage from '../../features/add-property/components/add-property-page.tsx';
import { SubscribePrompt } from '../../features/add-property/components/subscribe-prompt.tsx';
import ProfilePage from '../../features/profiles/components/profile-page.tsx';
import ListingsPage from '../../features/my-properties/components/listings-page.tsx';
import PsellerDashboardPage from '../../features/my-properties/components/pseller-dashboard-page.tsx';

/** The private seller's working area: one lazily loaded chunk. */
export default function PsellerArea({ def }: AreaProps) {
  const page =
    def.page === 'dashboard' ? (
      <PsellerDashboardPage />
    ) : def.page === 'addProperty' ? (
      <AddPropertyPage role="pseller" />
    ) : def.page === 'myProperties' ? (
      <ListingsPage role="pseller" scope="all" />
    ) : def.page === 'advertisements' ? (
      <ListingsPage role="pseller" scope="advertised" />
    ) : def.page === 'appointments' ? (
      <AppointmentsPage side="owner" />
    ) : def.page === 'propertyAppointments' ? (
      <AppointmentsPage side="owner" backTo={myPropertiesPath('pseller')} />
    ) : def.page === 'myProfile' ? (
      <ProfilePage page="myProfile" />
    ) : (
      <PlaceholderPage page={def.page} namespace="pseller" compact />
    );
  return (
    <DashboardLayout namespace="pseller" menu="pseller">
      {def.gated ? (
        <RequireSubscription fallback={def.page === 'addProperty' ? <SubscribePrompt role="pseller" /> : undefined}>
          {page}
        </RequireSubscription>
      ) : (
        page
      )}
    </DashboardLayout>
  );
}
