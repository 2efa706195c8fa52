import { useTranslation } from 'react-i18next';
import type { TEstimateComparable } from '@immora/shared/estimates';
import { moved, signedPct, summariseAdjustments } from '../utils/adjustments.ts';

/** The 'why' of the estimate in plain words: what was compared, and what each adjustment did. */
type Props = {
  comparables: readonly TEstimateComparable[];
  /** When the adjustments were last measured on the region's listings; null before the first time. */
  measuredAt: string | null;
};

export function AdjustmentsWhy({ comparables, measuredAt }: Props) {
  const { t, i18n } = useTranslation('estimate');
  const language = i18n.resolvedLanguage ?? 'en';
  const summary = summariseAdjustments(comparables);
  return (
    <section className="stack estimate-why" aria-labelledby="estimate-why-title">
      <h3 id="estimate-why-title" className="estimate-section-title">
        {t('why.title')}
      </h3>
      <p>{t('why.method', { count: comparables.length })}</p>
      {summary.length === 0 ? (
        <p>{t('why.noAdjustment')}</p>
      ) : (
        <ul className="stack estimate-why__list">
          {summary.map((s) => (
            <li key={s.factor}>
              <strong>{t(`factors.${s.factor}`)}</strong>{' '}
              {t(`why.${s.factor}`, { count: s.count, total: comparables.length })}{' '}
              {!moved(s.min) && !moved(s.max)
                ? t('why.noEffect')
                : s.min === s.max
                  ? t('why.movedBy', { pct: signedPct(s.min, language) })
                  : t('why.movedBetween', { min: signedPct(s.min, language), max: signedPct(s.max, language) })}
            </li>
          ))}
        </ul>
      )}
      <p className="note">{t(measuredAt ? 'why.derived' : 'why.notMeasured')}</p>
    </section>
  );
}
