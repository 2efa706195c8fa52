import { CRM_ROUTES } from '@immora/shared/routes';
import type { AreaProps } from './area-loaders.ts';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** The customer-relationship area (its sign-in page sits in the public layout). */
export default function CrmArea({ def }: AreaProps) {
  if (!def.crm) return <PlaceholderPage page={def.page} namespace="crm" />;
  return (
    <DashboardLayout namespace="crm" routes={CRM_ROUTES}>
      <PlaceholderPage page={def.page} namespace="crm" compact />
    </DashboardLayout>
  );
}
