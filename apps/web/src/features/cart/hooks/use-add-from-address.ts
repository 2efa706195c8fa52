import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { BillingPeriod } from '@immora/shared/cart';
import type { TPlan } from '@immora/shared/plans';

/**
 * `/plans?plan=<code>&billing=yearly` (the Buy now of /pricing): adds that plan to the cart once,
 * in that period, and takes the parameters out of the address so a reload does not add it again.
 */
export function useAddFromAddress(plans: TPlan[] | undefined, add: (plan: TPlan, billing?: BillingPeriod) => void) {
  const [params, setParams] = useSearchParams();
  const done = useRef(false);
  const code = params.get('plan');
  useEffect(() => {
    if (!code || !plans || done.current) return;
    done.current = true;
    const plan = plans.find((p) => p.code === code);
    if (plan) add(plan, params.get('billing') === 'yearly' ? 'year' : 'month');
    setParams({}, { replace: true });
  }, [code, plans, add, params, setParams]);
}
