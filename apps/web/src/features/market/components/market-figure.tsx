import { useTranslation } from 'react-i18next';
import type { Shown } from '../utils/market-figures.ts';

/**
 * A figure, or in its place the words that there are too few listings for one, with their count
 * (decision 074): never a median of one or two asking prices. None at all reads 'No listings'.
 */
export function MarketFigure({ shown }: { shown: Shown }) {
  const { t } = useTranslation('market');
  if (shown.kind === 'figure') return <>{shown.text}</>;
  return (
    <span className="market-too-few">
      {shown.listings === 0 ? t('noListings') : t('tooFew', { count: shown.listings })}
    </span>
  );
}
