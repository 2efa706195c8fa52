import type { TLanguage } from '@immora/shared/languages';
import { AppError } from '../../lib/errors.ts';
import { toSessionUser } from './users.mapper.ts';
import type { UsersRepository } from './users.repository.ts';

/** Sets the language of the e-mails Immora sends this account (decision 018); answers the session user. */
export async function setLanguage(opts: { users: UsersRepository; userId: string; language: TLanguage }) {
  await opts.users.update(opts.userId, { language: opts.language });
  const row = await opts.users.byId(opts.userId);
  if (!row) throw AppError.unauthorized();
  return toSessionUser(row);
}
