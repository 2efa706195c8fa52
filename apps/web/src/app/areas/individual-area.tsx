import { useParams } from 'react-router';
import type { AreaProps } from './area-loaders.ts';
import CrmPage from '../../features/crm-records/components/crm-page.tsx';
import MyPackagePage from '../../features/packages/components/my-package-page.tsx';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { RequireSubscription } from '../guards/require-subscription.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import ChatPage from '../../features/chat/components/chat-page.tsx';
import EmailsPage from '../../features/emails/components/emails-page.tsx';
import { myPropertiesPath } from '../../features/my-properties/utils/role-paths.ts';
import AppointmentsPage from '../../features/appointments/components/appointments-page.tsx';
import AddPropertyPage from '../../features/add-property/components/add-property-page.tsx';
import { SubscribePrompt } from '../../features/add-property/components/subscribe-prompt.tsx';
import ProfilePage from '../../features/profiles/components/profile-page.tsx';
import ReportingPage from '../../features/reporting/components/reporting-page.tsx';
import { RoleHomePage } from '../../features/dashboards/components/role-home-page.tsx';
import ListingsPage from '../../features/my-properties/components/listings-page.tsx';
import ReviewsPage from '../../features/reviews/components/reviews-page.tsx';
import FavouritesPage from '../../features/favourites/components/favourites-page.tsx';
import SavedSearchesPage from '../../features/saved-searches/components/saved-searches-page.tsx';

/** The independent agent's (individual role) working area: one lazily loaded chunk. */
export default function IndividualArea({ def }: AreaProps) {
  const { id } = useParams();
  const page =
    def.page === 'dashboard' ? (
      <RoleHomePage role="individual" />
    ) : def.page === 'addProperty' ? (
      <AddPropertyPage role="individual" />
    ) : def.page === 'myProperties' ? (
      <ListingsPage role="individual" scope="all" />
    ) : def.page === 'advertisements' ? (
      <ListingsPage role="individual" scope="advertised" />
    ) : def.page === 'myFavourites' ? (
      <FavouritesPage />
    ) : def.page === 'savedSearch' ? (
      <SavedSearchesPage />
    ) : def.page === 'appointments' ? (
      <AppointmentsPage side="owner" />
    ) : def.page === 'propertyAppointments' ? (
      <AppointmentsPage side="owner" backTo={myPropertiesPath('individual')} />
    ) : def.page === 'myPackage' ? (
      <MyPackagePage plansPath="/pricing" />
    ) : def.page === 'myProfile' ? (
      <ProfilePage page="myProfile" />
    ) : def.page.startsWith('crm.') ? (
      <CrmPage page={def.page} role="individual" id={id} />
    ) : def.page === 'messages' ? (
      <ChatPage />
    ) : def.page === 'reporting' ? (
      <ReportingPage role="individual" />
    ) : def.page === 'emails' ? (
      <EmailsPage />
    ) : def.page === 'reviews' ? (
      <ReviewsPage role="individual" />
    ) : (
      <PlaceholderPage page={def.page} namespace="agent" compact />
    );
  return (
    <DashboardLayout namespace="agent" menu="individual">
      {def.gated ? (
        <RequireSubscription fallback={def.page === 'addProperty' ? <SubscribePrompt role="individual" /> : undefined}>
          {page}
        </RequireSubscription>
      ) : (
        page
      )}
    </DashboardLayout>
  );
}
