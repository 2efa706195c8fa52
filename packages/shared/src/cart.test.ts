import { describe, expect, it } from 'vitest';
import {
  CART_MESSAGES,
  addToCart,
  cartCount,
  cartTotal,
  clearCart,
  emptyCart,
  parseStoredCart,
  removeFromCart,
  setCartBilling,
  toCheckoutRequest,
  ZCheckoutRequest,
} from './cart.ts';

const basic = { id: 'basic', name: 'Agency Basic', monthlyPrice: 149.99 };
const pro = { id: 'pro', name: 'Agency Pro', monthlyPrice: 299 };

describe('cart rules', () => {
  it('adding a plan already in the cart raises its quantity by 1', () => {
    const cart = addToCart(addToCart(addToCart(emptyCart(), basic), pro), basic);
    expect(cart.items.map((i) => [i._id, i.quantity])).toEqual([
      ['basic', 2],
      ['pro', 1],
    ]);
    expect(cartCount(cart)).toBe(3);
  });

  it('a new line takes the cart’s billing period and the plan’s monthly price', () => {
    const cart = addToCart(emptyCart('year'), basic);
    expect(cart.items[0]).toEqual({
      _id: 'basic',
      planName: 'Agency Basic',
      price: 149.99,
      quantity: 1,
      duration: 'year',
    });
  });

  it('removing lowers the quantity by 1 and deletes the line when it was at 1', () => {
    let cart = addToCart(addToCart(addToCart(emptyCart(), basic), basic), pro);
    cart = removeFromCart(cart, 'basic');
    expect(cart.items.map((i) => [i._id, i.quantity])).toEqual([
      ['basic', 1],
      ['pro', 1],
    ]);
    cart = removeFromCart(cart, 'basic');
    expect(cart.items.map((i) => i._id)).toEqual(['pro']);
    expect(removeFromCart(cart, 'unknown')).toEqual(cart);
  });

  it('clear empties the cart and keeps the billing period', () => {
    const cart = clearCart(addToCart(addToCart(emptyCart('year'), basic), pro));
    expect(cart).toEqual({ items: [], billing: 'year' });
  });

  it('the billing toggle sets month or year on every line', () => {
    const cart = setCartBilling(addToCart(addToCart(emptyCart(), basic), pro), 'year');
    expect(cart.billing).toBe('year');
    expect(cart.items.map((i) => i.duration)).toEqual(['year', 'year']);
    expect(setCartBilling(cart, 'month').items.map((i) => i.duration)).toEqual(['month', 'month']);
  });

  it('total = Σ price x quantity, with the yearly rule (monthly x 12 x 0.8) per line', () => {
    let cart = addToCart(addToCart(addToCart(emptyCart(), basic), basic), pro);
    expect(cartTotal(cart)).toBe(598.98); // 149.99 x 2 + 299
    cart = setCartBilling(cart, 'year');
    expect(cartTotal(cart)).toBe(5750.2); // 1439.90 x 2 + 2870.40
    expect(cartTotal(emptyCart())).toBe(0);
  });

  it('a stored cart that is malformed reads back as an empty one', () => {
    const cart = addToCart(emptyCart(), basic);
    expect(parseStoredCart(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
    expect(parseStoredCart(null)).toEqual(emptyCart());
    expect(parseStoredCart({ billing: 'week', items: [] })).toEqual(emptyCart());
    expect(parseStoredCart({ billing: 'month', items: [{ ...cart.items[0], quantity: -1 }] })).toEqual(emptyCart());
  });
});

describe('ZCheckoutRequest', () => {
  const planId = '6f1c2f9e-2b7a-4c53-9a51-0c2f3f7f2a10';

  it('carries plan ids and quantities only: a price from the browser is dropped', () => {
    const parsed = ZCheckoutRequest.parse({ billing: 'year', items: [{ planId, quantity: 2, price: 0.01 }] });
    expect(parsed).toEqual({ billing: 'year', items: [{ planId, quantity: 2 }] });
  });

  it("an empty cart is refused with the spec's message", () => {
    const result = ZCheckoutRequest.safeParse(toCheckoutRequest(emptyCart()));
    expect(result.error?.issues[0]?.message).toBe(CART_MESSAGES.empty);
  });

  it.each([0, -1, 1.5, 51, 'many'])('refuses the quantity %j', (quantity) => {
    const result = ZCheckoutRequest.safeParse({ billing: 'month', items: [{ planId, quantity }] });
    expect(result.error?.issues[0]?.message).toBe(CART_MESSAGES.quantity);
  });
});
