import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_MESSAGES } from '@immora/shared/reviews';

const KEYS = new Map<string, string>(Object.entries(REVIEW_MESSAGES).map(([key, text]) => [text, key]));

/** Translates the reviews API's and schema's English messages (reviews:messages.*); an unknown one passes through. */
export function useReviewMessage(): (text: string | undefined | null) => string | undefined {
  const { t } = useTranslation('reviews');
  return useCallback(
    (text) => {
      if (!text) return undefined;
      const key = KEYS.get(text);
      return key ? t(`messages.${key}`) : text;
    },
    [t],
  );
}
