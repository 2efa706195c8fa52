import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { fail, ok, routeFetch, signIn } from '../../my-properties/components/my-property.fixture.ts';
import { CreditStats } from './credit-stats.tsx';
import { BoostDialog } from './boost-dialog.tsx';

const PLANS = [
  {
    id: 'p1',
    _id: 'p1',
    code: 'spotlight-7',
    name: 'Spotlight',
    durationDays: 7,
    credits: 10,
    description: 'First for 7 days.',
  },
  {
    id: 'p2',
    _id: 'p2',
    code: 'top-14',
    name: 'Top listing',
    durationDays: 14,
    credits: 18,
    description: 'First for 14 days.',
  },
  { id: 'p3', _id: 'p3', code: 'premium-30', name: 'Premium', durationDays: 30, credits: 35, description: 'A month.' },
];
const credits = (remaining: number, used = 0) =>
  ok({ total: remaining + used, remaining, used, expired: 0, currentPlan: 'Seller Plus', ledger: [] });
const property = {
  id: 'b7f0c1de-0000-4000-8000-000000000001',
  title: 'Bright loft',
  boosted: false,
  boostedUntil: null,
};

function open(onClose = vi.fn()) {
  signIn('pseller');
  renderRoute(
    <>
      <CreditStats />
      <BoostDialog property={property} onClose={onClose} />
    </>,
  );
  return onClose;
}

const radio = (name: RegExp) => screen.getByRole('radio', { name });

describe('Boost dialog', () => {
  it('shows every plan with duration, credits and description, and disables those above the remaining credits', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({ 'GET /api/boost-plans': ok(PLANS), 'GET /api/credits': credits(20) }).fetchMock,
    );
    open();
    expect(await screen.findByText('You have 20 credits')).toBeTruthy();
    expect(screen.getByText('7 days')).toBeTruthy();
    expect(screen.getByText('10 credits')).toBeTruthy();
    expect(screen.getByText('First for 14 days.')).toBeTruthy();

    expect((radio(/Spotlight/) as HTMLInputElement).disabled).toBe(false);
    expect((radio(/Top listing/) as HTMLInputElement).disabled).toBe(false);
    expect((radio(/Premium/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('You need 15 more credits')).toBeTruthy();
    // The first plan the user can pay is chosen.
    expect((radio(/Spotlight/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(radio(/Top listing/));
    expect(screen.getByRole('button', { name: 'Boost for 18 credits' })).toBeTruthy();
  });

  it('boosts: the credits shown fall in the dialog and in the stats, and the new end is shown', async () => {
    let remaining = 60;
    const { fetchMock, calls } = routeFetch({
      'GET /api/boost-plans': ok(PLANS),
      'GET /api/credits': () => credits(remaining, 60 - remaining),
      'POST /api/properties/:id/boost': () => {
        remaining -= 18;
        return ok({
          boostId: 'b1',
          boostedUntil: '2026-12-06T10:00:00.000Z',
          remainingCredits: remaining,
          message: 'x',
        });
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    open();
    expect(await screen.findByText('You have 60 credits')).toBeTruthy();
    expect(screen.getByTestId('credits-remaining').textContent).toContain('60');
    fireEvent.click(radio(/Top listing/));
    fireEvent.click(screen.getByRole('button', { name: 'Boost for 18 credits' }));

    expect(await screen.findByText('Your listing is boosted until 6 Dec 2026.')).toBeTruthy();
    expect(screen.getByText('42 credits left.')).toBeTruthy();
    expect(screen.getByTestId('boost-remaining').textContent).toBe('You have 42 credits');
    await waitFor(() => expect(screen.getByTestId('credits-remaining').textContent).toContain('42'));
    expect(screen.getByTestId('credits-used').textContent).toContain('18');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe(`/api/properties/${property.id}/boost`);
    expect(post.body).toEqual({ planId: 'p2' });
  });

  it("shows the server's 409 'not enough credits' clearly, in the user's language", async () => {
    const { fetchMock } = routeFetch({
      'GET /api/boost-plans': ok(PLANS),
      'GET /api/credits': credits(12),
      'POST /api/properties/:id/boost': fail(409, 'Not enough credits: this boost needs 10 credits and you have 4.'),
    });
    vi.stubGlobal('fetch', fetchMock);
    open();
    await screen.findByText('You have 12 credits');
    fireEvent.click(screen.getByRole('button', { name: 'Boost for 10 credits' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Not enough credits: this boost needs 10 credits and you have 4.');
  });

  it('says so when no plan is affordable, and Cancel closes', async () => {
    vi.stubGlobal('fetch', routeFetch({ 'GET /api/boost-plans': ok(PLANS), 'GET /api/credits': credits(3) }).fetchMock);
    const onClose = open();
    expect(await screen.findByText('You do not have enough credits for any boost plan.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Boost' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'See the plans that include credits' }).getAttribute('href')).toBe(
      '/pricing',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('Credit stats', () => {
  it('shows total, remaining, used and the current plan', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/credits': ok({ total: 60, remaining: 32, used: 28, expired: 0, currentPlan: null, ledger: [] }),
      }).fetchMock,
    );
    signIn('pseller');
    renderRoute(<CreditStats />);
    expect((await screen.findByTestId('credits-total')).textContent).toContain('60');
    expect(screen.getByTestId('credits-remaining').textContent).toContain('32');
    expect(screen.queryByTestId('credits-expired')).toBeNull();
    expect(screen.getByTestId('credits-used').textContent).toContain('28');
    expect(screen.getByTestId('credits-plan').textContent).toContain('No active plan');
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/pricing');
  });
});
