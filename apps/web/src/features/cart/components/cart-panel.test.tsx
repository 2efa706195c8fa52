import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, CART_MESSAGES, emptyCart } from '@immora/shared/cart';
import fr from '../../../i18n/locales/fr/billing.json';
import { renderRoute } from '../../../test/render-route.tsx';
import { fail, routeFetch, signIn } from '../../my-properties/components/my-property.fixture.ts';
import type { TPlan } from '@immora/shared/plans';
import { CART_KEY } from '../hooks/use-cart.ts';
import { useAddPlan } from '../hooks/use-add-plan.ts';
import { CartPanel } from './cart-panel.tsx';

const basic = { id: '6f1c2f9e-2b7a-4c53-9a51-0c2f3f7f2a10', name: 'Agency Basic', monthlyPrice: 149 };
const pro = { id: '6f1c2f9e-2b7a-4c53-9a51-0c2f3f7f2a11', name: 'Agency Pro', monthlyPrice: 299 };
/** A plan's Add button beside the cart, as on the plans page (adding loads the cart's code first). */
function AddBesideCart({ plan }: { plan: TPlan }) {
  const add = useAddPlan();
  return (
    <>
      <button type="button" onClick={() => void add(plan)}>
        Add {plan.name}
      </button>
      <CartPanel />
    </>
  );
}

const total = () => screen.getByTestId('cart-total').textContent;

beforeEach(() => {
  localStorage.setItem(CART_KEY, JSON.stringify(addToCart(addToCart(emptyCart(), basic), pro)));
});
afterEach(async () => {
  await i18next.changeLanguage('en');
  localStorage.clear();
  document.cookie = 'authToken=; max-age=0; path=/';
  vi.unstubAllGlobals();
});

describe('CartPanel', () => {
  it('shows the stored cart; + and − change quantities; the toggle bills every line yearly', async () => {
    signIn('agency');
    vi.stubGlobal('fetch', routeFetch({}).fetchMock);
    renderRoute(<CartPanel />);
    expect(await screen.findAllByTestId('cart-line')).toHaveLength(2);
    expect(total()).toBe('€448');
    fireEvent.click(screen.getByRole('button', { name: 'One more Agency Basic' }));
    expect(total()).toBe('€597');
    fireEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(total()).toBe('€5,731.20');
    fireEvent.click(screen.getByRole('button', { name: 'One Agency Pro less' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(total()).toBe('€2,860.80');
    // Kept for the next visit.
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toMatchObject({ billing: 'year', items: [{ quantity: 2 }] });
  });

  it("sends plan ids and quantities only, and shows 'Failed to process checkout' when the server fails", async () => {
    signIn('agency');
    const api = routeFetch({ 'POST /api/checkout': fail(502, 'Stripe is down') });
    vi.stubGlobal('fetch', api.fetchMock);
    renderRoute(<CartPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Failed to process checkout');
    expect(api.calls.at(-1)!.body).toEqual({
      billing: 'month',
      items: [
        { planId: basic.id, quantity: 1 },
        { planId: pro.id, quantity: 1 },
      ],
    });
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
  });

  it("shows the server's message for a refused cart", async () => {
    signIn('agency');
    vi.stubGlobal(
      'fetch',
      routeFetch({ 'POST /api/checkout': fail(400, 'Please select at least one plan.') }).fetchMock,
    );
    renderRoute(<CartPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please select at least one plan.'));
  });

  it("says a refused cart in the reader's language", async () => {
    i18next.addResourceBundle('fr', 'billing', fr, true, true);
    await i18next.changeLanguage('fr');
    signIn('agency');
    vi.stubGlobal('fetch', routeFetch({ 'POST /api/checkout': fail(400, CART_MESSAGES.wrongAudience) }).fetchMock);
    renderRoute(<CartPanel />);
    fireEvent.click(await screen.findByRole('button', { name: fr.cart.checkout }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe("Cet abonnement n'est pas proposé à votre type de compte."),
    );
  });

  it('waits for a plan being added before Checkout: the cart sent has its line', async () => {
    signIn('agency');
    localStorage.setItem(CART_KEY, JSON.stringify(addToCart(emptyCart(), basic)));
    const api = routeFetch({ 'POST /api/checkout': fail(502, 'Stripe is down') });
    vi.stubGlobal('fetch', api.fetchMock);
    renderRoute(<AddBesideCart plan={pro as unknown as TPlan} />);
    const checkout = await screen.findByRole('button', { name: 'Checkout' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Agency Pro' }));
    // The cart's code is still loading: Checkout is disabled, and a click on it sends nothing.
    expect(checkout).toHaveProperty('disabled', true);
    fireEvent.click(checkout);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
    expect(checkout).toHaveProperty('disabled', false);
    fireEvent.click(checkout);
    await screen.findByRole('alert');
    expect(api.calls.at(-1)!.body).toEqual({
      billing: 'month',
      items: [
        { planId: basic.id, quantity: 1 },
        { planId: pro.id, quantity: 1 },
      ],
    });
  });

  it('asks a guest to log in, with checkout disabled', async () => {
    vi.stubGlobal('fetch', routeFetch({}).fetchMock);
    renderRoute(<CartPanel />);
    expect(await screen.findByText('Please log in to subscribe to plans.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', true);
  });

  it('asks for a plan when the cart is empty, with checkout disabled', async () => {
    signIn('agency');
    localStorage.setItem(CART_KEY, JSON.stringify(emptyCart()));
    vi.stubGlobal('fetch', routeFetch({}).fetchMock);
    renderRoute(<CartPanel />);
    expect(await screen.findByText('Please select at least one plan.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', true);
  });
});
