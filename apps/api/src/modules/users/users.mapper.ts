import type { TSessionUser } from '@immora/shared/auth';
import type { UserRow } from './users.repository.ts';

/** The only shape in which a user leaves the API: never a raw row (no password hash can leak). */
export function toSessionUser(
  row: Pick<UserRow, 'id' | 'role' | 'isVerified' | 'email' | 'firstName' | 'lastName' | 'language'>,
): TSessionUser {
  return {
    id: row.id,
    _id: row.id,
    role: row.role,
    isVerified: row.isVerified,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    language: row.language,
  };
}
