import { useTranslation } from 'react-i18next';
import { addToCart, setCartBilling, type BillingPeriod } from '@immora/shared/cart';
import type { TPlan } from '@immora/shared/plans';
import { toast } from '../../../components/toast/toast-store.ts';
import { useCart } from './use-cart.ts';

/** Adds a plan to the cart (a second time: one more) and says so; `billing` also sets the period. */
export function useAddPlan() {
  const { t } = useTranslation('billing');
  const { update } = useCart();
  return (plan: TPlan, billing?: BillingPeriod) => {
    update((cart) => {
      const added = addToCart(cart, { id: plan.id, name: plan.name, monthlyPrice: plan.monthlyPrice });
      return billing ? setCartBilling(added, billing) : added;
    });
    toast(t('cart.added', { plan: plan.name }));
  };
}
