import type { TLanguage } from '@immora/shared/languages';
import { ERROR_CODES } from '@immora/shared/api';
import {
  EMAIL_HOURLY_LIMIT,
  EMAIL_MESSAGES,
  type TEmailPreview,
  type TEmailPreviewRequest,
  type TEmailSendRequest,
  type TEmailSendResult,
  type TEmailTemplateRequest,
  type TRecipientRef,
  type ZEmailRecipientsQuery,
  type ZEmailTemplatesQuery,
  type ZSentEmailsQuery,
} from '@immora/shared/emails';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { UserRow } from '../users/users.repository.ts';
import { deliver } from './contact-mail.ts';
import { contactMail } from './contact-mail-footer.ts';
import type { StopLinks } from './stop-links.ts';
import { assertKnownPlaceholders, placeholderValues, render, type Sender } from './email-render.ts';
import { senderOf } from './email-sender.repository.ts';
import type { EmailTemplatesRepository } from './email-templates.repository.ts';
import { toRecipient, toSentEmail, toTemplate } from './emails.mapper.ts';
import type { RecipientRow, RecipientSources } from './recipient-sources.ts';
import type { QueuedEmail, SentEmailsRepository } from './sent-emails.repository.ts';

export type EmailsDeps = {
  db: Db;
  templates: EmailTemplatesRepository;
  sent: SentEmailsRepository;
  recipients: RecipientSources;
  mailer: Mailer;
  stopLinks: StopLinks;
};

const NAME_KEY = 'email_templates_owner_name_key';

/** `language`: the reader's, for the listings' titles (decision 055). */
export async function listRecipients(
  deps: EmailsDeps,
  userId: string,
  q: z.output<typeof ZEmailRecipientsQuery>,
  language: TLanguage | null = null,
) {
  const { rows, total } = await deps.recipients.search(userId, q);
  return { items: rows.map((row) => toRecipient(row, language)), total, page: q.page, pageSize: q.pageSize };
}

export async function listTemplates(deps: EmailsDeps, userId: string, q: z.output<typeof ZEmailTemplatesQuery>) {
  const { rows, total } = await deps.templates.list(userId, q);
  return { items: rows.map(toTemplate), total, page: q.page, pageSize: q.pageSize };
}

async function saving<T>(write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, NAME_KEY))
      throw AppError.conflict(EMAIL_MESSAGES.nameTaken, { name: EMAIL_MESSAGES.nameTaken });
    throw error;
  }
}

export async function createTemplate(deps: EmailsDeps, userId: string, body: TEmailTemplateRequest) {
  return toTemplate(await saving(() => deps.templates.create(userId, body)));
}

export async function updateTemplate(deps: EmailsDeps, userId: string, id: string, body: TEmailTemplateRequest) {
  const row = await saving(() => deps.templates.update(userId, id, body));
  if (!row) throw AppError.notFound(EMAIL_MESSAGES.templateNotFound);
  return toTemplate(row);
}

export async function deleteTemplate(deps: EmailsDeps, userId: string, id: string) {
  if (!(await deps.templates.remove(userId, id))) throw AppError.notFound(EMAIL_MESSAGES.templateNotFound);
  return { id };
}

/** The subject and body to send: the request's own, else the user's template's (another's is 404). */
async function messageOf(
  deps: EmailsDeps,
  userId: string,
  req: { templateId?: string; subject?: string; body?: string },
) {
  const template = req.templateId ? await deps.templates.byId(userId, req.templateId) : null;
  if (req.templateId && !template) throw AppError.notFound(EMAIL_MESSAGES.templateNotFound);
  const subject = req.subject ?? template!.subject;
  const body = req.body ?? template!.body;
  assertKnownPlaceholders(subject, body);
  return { subject, body };
}

/** The named recipients, each once; any that is not the user's (or does not exist) is 404, naming none of them. */
async function recipientsOf(deps: EmailsDeps, userId: string, refs: TRecipientRef[]) {
  const unique = [...new Map(refs.map((r) => [`${r.kind}:${r.id}`, r])).values()];
  const found = await deps.recipients.resolve(userId, unique);
  if (found.length !== unique.length) throw AppError.notFound(EMAIL_MESSAGES.recipientNotFound);
  return found;
}

const personal = (message: { subject: string; body: string }, recipient: RecipientRow, sender: Sender) => {
  const values = placeholderValues(recipient, sender);
  // A subject is one line, whatever a value holds.
  return { subject: render(message.subject, values).replace(/\s+/g, ' ').trim(), body: render(message.body, values) };
};

export async function preview(deps: EmailsDeps, user: UserRow, req: TEmailPreviewRequest): Promise<TEmailPreview> {
  const message = await messageOf(deps, user.id, req);
  const [recipient] = await recipientsOf(deps, user.id, [req.recipient]);
  const { subject, body } = personal(message, recipient!, await senderOf(deps.db, user));
  const mail = contactMail({
    to: recipient!.email,
    language: recipient!.language ?? user.language,
    subject,
    text: body,
    stop: await deps.stopLinks(user.id, recipient!.email),
  });
  return { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
}

/**
 * Sends one e-mail per recipient (decision 034): every row is written queued in one transaction
 * under the hourly limit (429 saying when there is room again), then sent through the mailer
 * and marked sent or failed before the answer. Recipients who asked the sender to stop are
 * skipped and named in the answer; when all did, nothing is sent (409, decision 062).
 */
export async function send(deps: EmailsDeps, user: UserRow, req: TEmailSendRequest): Promise<TEmailSendResult> {
  const message = await messageOf(deps, user.id, req);
  const chosen = await recipientsOf(deps, user.id, req.recipients);
  const recipients = chosen.filter((r) => !r.stopped);
  const skipped = chosen.filter((r) => r.stopped).map(({ name, email }) => ({ name, email }));
  if (recipients.length === 0) {
    const text = EMAIL_MESSAGES.stoppedRecipients(skipped.length);
    throw AppError.conflict(text, { recipients: text });
  }
  const sender = await senderOf(deps.db, user);
  const rows: QueuedEmail[] = recipients.map((recipient) => ({
    recipientKind: recipient.kind,
    recipientId: recipient.id,
    recipientEmail: recipient.email,
    recipientName: recipient.name,
    language: recipient.language ?? user.language,
    replyTo: user.email,
    ...personal(message, recipient, sender),
  }));
  const result = await deps.sent.enqueue(user.id, rows, EMAIL_HOURLY_LIMIT);
  if ('retryAt' in result) {
    const minutes = Math.max(1, Math.ceil((result.retryAt.getTime() - Date.now()) / 60_000));
    throw new AppError(429, ERROR_CODES.tooManyRequests, EMAIL_MESSAGES.rateLimited(minutes));
  }
  const { sent, failed } = await deliver(deps, result.queued);
  return { queued: result.queued.length, sent, failed, skipped };
}

export async function listSent(deps: EmailsDeps, userId: string, q: z.output<typeof ZSentEmailsQuery>) {
  const { rows, total } = await deps.sent.list(userId, q);
  return { items: rows.map(toSentEmail), total, page: q.page, pageSize: q.pageSize };
}
