import { Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TEstimateInput } from '@immora/shared/estimates';
import { Icon } from '../../../components/icon.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { estimateQuery } from '../../estimate/api/post-estimate.ts';
import { hasFigure } from '../../estimate/components/estimate-figures.tsx';
import { paramsFromForm, emptyEstimateForm } from '../../estimate/utils/estimate-params.ts';
import { inputFromWizard, missingFacts, unsupported } from '../../estimate/utils/wizard-facts.ts';
import type { FormValues } from '../utils/form-values.ts';

type Props = { values: FormValues; onGoToLocation: () => void };

/** Waits until the facts have stopped changing for a moment: one request per pause in typing. */
function useSettled<T>(value: T, ms = 500): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the value is compared by its JSON
  }, [key, ms]);
  return settled;
}

/** /estimate with the same facts, to see the comparables one by one. */
function estimatePath(input: TEstimateInput): string {
  const form = emptyEstimateForm();
  const params = paramsFromForm({
    ...form,
    latitude: String(input.latitude ?? ''),
    longitude: String(input.longitude ?? ''),
    category: input.category,
    transaction: input.transaction,
    livingArea: String(input.livingArea),
    bedrooms: String(input.bedrooms),
    bathrooms: String(input.bathrooms),
    epcLabel: input.epcLabel ?? '',
    yearBuilt: input.yearBuilt ? String(input.yearBuilt) : '',
    garden: Boolean(input.garden),
    parking: Boolean(input.parking),
  });
  return `/estimate?${params}`;
}

function Range({ values, onGoToLocation }: Props) {
  const { t, i18n } = useTranslation('estimate');
  const language = i18n.resolvedLanguage ?? 'en';
  const facts = { ...values, facts: values.facts as Record<string, string> };
  const input = useSettled(inputFromWizard(facts));
  const query = useQuery(estimateQuery(input));
  const blocked = unsupported(facts);
  const missing = missingFacts(facts);
  const month = values.type === 'rent' ? t('perMonth') : '';
  const euro = (n: number) => `${formatEuro(n, language)}${month}`;

  let body;
  if (blocked) body = <p>{t(blocked === 'rooms' ? 'reasons.unsupportedCategory' : 'reasons.auction')}</p>;
  else if (missing.length > 0)
    body = (
      <>
        <p>{t('wizard.hint')}</p>
        <p className="note">
          {t('wizard.missing', { fields: missing.map((f) => t(`wizard.fields.${f}`)).join(', ') })}
        </p>
        {missing.includes('location') && (
          <button type="button" className="btn btn--ghost btn--small" onClick={onGoToLocation}>
            <Icon name="pin" size={14} />
            {t('wizard.goToLocation')}
          </button>
        )}
      </>
    );
  else if (!input || query.isPending) body = <p role="status">{t('wizard.loading')}</p>;
  else if (query.isError) body = <p>{t('wizard.failed')}</p>;
  else if (!hasFigure(query.data)) body = <p>{t(`reasons.${query.data.reason ?? 'tooFewComparables'}`)}</p>;
  else
    body = (
      <>
        <p className="comparable-range__figure" data-testid="wizard-range">
          {t('wizard.range', { low: euro(query.data.range.low), high: euro(query.data.range.high) })}
        </p>
        <p className="note">
          {t('wizard.estimate', {
            value: euro(query.data.estimate),
            count: query.data.comparables.length,
            confidence: t(`wizard.confidence.${query.data.confidence ?? 'low'}`),
          })}{' '}
          <a href={estimatePath(input)} target="_blank" rel="noopener">
            {t('wizard.seeAll')}
          </a>
        </p>
      </>
    );

  return (
    <section className="comparable-range" aria-labelledby="comparable-range-title" aria-live="polite">
      <h3 id="comparable-range-title" className="comparable-range__title">
        <Icon name="chart" size={16} />
        {t('wizard.title')}
      </h3>
      {body}
    </section>
  );
}

/**
 * The price step's range of comparable listings (issue 34): once location, type, sale or rent,
 * living area and bedrooms are known, what comparable listings nearby ask, before a price is set.
 */
export function ComparableRange(props: Props) {
  return (
    <Suspense fallback={<div className="comparable-range" aria-hidden="true" />}>
      <Range {...props} />
    </Suspense>
  );
}
