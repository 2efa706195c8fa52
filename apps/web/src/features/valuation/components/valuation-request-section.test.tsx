import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TEstimate, TEstimateInput } from '@immora/shared/estimates';
import { VALUATION_MESSAGES } from '@immora/shared/valuation-requests';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import { ValuationRequestSection } from './valuation-request-section.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const INPUT: TEstimateInput = {
  latitude: 50.8467,
  longitude: 4.3525,
  category: 'apartments',
  transaction: 'sale',
  livingArea: 85,
  bedrooms: 2,
  bathrooms: 1,
};
const ESTIMATE: TEstimate = {
  transaction: 'sale',
  category: 'apartments',
  latitude: 50.8467,
  longitude: 4.3525,
  addressLabel: null,
  livingArea: 85,
  estimate: 312_000,
  pricePerM2: 3_670,
  range: { low: 285_000, high: 340_000 },
  confidence: 'medium',
  reason: null,
  message: null,
  comparables: [],
  radiusM: 1_000,
  dataDate: '2026-11-29T06:00:00.000Z',
  adjustmentsDate: null,
  methodVersion: '068.2',
};
const LIST = {
  success: true,
  data: {
    municipality: { id: 'c1', name: 'Brussels', nameNl: 'Brussel', nameFr: 'Bruxelles', postalCode: '1000' },
    items: [
      {
        id: '7d1f3c52-5a55-4b0e-9a39-0b8e0c1d2e3f',
        kind: 'agency',
        name: 'Schelde Vastgoed',
        agencyName: null,
        picture: null,
        listingCount: 12,
        profilePath: null,
      },
      {
        id: '0c9d8e7f-6a5b-4c3d-8e1f-2a3b4c5d6e7f',
        kind: 'agent',
        name: 'Inès Benali',
        agencyName: 'Zavel Immo',
        picture: null,
        listingCount: 1,
        profilePath: null,
      },
    ],
  },
};

const fill = () => {
  fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Lotte Peeters' } });
  fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: 'lotte@example.be' } });
  fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '0475918273' } });
};
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Ask for a free valuation' }));

describe('Have an agent value it for free', () => {
  it('offers the short list, sends the pick with the estimate and names who received it', async () => {
    const { fetchMock, calls } = answerFetch(
      { status: 200, body: LIST },
      {
        status: 201,
        body: { success: true, data: { message: 'sent', professional: { name: 'Inès Benali', kind: 'agent' } } },
      },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<ValuationRequestSection input={INPUT} estimate={ESTIMATE} />);
    const picker = await screen.findByRole('group', { name: 'Who should value it?' });
    expect(within(picker).getByRole('radio', { name: 'Let Immora choose' })).toHaveProperty('checked', true);
    expect(within(picker).getByText('12 listings here')).toBeTruthy();
    expect(within(picker).getByText('Agent at Zavel Immo')).toBeTruthy();
    expect(calls[0]!.url).toBe('/api/valuation-requests/professionals?lat=50.8467&lon=4.3525');

    fireEvent.click(within(picker).getByRole('radio', { name: 'Inès Benali' }));
    fill();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree that Immora sends my name/ }));
    send();
    expect(await screen.findByText(/Inès Benali has received your request/)).toBeTruthy();
    const body = JSON.parse(String(calls[1]!.init!.body));
    expect(body).toMatchObject({
      facts: INPUT,
      estimate: { estimate: 312_000, range: { low: 285_000, high: 340_000 }, comparables: 0 },
      professionalId: '0c9d8e7f-6a5b-4c3d-8e1f-2a3b4c5d6e7f',
      name: 'Lotte Peeters',
      consent: true,
      language: 'en',
    });
    expect(body.website).toBeUndefined();
  });

  it('asks for consent before sending anything', async () => {
    const { fetchMock, calls } = answerFetch({ status: 200, body: LIST });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<ValuationRequestSection input={INPUT} estimate={ESTIMATE} />);
    await screen.findByRole('group', { name: 'Who should value it?' });
    fill();
    send();
    expect(await screen.findByText('Tick the box to agree that the professional contacts you')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it("says the server's refusal in the reader's words", async () => {
    const { fetchMock } = answerFetch(
      { status: 200, body: LIST },
      {
        status: 409,
        body: { success: false, error: { code: 'CONFLICT', message: VALUATION_MESSAGES.noProfessional } },
      },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<ValuationRequestSection input={INPUT} estimate={ESTIMATE} />);
    await screen.findByRole('group', { name: 'Who should value it?' });
    fill();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(VALUATION_MESSAGES.noProfessional));
  });

  it('without an eligible professional: says so, and shows no form', async () => {
    const { fetchMock } = answerFetch({ status: 200, body: { success: true, data: { ...LIST.data, items: [] } } });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<ValuationRequestSection input={INPUT} estimate={ESTIMATE} />);
    expect(await screen.findByText(/No agent or agency with a subscription is active/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for a free valuation' })).toBeNull();
  });
});
