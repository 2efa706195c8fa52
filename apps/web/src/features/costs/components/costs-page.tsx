import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buyingCosts, rentingCosts } from '@immora/shared/costs/costs';
import type { Region } from '@immora/shared/listing-form';
import { Field } from '../../../components/form/field.tsx';
import { PageHero } from '../../../components/page-hero.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { AssumptionFields } from './assumption-fields.tsx';
import { defaultDraft, readDraft, type AssumptionDraft } from './assumptions.ts';
import { BuyingBreakdown, MonthlyPayment, RentingBreakdown, RulesOf } from './cost-breakdown.tsx';
import './costs.css';

const REGIONS: readonly Region[] = ['brussels', 'flanders', 'wallonia'];
const START = { sale: 350_000, rent: 1_100 } as const;

/**
 * /costs: the cost of buying or renting for a price and a region typed in, no listing needed.
 * Computed in the browser from the same dated rules as the API (packages/shared/src/costs).
 */
export function CostsPage() {
  const { t, i18n } = useTranslation('costs');
  const language = i18n.resolvedLanguage ?? 'en';
  usePageMeta({ title: t('page.title'), description: t('page.lead') });
  const [kind, setKind] = useState<'sale' | 'rent'>('sale');
  const [region, setRegion] = useState<Region>('brussels');
  const [priceText, setPriceText] = useState(String(START.sale));
  const [newBuild, setNewBuild] = useState(false);
  const [draft, setDraft] = useState<AssumptionDraft>(() => defaultDraft(START.sale, language));

  const price = Number(priceText.replace(/[\s.,]/g, ''));
  const priceOk = priceText.trim() !== '' && Number.isInteger(price) && price > 0 && price <= 100_000_000;
  const { values, errors } = readDraft(draft, priceOk ? price : Infinity);
  const valid = priceOk && Object.keys(errors).length === 0;

  const changeKind = (next: 'sale' | 'rent') => {
    setKind(next);
    setPriceText(String(START[next]));
    setDraft(defaultDraft(START.sale, language));
  };
  const changePrice = (text: string) => {
    setPriceText(text);
    const typed = Number(text.replace(/[\s.,]/g, ''));
    // The loan follows the price while the visitor has not typed one of their own.
    if (kind === 'sale' && Number.isInteger(typed) && typed > 0 && draft.loan === defaultDraft(price).loan) {
      setDraft({ ...draft, loan: defaultDraft(typed).loan });
    }
  };

  const sale = kind === 'sale' && valid ? buyingCosts({ region, price, newBuild, assumptions: values }) : null;
  const rent = kind === 'rent' && priceOk ? rentingCosts({ region, rent: price }) : null;
  const shown = sale ?? rent;

  return (
    <div className="costs-page">
      <PageHero eyebrow={t('page.eyebrow')} title={t('page.title')} lead={t('page.lead')} />
      <div className="container costs-page__layout">
        <form className="card panel stack costs-page__form" onSubmit={(e) => e.preventDefault()}>
          <fieldset className="choice__options choice__options--row costs-page__kind">
            <legend className="visually-hidden">{t('page.kind')}</legend>
            {(['sale', 'rent'] as const).map((k) => (
              <label key={k} className="choice__option">
                <input type="radio" name="kind" checked={kind === k} onChange={() => changeKind(k)} />
                {t(`page.${k}`)}
              </label>
            ))}
          </fieldset>
          <Field label={t('page.region')}>
            {(control) => (
              <select
                {...control}
                className="field__input field__select"
                value={region}
                onChange={(e) => setRegion(e.target.value as Region)}
              >
                {REGIONS.map((r) => (
                  <option key={r} value={r}>
                    {t(`regions.${r}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t(kind === 'sale' ? 'price' : 'rent')} error={priceOk ? undefined : t('errors.price')}>
            {(control) => (
              <div className="field__control">
                <input
                  {...control}
                  className="field__input"
                  inputMode="numeric"
                  autoComplete="off"
                  value={priceText}
                  onChange={(e) => changePrice(e.target.value)}
                />
                <span className="field__affix field__affix--end">€</span>
              </div>
            )}
          </Field>
          {kind === 'sale' && (
            <>
              <label className="choice__check">
                <input type="checkbox" checked={newBuild} onChange={(e) => setNewBuild(e.target.checked)} />
                <span>{t('page.newBuild')}</span>
              </label>
              <AssumptionFields
                draft={draft}
                errors={errors}
                onChange={setDraft}
                onReset={() => setDraft(defaultDraft(priceOk ? price : START.sale, language))}
                showOwnHome={!newBuild}
              />
            </>
          )}
        </form>
        <section className="card panel stack costs-block" aria-labelledby="costs-result" aria-live="polite">
          <h2 id="costs-result" className="panel__title">
            {t(kind === 'sale' ? 'title' : 'rentTitle')}
          </h2>
          {shown && <RulesOf rulesOf={shown.rulesOf} notaryScaleOf={sale?.notaryScaleOf} />}
          {sale && (
            <>
              <BuyingBreakdown costs={sale} />
              <MonthlyPayment costs={sale} />
            </>
          )}
          {rent && <RentingBreakdown costs={rent} />}
          {!shown && <p className="note">{t('page.fix')}</p>}
          <p className="note costs-disclaimer">{t(kind === 'sale' ? 'disclaimer' : 'rentDisclaimer')}</p>
        </section>
      </div>
    </div>
  );
}
