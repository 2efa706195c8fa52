import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { AccountRole } from '@immora/shared/roles';
import { guardRedirect } from '../../lib/authorization.ts';
import { useSession } from '../../lib/session-context.ts';

/** Signed-in and role checks of spec 1 §6, before the area's code is fetched. */
export function RequireRole({ roles, children }: { roles: readonly AccountRole[] | undefined; children: ReactNode }) {
  const { session } = useSession();
  const target = guardRedirect(session, roles);
  if (target) return <Navigate to={target} replace />;
  return <>{children}</>;
}
