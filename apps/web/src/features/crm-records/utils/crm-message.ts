import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CRM_MESSAGES } from '@immora/shared/crm-records';
import { useMessage } from '../../../lib/message-key.ts';

const BY_TEXT = new Map<string, string>(Object.entries(CRM_MESSAGES).map(([key, text]) => [text, key]));

/**
 * Translates the CRM API's and the shared schemas' English messages (crmRecords namespace first,
 * then the accounts' and phone messages); `fallback` stands for anything else (a network failure).
 */
export function useCrmMessage(): (text: string | undefined | null, fallback?: string) => string | undefined {
  const { t } = useTranslation('crmRecords');
  const common = useMessage();
  return useCallback(
    (text, fallback) => {
      if (!text) return undefined;
      const key = BY_TEXT.get(text);
      if (key) return t(`messages.${key}`);
      const translated = common(text);
      return translated !== text || !fallback ? translated : fallback;
    },
    [t, common],
  );
}
