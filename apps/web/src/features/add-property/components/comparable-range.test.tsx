import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch } from '../../../test/render-route.tsx';
import { estimateAnswer } from '../../../test/estimate-answer.ts';
import { emptyValues } from '../utils/form-values.ts';
import type { FormValues } from '../utils/form-values.ts';
import { ComparableRange } from './comparable-range.tsx';

afterEach(() => vi.unstubAllGlobals());

function setup(over: Partial<FormValues>) {
  const onGoToLocation = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ComparableRange values={{ ...emptyValues(), ...over }} onGoToLocation={onGoToLocation} />
    </QueryClientProvider>,
  );
  return onGoToLocation;
}

describe("the price step's range of comparable listings", () => {
  it('names the facts still missing and leads to the location step', () => {
    const { fetchMock, calls } = answerFetch({ status: 200, body: {} });
    vi.stubGlobal('fetch', fetchMock);
    const onGoToLocation = setup({ category: 'apartments', type: 'sale' });
    expect(screen.getByText('Still needed: location, living area, bedrooms.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add the location' }));
    expect(onGoToLocation).toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('shows what comparable listings ask once the facts are known, before a price is typed', async () => {
    const { fetchMock, calls } = answerFetch({ status: 200, body: { success: true, data: estimateAnswer() } });
    vi.stubGlobal('fetch', fetchMock);
    setup({
      category: 'apartments',
      type: 'sale',
      latitude: '50.8467',
      longitude: '4.3525',
      area: '85',
      bedrooms: '2',
    });
    expect(await screen.findByTestId('wizard-range')).toHaveProperty(
      'textContent',
      'Comparable listings nearby ask €295,000 – €348,000',
    );
    expect(calls[0]?.url).toBe('/api/estimates');
  });

  it('explains that auctions get no range', () => {
    setup({ category: 'apartments', type: 'auction' });
    expect(screen.getByText(/Auctions are not estimated: their price is set by the bids/)).toBeTruthy();
  });
});
