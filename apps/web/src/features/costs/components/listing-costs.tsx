import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BuyingCosts, RentingCosts } from '@immora/shared/costs/costs';
import { Icon } from '../../../components/icon.tsx';
import { useListingCosts, type CostsParams } from '../api/get-listing-costs.ts';
import { AssumptionFields } from './assumption-fields.tsx';
import { defaultDraft, readDraft, type AssumptionDraft } from './assumptions.ts';
import { BuyingBreakdown, MonthlyPayment, RentingBreakdown, RulesOf } from './cost-breakdown.tsx';
import './costs.css';

type Props = { propertyId: string; type: 'sale' | 'rent'; price: number };

/**
 * The listing page's "What it costs" block (issue 35, decision 072), loaded when the visitor comes
 * near it: the API's figures for this listing with the visitor's assumptions.
 */
export default function ListingCosts({ propertyId, type, price }: Props) {
  const { t, i18n } = useTranslation('costs');
  const language = i18n.resolvedLanguage ?? 'en';
  const [draft, setDraft] = useState<AssumptionDraft>(() => defaultDraft(price, language));
  const { errors } = readDraft(draft, price);
  const [asked, setAsked] = useState<CostsParams>({});
  const params = useDeferredValue(asked);
  const { data, isPending, isError, isFetching, refetch } = useListingCosts(propertyId, params);

  const change = (next: AssumptionDraft) => {
    setDraft(next);
    const read = readDraft(next, price);
    if (Object.keys(read.errors).length > 0) return;
    setAsked({
      ownHome: read.values.ownHome,
      loan: read.values.loan,
      rate: read.values.ratePercent,
      years: read.values.years,
    });
  };

  return (
    <section className="card panel stack costs-block" aria-labelledby="costs-title" data-testid="costs-block">
      <header className="costs-block__head">
        <h2 id="costs-title" className="panel__title">
          {t(type === 'sale' ? 'title' : 'rentTitle')}
        </h2>
        {data && (
          <RulesOf rulesOf={data.rulesOf} notaryScaleOf={data.kind === 'sale' ? data.notaryScaleOf : undefined} />
        )}
      </header>
      {isError && !data ? (
        <div className="stack costs-state" role="alert">
          <p>{t('loadError')}</p>
          <button type="button" className="btn btn--dark btn--small" onClick={() => void refetch()}>
            <Icon name="refresh" size={16} />
            {t('retry')}
          </button>
        </div>
      ) : isPending || !data ? (
        <div className="costs-skeleton skeleton" aria-busy="true" aria-label={t('loading')} />
      ) : data.kind === 'sale' ? (
        <div className="costs-sale" aria-live="polite" aria-busy={isFetching}>
          <div className="stack">
            <BuyingBreakdown costs={data as BuyingCosts} />
            <MonthlyPayment costs={data as BuyingCosts} />
          </div>
          <AssumptionFields
            draft={draft}
            errors={errors}
            onChange={change}
            onReset={() => change(defaultDraft(price, language))}
            showOwnHome={!data.newBuild}
          />
        </div>
      ) : (
        <RentingBreakdown costs={data as RentingCosts} />
      )}
      <p className="note costs-disclaimer">
        {t(type === 'sale' ? 'disclaimer' : 'rentDisclaimer')} <Link to="/costs">{t('calculatorLink')}</Link>
      </p>
    </section>
  );
}
