import { STAFF_ROLE, type AccountRole, type Role } from '@immora/shared/roles';
import { AppError } from './errors.ts';

/** A staff session on a marketplace route (decision 076): staff reach the staff routes and their own session only. */
export const STAFF_REFUSED = 'Staff accounts use the staff back office only.';

/** The marketplace role of an account; a staff account is refused (403), whatever reached here. */
export function marketplaceRole(user: { role: AccountRole }): Role {
  if (user.role === STAFF_ROLE) throw AppError.forbidden(STAFF_REFUSED);
  return user.role;
}
