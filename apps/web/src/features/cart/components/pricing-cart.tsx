import type { PlanAudience } from '@immora/shared/plans';
import { CartPanel } from './cart-panel.tsx';

/** The cart under the plans of /pricing, for a signed-in professional (its own chunk). */
export default function PricingCart({ audience }: { audience: PlanAudience }) {
  return (
    <div className="container pricing-cart" data-audience={audience}>
      <CartPanel />
    </div>
  );
}
