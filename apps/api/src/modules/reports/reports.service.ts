import type { TLanguage } from '@immora/shared/languages';
import { TRUST_MESSAGES as M, type ZReportRequest } from '@immora/shared/trust';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import type { ReportsRepository } from './reports.repository.ts';

type Request = z.output<typeof ZReportRequest>;

/**
 * POST /api/reports (decision 076): a guest gives an e-mail to hear the decision; a signed-in
 * reporter is known by their account. The honeypot (`website`) gets the same answer, nothing kept.
 */
export async function report(
  deps: { repo: ReportsRepository },
  opts: { body: Request; user: AuthUser | null; clientIp: string },
) {
  const { body, user } = opts;
  const email = user?.row.email ?? body.email;
  if (!email) throw AppError.badRequest(M.emailRequired, { email: M.emailRequired });
  if (body.website) return { message: M.reported };
  const target =
    body.target.kind === 'listing'
      ? await deps.repo.publicListing(body.target.id)
      : await deps.repo.professional(body.target.id);
  if (!target) throw AppError.notFound(M.targetNotFound);
  const language: TLanguage = body.language ?? user?.row.language ?? 'en';
  const added = await deps.repo.add({
    target,
    reporterUserId: user?.id ?? null,
    reporterEmail: email,
    language,
    reason: body.reason,
    text: body.text || null,
    clientIp: opts.clientIp,
  });
  if (added === 'duplicate') throw AppError.conflict(M.duplicateReport);
  return { message: M.reported };
}
