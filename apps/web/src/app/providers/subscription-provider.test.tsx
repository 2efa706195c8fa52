import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch } from '../../test/render-route.tsx';
import { useSubscription } from '../../lib/subscription-context.ts';
import type { SubscriptionState } from '../../lib/subscription-context.ts';
import { SessionProvider } from './session-provider.tsx';
import { SubscriptionProvider } from './subscription-provider.tsx';

afterEach(() => vi.unstubAllGlobals());

function Probe({ seen }: { seen: SubscriptionState[] }) {
  seen.push(useSubscription());
  return null;
}

function Tree({ client, seen, tick }: { client: QueryClient; seen: SubscriptionState[]; tick: number }) {
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <SubscriptionProvider>
          <Probe key="probe" seen={seen} />
          <span>{tick}</span>
        </SubscriptionProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}

describe('the subscription status a signed-in visitor’s pages read', () => {
  it('goes from loading to the server’s answer, and stays the same value while the answer does', async () => {
    document.cookie = 'authToken=token-123; path=/';
    document.cookie = 'role=agency; path=/';
    document.cookie = 'id=u1; path=/';
    document.cookie = 'isVerified=true; path=/';
    const { fetchMock, calls } = answerFetch({
      status: 200,
      body: { success: true, data: { isActive: true, expiresAt: '2027-01-01', planName: 'Pro', licensedBy: null } },
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const seen: SubscriptionState[] = [];
    const { rerender } = render(<Tree client={client} seen={seen} tick={0} />);
    expect(seen[0]).toMatchObject({ isLoading: true, isActive: false });
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ isLoading: false, isActive: true }));
    expect(calls[0]?.url).toContain('/api/subscription-histories/status');

    // A render of the providers that changes nothing (a language loaded, the app's start) hands
    // the pages the same value: a new one would reach a server-drawn page still hydrating, and
    // React would throw its markup away for the loading screen (decision 083).
    const answered = seen.at(-1);
    rerender(<Tree client={client} seen={seen} tick={1} />);
    rerender(<Tree client={client} seen={seen} tick={2} />);
    expect(seen.at(-1)).toBe(answered);
    client.clear();
  });
});
