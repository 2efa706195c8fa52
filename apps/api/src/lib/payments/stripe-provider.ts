import Stripe from 'stripe';
import { ERROR_CODES } from '@immora/shared/api';
import { AppError } from '../errors.ts';
import type { PaymentOutcome, PaymentProvider } from './payment-provider.ts';

export type StripeSettings = {
  secretKey: string;
  webhookSecret?: string;
  /** Another API base (a local fake server in tests); unset → Stripe's own. */
  apiUrl?: string;
};

function client(settings: StripeSettings) {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(api && {
      host: api.hostname,
      port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** Stripe Checkout: a hosted payment page per order (a Checkout Session, in euro). */
export function stripePaymentProvider(settings: StripeSettings): PaymentProvider & {
  readWebhook(rawBody: string, signature: string | undefined): PaymentOutcome | null;
} {
  const stripe = client(settings);
  return {
    name: 'stripe',
    async createPayment(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: request.orderId,
        metadata: { orderId: request.orderId },
        customer_email: request.customerEmail,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        line_items: request.lines.map((line) => ({
          quantity: line.quantity,
          price_data: { currency: 'eur', unit_amount: line.unitAmountCents, product_data: { name: line.name } },
        })),
      });
      if (!session.url) throw new AppError(502, ERROR_CODES.unavailable, 'The payment provider gave no checkout page.');
      return { providerRef: session.id, redirectUrl: session.url };
    },

    /**
     * Checks the `Stripe-Signature` header (HMAC-SHA256 of the timestamp and the raw body, within
     * 5 minutes) and reads a Checkout Session event. A forged or stale event is refused (400);
     * events about other things are acknowledged and ignored (null).
     */
    readWebhook(rawBody, signature) {
      if (!settings.webhookSecret)
        throw new AppError(503, ERROR_CODES.unavailable, 'Stripe webhooks are not configured.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch {
        throw AppError.badRequest('The webhook signature is not valid.');
      }
      const paidTypes = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];
      const failedTypes = ['checkout.session.expired', 'checkout.session.async_payment_failed'];
      if (!paidTypes.includes(event.type) && !failedTypes.includes(event.type)) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      const orderId = session.client_reference_id ?? session.metadata?.orderId;
      if (!orderId) return null;
      // A completed session paid by a delayed method (bank transfer) is not paid yet.
      const paid = paidTypes.includes(event.type) && session.payment_status !== 'unpaid';
      if (!paid && paidTypes.includes(event.type)) return null;
      return { orderId, providerRef: session.id, paid };
    },
  };
}
