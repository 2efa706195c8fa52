import type { TProfile, TProfilePicture } from '@immora/shared/profiles';
import type { TPhotoVariant } from '@immora/shared/photo-variants';
import type { UserRow } from '../users/users.repository.ts';
import type { AgencyRow } from './profiles.repository.ts';
import { marketplaceRole } from '../../lib/staff-refusal.ts';

const picture = (url: string | null, variants: TPhotoVariant[] | null): TProfilePicture | null =>
  url ? { url, variants: variants ?? [] } : null;

/** The profile as its owner sees it: never a raw row (no password hash, no calendar tokens). */
export function toProfile(
  user: UserRow,
  extra: {
    agency: (AgencyRow & { cityName: string | null }) | null;
    linkedAgencyName: string | null;
    /** The server's ACCOUNT_ERASURE_DAYS, which the 'Close my account' section announces. */
    accountErasureDays: number;
  },
): TProfile {
  const { agency } = extra;
  return {
    id: user.id,
    role: marketplaceRole(user),
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phoneNumber,
    email: user.email,
    pendingEmail: user.pendingEmail,
    language: user.language,
    hasPassword: user.passwordHash !== null,
    accountErasureDays: extra.accountErasureDays,
    picture:
      user.role === 'agency'
        ? picture(agency?.logo ?? null, agency?.logoVariants ?? null)
        : picture(user.profilePicture, user.profilePictureVariants),
    agent:
      user.role === 'individual'
        ? {
            licenceNumber: user.licenceNumber,
            agencyName: extra.linkedAgencyName ?? user.agencyName,
            agencyLinked: extra.linkedAgencyName !== null,
            companyEmail: user.companyEmail,
            vatNumber: user.vatNumber,
          }
        : null,
    agency: agency
      ? {
          id: agency.id,
          name: agency.name,
          description: agency.description,
          email: agency.email,
          phone: agency.phone,
          website: agency.website,
          address: agency.address,
          city: agency.cityName,
          vatNumber: agency.vatNumber,
        }
      : null,
  };
}
