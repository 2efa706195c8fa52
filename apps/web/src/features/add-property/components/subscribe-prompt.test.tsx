import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { SubscriptionContext } from '../../../lib/subscription-context.ts';
import { RequireSubscription } from '../../../app/guards/require-subscription.tsx';
import { SubscribePrompt } from './subscribe-prompt.tsx';

const gated = (isActive: boolean, role: 'individual' | 'pseller' | 'agency') => (
  <SubscriptionContext.Provider value={{ isLoading: false, isActive, expiresAt: null }}>
    <RequireSubscription fallback={<SubscribePrompt role={role} />}>
      <p>the wizard</p>
    </RequireSubscription>
  </SubscriptionContext.Provider>
);

describe('add property without a subscription (spec 2 §2)', () => {
  it("says 'Please subscribe to a plan to add properties' with Subscribe Now and Home", () => {
    renderRoute(gated(false, 'individual'));
    expect(screen.getByRole('heading', { name: 'Please subscribe to a plan to add properties' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe('/dashboard-my-package');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('the wizard')).toBeNull();
  });

  it('sends each role to its own plans page', () => {
    renderRoute(gated(false, 'agency'));
    expect(screen.getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe('/plans');
  });

  it('a subscriber sees the wizard', () => {
    renderRoute(gated(true, 'pseller'));
    expect(screen.getByText('the wizard')).toBeTruthy();
  });
});
