import type { TLanguage } from '@immora/shared/languages';
import { cardTitle } from '@immora/shared/listing-title';
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

/** A recipient as the sender reads it: the listing's title in the reader's `language` (decision 055). */
export const toRecipient = (row: RecipientRow, language: TLanguage | null): TEmailRecipient => ({
  kind: row.kind,
  id: row.id,
  name: row.name,
  email: row.email,
  propertyTitle: cardTitle({ title: row.propertyTitle, titles: row.propertyTitles }, language),
  language: row.language,
  createdAt: row.createdAt.toISOString(),
  stopped: row.stopped,
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
