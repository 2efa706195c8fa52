import type { AreaProps } from './area-loaders.ts';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import { CrmLoginPage } from '../../features/crm/components/crm-login-page.tsx';

/** The customer-relationship area (its sign-in page sits in the public layout). */
export default function CrmArea({ def }: AreaProps) {
  if (!def.crm) return def.page === 'crmLogin' ? <CrmLoginPage /> : <PlaceholderPage page={def.page} namespace="crm" />;
  return (
    <DashboardLayout namespace="crm" menu="crm">
      <PlaceholderPage page={def.page} namespace="crm" compact />
    </DashboardLayout>
  );
}
