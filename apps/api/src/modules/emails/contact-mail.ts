import type { Mailer } from '../../lib/mail.ts';
import { contactMail } from './contact-mail-footer.ts';
import type { SentEmailRow, SentEmailsRepository } from './sent-emails.repository.ts';
import type { StopLinks } from './stop-links.ts';

export type ContactMailDeps = { sent: SentEmailsRepository; mailer: Mailer; stopLinks: StopLinks };

/** How many stale rows one sweep takes at a time, and when a claim counts as stale. */
const BATCH = 20;
const STALE_MINUTES = 5;

/**
 * Sends queued e-mails to contacts through the mailer, each marked sent or failed (decision 034).
 * The reply goes to the sender (`Reply-To`); the HTML part is the text escaped. Each carries the
 * link asking the sender's agency to stop, and its List-Unsubscribe headers (decision 062).
 */
export async function deliver(deps: ContactMailDeps, rows: SentEmailRow[]) {
  let sent = 0;
  for (const row of rows) {
    const mail = contactMail({
      to: row.recipientEmail,
      language: row.language,
      subject: row.subject,
      text: row.body,
      stop: await deps.stopLinks(row.ownerId, row.recipientEmail),
    });
    const outcome = await deps.mailer.send({ ...mail, replyTo: row.replyTo }).catch((err: unknown) => ({
      sent: false as const,
      error: String((err as Error).message ?? err),
    }));
    await deps.sent.finish(row.id, outcome);
    if (outcome.sent) sent++;
  }
  return { sent, failed: rows.length - sent };
}

/** Sends what a stopped node left queued; safe on several nodes at once (SKIP LOCKED claims). */
export async function sweepStaleContactMail(deps: ContactMailDeps) {
  let handled = 0;
  for (;;) {
    const rows = await deps.sent.claimStale(BATCH, STALE_MINUTES);
    if (rows.length === 0) return handled;
    await deliver(deps, rows);
    handled += rows.length;
  }
}
