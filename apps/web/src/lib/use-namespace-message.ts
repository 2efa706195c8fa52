import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from './message-key.ts';

/**
 * Translates a feature's English API and schema messages: those of `messages` through
 * `<namespace>:messages.<key>`, then the accounts' and phone messages (common namespace);
 * `fallback` stands for anything else (a network failure, a 500).
 */
export function useNamespaceMessage(
  namespace: string,
  messages: Readonly<Record<string, string>>,
): (text: string | undefined | null, fallback?: string) => string | undefined {
  const { t } = useTranslation(namespace);
  const common = useMessage();
  const byText = useMemo(
    () => new Map<string, string>(Object.entries(messages).map(([key, text]) => [text, key])),
    [messages],
  );
  return useCallback(
    (text, fallback) => {
      if (!text) return undefined;
      const key = byText.get(text);
      if (key) return t(`messages.${key}`);
      const translated = common(text);
      return translated !== text || !fallback ? translated : fallback;
    },
    [t, common, byText],
  );
}
