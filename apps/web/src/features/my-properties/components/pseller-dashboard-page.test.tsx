import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import PsellerDashboardPage from './pseller-dashboard-page.tsx';
import { myProperty, ok, routeFetch, signIn } from './my-property.fixture.ts';

describe('Pseller dashboard', () => {
  it('shows the credit stats, the first listings and links to the full lists', async () => {
    const { fetchMock, calls } = routeFetch({
      'GET /api/users/me': ok({ id: 'u1', first_name: 'Pieter', last_name: 'Claes', role: 'pseller' }),
      'GET /api/credits': ok({
        total: 60,
        remaining: 42,
        used: 10,
        expired: 8,
        currentPlan: 'Seller Plus',
        ledger: [],
      }),
      'GET /api/my-properties': ok({ items: [myProperty()], total: 7, page: 1, pageSize: 5 }),
      'GET /api/dashboard/upcoming': ok({
        items: [
          {
            id: 'a1',
            side: 'owner',
            startsAt: '2026-12-08T09:00:00.000Z',
            status: 'confirmed',
            visitType: 'inPerson',
            withName: 'Sofie Jacobs',
            property: {
              id: 'p1',
              title: 'Bright loft near the Korenmarkt',
              city: 'Gent',
              thumbnail: null,
              coverVariants: [],
            },
          },
        ],
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    signIn('pseller');
    renderRoute(<PsellerDashboardPage />);

    expect((await screen.findByTestId('credits-remaining')).textContent).toContain('42');
    expect(screen.getByTestId('credits-total').textContent).toContain('60');
    expect(screen.getByTestId('credits-used').textContent).toContain('10');
    expect(screen.getByTestId('credits-expired').textContent).toContain('8');
    expect(screen.getByTestId('credits-plan').textContent).toContain('Seller Plus');

    const rows = await screen.findAllByTestId('listing-row');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('Bright loft near the Korenmarkt')).toBeTruthy();
    expect(screen.getByText('7 listings')).toBeTruthy();
    const pages = within(screen.getByRole('navigation', { name: 'Property pages' }));
    expect(pages.getByRole('link', { name: /View all/ }).getAttribute('href')).toBe('/pseller-properties');
    expect(pages.getByRole('link', { name: 'Advertisements' }).getAttribute('href')).toBe('/pseller-advertisements');
    expect(await screen.findByRole('heading', { level: 1, name: /Pieter/ })).toBeTruthy();
    const card = await screen.findByTestId('upcoming-appointment');
    expect(within(card).getByText('Client: Sofie Jacobs')).toBeTruthy();
    expect(within(card).getByText('Confirmed')).toBeTruthy();
    expect(within(card).getByText(/8 Dec 2026, 10:00/)).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Details/ })
        .getAttribute('href'),
    ).toBe('/pseller-appointments');
    expect(calls.find((c) => c.url.pathname === '/api/my-properties')!.url.searchParams.get('pageSize')).toBe('5');
  });
});
