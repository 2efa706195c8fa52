import { cardTitle } from '@immora/shared/listing-title';
import { EMAIL_MESSAGES, unknownPlaceholders, type EmailPlaceholder } from '@immora/shared/emails';
import { AppError } from '../../lib/errors.ts';
import type { RecipientRow } from './recipient-sources.ts';

export type Sender = { name: string; agencyName: string };

/** The values of the placeholders for one recipient (a lead's one name field is split at its first space). */
export function placeholderValues(
  recipient: Pick<RecipientRow, 'name' | 'propertyTitle' | 'propertyTitles' | 'language'>,
  sender: Sender,
) {
  const fullName = recipient.name.trim().replace(/\s+/g, ' ');
  const space = fullName.indexOf(' ');
  const values: Record<EmailPlaceholder, string> = {
    firstName: space < 0 ? fullName : fullName.slice(0, space),
    lastName: space < 0 ? '' : fullName.slice(space + 1),
    fullName,
    // In the recipient's language when the listing is written in it, else the original (decision 055).
    propertyTitle:
      cardTitle({ title: recipient.propertyTitle, titles: recipient.propertyTitles }, recipient.language) ?? '',
    senderName: sender.name,
    agencyName: sender.agencyName,
  };
  return values;
}

/** Refuses (400) a subject or body with placeholders the renderer does not know, naming the allowed ones. */
export function assertKnownPlaceholders(...texts: string[]) {
  const unknown = [...new Set(texts.flatMap(unknownPlaceholders))];
  if (unknown.length) throw AppError.badRequest(EMAIL_MESSAGES.unknownPlaceholders(unknown));
}

/**
 * The text with its placeholders filled in. The result is plain text: the HTML part is this text
 * escaped as a whole (`textMail`), so a value such as `<b>` reaches the reader as written.
 */
export const render = (text: string, values: Record<EmailPlaceholder, string>) =>
  text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (match, name: string) =>
    name in values ? values[name as EmailPlaceholder] : match,
  );
