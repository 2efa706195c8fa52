import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_HOURLY_LIMIT, EMAIL_MESSAGES, EMAIL_PLACEHOLDERS } from '@immora/shared/emails';
import { useMessage } from '../../../lib/message-key.ts';

const BY_TEXT = new Map<string, string>(
  Object.entries(EMAIL_MESSAGES).flatMap(([key, text]) => (typeof text === 'string' ? [[text, key]] : [])),
);
const allowed = EMAIL_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ');

/**
 * Translates the e-mail API's and schemas' English messages (the unknown-placeholder and hourly
 * limit ones carry names and minutes); `fallback` stands for anything else (a network failure).
 */
export function useEmailMessage(): (text: string | undefined | null, fallback?: string) => string | undefined {
  const { t } = useTranslation('emails');
  const common = useMessage();
  return useCallback(
    (text, fallback) => {
      if (!text) return undefined;
      const key = BY_TEXT.get(text);
      if (key) return t(`messages.${key}`);
      const unknown = /^Unknown placeholders? (.+): use /.exec(text);
      if (unknown) return t('messages.unknownPlaceholders', { names: unknown[1], allowed });
      const limited = /try again in (\d+) minute/.exec(text);
      if (limited) return t('messages.rateLimited', { count: Number(limited[1]), limit: EMAIL_HOURLY_LIMIT });
      const translated = common(text);
      return translated !== text || !fallback ? translated : fallback;
    },
    [t, common],
  );
}
