import { CART_MESSAGES, periodPriceCents, type TCheckoutRequest, type TOrder } from '@immora/shared/cart';
import { ERROR_CODES } from '@immora/shared/api';
import type { PlanAudience } from '@immora/shared/plans';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { PaymentOutcome, PaymentProvider } from '../../lib/payments/payment-provider.ts';
import type { CheckoutRepository } from './checkout.repository.ts';
import { confirmPaidOrder } from './payment-confirmation.ts';

export type CheckoutDeps = { db: Db; repo: CheckoutRepository; provider: PaymentProvider; publicUrl: string };
type Buyer = { id: string; role: string; email: string };

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  alreadyFailed: 'This payment failed. Please check out again.',
  testOnly: 'The test payment page is only available while Stripe is not configured.',
} as const;

const euro = (cents: number) => cents / 100;

function toOrder(order: NonNullable<Awaited<ReturnType<CheckoutRepository['order']>>>): TOrder {
  return {
    id: order.id,
    _id: order.id,
    status: order.status,
    provider: order.provider,
    billing: order.billingPeriod,
    total: euro(order.totalCents),
    lines: order.lines.map(({ line, audience }) => ({
      planId: line.planId,
      planName: line.planName,
      audience: audience as PlanAudience,
      quantity: line.quantity,
      price: euro(line.unitPriceCents),
      total: euro(line.totalCents),
    })),
    invoiceId: order.invoiceId,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/** One line per plan: the same plan sent twice counts once, with the quantities added. */
function mergeItems(items: { planId: string; quantity: number }[]) {
  const merged = new Map<string, number>();
  for (const item of items) merged.set(item.planId, (merged.get(item.planId) ?? 0) + item.quantity);
  return [...merged].map(([planId, quantity]) => ({ planId, quantity }));
}

/**
 * Prices the cart from the plans table (a price from the browser is never read), stores the order
 * and opens a payment with the provider. Plans must be of the buyer's own audience.
 */
export async function startCheckout(deps: CheckoutDeps, buyer: Buyer, input: Required<TCheckoutRequest>) {
  const items = mergeItems(input.items.map((item) => ({ planId: item.planId, quantity: Number(item.quantity) })));
  const plans = await deps.repo.plansByIds(items.map((item) => item.planId));
  const lines = items.map((item) => {
    const plan = plans.find((p) => p.id === item.planId);
    if (!plan) throw AppError.badRequest(CART_MESSAGES.unknownPlan);
    if (plan.audience !== buyer.role) throw AppError.forbidden(CART_MESSAGES.wrongAudience);
    const unitPriceCents = periodPriceCents(plan.monthlyPriceCents, input.billing);
    return {
      planId: plan.id,
      planName: plan.name,
      quantity: item.quantity,
      unitPriceCents,
      totalCents: unitPriceCents * item.quantity,
    };
  });
  const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const orderId = await deps.repo.createOrder({
    userId: buyer.id,
    provider: deps.provider.name,
    billingPeriod: input.billing,
    totalCents,
    lines,
  });
  try {
    const session = await deps.provider.createPayment({
      orderId,
      customerEmail: buyer.email,
      lines: lines.map((line) => ({
        name: line.planName,
        unitAmountCents: line.unitPriceCents,
        quantity: line.quantity,
      })),
      successUrl: `${deps.publicUrl}/success?order=${orderId}`,
      cancelUrl: `${deps.publicUrl}/success?order=${orderId}&cancelled=1`,
    });
    await deps.repo.setProviderRef(orderId, session.providerRef);
    return { orderId, provider: deps.provider.name, redirectUrl: session.redirectUrl };
  } catch (error) {
    await deps.repo.markFailed(orderId);
    if (error instanceof AppError) throw error;
    throw new AppError(502, ERROR_CODES.unavailable, CART_MESSAGES.failed);
  }
}

export async function getOrder(deps: CheckoutDeps, userId: string, orderId: string) {
  const order = await deps.repo.order(orderId);
  if (!order || order.userId !== userId) throw AppError.notFound(ORDER_MESSAGES.notFound);
  return toOrder(order);
}

/** The test provider's page: the buyer makes their own pending order succeed or fail. */
export async function completeTestPayment(
  deps: CheckoutDeps,
  userId: string,
  orderId: string,
  outcome: 'succeed' | 'fail',
) {
  if (deps.provider.name !== 'test') throw AppError.notFound(ORDER_MESSAGES.testOnly);
  const order = await deps.repo.order(orderId);
  if (!order || order.userId !== userId || order.provider !== 'test') throw AppError.notFound(ORDER_MESSAGES.notFound);
  if (outcome === 'fail') await deps.repo.markFailed(orderId);
  else if (order.status === 'failed') throw AppError.conflict(ORDER_MESSAGES.alreadyFailed);
  else await confirmPaidOrder(deps.db, { orderId, provider: 'test', providerRef: orderId });
  return getOrder(deps, userId, orderId);
}

/** A verified provider notification: paid orders are confirmed (once), failed ones marked. */
export async function applyPaymentOutcome(deps: CheckoutDeps, outcome: PaymentOutcome) {
  if (outcome.paid) {
    await confirmPaidOrder(deps.db, {
      orderId: outcome.orderId,
      provider: deps.provider.name,
      providerRef: outcome.providerRef,
    });
  } else {
    await deps.repo.markFailed(outcome.orderId);
  }
}
