import { useTranslation } from 'react-i18next';
import type { TMarket } from '@immora/shared/market';
import { StatCard, StatCards } from '../../../components/dashboard/stat-card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { cellOf, shownFigure } from '../utils/market-figures.ts';
import { MarketFigure } from './market-figure.tsx';

const EMPTY = { listings: 0, reason: 'tooFewListings' as const };

/** The municipality's headline figures: sale price and price per m², rent, listings and days on market. */
export function MarketKeyFigures({ market }: { market: TMarket }) {
  const { t, i18n } = useTranslation('market');
  const language = i18n.resolvedLanguage ?? 'en';
  const sale = cellOf(market, 'sale') ?? EMPTY;
  const rent = cellOf(market, 'rent') ?? EMPTY;
  return (
    <StatCards label={t('stats.label')}>
      <StatCard
        icon="home"
        tone="accent"
        label={t('stats.salePrice')}
        value={<MarketFigure shown={shownFigure(sale, 'medianPrice', language)} />}
        testId="market-sale-price"
      />
      <StatCard
        icon="area"
        label={t('stats.salePerM2')}
        value={<MarketFigure shown={shownFigure(sale, 'medianPricePerM2', language)} />}
      />
      <StatCard
        icon="key"
        label={t('stats.rent')}
        value={<MarketFigure shown={shownFigure(rent, 'medianPrice', language)} />}
        hint={t('stats.rentHint')}
      />
      <StatCard
        icon="building"
        tone="success"
        label={t('stats.listings')}
        value={formatNumber(sale.listings + rent.listings, language)}
        hint={t('stats.listingsHint', {
          sale: formatNumber(sale.listings, language),
          rent: formatNumber(rent.listings, language),
        })}
      />
      <StatCard
        icon="clock"
        label={t('stats.days')}
        value={<MarketFigure shown={shownFigure(sale, 'medianDaysOnMarket', language)} />}
        hint={t('stats.daysHint')}
      />
    </StatCards>
  );
}
