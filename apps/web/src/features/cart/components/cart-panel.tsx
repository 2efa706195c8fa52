import { useTranslation } from 'react-i18next';
import { useNamespaceMessage } from '../../../lib/use-namespace-message.ts';
import {
  CART_MESSAGES,
  addToCart,
  cartTotal,
  clearCart,
  periodPrice,
  removeFromCart,
  setCartBilling,
  toCheckoutRequest,
  type BillingPeriod,
} from '@immora/shared/cart';
import { Icon } from '../../../components/icon.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-context.ts';
import { formatEuroExact } from '../../../lib/format.ts';
import { useStartCheckout } from '../api/start-checkout.ts';
import { cartChangePending, useCartChangePending } from '../hooks/cart-changes.ts';
import { useCart } from '../hooks/use-cart.ts';
import './cart.css';

/**
 * The cart (spec 2 §4, §5): lines with quantity controls, the month/year toggle for every line,
 * the total (Σ price x quantity, yearly = monthly x 12 x 0.8) and checkout. The messages are the
 * spec's; the server prices the cart again and the browser goes where it says to pay.
 */
export function CartPanel() {
  const { t, i18n } = useTranslation('billing');
  const language = i18n.resolvedLanguage ?? 'en';
  const { session } = useSession();
  const { cart, update } = useCart();
  const checkout = useStartCheckout();
  // A plan being added (its line not yet in the cart): Checkout waits for it (use-add-plan.ts).
  const changing = useCartChangePending();
  const money = (amount: number) => formatEuroExact(amount, language);

  const say = useNamespaceMessage('billing', CART_MESSAGES);
  // A refusal the client could cause is said in the reader's language; anything else is 'Failed to process checkout'.
  const problem = checkout.error
    ? checkout.error instanceof ApiError && checkout.error.status >= 400 && checkout.error.status < 500
      ? say(checkout.error.message)
      : t('cart.failed')
    : null;

  const submit = () => {
    if (!session) return checkout.reset();
    if (cart.items.length === 0 || cartChangePending()) return;
    checkout.mutate(toCheckoutRequest(cart), {
      onSuccess: (answer) => {
        update(clearCart);
        window.location.assign(answer.redirectUrl);
      },
    });
  };

  const message = !session ? t('cart.signIn') : cart.items.length === 0 ? t('cart.empty') : problem;

  return (
    <aside className="card card--raised panel stack cart-panel" aria-labelledby="cart-title" data-testid="cart">
      <div className="bar">
        <h2 id="cart-title" className="cart-panel__title">
          <Icon name="cart" size={20} />
          {t('cart.title')}
        </h2>
        {cart.items.length > 0 && (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => update(clearCart)}>
            {t('cart.clear')}
          </button>
        )}
      </div>
      <div className="pricing-switch cart-panel__billing" role="radiogroup" aria-label={t('cart.billing')}>
        {(['month', 'year'] as BillingPeriod[]).map((period) => (
          <button
            key={period}
            type="button"
            role="radio"
            aria-checked={cart.billing === period}
            className="row-inline pricing-switch__option"
            onClick={() => update((current) => setCartBilling(current, period))}
          >
            {t(`cart.period.${period}`)}
            {period === 'year' && <span className="pricing-save">{t('cart.save')}</span>}
          </button>
        ))}
      </div>
      {cart.items.length > 0 && (
        <ul className="stack cart-panel__lines">
          {cart.items.map((item) => (
            <li key={item._id} className="cart-line" data-testid="cart-line">
              <div className="stack cart-line__text">
                <strong>{item.planName}</strong>
                <span className="note">
                  {money(periodPrice(item.price, item.duration))} / {t(`cart.per.${item.duration}`)}
                </span>
              </div>
              <div className="cluster cart-line__quantity">
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  aria-label={t('cart.less', { plan: item.planName })}
                  onClick={() => update((current) => removeFromCart(current, item._id))}
                >
                  −
                </button>
                <output aria-label={t('cart.quantity')} data-testid="cart-quantity">
                  {item.quantity}
                </output>
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  aria-label={t('cart.more', { plan: item.planName })}
                  onClick={() =>
                    update((current) =>
                      addToCart(current, { id: item._id, name: item.planName, monthlyPrice: item.price }),
                    )
                  }
                >
                  +
                </button>
              </div>
              <strong className="cart-line__total">
                {money(periodPrice(item.price, item.duration) * item.quantity)}
              </strong>
            </li>
          ))}
        </ul>
      )}
      <p className="bar cart-panel__total">
        <span>{t('cart.total')}</span>
        <strong data-testid="cart-total">{money(cartTotal(cart))}</strong>
      </p>
      {message && (
        <p className="note cart-panel__message" role={problem ? 'alert' : 'status'}>
          {message}
        </p>
      )}
      <button
        type="button"
        className="btn btn--primary"
        disabled={!session || cart.items.length === 0 || changing || checkout.isPending}
        onClick={submit}
      >
        {checkout.isPending ? t('cart.processing') : t('cart.checkout')}
      </button>
      <p className="note">{t('cart.vatNote')}</p>
    </aside>
  );
}
