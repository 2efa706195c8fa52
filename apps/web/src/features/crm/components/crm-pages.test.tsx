import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCrmHolder } from '@immora/shared/crm-area';
import { currentToasts, dismissToast } from '../../../components/toast/toast-store.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { fail, ok, routeFetch, signIn } from '../../my-properties/components/my-property.fixture.ts';
import { CrmDashboardPage } from './crm-dashboard-page.tsx';
import { CrmHolderPage } from './crm-holder-page.tsx';

const AGENCY: TCrmHolder = {
  id: 'a0000000-0000-4000-8000-000000000001',
  _id: 'a0000000-0000-4000-8000-000000000001',
  role: 'agency',
  name: 'Maison Dubois Immobilier',
  email: 'info@maisondubois-immo.be',
  picture: null,
  status: 'sharing',
  records: 3,
  lastUpdate: '2026-11-20T09:00:00.000Z',
};
const holders = (items: TCrmHolder[]) => ok({ items, total: items.length });

beforeEach(() => {
  localStorage.setItem('crmToken', 'crm-token-1');
  localStorage.setItem('crmCustomer', JSON.stringify({ id: 'c1', name: 'Laura Claes', email: 'laura@example.be' }));
});
afterEach(() => {
  for (const t of currentToasts()) dismissToast(t.id);
  localStorage.clear();
  vi.unstubAllGlobals();
});

function open(element: React.ReactElement, routes: Parameters<typeof routeFetch>[0], path = '/', at = path) {
  const fetch = routeFetch(routes);
  const headers: (string | undefined)[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    headers.push((init?.headers as Record<string, string> | undefined)?.Authorization);
    return fetch.fetchMock(input, init);
  });
  // A web session in the same browser must not be what the CRM area sends.
  signIn('buyer');
  renderRoute(element, path, at);
  return { ...fetch, headers };
}

describe('the CRM area', () => {
  it('asks with the CRM token, and stops sharing only after the confirmation', async () => {
    const fetch = open(<CrmDashboardPage />, {
      'GET /api/crm-area/holders': holders([AGENCY]),
      'PUT /api/crm-area/agencies/:id/sharing': ok({ ...AGENCY, status: 'stopped' }),
    });
    const row = await screen.findByTestId('crm-holder-row');
    expect(row.textContent).toContain('Sharing');
    expect(fetch.headers).toEqual(['Bearer crm-token-1']);

    fireEvent.click(within(row).getByRole('button', { name: 'Stop sharing with Maison Dubois Immobilier' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop sharing with Maison Dubois Immobilier?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetch.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.click(within(row).getByRole('button', { name: 'Stop sharing with Maison Dubois Immobilier' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() =>
      expect(currentToasts().map((t) => t.text)).toEqual(['Maison Dubois Immobilier no longer sees your data.']),
    );
    expect(fetch.calls.filter((c) => c.method === 'PUT').map((c) => [c.url.pathname, c.body])).toEqual([
      [`/api/crm-area/agencies/${AGENCY.id}/sharing`, { sharing: false }],
    ]);
  });

  it('enables sharing without asking', async () => {
    const fetch = open(<CrmDashboardPage />, {
      'GET /api/crm-area/holders': holders([{ ...AGENCY, status: 'stopped' }]),
      'PUT /api/crm-area/agencies/:id/sharing': ok(AGENCY),
    });
    const row = await screen.findByTestId('crm-holder-row');
    fireEvent.click(within(row).getByRole('button', { name: 'Enable sharing with Maison Dubois Immobilier' }));
    await waitFor(() =>
      expect(fetch.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ sharing: true }]),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says so when no agency holds data about the customer', async () => {
    open(<CrmDashboardPage />, { 'GET /api/crm-area/holders': holders([]) });
    expect(await screen.findByRole('heading', { name: 'No agency holds data about you' })).toBeTruthy();
    expect(screen.getByText(/laura@example\.be/)).toBeTruthy();
  });

  it('shows the not-found state for an agency that holds nothing about the customer', async () => {
    open(
      <CrmHolderPage role="agency" />,
      { 'GET /api/crm-area/agencies/:id': fail(404, 'This agency holds no data about you') },
      '/crm-agency-single/:id',
      `/crm-agency-single/${AGENCY.id}`,
    );
    expect(await screen.findByRole('heading', { name: 'Nothing to show' })).toBeTruthy();
    expect(screen.getByText('This agency holds no data about you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/crm-dashboard');
  });
});
