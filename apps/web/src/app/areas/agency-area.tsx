import { useParams } from 'react-router';
import type { AreaProps } from './area-loaders.ts';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { RequireSubscription } from '../guards/require-subscription.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import ChatPage from '../../features/chat/components/chat-page.tsx';
import EmailsPage from '../../features/emails/components/emails-page.tsx';
import AppointmentsPage from '../../features/appointments/components/appointments-page.tsx';
import AddPropertyPage from '../../features/add-property/components/add-property-page.tsx';
import { SubscribePrompt } from '../../features/add-property/components/subscribe-prompt.tsx';
import ProfilePage from '../../features/profiles/components/profile-page.tsx';
import ReportingPage from '../../features/reporting/components/reporting-page.tsx';
import { RoleHomePage } from '../../features/dashboards/components/role-home-page.tsx';
import ListingsPage from '../../features/my-properties/components/listings-page.tsx';
import ReviewsPage from '../../features/reviews/components/reviews-page.tsx';
import AgentsPage from '../../features/agency-team/components/agents-page.tsx';
import AgentFormPage from '../../features/agency-team/components/agent-form-page.tsx';
import AgentRequestsPage from '../../features/agency-team/components/agent-requests-page.tsx';
import UnassignedPropertiesPage from '../../features/agency-team/components/unassigned-properties-page.tsx';
import PlansPage from '../../features/cart/components/plans-page.tsx';
import InvoicesPage from '../../features/invoices/components/invoices-page.tsx';
import InvoiceDetailsPage from '../../features/invoices/components/invoice-details-page.tsx';
import LicencesPage from '../../features/licences/components/licences-page.tsx';
import MyPackagePage from '../../features/packages/components/my-package-page.tsx';
import CrmPage from '../../features/crm-records/components/crm-page.tsx';

/** The agency's working area: one lazily loaded chunk. */
export default function AgencyArea({ def }: AreaProps) {
  const { id = '' } = useParams();
  const page =
    def.page === 'dashboard' ? (
      <RoleHomePage role="agency" />
    ) : def.page === 'addProperty' ? (
      <AddPropertyPage role="agency" />
    ) : def.page === 'myProperties' ? (
      <ListingsPage role="agency" scope="all" />
    ) : def.page === 'advertisements' ? (
      <ListingsPage role="agency" scope="advertised" />
    ) : def.page === 'appointments' ? (
      <AppointmentsPage side="owner" />
    ) : def.page === 'agents' ? (
      <AgentsPage />
    ) : def.page === 'addAgent' || def.page === 'editAgent' ? (
      <AgentFormPage />
    ) : def.page === 'agentRequests' ? (
      <AgentRequestsPage />
    ) : def.page === 'unassignedProperties' ? (
      <UnassignedPropertiesPage />
    ) : def.page === 'plans' ? (
      <PlansPage audience="agency" />
    ) : def.page === 'myPackage' ? (
      <MyPackagePage plansPath="/plans" />
    ) : def.page === 'licences' ? (
      <LicencesPage />
    ) : def.page === 'invoices' ? (
      <InvoicesPage />
    ) : def.page === 'invoiceDetails' ? (
      <InvoiceDetailsPage key={id} id={id} />
    ) : def.page === 'agencyProfileEdit' ? (
      <ProfilePage page="agencyProfileEdit" />
    ) : def.page.startsWith('crm.') ? (
      <CrmPage page={def.page} role="agency" id={id} />
    ) : def.page === 'messages' ? (
      <ChatPage />
    ) : def.page === 'reporting' ? (
      <ReportingPage role="agency" />
    ) : def.page === 'emails' ? (
      <EmailsPage />
    ) : def.page === 'reviews' ? (
      <ReviewsPage role="agency" />
    ) : (
      <PlaceholderPage page={def.page} namespace="agency" compact />
    );
  return (
    <DashboardLayout namespace="agency" menu="agency">
      {def.gated ? (
        <RequireSubscription fallback={def.page === 'addProperty' ? <SubscribePrompt role="agency" /> : undefined}>
          {page}
        </RequireSubscription>
      ) : (
        page
      )}
    </DashboardLayout>
  );
}
