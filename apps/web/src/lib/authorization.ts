import { isRole, roleHome } from '@immora/shared/roles';
import type { Role } from '@immora/shared/roles';
import type { Session } from './session.ts';

/** Where a route guard sends the user, or null when they may enter (spec 1 §6). */
export function guardRedirect(session: Session | null, roles: readonly Role[] | undefined): string | null {
  if (roles === undefined) return null;
  if (!session) return '/';
  if (roles.length === 0) return null;
  if (!isRole(session.role)) return '/';
  if (roles.includes(session.role)) return null;
  return roleHome(session.role);
}

/** Where the Dashboard button leads. */
export function dashboardPath(session: Session): string {
  return roleHome(session.role);
}
