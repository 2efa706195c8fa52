/**
 * A payment provider (decision 027): it opens a payment for an order and later tells us, through
 * its own channel (the test page, a signed webhook), that the payment succeeded or failed. The
 * order is the source of truth for what is bought and its price; the provider only moves money.
 */
export type PaymentLine = { name: string; unitAmountCents: number; quantity: number };

export type PaymentRequest = {
  orderId: string;
  customerEmail: string;
  lines: PaymentLine[];
  /** Where the browser returns after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
};

export type PaymentSession = {
  /** The provider's id of this payment, unique per provider (stored on the order). */
  providerRef: string;
  /** Where the browser goes to pay. */
  redirectUrl: string;
};

/** What a provider's notification says happened to an order. */
export type PaymentOutcome = { orderId: string; providerRef: string; paid: boolean };

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  createPayment(request: PaymentRequest): Promise<PaymentSession>;
}
