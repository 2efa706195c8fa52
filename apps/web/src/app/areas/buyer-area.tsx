import type { AreaProps } from './area-loaders.ts';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { RequireSubscription } from '../guards/require-subscription.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import AppointmentsPage from '../../features/appointments/components/appointments-page.tsx';
import ProfilePage from '../../features/profiles/components/profile-page.tsx';
import { RoleHomePage } from '../../features/dashboards/components/role-home-page.tsx';
import FavouritesPage from '../../features/favourites/components/favourites-page.tsx';
import SavedSearchesPage from '../../features/saved-searches/components/saved-searches-page.tsx';

/** The buyer's working area: one lazily loaded chunk. */
export default function BuyerArea({ def }: AreaProps) {
  const page =
    def.page === 'dashboard' ? (
      <RoleHomePage role="buyer" />
    ) : def.page === 'myFavourites' ? (
      <FavouritesPage />
    ) : def.page === 'savedSearch' ? (
      <SavedSearchesPage />
    ) : def.page === 'appointments' ? (
      <AppointmentsPage side="seeker" />
    ) : def.page === 'myProfile' ? (
      <ProfilePage page="myProfile" />
    ) : (
      <PlaceholderPage page={def.page} namespace="user" compact />
    );
  return (
    <DashboardLayout namespace="user" menu="buyer">
      {def.gated ? <RequireSubscription>{page}</RequireSubscription> : page}
    </DashboardLayout>
  );
}
