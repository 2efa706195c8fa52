import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@immora/shared/market';
import { Chart } from '../../../components/dashboard/chart.tsx';
import { formatEuro, formatMonthYear } from '../../../lib/format.ts';
import { trendEnds, trendPoints } from '../utils/market-figures.ts';

/**
 * The 12-month trend of the median price per m² for sale, drawn by the kit's chart (uPlot, in its
 * own chunk), with its figures as a table and the first and last month in words for readers who
 * do not see the chart. Months with too few listings have no point.
 */
export function MarketTrend({ market }: { market: TMarket }) {
  const { t, i18n } = useTranslation('market');
  const language = i18n.resolvedLanguage ?? 'en';
  const series = useMemo(
    () => [{ label: t('trend.series'), points: trendPoints(market.trend.sale) }],
    [market.trend.sale, t],
  );
  const ends = trendEnds(market.trend.sale, language);
  return (
    <section className="stack market-trend" aria-labelledby="market-trend-title" data-testid="market-trend">
      <h2 id="market-trend-title" className="market-section__title">
        {t('trend.title')}
      </h2>
      {series[0]!.points.length === 0 ? (
        <p className="card panel note">{t('trend.tooFew', { min: market.minListings })}</p>
      ) : (
        <>
          <Chart
            title={t('trend.chartTitle')}
            series={series}
            formatX={(x) => formatMonthYear(x, language)}
            formatY={(y) => formatEuro(y, language)}
            xUnit="month"
          />
          <p className="note">{ends ? t('trend.summary', ends) : t('trend.oneMonth')}</p>
        </>
      )}
    </section>
  );
}
