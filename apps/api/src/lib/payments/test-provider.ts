import type { PaymentProvider } from './payment-provider.ts';

/**
 * The built-in provider, used when Stripe is not configured: no money moves. Its checkout page
 * (`/checkout/test/:orderId`, marked TEST MODE) lets the buyer make the payment succeed or fail.
 */
export const testPaymentProvider: PaymentProvider = {
  name: 'test',
  async createPayment(request) {
    return { providerRef: request.orderId, redirectUrl: `/checkout/test/${request.orderId}` };
  },
};
