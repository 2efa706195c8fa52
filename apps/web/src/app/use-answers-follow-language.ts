import { useEffect } from 'react';
import i18next from 'i18next';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The API writes some answers in the reader's language (a listing's title, decision 055), read
 * from the language cookie the switcher writes: when the language changes, every answer held is
 * asked for again, so the screens follow the switch without a reload.
 */
export function useAnswersFollowLanguage(queryClient: QueryClient) {
  useEffect(() => {
    let shown = i18next.language;
    const onChange = (next: string) => {
      if (next === shown) return;
      shown = next;
      void queryClient.invalidateQueries();
    };
    i18next.on('languageChanged', onChange);
    return () => i18next.off('languageChanged', onChange);
  }, [queryClient]);
}
