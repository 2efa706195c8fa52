import { useParams } from 'react-router';
import type { AreaProps } from './area-loaders.ts';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import StaffQueuePage from '../../features/staff/components/staff-queue-page.tsx';
import StaffCasePage from '../../features/staff/components/staff-case-page.tsx';
import StaffAuditPage from '../../features/staff/components/staff-audit-page.tsx';
import StaffProfessionalsPage from '../../features/staff/components/staff-professionals-page.tsx';

function CaseRoute() {
  const { id = '' } = useParams();
  return <StaffCasePage key={id} id={id} />;
}

/** Immora's staff back office (issue 36, decision 076): one lazily loaded chunk, staff only. */
export default function StaffArea({ def }: AreaProps) {
  const page =
    def.page === 'staffCase' ? (
      <CaseRoute />
    ) : def.page === 'staffAudit' ? (
      <StaffAuditPage />
    ) : def.page === 'staffProfessionals' ? (
      <StaffProfessionalsPage />
    ) : (
      <StaffQueuePage />
    );
  return (
    <DashboardLayout namespace="staff" menu="staff">
      {page}
    </DashboardLayout>
  );
}
