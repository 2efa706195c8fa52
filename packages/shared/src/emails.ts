import { z } from 'zod';
import { listQuery } from './list-query.ts';

/**
 * E-mails to contacts (issue 15, decision 034): an agent or agency writes to its leads and
 * customers (one or several) from reusable templates with placeholders; every recipient is one
 * row of the sent log, queued, then sent or failed.
 */

/** The placeholders a subject or body may hold, written `{{firstName}}`. */
export const EMAIL_PLACEHOLDERS = [
  'firstName',
  'lastName',
  'fullName',
  'propertyTitle',
  'senderName',
  'agencyName',
] as const;
export type EmailPlaceholder = (typeof EMAIL_PLACEHOLDERS)[number];

/** At most this many recipients in one send. */
export const EMAIL_MAX_RECIPIENTS = 50;
/** At most this many recipients per user in any hour (counted in the database). */
export const EMAIL_HOURLY_LIMIT = 200;

export const SENT_EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type SentEmailStatus = (typeof SENT_EMAIL_STATUSES)[number];

const placeholderList = EMAIL_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ');

export const EMAIL_MESSAGES = {
  nameRequired: 'Please enter a name for the template',
  nameLength: 'The name can have at most 80 characters',
  subjectRequired: 'Please enter a subject',
  subjectLength: 'The subject can have at most 200 characters',
  bodyRequired: 'Please write the message',
  bodyLength: 'The message can have at most 10000 characters',
  nameTaken: 'You already have a template with this name',
  templateNotFound: 'Template not found',
  recipientNotFound: 'Recipient not found',
  recipientsRequired: 'Please choose at least one recipient',
  tooManyRecipients: `You can send to at most ${EMAIL_MAX_RECIPIENTS} recipients at a time`,
  templateOrText: 'Choose a template or write a subject and a message',
  kind: 'Unknown kind of recipient',
  status: `Status must be one of ${SENT_EMAIL_STATUSES.join(', ')}`,
  unknownPlaceholders: (names: string[]) =>
    `Unknown placeholder${names.length > 1 ? 's' : ''} ${names.map((n) => `{{${n}}}`).join(', ')}: use ${placeholderList}`,
  stoppedRecipients: (count: number) =>
    `${count} recipient${count === 1 ? ' has' : 's have'} asked you to stop e-mailing them; nothing was sent to ${count === 1 ? 'this address' : 'these addresses'}.`,
  rateLimited: (minutes: number) =>
    `You can e-mail at most ${EMAIL_HOURLY_LIMIT} recipients per hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** The names of `{{…}}` placeholders in a text, in order, each once (unknown ones included). */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((m) => m[1]!))];
}

/** The placeholders of a text the renderer does not know. */
export const unknownPlaceholders = (text: string) =>
  placeholdersIn(text).filter((name) => !(EMAIL_PLACEHOLDERS as readonly string[]).includes(name));

const knownPlaceholders = (text: string, ctx: z.RefinementCtx) => {
  const unknown = unknownPlaceholders(text);
  if (unknown.length) ctx.addIssue({ code: 'custom', message: EMAIL_MESSAGES.unknownPlaceholders(unknown) });
};

const required = (empty: string, max: number, tooLong: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(max, tooLong);

export const ZEmailSubject = required(EMAIL_MESSAGES.subjectRequired, 200, EMAIL_MESSAGES.subjectLength).superRefine(
  knownPlaceholders,
);
export const ZEmailBody = required(EMAIL_MESSAGES.bodyRequired, 10_000, EMAIL_MESSAGES.bodyLength).superRefine(
  knownPlaceholders,
);

/** POST /api/emails/templates and PUT /api/emails/templates/:id. */
export const ZEmailTemplateRequest = z.object({
  name: required(EMAIL_MESSAGES.nameRequired, 80, EMAIL_MESSAGES.nameLength),
  subject: ZEmailSubject,
  body: ZEmailBody,
});
export type TEmailTemplateRequest = z.infer<typeof ZEmailTemplateRequest>;

export const ZEmailTemplate = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;

export const EMAIL_TEMPLATE_SORTS = ['name', 'updatedAt'] as const;
export const ZEmailTemplatesQuery = listQuery({
  sorts: EMAIL_TEMPLATE_SORTS,
  defaultSort: 'name',
  defaultOrder: 'asc',
  maxPageSize: 100,
});

/** A recipient as the caller names it: which source (lead, customer…) and its id there. */
export const ZRecipientRef = z.object({
  kind: z.string({ error: EMAIL_MESSAGES.kind }).regex(/^[a-z][a-zA-Z]{1,30}$/, EMAIL_MESSAGES.kind),
  id: z.string().max(100),
});
export type TRecipientRef = z.infer<typeof ZRecipientRef>;

/** A person the user may write to, as a recipient source lists them. */
export const ZEmailRecipient = z.object({
  kind: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The listing the person asked about or booked (leads, customers); null when the source has none. */
  propertyTitle: z.string().nullable(),
  language: z.string().nullable(),
  createdAt: z.string(),
  /** The person asked this sender to stop (decision 062): they are not e-mailed. */
  stopped: z.boolean(),
});
export type TEmailRecipient = z.infer<typeof ZEmailRecipient>;

export const ZEmailRecipientsQuery = z.object({
  q: z.string().trim().max(120, 'The search is too long').optional(),
  kind: ZRecipientRef.shape.kind.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TEmailRecipientsQuery = z.input<typeof ZEmailRecipientsQuery>;

const ZRecipients = z
  .array(ZRecipientRef, { error: EMAIL_MESSAGES.recipientsRequired })
  .min(1, EMAIL_MESSAGES.recipientsRequired)
  .max(EMAIL_MAX_RECIPIENTS, EMAIL_MESSAGES.tooManyRecipients);

/** A template, or a subject and body (which then win over the template's). */
const ZMessageSource = z.object({
  templateId: z.string().max(100).optional(),
  subject: ZEmailSubject.optional(),
  body: ZEmailBody.optional(),
});

const templateOrText = (v: z.infer<typeof ZMessageSource>, ctx: z.RefinementCtx) => {
  if (!v.templateId && (!v.subject || !v.body))
    ctx.addIssue({ code: 'custom', path: [v.subject ? 'body' : 'subject'], message: EMAIL_MESSAGES.templateOrText });
};

/** POST /api/emails/send. */
export const ZEmailSendRequest = ZMessageSource.extend({ recipients: ZRecipients }).superRefine(templateOrText);
export type TEmailSendRequest = z.infer<typeof ZEmailSendRequest>;

/** POST /api/emails/preview: the message as one recipient would read it. */
export const ZEmailPreviewRequest = ZMessageSource.extend({ recipient: ZRecipientRef }).superRefine(templateOrText);
export type TEmailPreviewRequest = z.infer<typeof ZEmailPreviewRequest>;

export const ZEmailPreview = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() });
export type TEmailPreview = z.infer<typeof ZEmailPreview>;

export const ZEmailSendResult = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Chosen recipients who asked the sender to stop (decision 062): skipped, nothing written for them. */
  skipped: z.array(z.object({ name: z.string(), email: z.string() })),
});
export type TEmailSendResult = z.infer<typeof ZEmailSendResult>;

export const ZSentEmail = z.object({
  id: z.string(),
  _id: z.string(),
  recipientKind: z.string(),
  recipientId: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(SENT_EMAIL_STATUSES),
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TSentEmail = z.infer<typeof ZSentEmail>;

export const SENT_EMAIL_SORTS = ['createdAt', 'subject', 'recipient'] as const;
export const ZSentEmailsQuery = listQuery({
  sorts: SENT_EMAIL_SORTS,
  defaultSort: 'createdAt',
  filters: { status: z.enum(SENT_EMAIL_STATUSES, { error: EMAIL_MESSAGES.status }).optional() },
});
export type TSentEmailsQuery = z.input<typeof ZSentEmailsQuery>;
