import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { RATE_LIMIT_MESSAGE } from '@immora/shared/api';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { LICENCE_MESSAGES } from '@immora/shared/licence-number';
import { PHONE_MESSAGES } from '@immora/shared/phone';
import { matchTemplate } from './server-message.ts';

/** Schema messages that are not in AUTH_MESSAGES. */
export const EXTRA_MESSAGES = {
  agencyNameRequired: 'Agency name is required',
  sellerTypeRequired: 'Choose Agency or Agent',
  nameCharacters: 'Names cannot contain < or >',
  noCode: 'No authorization code found',
  licenceFormat: LICENCE_MESSAGES.format,
} as const;

const BY_TEXT = new Map<string, string>();
/** Messages with values ('… try again in {minutes} minutes.'), as [key, template]. */
const TEMPLATES: [string, string][] = [['tooManyRequests', RATE_LIMIT_MESSAGE]];
for (const [key, text] of Object.entries(AUTH_MESSAGES)) {
  if (text.includes('{')) TEMPLATES.push([key, text]);
  else BY_TEXT.set(text, key);
}
for (const [key, text] of Object.entries(PHONE_MESSAGES)) BY_TEXT.set(text, `phone.${key}`);
for (const [key, text] of Object.entries(EXTRA_MESSAGES)) BY_TEXT.set(text, key);

/** The i18n key (under messages.*) of a schema's or the server's English message, or null. */
export function messageKey(message: string): string | null {
  return BY_TEXT.get(message) ?? null;
}

/** The key and values of a message built from one of the templates, or null. */
function templateKey(message: string): { key: string; values: Record<string, string> } | null {
  for (const [key, template] of TEMPLATES) {
    const values = matchTemplate(template, message);
    if (values) return { key, values };
  }
  return null;
}

/**
 * Translates the shared schemas' and the server's English messages, those with values too (a
 * rate limit's wait); unknown ones pass through.
 */
export function useMessage(): (message: string | undefined | null) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const key = messageKey(message);
      if (key) return t(`messages.${key}`);
      const filled = templateKey(message);
      return filled ? t(`messages.${filled.key}`, filled.values) : message;
    },
    [t],
  );
}
