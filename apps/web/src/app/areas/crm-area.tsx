import type { AreaProps } from './area-loaders.ts';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import { crmCustomer } from '../../lib/crm-session.ts';
import { CrmLoginPage } from '../../features/crm/components/crm-login-page.tsx';
import { CrmDashboardPage } from '../../features/crm/components/crm-dashboard-page.tsx';
import { CrmHolderPage } from '../../features/crm/components/crm-holder-page.tsx';

/** The customer-relationship area (decision 038); its sign-in page sits in the public layout. */
export default function CrmArea({ def }: AreaProps) {
  if (!def.crm) return def.page === 'crmLogin' ? <CrmLoginPage /> : <PlaceholderPage page={def.page} namespace="crm" />;
  const customer = crmCustomer();
  return (
    <DashboardLayout namespace="crm" menu="crm" who={customer ? { name: customer.name } : undefined}>
      <CrmPage page={def.page} />
    </DashboardLayout>
  );
}

function CrmPage({ page }: { page: string }) {
  if (page === 'crmAgency') return <CrmHolderPage role="agency" />;
  if (page === 'crmAgent') return <CrmHolderPage role="agent" />;
  return <CrmDashboardPage />;
}
