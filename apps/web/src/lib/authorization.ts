import { isRole, roleHome, rolesLetIn, STAFF_ROLE } from '@immora/shared/roles';
import type { AccountRole } from '@immora/shared/roles';
import type { Session } from './session.ts';

/**
 * Where a route guard sends the user, or null when they may enter (spec 1 §6). Staff (decision
 * 076) enter only the routes that name them; `[]` means any marketplace role, not staff.
 */
export function guardRedirect(session: Session | null, roles: readonly AccountRole[] | undefined): string | null {
  if (roles === undefined) return null;
  if (!session) return '/';
  if (rolesLetIn(roles, session.role)) return null;
  if (session.role === STAFF_ROLE) return roleHome(STAFF_ROLE);
  if (!isRole(session.role)) return '/';
  return roleHome(session.role);
}

/** Where the Dashboard button leads. */
export function dashboardPath(session: Session): string {
  return roleHome(session.role);
}
