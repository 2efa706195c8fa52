import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import { SubscriptionContext, type SubscriptionState } from '../../../lib/subscription-context.ts';
import MyPackagePage from './my-package-page.tsx';

const page = (subscription: SubscriptionState) => (
  <SubscriptionContext.Provider value={subscription}>
    <MyPackagePage plansPath="/dashboard-plans" />
  </SubscriptionContext.Provider>
);

afterEach(() => vi.unstubAllGlobals());

describe('My package without a plan of its own', () => {
  it('asks an agent without a plan or licence to subscribe', async () => {
    vi.stubGlobal('fetch', answerFetch({ status: 200, body: { success: true, data: [] } }).fetchMock);
    renderRoute(page({ isLoading: false, isActive: false, expiresAt: null }));
    expect(
      await screen.findByText('Subscribe to a plan to publish listings and use the professional tools.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Subscribe' })).toHaveLength(2);
    expect(screen.queryByTestId('licence-notice')).toBeNull();
  });

  it("tells a licensed agent that the agency's licence covers them, without a second Subscribe", async () => {
    vi.stubGlobal('fetch', answerFetch({ status: 200, body: { success: true, data: [] } }).fetchMock);
    renderRoute(
      page({ isLoading: false, isActive: true, expiresAt: '2027-03-31T22:00:00.000Z', licensedBy: 'Maison Dubois' }),
    );
    expect(await screen.findByText(/Your agency’s licence covers you/)).toBeTruthy();
    expect(screen.getByTestId('licence-notice').textContent).toContain('Your licence from Maison Dubois');
    expect(screen.queryByText('Subscribe to a plan to publish listings and use the professional tools.')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Subscribe' })).toHaveLength(1);
  });
});
