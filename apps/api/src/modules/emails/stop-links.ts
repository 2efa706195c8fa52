import { EMAIL_STOP_MESSAGES, type TEmailStop } from '@immora/shared/email-stop';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { crmAreaRepository } from '../crm-area/crm-area.repository.ts';
import type { StopLink } from './contact-mail-footer.ts';
import { senderHolder } from './sender-holder.ts';
import { readStopToken, stopToken } from './stop-tokens.ts';

/** The stop link of an e-mail from `ownerId` to `email`, for their agency (or them), decision 062. */
export type StopLinks = (ownerId: string, email: string) => Promise<StopLink>;

export type StopDeps = { db: Db; secret: string; publicUrl: string };

export const stopLinks =
  (deps: StopDeps): StopLinks =>
  async (ownerId, email) => {
    const holder = await senderHolder(deps.db, ownerId);
    const names = await crmAreaRepository(deps.db).names([holder]);
    const token = stopToken(deps.secret, { holder, email: email.trim().toLowerCase() });
    return {
      senderName: names.get(`${holder.role}:${holder.id}`)?.name ?? '',
      page: `${deps.publicUrl}/emails/stop?token=${token}`,
      api: `${deps.publicUrl}/api/emails/stop?token=${token}`,
    };
  };

/** The target of a link, with the sender's name; a token that does not verify (or names no sender any more) is 404. */
async function targetOf(deps: StopDeps, token: string) {
  const target = readStopToken(deps.secret, token);
  const names = target ? await crmAreaRepository(deps.db).names([target.holder]) : null;
  const name = target && names?.get(`${target.holder.role}:${target.holder.id}`)?.name;
  if (!target || !name) throw AppError.notFound(EMAIL_STOP_MESSAGES.badToken);
  return { ...target, senderName: name };
}

/** What a stop link asks, and whether it is done already; changes nothing. */
export async function readStop(deps: StopDeps, token: string): Promise<TEmailStop> {
  const t = await targetOf(deps, token);
  const refusals = await crmAreaRepository(deps.db).refusals(t.email);
  const stopped = refusals.some((r) => r.role === t.holder.role && r.id === t.holder.id);
  return { senderName: t.senderName, email: t.email, stopped };
}

/** Adds the refusal (decision 038's table, one row however often the link is followed). */
export async function stop(deps: StopDeps, token: string): Promise<TEmailStop> {
  const t = await targetOf(deps, token);
  await crmAreaRepository(deps.db).refuse(t.email, t.holder);
  return { senderName: t.senderName, email: t.email, stopped: true };
}
