import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../../components/state-panel.tsx';
import { useSession } from '../../../lib/session-context.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useOrder } from '../api/get-order.ts';
import './checkout.css';

const HOME: Record<string, string> = {
  agency: '/agency-home',
  individual: '/dashboard-home',
  pseller: '/pseller-home',
  buyer: '/user-home',
};

/**
 * The guarded payment success page (spec 1 §2): the order's outcome as the server knows it. With
 * Stripe the webhook may arrive a moment after the browser, so a pending order is asked again.
 */
export default function SuccessPage() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const { session } = useSession();
  const id = params.get('order') ?? '';
  const order = useOrder(id);
  usePageMeta(t('success.title'));
  const home = HOME[session?.role ?? ''] ?? '/';
  const status = order.data?.status;

  if (!id || order.isError) return <StatePanel icon="alert" alert level={1} title={t('order.notFound')} />;
  const invoices = session?.role === 'agency' && order.data?.invoiceId;
  return (
    <main className="container stack checkout-page" aria-busy={order.isPending}>
      {status === 'paid' && (
        <StatePanel icon="check" level={1} title={t('success.title')} text={t('success.text')}>
          <div className="cluster">
            {invoices && (
              <Link to={`/agency-invoice-details/${order.data!.invoiceId}`} className="btn btn--primary">
                {t('success.invoice')}
              </Link>
            )}
            <Link to={home} className="btn btn--dark">
              {t('success.dashboard')}
            </Link>
          </div>
        </StatePanel>
      )}
      {status === 'failed' && (
        <StatePanel icon="alert" alert level={1} title={t('success.failedTitle')} text={t('success.failedText')}>
          <Link to={session?.role === 'agency' ? '/plans' : '/pricing'} className="btn btn--primary">
            {t('success.tryAgain')}
          </Link>
        </StatePanel>
      )}
      {status === 'pending' && (
        <StatePanel icon="clock" level={1} title={t('success.pendingTitle')} text={t('success.pendingText')}>
          <button type="button" className="btn btn--dark" onClick={() => void order.refetch()}>
            {t('success.refresh')}
          </button>
        </StatePanel>
      )}
    </main>
  );
}
