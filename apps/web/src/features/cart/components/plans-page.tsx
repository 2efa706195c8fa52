import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanAudience } from '@immora/shared/plans';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { usePlans } from '../../pricing/api/get-plans.ts';
import { PlanCard } from '../../pricing/components/plan-card.tsx';
import '../../pricing/components/pricing.css';
import { useAddFromAddress } from '../hooks/use-add-from-address.ts';
import { useAddPlan } from '../hooks/use-add-plan.ts';
import { useCart } from '../hooks/use-cart.ts';
import { CartPanel } from './cart-panel.tsx';

/** Subscription plans with cart and checkout (the agency's `plans` page, spec 2 §3). */
export default function PlansPage({ audience }: { audience: PlanAudience }) {
  const { t } = useTranslation('billing');
  const id = useId();
  const plans = usePlans(audience);
  const { cart } = useCart();
  const add = useAddPlan();
  usePageMeta(t('plans.title'));
  useAddFromAddress(plans.data, add);
  const billing = cart.billing === 'year' ? 'yearly' : 'monthly';

  return (
    <section className="stack dash-page plans-page" aria-labelledby={`${id}-title`}>
      <PageHeader id={`${id}-title`} title={t('plans.title')} lead={t('plans.lead')} />
      <div className="plans-page__body">
        <div className="stack">
          {plans.isError && (
            <StatePanel icon="alert" alert level={2} title={t('plans.error')}>
              <button type="button" className="btn btn--dark" onClick={() => void plans.refetch()}>
                {t('plans.retry')}
              </button>
            </StatePanel>
          )}
          <ul className="grid-auto grid-auto--fit pricing-grid" aria-busy={plans.isPending}>
            {plans.data?.map((plan) => (
              <li key={plan.id}>
                <PlanCard
                  plan={plan}
                  billing={billing}
                  action={{ kind: 'button', onClick: () => add(plan), label: t('cart.add') }}
                />
              </li>
            ))}
          </ul>
        </div>
        <CartPanel />
      </div>
    </section>
  );
}
