import type { TEmailRecipient, TEmailTemplate, TSentEmail } from '@immora/shared/emails';
import type { emailTemplates } from '../../db/schema/emails.ts';
import type { RecipientRow } from './recipient-sources.ts';
import type { SentEmailRow } from './sent-emails.repository.ts';

export const toTemplate = (row: typeof emailTemplates.$inferSelect): TEmailTemplate => ({
  id: row.id,
  _id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toRecipient = (row: RecipientRow): TEmailRecipient => ({
  kind: row.kind,
  id: row.id,
  name: row.name,
  email: row.email,
  propertyTitle: row.propertyTitle,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
});

export const toSentEmail = (row: SentEmailRow): TSentEmail => ({
  id: row.id,
  _id: row.id,
  recipientKind: row.recipientKind,
  recipientId: row.recipientId,
  recipientName: row.recipientName,
  recipientEmail: row.recipientEmail,
  subject: row.subject,
  body: row.body,
  status: row.status,
  error: row.error,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
