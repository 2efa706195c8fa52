import { and, eq, inArray, sql } from 'drizzle-orm';
import { TRUST_MESSAGES as M } from '@immora/shared/trust';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { auditRepository } from './audit.repository.ts';

/**
 * Verified while the number staff confirmed is still the profile's number (decision 077): a
 * changed number shows nothing until staff confirm it again.
 */
export const licenceVerified = (u: { licenceNumber: unknown; licenceVerifiedNumber: unknown }) =>
  sql<boolean>`coalesce(${u.licenceVerifiedNumber} = ${u.licenceNumber}, false)`.mapWith(Boolean);

export const isVerifiedRow = (u: { licenceNumber: string | null; licenceVerifiedNumber: string | null }) =>
  u.licenceNumber !== null && u.licenceVerifiedNumber === u.licenceNumber;

/** POST /api/staff/professionals/{userId}/verify | unverify: staff confirm (or withdraw) the BIV/IPI number, audited. */
export async function setVerification(
  db: Db,
  opts: { staff: Pick<AuthUser, 'id' | 'row'>; userId: string; verified: boolean; reason: string },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, opts.userId), inArray(users.role, ['individual', 'agency'])))
      .for('update');
    if (!row) throw AppError.notFound(M.notAProfessional);
    if (opts.verified && !row.licenceNumber) throw AppError.conflict(M.noLicence);
    const number = opts.verified ? row.licenceNumber : null;
    await tx
      .update(users)
      .set({ licenceVerifiedNumber: number, licenceVerifiedAt: opts.verified ? new Date() : null })
      .where(eq(users.id, row.id));
    await auditRepository(tx).append({
      staff: { id: opts.staff.id, email: opts.staff.row.email },
      action: opts.verified ? 'verify_professional' : 'unverify_professional',
      target: { kind: 'user', id: row.id },
      reason: opts.reason,
      caseId: null,
      details: { licenceNumber: row.licenceNumber },
    });
    return { userId: row.id, licenceNumber: row.licenceNumber, verified: opts.verified };
  });
}
