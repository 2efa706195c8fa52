import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { hasCrmSession } from '../../lib/crm-session.ts';

/** CRM pages need crmToken and crmCustomer in localStorage (spec 1 §6). */
export function RequireCrm({ children }: { children: ReactNode }) {
  if (!hasCrmSession()) return <Navigate to="/crm-login" replace />;
  return <>{children}</>;
}
