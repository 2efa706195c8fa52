import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUCTION_MESSAGES } from '@immora/shared/auctions';
import { CreateAuctionDialog } from './create-auction-dialog.tsx';
import { toZonedInput } from '../utils/local-date-time.ts';

const PROPERTY = '5f0b8e0e-3c0e-4d5e-9a51-0d7f3b1e2a11';

function setup() {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CreateAuctionDialog
        propertyId={PROPERTY}
        propertyTitle="House at auction in Namur"
        onClose={onClose}
        onCreated={onCreated}
      />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Create auction' });
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getAllByRole('button', { name: 'Create auction' }).at(-1)!);
  return { dialog, fill, submit, onClose, onCreated };
}

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** An instant `h` hours from now, to the minute. */
const inHours = (h: number) => new Date(Math.floor((Date.now() + h * 3_600_000) / 60_000) * 60_000);

describe('CreateAuctionDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks prices and times with the shared messages before calling the API', async () => {
    const fetchMock = answer(201, {});
    const { fill, submit } = setup();
    submit();
    expect(await screen.findByText('Starting price must be a number')).toBeTruthy();
    fill('Starting price (€)', '200000');
    fill('Reserve price (€)', '150000');
    fill('Start (Belgian time)', toZonedInput(inHours(-3)));
    fill('End (Belgian time)', toZonedInput(inHours(-4)));
    submit();
    expect(await screen.findByText(AUCTION_MESSAGES.reserveBelowStart)).toBeTruthy();
    expect(screen.getByText(AUCTION_MESSAGES.endBeforeStart)).toBeTruthy();
    fill('End (Belgian time)', toZonedInput(inHours(24)));
    submit();
    expect(await screen.findByText(AUCTION_MESSAGES.startInPast)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends prices in euro and Belgian times as ISO instants, then hands over the new auction', async () => {
    const fetchMock = answer(201, { success: true, data: { id: 'a1', propertyId: PROPERTY } });
    const { fill, submit, onCreated } = setup();
    fill('Starting price (€)', '200000');
    fill('Reserve price (€)', '250000');
    const start = inHours(1);
    const end = inHours(72);
    fill('Start (Belgian time)', toZonedInput(start));
    fill('End (Belgian time)', toZonedInput(end));
    submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 'a1' }));
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(body).toEqual({
      propertyId: PROPERTY,
      startingPrice: 200_000,
      reservePrice: 250_000,
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
    });
  });

  it('shows the server’s refusal and closes on Escape', async () => {
    answer(409, { success: false, error: { code: 'CONFLICT', message: AUCTION_MESSAGES.alreadyRunning } });
    const { fill, submit, onClose } = setup();
    fill('Starting price (€)', '200000');
    fill('Reserve price (€)', '250000');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(AUCTION_MESSAGES.alreadyRunning);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
