import { useTranslation } from 'react-i18next';
import type { TEstimateDifference } from '@immora/shared/estimates';
import { moved, signedPct } from '../utils/adjustments.ts';

/** A fact's value as the visitor reads it: a category's name, yes or no, a label or a year. */
export function useFactValue() {
  const { t } = useTranslation('estimate');
  return (difference: TEstimateDifference, value: TEstimateDifference['from']) => {
    if (value === null) return t('values.unknown');
    if (typeof value === 'boolean') return t(`values.${difference.factor}.${value ? 'yes' : 'no'}`);
    if (difference.factor === 'category') return t(`categories.${value}`, { ns: 'common' });
    return String(value);
  };
}

/** How one comparable differs from the property, and how much each difference moved its price per m². */
export function ComparableDifferences({ differences }: { differences: readonly TEstimateDifference[] }) {
  const { t, i18n } = useTranslation('estimate');
  const language = i18n.resolvedLanguage ?? 'en';
  const value = useFactValue();
  if (differences.length === 0) return <p className="note">{t('comparables.noDifference')}</p>;
  return (
    <ul className="comparable__differences">
      {differences.map((difference) => (
        <li key={difference.factor}>
          {t(`differences.${difference.factor}`, {
            theirs: value(difference, difference.from),
            yours: value(difference, difference.to),
          })}{' '}
          {moved(difference.effectPct) ? (
            <strong className="effect">{signedPct(difference.effectPct, language)}</strong>
          ) : (
            <span className="effect">{t('comparables.notMoved')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
