import type { z } from 'zod';
import {
  PROFILE_MESSAGES,
  type ZAgencyProfileUpdateRequest,
  type ZProfileUpdateRequest,
} from '@immora/shared/profiles';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import { requestEmailChange, type EmailChangeDeps } from './email-change.ts';
import { toProfile } from './profiles.mapper.ts';
import type { ProfilesRepository } from './profiles.repository.ts';

export type ProfileDeps = Omit<EmailChangeDeps, 'config'> & {
  profiles: ProfilesRepository;
  config: EmailChangeDeps['config'] & Pick<Config, 'ACCOUNT_ERASURE_DAYS'>;
};

const AGENT_FIELDS = ['licenceNumber', 'agencyName', 'companyEmail', 'vatNumber'] as const;

/** The signed-in user's profile, read afresh. */
export async function getProfile(deps: ProfileDeps, userId: string) {
  const user = await deps.users.byId(userId);
  if (!user) throw AppError.unauthorized();
  const [agency, linkedAgencyName] = await Promise.all([
    user.role === 'agency' ? deps.profiles.ownAgency(user.id) : null,
    user.role === 'individual' ? deps.profiles.agencyName(user.agencyId) : null,
  ]);
  return toProfile(user, { agency, linkedAgencyName, accountErasureDays: deps.config.ACCOUNT_ERASURE_DAYS });
}

/**
 * Saves the personal fields (and an agent's four); a new e-mail address waits for its link. Every
 * rule is checked before anything is written.
 */
export async function updateProfile(deps: ProfileDeps, user: UserRow, input: z.output<typeof ZProfileUpdateRequest>) {
  const agentValues: Partial<UserRow> = {};
  if (user.role === 'individual') {
    const linked = await deps.profiles.agencyName(user.agencyId);
    if (linked !== null && input.agencyName !== null && input.agencyName !== linked)
      throw AppError.badRequest(PROFILE_MESSAGES.agencyNameFromAgency, {
        agencyName: PROFILE_MESSAGES.agencyNameFromAgency,
      });
    Object.assign(agentValues, {
      licenceNumber: input.licenceNumber,
      companyEmail: input.companyEmail,
      vatNumber: input.vatNumber,
      agencyName: linked === null ? input.agencyName : user.agencyName,
    });
  } else {
    const given = AGENT_FIELDS.filter((field) => input[field] !== null);
    if (given.length)
      throw AppError.badRequest(
        PROFILE_MESSAGES.agentFieldsOnly,
        Object.fromEntries(given.map((field) => [field, PROFILE_MESSAGES.agentFieldsOnly])),
      );
  }
  if (input.email.toLowerCase() !== user.email.toLowerCase()) {
    const owner = await deps.users.byEmail(input.email);
    if (owner && owner.id !== user.id)
      throw AppError.conflict(PROFILE_MESSAGES.emailTaken, { email: PROFILE_MESSAGES.emailTaken });
  }
  await deps.profiles.updateUser(user.id, {
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: input.phone,
    ...agentValues,
  });
  // The greeting of the e-mails uses the name just saved.
  await requestEmailChange(deps, { ...user, firstName: input.firstName }, input.email);
  return getProfile(deps, user.id);
}

/** The agency's public fields (role agency): what its page at /agencies/:id shows. */
export async function updateAgencyProfile(
  deps: ProfileDeps,
  user: UserRow,
  input: z.output<typeof ZAgencyProfileUpdateRequest>,
) {
  const agency = await deps.profiles.ownAgency(user.id);
  if (!agency) throw AppError.notFound('Agency not found');
  const cityId = input.city ? await deps.profiles.cityId(input.city) : null;
  if (input.city && !cityId)
    throw AppError.badRequest(PROFILE_MESSAGES.cityUnknown, { city: PROFILE_MESSAGES.cityUnknown });
  await deps.profiles.updateAgency(agency.id, {
    name: input.name,
    description: input.description,
    email: input.email.toLowerCase(),
    phone: input.phone,
    website: input.website,
    address: input.address,
    cityId,
    vatNumber: input.vatNumber,
  });
  return getProfile(deps, user.id);
}
