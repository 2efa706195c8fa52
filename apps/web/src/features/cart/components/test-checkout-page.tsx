import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { StatePanel } from '../../../components/state-panel.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { formatEuroExact } from '../../../lib/format.ts';
import { useOrder, useTestPayment } from '../api/get-order.ts';
import './checkout.css';

/**
 * The built-in test provider's checkout page (decision 027), marked TEST MODE: no money moves;
 * the buyer makes the payment succeed or fail on purpose, then lands on the success page.
 */
export default function TestCheckoutPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation('billing');
  const navigate = useNavigate();
  const order = useOrder(id);
  const pay = useTestPayment(id);
  usePageMeta(t('testCheckout.title'));
  const money = (amount: number) => formatEuroExact(amount, i18n.resolvedLanguage ?? 'en');

  const choose = (outcome: 'succeed' | 'fail') =>
    pay.mutate(outcome, { onSuccess: () => void navigate(`/success?order=${id}`) });

  if (order.isError) return <StatePanel icon="alert" alert level={1} title={t('order.notFound')} />;
  return (
    <main className="container stack checkout-page" aria-labelledby="test-checkout-title">
      <p className="checkout-test-banner" role="note" data-testid="test-mode">
        <Icon name="alert" size={18} />
        {t('testCheckout.banner')}
      </p>
      <section className="card card--raised panel stack checkout-card" aria-busy={order.isPending}>
        <h1 id="test-checkout-title">{t('testCheckout.title')}</h1>
        <p className="note">{t('testCheckout.lead')}</p>
        {order.data && (
          <>
            <ul className="stack checkout-lines">
              {order.data.lines.map((line) => (
                <li key={line.planId} className="bar">
                  <span>
                    {line.quantity} × {line.planName} ({t(`cart.period.${order.data.billing}`)})
                  </span>
                  <strong>{money(line.total)}</strong>
                </li>
              ))}
            </ul>
            <p className="bar checkout-total">
              <span>{t('cart.total')}</span>
              <strong data-testid="checkout-total">{money(order.data.total)}</strong>
            </p>
            {order.data.status === 'pending' ? (
              <div className="cluster">
                <button
                  type="button"
                  className="btn btn--primary"
                  disabled={pay.isPending}
                  onClick={() => choose('succeed')}
                >
                  {t('testCheckout.succeed')}
                </button>
                <button
                  type="button"
                  className="btn btn--ghost"
                  disabled={pay.isPending}
                  onClick={() => choose('fail')}
                >
                  {t('testCheckout.fail')}
                </button>
              </div>
            ) : (
              <p className="note">{t(`order.status.${order.data.status}`)}</p>
            )}
            {pay.isError && (
              <p role="alert" className="note">
                {pay.error.message}
              </p>
            )}
          </>
        )}
      </section>
    </main>
  );
}
