import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema/auth.ts';
import { eq } from 'drizzle-orm';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  /** Parts (single-use links) the outbox must not keep once the message has left by SMTP. */
  secrets?: string[];
  /** Files sent with the message (a calendar invitation); the outbox keeps the text only. */
  attachments?: MailAttachment[];
  /** Extra headers (List-Unsubscribe); SMTP only, the outbox does not keep them. */
  headers?: Record<string, string>;
  /** Where answers go (an agent's own address for e-mails to contacts); SMTP only. */
  replyTo?: string;
};

export type MailAttachment = { filename: string; content: string; contentType: string };

/** What became of a message: left by SMTP or kept in the outbox (`sent`), or refused by the server. */
export type MailResult = { sent: true } | { sent: false; error: string };

export type Mailer = { send: (mail: Mail) => Promise<MailResult> };

/** The app's mailer, which can also go through the motions of a message. */
export type RehearsingMailer = Mailer & {
  /**
   * The work of sending `mail` without sending or storing it: with SMTP, nodemailer writes the
   * whole message as it would for the server. The account e-mail worker does it for a request
   * that gets no e-mail, so that costs about what writing a message sent does (decision 057).
   */
  rehearse: (mail: Mail) => Promise<void>;
};

/**
 * Every e-mail is written to the outbox table first. With SMTP_URL it is then sent by
 * nodemailer and marked sent; without it the outbox is where it stays, and its text (without
 * its single-use links, which are read from the outbox) is logged.
 */
export function createMailer(opts: {
  database: Database;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): RehearsingMailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  // The same pipeline as `transport` up to the bytes it would write: they are kept in memory and dropped.
  const rehearsal = transport ? nodemailer.createTransport({ streamTransport: true, buffer: true }) : null;
  const message = (mail: Mail) => ({
    from: opts.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.attachments ? { attachments: mail.attachments } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  });
  return {
    async rehearse(mail) {
      await rehearsal?.sendMail(message(mail));
    },
    async send(mail) {
      const { secrets = [] } = mail;
      const stored = { to: mail.to, kind: mail.kind, subject: mail.subject, text: mail.text, html: mail.html };
      const [row] = await opts.database.db.insert(emailOutbox).values(stored).returning();
      if (!transport) {
        // The text without its single-use links: a token is never logged (decision 043); the outbox has it.
        const text = secrets.reduce(
          (t, secret) => t.replaceAll(secret, '[link kept in the email_outbox table]'),
          mail.text,
        );
        opts.log.info(`e-mail to ${mail.to} (no SMTP_URL, kept in the outbox): ${mail.subject}\n${text}`);
        return { sent: true };
      }
      try {
        await transport.sendMail(message(mail));
        const redact = (body: string) =>
          secrets.reduce((b, secret) => b.replaceAll(secret, '[sent]').replaceAll(escapeHtml(secret), '[sent]'), body);
        await opts.database.db
          .update(emailOutbox)
          .set({ sentAt: new Date(), text: redact(mail.text), html: redact(mail.html) })
          .where(eq(emailOutbox.id, row!.id));
        return { sent: true };
      } catch (err) {
        opts.log.error({ err, to: mail.to }, 'e-mail could not be sent');
        const error = String((err as Error).message ?? err);
        await opts.database.db.update(emailOutbox).set({ error }).where(eq(emailOutbox.id, row!.id));
        return { sent: false, error };
      }
    },
  };
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain, readable e-mail with one button: the shape of every account message. */
export function linkMail(opts: {
  to: string;
  kind: string;
  /** The reader's language: the texts are written in it and the HTML says so. */
  language: string;
  subject: string;
  greeting: string;
  body: string;
  action: string;
  link: string;
  footer: string;
}): Mail {
  // French puts a no-break space before a colon.
  const colon = opts.language === 'fr' ? '\u00a0:' : ':';
  const text = `${opts.greeting}\n\n${opts.body}\n\n${opts.action}${colon} ${opts.link}\n\n${opts.footer}\n\nImmora`;
  const html = `<!doctype html><html lang="${escapeHtml(opts.language)}"><body style="font-family:Arial,sans-serif;color:#0f1b2d;line-height:1.5">
<p>${escapeHtml(opts.greeting)}</p><p>${escapeHtml(opts.body)}</p>
<p><a href="${escapeHtml(opts.link)}" style="display:inline-block;background:#ff5a3c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(opts.action)}</a></p>
<p style="font-size:13px;color:#556">${escapeHtml(opts.footer)}<br>${escapeHtml(opts.link)}</p><p>Immora</p></body></html>`;
  return { to: opts.to, kind: opts.kind, subject: opts.subject, text, html, secrets: [opts.link] };
}

/** A plain message (a lead, an auction's end): the text, and the same text as escaped HTML with its line breaks. */
export function textMail(opts: { to: string; kind: string; language: string; subject: string; text: string }): Mail {
  const html = `<!doctype html><html lang="${escapeHtml(opts.language)}"><body style="font-family:Arial,sans-serif;color:#0f1b2d;line-height:1.5">
<p style="white-space:pre-wrap">${escapeHtml(opts.text)}</p></body></html>`;
  return { to: opts.to, kind: opts.kind, subject: opts.subject, text: opts.text, html };
}
