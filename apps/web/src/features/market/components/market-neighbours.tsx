import { useTranslation } from 'react-i18next';
import type { TMarket } from '@immora/shared/market';
import { formatNumber } from '../../../lib/format.ts';
import { MarketTable } from './market-table.tsx';
import { briefColumns, municipalityRow } from './municipality-row.tsx';

/** The nearest municipalities compared, nearest first, each with a link to its own market page. */
export function MarketNeighbours({ market }: { market: TMarket }) {
  const { t, i18n } = useTranslation('market');
  const language = i18n.resolvedLanguage ?? 'en';
  if (market.neighbours.length === 0) return null;
  return (
    <section className="card panel stack market-neighbours" aria-labelledby="market-neighbours-title">
      <h2 id="market-neighbours-title" className="market-section__title">
        {t('neighbours.title')}
      </h2>
      <MarketTable
        labelledBy="market-neighbours-title"
        first={t('brief.municipality')}
        columns={briefColumns(t, t('neighbours.distance'))}
        rows={market.neighbours.map((n) => municipalityRow(n, language, `${formatNumber(n.distanceKm, language)} km`))}
      />
    </section>
  );
}
