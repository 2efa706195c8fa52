import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { auctionMessageKey } from '../utils/auction-messages.ts';

/** Translates the auctions schemas' and API's English messages; an unknown one passes through. */
export function useAuctionMessage(): (text: string | undefined | null) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (text) => {
      if (!text) return undefined;
      const found = auctionMessageKey(text);
      if (!found) return text;
      return found.field
        ? t(`auction.messages.${found.key}`, { field: t(`auction.fields.${found.field}`) })
        : t(`auction.messages.${found.key}`);
    },
    [t],
  );
}
