import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TRUST_MESSAGES } from '@immora/shared/trust';
import { useMessage } from '../../lib/message-key.ts';

const KEYS = new Map<string, string>(Object.entries(TRUST_MESSAGES).map(([key, text]) => [text, key]));

/**
 * The trust-and-safety API's English messages (packages/shared/src/trust.ts) in the reader's
 * language; the others (a rate limit's wait, an e-mail's format) through the common messages.
 */
export function useTrustMessage(): (message: string | undefined | null) => string | undefined {
  const { t } = useTranslation('trust');
  const common = useMessage();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const key = KEYS.get(message);
      return key ? t(`messages.${key}`) : common(message);
    },
    [t, common],
  );
}
