import { APPOINTMENT_MESSAGES as M, type TSharedProfile } from '@immora/shared/appointments';
import { AppError } from '../../lib/errors.ts';
import { fullName } from './appointment-notices.ts';
import { visible, type Deps } from './appointments.service.ts';

/**
 * The owner's "profile view" (spec 2 §2): the seeker's name, e-mail, phone and picture, only for
 * the listing's side and only when the seeker chose to share their profile with this booking.
 * Anyone who is not a party gets 404, as for every appointment.
 */
export async function sharedProfile(deps: Deps, opts: { id: string; userId: string }): Promise<TSharedProfile> {
  const row = await visible(deps, opts.id, opts.userId);
  if (!row.ownerSide) throw AppError.forbidden(M.profileOwnerOnly);
  // A closed or erased account shares nothing any more (decision 061).
  if (!row.profileShared || row.seeker.closed) throw AppError.forbidden(M.profileNotShared);
  const { seeker } = row;
  return {
    id: seeker.id,
    firstName: seeker.firstName,
    lastName: seeker.lastName,
    name: fullName(seeker),
    email: seeker.email,
    phone: seeker.phoneNumber,
    picture: seeker.picture,
  };
}
