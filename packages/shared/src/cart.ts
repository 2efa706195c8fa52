import { z } from 'zod';
import { PLAN_AUDIENCES, yearlyPrice } from './plans.ts';

/**
 * The cart (spec 2 §4, §5, §9): one line per plan, a quantity, and one billing period for every
 * line. The browser keeps it (localStorage); the server recomputes every price from the plans table.
 */
export const BILLING_PERIODS = ['month', 'year'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const CART_MESSAGES = {
  signIn: 'Please log in to subscribe to plans.',
  empty: 'Please select at least one plan.',
  failed: 'Failed to process checkout',
  quantity: 'Quantity must be a whole number from 1 to 50',
  unknownPlan: 'This plan does not exist.',
  wrongAudience: 'This plan is not offered to your account type.',
  period: "Billing must be 'month' or 'year'",
} as const;

export const MAX_CART_QUANTITY = 50;
export const MAX_CART_LINES = 20;

export type TCartItem = {
  /** The plan's id (the spec's cart item `_id`). */
  _id: string;
  planName: string;
  /** Euro per month, as the plans list gives it; the period price follows from `duration`. */
  price: number;
  quantity: number;
  duration: BillingPeriod;
};

export type TCart = { items: TCartItem[]; billing: BillingPeriod };

export const emptyCart = (billing: BillingPeriod = 'month'): TCart => ({ items: [], billing });

/** Adding a plan already in the cart raises its quantity by 1; a new one comes in at 1. */
export function addToCart(cart: TCart, plan: { id: string; name: string; monthlyPrice: number }): TCart {
  const existing = cart.items.find((item) => item._id === plan.id);
  if (existing) {
    return {
      ...cart,
      items: cart.items.map((item) =>
        item._id === plan.id ? { ...item, quantity: Math.min(item.quantity + 1, MAX_CART_QUANTITY) } : item,
      ),
    };
  }
  const item: TCartItem = {
    _id: plan.id,
    planName: plan.name,
    price: plan.monthlyPrice,
    quantity: 1,
    duration: cart.billing,
  };
  return { ...cart, items: [...cart.items, item] };
}

/** Removing lowers the quantity by 1 and deletes the line when it was at 1. */
export function removeFromCart(cart: TCart, planId: string): TCart {
  return {
    ...cart,
    items: cart.items.flatMap((item) => {
      if (item._id !== planId) return [item];
      return item.quantity <= 1 ? [] : [{ ...item, quantity: item.quantity - 1 }];
    }),
  };
}

export const clearCart = (cart: TCart): TCart => ({ ...cart, items: [] });

/** The billing toggle sets month or year on every line. */
export function setCartBilling(cart: TCart, billing: BillingPeriod): TCart {
  return { billing, items: cart.items.map((item) => ({ ...item, duration: billing })) };
}

/** A line's price for its period, in euro: monthly, or the yearly rule (monthly x 12 x 0.8). */
export const periodPrice = (monthly: number, duration: BillingPeriod) =>
  duration === 'year' ? yearlyPrice(monthly) : monthly;

/** In whole cents, so that sums never show floating point. */
export const periodPriceCents = (monthlyCents: number, duration: BillingPeriod) =>
  duration === 'year' ? Math.round(periodPrice(monthlyCents / 100, 'year') * 100) : monthlyCents;

/** Total = Σ price x quantity, each price for the line's period; euro, rounded to the cent. */
export function cartTotal(cart: TCart): number {
  const cents = cart.items.reduce(
    (sum, item) => sum + periodPriceCents(Math.round(item.price * 100), item.duration) * item.quantity,
    0,
  );
  return cents / 100;
}

export const cartCount = (cart: TCart) => cart.items.reduce((sum, item) => sum + item.quantity, 0);

/** A stored cart read back from localStorage: anything malformed becomes an empty cart. */
export const ZStoredCart = z.object({
  billing: z.enum(BILLING_PERIODS),
  items: z
    .array(
      z.object({
        _id: z.string().min(1),
        planName: z.string(),
        price: z.number().nonnegative(),
        quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
        duration: z.enum(BILLING_PERIODS),
      }),
    )
    .max(MAX_CART_LINES),
});

export function parseStoredCart(value: unknown): TCart {
  const parsed = ZStoredCart.safeParse(value);
  return parsed.success ? parsed.data : emptyCart();
}

/**
 * What the browser sends to check out: plan ids, quantities and the period. Any price it adds is
 * not part of the schema and is dropped; the server prices every line from the plans table.
 */
export const ZCheckoutRequest = z.object({
  billing: z.enum(BILLING_PERIODS, { error: CART_MESSAGES.period }),
  items: z
    .array(
      z.object({
        planId: z.uuid({ error: CART_MESSAGES.unknownPlan }),
        quantity: z.coerce
          .number({ error: CART_MESSAGES.quantity })
          .int(CART_MESSAGES.quantity)
          .min(1, CART_MESSAGES.quantity)
          .max(MAX_CART_QUANTITY, CART_MESSAGES.quantity),
      }),
      { error: CART_MESSAGES.empty },
    )
    .min(1, CART_MESSAGES.empty)
    .max(MAX_CART_LINES),
});
export type TCheckoutRequest = z.input<typeof ZCheckoutRequest>;

/** The cart as the checkout call sends it. */
export const toCheckoutRequest = (cart: TCart): TCheckoutRequest => ({
  billing: cart.billing,
  items: cart.items.map((item) => ({ planId: item._id, quantity: item.quantity })),
});

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export const ORDER_STATUSES = ['pending', 'paid', 'failed'] as const;

export const ZCheckoutResponse = z.object({
  orderId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Where the browser goes to pay: the test provider's page or Stripe Checkout. */
  redirectUrl: z.string(),
});
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

export const ZOrder = z.object({
  id: z.string(),
  _id: z.string(),
  status: z.enum(ORDER_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  billing: z.enum(BILLING_PERIODS),
  /** Euro, VAT included. */
  total: z.number(),
  lines: z.array(
    z.object({
      planId: z.string(),
      planName: z.string(),
      audience: z.enum(PLAN_AUDIENCES),
      quantity: z.number().int(),
      price: z.number(),
      total: z.number(),
    }),
  ),
  invoiceId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrderIdParams = z.object({ id: z.uuid({ error: 'Order not found' }) });

export const ZTestPaymentRequest = z.object({
  outcome: z.enum(['succeed', 'fail'], { error: "Outcome must be 'succeed' or 'fail'" }),
});
