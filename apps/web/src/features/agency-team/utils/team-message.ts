import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENCY_TEAM_MESSAGES } from '@immora/shared/agency-team';
import { useMessage } from '../../../lib/message-key.ts';

const BY_TEXT = new Map<string, string>(Object.entries(AGENCY_TEAM_MESSAGES).map(([key, text]) => [text, key]));

/**
 * Translates the team API's and the shared schemas' English messages (agency namespace first,
 * then the accounts' messages); `fallback` stands for anything else (a network failure, a 500).
 */
export function useTeamMessage(): (text: string | undefined | null, fallback?: string) => string | undefined {
  const { t } = useTranslation('agency');
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
