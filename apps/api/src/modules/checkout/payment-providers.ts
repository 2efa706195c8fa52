import type { Config } from '../../config.ts';
import type { PaymentOutcome, PaymentProvider } from '../../lib/payments/payment-provider.ts';
import { stripePaymentProvider } from '../../lib/payments/stripe-provider.ts';
import { testPaymentProvider } from '../../lib/payments/test-provider.ts';

export type ProviderChoice = {
  provider: PaymentProvider;
  /** Reads a webhook of the provider, when it has them (Stripe). */
  readWebhook: ((rawBody: string, signature: string | undefined) => PaymentOutcome | null) | null;
};

/** Stripe when `STRIPE_SECRET_KEY` is set, otherwise the built-in test provider. */
export function choosePaymentProvider(config: Config): ProviderChoice {
  if (!config.STRIPE_SECRET_KEY) return { provider: testPaymentProvider, readWebhook: null };
  const stripe = stripePaymentProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    apiUrl: config.STRIPE_API_URL,
  });
  return { provider: stripe, readWebhook: stripe.readWebhook };
}
