import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { PHONE_MESSAGES } from '@immora/shared/phone';

/** Schema messages that are not in AUTH_MESSAGES. */
export const EXTRA_MESSAGES = {
  agencyNameRequired: 'Agency name is required',
  sellerTypeRequired: 'Choose Agency or Agent',
  nameCharacters: 'Names cannot contain < or >',
  noCode: 'No authorization code found',
} as const;

const BY_TEXT = new Map<string, string>();
for (const [key, text] of Object.entries(AUTH_MESSAGES)) if (!text.includes('{')) BY_TEXT.set(text, key);
for (const [key, text] of Object.entries(PHONE_MESSAGES)) BY_TEXT.set(text, `phone.${key}`);
for (const [key, text] of Object.entries(EXTRA_MESSAGES)) BY_TEXT.set(text, key);

/** The i18n key (under messages.*) of a schema's or the server's English message, or null. */
export function messageKey(message: string): string | null {
  return BY_TEXT.get(message) ?? null;
}

/** Translates the shared schemas' and the server's English messages; unknown ones pass through. */
export function useMessage(): (message: string | undefined | null) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const key = messageKey(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}
