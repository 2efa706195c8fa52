import type { TCustomer } from '@immora/shared/crm-customers';
import type { TCrmContact } from '@immora/shared/crm-contacts';
import type { TLead } from '@immora/shared/crm-leads';
import type { TOpportunity } from '@immora/shared/crm-opportunities';
import { PlaceholderPage } from '../../../components/placeholder-page.tsx';
import { crmScreen, type CrmRole } from '../utils/crm-kinds.ts';
import { ContactForm } from './contact-form.tsx';
import { ContactsPage } from './contacts-page.tsx';
import { CrmFormPage } from './crm-form-page.tsx';
import { CustomerActivity } from './customer-activity.tsx';
import { CustomerForm } from './customer-form.tsx';
import { CustomersPage } from './customers-page.tsx';
import { LeadForm } from './lead-form.tsx';
import { LeadsPage } from './leads-page.tsx';
import { OpportunitiesPage } from './opportunities-page.tsx';
import { OpportunityForm } from './opportunity-form.tsx';

/**
 * Every CRM records screen of an area (the route table's `crm.*` pages): dashboard-crm/… for
 * agents, agency-crm/… for agencies. `id` is the record of an update-… address.
 */
export default function CrmPage({ page, role, id }: { page: string; role: CrmRole; id?: string | undefined }) {
  const screen = crmScreen(page);
  if (!screen) return <PlaceholderPage page={page} namespace={role === 'agency' ? 'agency' : 'agent'} compact />;
  const { kind } = screen;
  const recordId = screen.screen === 'update' ? id : undefined;
  if (screen.screen === 'list')
    return kind === 'lead' ? (
      <LeadsPage role={role} />
    ) : kind === 'customer' ? (
      <CustomersPage role={role} />
    ) : kind === 'opportunity' ? (
      <OpportunitiesPage role={role} />
    ) : (
      <ContactsPage role={role} />
    );
  // key: a new record's form starts afresh after an update's.
  return kind === 'lead' ? (
    <CrmFormPage<TLead> key={recordId ?? 'new'} kind={kind} role={role} id={recordId}>
      {(lead) => <LeadForm role={role} lead={lead} />}
    </CrmFormPage>
  ) : kind === 'customer' ? (
    <CrmFormPage<TCustomer>
      key={recordId ?? 'new'}
      kind={kind}
      role={role}
      id={recordId}
      after={(customer) => <CustomerActivity customer={customer} />}
    >
      {(customer) => <CustomerForm role={role} customer={customer} />}
    </CrmFormPage>
  ) : kind === 'opportunity' ? (
    <CrmFormPage<TOpportunity> key={recordId ?? 'new'} kind={kind} role={role} id={recordId}>
      {(opportunity) => <OpportunityForm role={role} opportunity={opportunity} />}
    </CrmFormPage>
  ) : (
    <CrmFormPage<TCrmContact> key={recordId ?? 'new'} kind={kind} role={role} id={recordId}>
      {(contact) => <ContactForm role={role} contact={contact} />}
    </CrmFormPage>
  );
}
