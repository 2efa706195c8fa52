import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type * as CartRules from '@immora/shared/cart';
import type { BillingPeriod } from '@immora/shared/cart';
import type { TPlan } from '@immora/shared/plans';
import { toast } from '../../../components/toast/toast-store.ts';
import { useSession } from '../../../lib/session-context.ts';
import { trackCartChange } from './cart-changes.ts';
import type * as CartStore from './use-cart.ts';

type CartModules = [typeof CartRules, typeof CartStore];

let loading: Promise<CartModules> | undefined;
/** The cart's rules and store (they read the stored cart with zod), loaded once. */
function loadCart(): Promise<CartModules> {
  loading ??= Promise.all([import('@immora/shared/cart'), import('./use-cart.ts')]).catch((error: unknown) => {
    loading = undefined; // a chunk that failed to load is asked again on the next click
    throw error;
  });
  return loading;
}

/** Runs `task` once the browser is idle (a timer where it has no idle callback). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/**
 * Adds a plan to the cart (a second time: one more) and says so; `billing` also sets the period.
 * The cart's rules and store load once the page is idle, for a signed-in visitor only (a guest
 * cannot add a plan): the pricing page, a first page drawn by the server, loads no zod before then
 * (decision 029). A click before they have loaded waits for them, and Checkout waits for the
 * change (cart-changes.ts): the visitor never sees, nor pays for, a cart without the line.
 */
export function useAddPlan() {
  const { t } = useTranslation('billing');
  const signedIn = useSession().session !== null;
  useEffect(() => (signedIn ? whenIdle(() => void loadCart().catch(() => undefined)) : undefined), [signedIn]);
  return (plan: TPlan, billing?: BillingPeriod): Promise<void> =>
    trackCartChange(
      loadCart().then(([{ addToCart, setCartBilling }, { updateCart }]) =>
        updateCart((cart) => {
          const added = addToCart(cart, { id: plan.id, name: plan.name, monthlyPrice: plan.monthlyPrice });
          return billing ? setCartBilling(added, billing) : added;
        }),
      ),
    ).then(
      () => void toast(t('cart.added', { plan: plan.name })),
      () => void toast(t('cart.addFailed', { plan: plan.name }), 'error'),
    );
}
