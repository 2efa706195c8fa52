import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlanAudience, TPlan } from '@immora/shared/plans';
import { Icon } from '../../../components/icon.tsx';
import { useSession } from '../../../lib/session-context.ts';
import { askToLogIn } from '../../../lib/ask-to-log-in.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { usePlans } from '../api/get-plans.ts';
import { AUDIENCES, audienceFor } from './plan-rules.ts';
import type { Billing } from './plan-rules.ts';
import { PlanCard } from './plan-card.tsx';
import './pricing.css';
import { PageHero } from '../../../components/page-hero.tsx';
import { useAddPlan } from '../../cart/hooks/use-add-plan.ts';

const PricingCart = lazy(() => import('../../cart/components/pricing-cart.tsx'));

/** /pricing: membership plans for the visitor's role, monthly or yearly ('Save 20%', spec 2 §9). */
export function PricingPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [params, setParams] = useSearchParams();
  const { audience, locked } = audienceFor(session?.role ?? null, params.get('for'));
  const billing: Billing = params.get('billing') === 'yearly' ? 'yearly' : 'monthly';
  const plans = usePlans(audience);
  const addPlan = useAddPlan();
  usePageMeta({ title: t('pricing.title'), description: t('pricing.metaDescription') });

  const update = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const action = (plan: TPlan) => {
    if (!session) {
      // Spec 2 §8: 'Please log in to subscribe to plans.', then the sign-in dialog on Login.
      const onClick = () => void askToLogIn(t('pricing.signIn'), t('favourites.login'), t('favourites.cancel'));
      return { kind: 'button' as const, onClick, label: t('pricing.buy') };
    }
    if (locked && audience === 'agency') {
      // An agency's cart is on its plans page (spec 1 §4): the plan goes along and is added there.
      const query = new URLSearchParams({ plan: plan.code, billing }).toString();
      return { kind: 'link' as const, to: `/plans?${query}`, label: t('pricing.buy') };
    }
    if (locked) {
      // A professional's own plans: into the cart shown below, in the period chosen above.
      return {
        kind: 'button' as const,
        onClick: () => addPlan(plan, billing === 'yearly' ? 'year' : 'month'),
        label: t('pricing.buy'),
      };
    }
    return { kind: 'link' as const, to: '/register', label: t('pricing.becomePro') };
  };

  return (
    <div className="pricing-page">
      <PageHero
        eyebrow={t('pricing.eyebrow')}
        title={t('pricing.title')}
        lead={t(`pricing.lead.${audience}`)}
        className="pricing-hero"
      >
        {session?.role === 'buyer' && (
          <p className="row-inline pricing-free" role="note">
            <Icon name="sparkle" size={18} />
            {t('pricing.seekersFree')}
          </p>
        )}
        <div className="pricing-controls">
          {!locked && (
            <div className="pricing-switch" role="radiogroup" aria-label={t('pricing.audienceLabel')}>
              {AUDIENCES.map((entry: PlanAudience) => (
                <button
                  key={entry}
                  type="button"
                  role="radio"
                  aria-checked={entry === audience}
                  className="row-inline pricing-switch__option"
                  onClick={() => update('for', entry === 'individual' ? null : entry)}
                >
                  {t(`pricing.audience.${entry}`)}
                </button>
              ))}
            </div>
          )}
          <div className="pricing-switch" role="radiogroup" aria-label={t('pricing.billingLabel')}>
            {(['monthly', 'yearly'] as const).map((entry) => (
              <button
                key={entry}
                type="button"
                role="radio"
                aria-checked={entry === billing}
                className="row-inline pricing-switch__option"
                onClick={() => update('billing', entry === 'monthly' ? null : entry)}
              >
                {t(`pricing.${entry}`)}
                {entry === 'yearly' && <span className="pricing-save">{t('pricing.save')}</span>}
              </button>
            ))}
          </div>
        </div>
      </PageHero>
      <section className="container pricing-body" aria-busy={plans.isPending}>
        {plans.isPending && (
          <ul className="grid-auto grid-auto--fit pricing-grid" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className="card card--skeleton skeleton plan-card--skeleton" />
            ))}
          </ul>
        )}
        {plans.isError && (
          <div className="card card--raised stack pricing-state" role="alert">
            <Icon name="alert" size={32} />
            <p>{t('pricing.error')}</p>
            <button type="button" className="btn btn--dark" onClick={() => void plans.refetch()}>
              <Icon name="refresh" size={16} />
              {t('search.retry')}
            </button>
          </div>
        )}
        {plans.data && (
          <ul className="grid-auto grid-auto--fit pricing-grid">
            {plans.data.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} billing={billing} action={action(plan)} />
              </li>
            ))}
          </ul>
        )}
        <p className="pricing-footnote">
          <Icon name="shield" size={16} />
          {session && locked ? t('pricing.checkoutNote') : t('pricing.footnote')}
        </p>
      </section>
      {session && locked && audience !== 'agency' && (
        <Suspense fallback={null}>
          <PricingCart audience={audience} />
        </Suspense>
      )}
    </div>
  );
}
