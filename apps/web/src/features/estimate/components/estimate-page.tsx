import { lazy, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { PageHero } from '../../../components/page-hero.tsx';
import { WhenNear } from '../../../components/when-near.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { estimateQuery } from '../api/post-estimate.ts';
import { formFromParams, inputFromForm, paramsFromForm } from '../utils/estimate-params.ts';
import { EstimateForm } from './estimate-form.tsx';
import { EstimateOutcome } from './estimate-outcome.tsx';
import { EstimateScope } from './estimate-scope.tsx';
import './estimate.css';

const ValuationRequestSection = lazy(() =>
  import('../../valuation/components/valuation-request-section.tsx').then((m) => ({
    default: m.ValuationRequestSection,
  })),
);

/**
 * /estimate (issue 34): what a property is worth, from comparable listings shown with their
 * evidence. The facts live in the address (`?address=…&lat=…&category=…`), so an estimate can be
 * shared and a listing can link to its own; the server draws the form as the first screen.
 */
export default function EstimatePage() {
  const { t } = useTranslation('estimate');
  usePageMeta({ title: t('title'), description: t('metaDescription') });
  const [params, setParams] = useSearchParams();
  const form = useMemo(() => formFromParams(params), [params]);
  const input = useMemo(() => inputFromForm(form), [form]);
  const query = useQuery(estimateQuery(input));

  return (
    <div className="estimate-page">
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} className="estimate-hero" />
      <div className="container estimate-layout">
        <EstimateForm
          key={params.toString()}
          initial={form}
          busy={query.isFetching}
          onSubmit={(values) => setParams(paramsFromForm(values), { preventScrollReset: true })}
        />
        <div className="stack estimate-side">
          <EstimateOutcome asked={input !== null} query={query} />
          {input && query.data && (
            // "Have an agent value it for free" (decision 070): its form code loads when it is near.
            <WhenNear
              className="valuation-near"
              placeholder={<div className="card valuation-slot skeleton" aria-hidden="true" />}
            >
              <ValuationRequestSection input={input} estimate={query.data} />
            </WhenNear>
          )}
        </div>
      </div>
      <EstimateScope />
    </div>
  );
}
