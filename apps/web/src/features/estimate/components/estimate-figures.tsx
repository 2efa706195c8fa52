import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEstimate } from '@immora/shared/estimates';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { formatDistance } from '../utils/distance.ts';
import { RangeChart } from './range-chart.tsx';

export type Estimated = TEstimate & { estimate: number; range: { low: number; high: number } };

/** An answer with a figure (a figure always comes with its range). */
export const hasFigure = (answer: TEstimate): answer is Estimated => answer.estimate !== null && answer.range !== null;

/** Each comparable's value after its adjustments, for the range chart. */
export const adjustedValues = (answer: TEstimate) =>
  answer.comparables.map((c) => c.adjustedPricePerM2 * answer.livingArea);

type ChartProps = {
  answer: Estimated;
  /** An amount as the page writes it (with '/ month' for a rent). */
  euro: (amount: number) => string;
  /** A listing's asking price, marked on the scale. */
  asking?: number;
  children: ReactNode;
};

/** An answer's range chart: its comparables' adjusted values, the range and the estimate, described in words. */
export function EstimateChart({ answer, euro, asking, children }: ChartProps) {
  const { t } = useTranslation('estimate');
  const label = t('result.chartLabel', {
    count: answer.comparables.length,
    low: euro(answer.range.low),
    high: euro(answer.range.high),
    estimate: euro(answer.estimate),
  });
  return (
    <RangeChart
      values={adjustedValues(answer)}
      low={answer.range.low}
      high={answer.range.high}
      estimate={answer.estimate}
      asking={asking}
      label={label}
    >
      {children}
    </RangeChart>
  );
}

/** The estimate, its range on a small chart and its confidence. */
export function EstimateFigures({ answer }: { answer: Estimated }) {
  const { t, i18n } = useTranslation('estimate');
  const language = i18n.resolvedLanguage ?? 'en';
  const month = answer.transaction === 'rent' ? t('perMonth') : '';
  const euro = (n: number) => `${formatEuro(n, language)}${month}`;
  const count = answer.comparables.length;
  return (
    <div className="stack estimate-figures">
      <div className="estimate-figures__head">
        <p className="eyebrow">{t(answer.transaction === 'rent' ? 'result.rentEyebrow' : 'result.saleEyebrow')}</p>
        <p className="estimate-figures__value" data-testid="estimate-value">
          {euro(answer.estimate)}
        </p>
        <p className="estimate-figures__range">
          {t('result.range', { low: euro(answer.range.low), high: euro(answer.range.high) })}
        </p>
      </div>
      <EstimateChart answer={answer} euro={euro}>
        <span className="range-chart__key range-chart__key--band">{t('result.keyRange')}</span>
        <span className="range-chart__key range-chart__key--dot">{t('result.keyComparable')}</span>
        <span className="range-chart__key range-chart__key--line">{t('result.keyEstimate')}</span>
      </EstimateChart>
      <p className={`estimate-confidence estimate-confidence--${answer.confidence ?? 'low'}`}>
        <strong>{t(`confidence.${answer.confidence ?? 'low'}`)}</strong>{' '}
        {t(`confidence.${answer.confidence ?? 'low'}Text`, {
          count,
          distance: formatDistance(answer.radiusM, language),
        })}
      </p>
      <p className="note">
        {answer.pricePerM2 !== null &&
          t('result.perM2', { value: formatEuro(answer.pricePerM2, language), area: answer.livingArea })}{' '}
        {t('result.dataDate', { date: formatDate(answer.dataDate, language) })}
      </p>
    </div>
  );
}
