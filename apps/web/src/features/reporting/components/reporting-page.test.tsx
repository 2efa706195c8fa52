import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TReport } from '@immora/shared/reporting';
import { renderRoute } from '../../../test/render-route.tsx';
import { ok, routeFetch, signIn } from '../../my-properties/components/my-property.fixture.ts';
import ReportingPage from './reporting-page.tsx';

const figures = { views: 0, leads: 0, appointments: 0, convertedLeads: 0, conversion: null };
const report = (overrides: Partial<TReport> = {}): TReport => ({
  from: '2026-11-20',
  to: '2026-11-26',
  granularity: 'day',
  totals: { ...figures, appointmentsByStatus: { pending: 0, confirmed: 0, cancelled: 0, completed: 0 } },
  series: [{ start: '2026-11-20', views: 0, leads: 0, appointments: 0 }],
  properties: [],
  agents: null,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

function open(role: 'individual' | 'agency', answer: TReport, at = '/') {
  const fetch = routeFetch({ 'GET /api/reporting': ok(answer) });
  vi.stubGlobal('fetch', fetch.fetchMock);
  signIn(role);
  renderRoute(<ReportingPage role={role} />, '/', at);
  return fetch;
}

describe('the reporting screen', () => {
  it("shows an agency's figures, its listings and its agents, the agency's own listings by name", async () => {
    open(
      'agency',
      report({
        totals: {
          views: 1234,
          leads: 8,
          appointments: 3,
          convertedLeads: 2,
          conversion: 0.25,
          appointmentsByStatus: { pending: 1, confirmed: 1, cancelled: 1, completed: 1 },
        },
        properties: [
          {
            id: 'p1',
            title: 'Loft by the Leie',
            city: 'Gent',
            publicCode: 'IM-1',
            agentName: 'Ines Claes',
            views: 1234,
            leads: 8,
            appointments: 3,
            convertedLeads: 2,
            conversion: 0.25,
          },
        ],
        agents: [
          { id: 'a1', name: 'Ines Claes', properties: 1, ...figures, views: 1234, leads: 8 },
          { id: null, name: null, properties: 2, ...figures },
        ],
      }),
    );
    expect((await screen.findByTestId('report-views')).textContent).toContain('1,234');
    expect(screen.getByTestId('report-conversion').textContent).toContain('25%');
    expect(screen.getByTestId('report-conversion').textContent).toContain('2 of 8 leads booked a viewing');
    const row = screen.getByTestId('report-property-row');
    expect(within(row).getByRole('link', { name: 'Loft by the Leie' }).getAttribute('href')).toBe('/single-v1/p1');
    const agents = screen.getAllByTestId('report-agent-row').map((r) => r.textContent);
    expect(agents[0]).toContain('Ines Claes');
    expect(agents[1]).toContain('Agency (unassigned listings)');
    expect(screen.getByRole('button', { name: 'Export agents CSV' })).toBeTruthy();
  });

  it('asks for the chosen preset and keeps a custom period the server would refuse from being sent', async () => {
    const fetch = open('individual', report(), '/?period=7d');
    await screen.findByRole('heading', { name: 'No activity in this period' });
    const asked = () => fetch.calls.filter((c) => c.url.pathname === '/api/reporting').map((c) => c.url.searchParams);
    expect(asked()[0]!.get('granularity')).toBe('day');
    fireEvent.click(screen.getByRole('button', { name: '12 months' }));
    await waitFor(() => expect(asked().at(-1)!.get('granularity')).toBe('month'));

    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-01' } });
    const calls = asked().length;
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The period must start on or before its last day')).toBeTruthy();
    expect(asked()).toHaveLength(calls);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked().at(-1)!.get('from')).toBe('2026-05-01'));
    expect(asked().at(-1)!.get('to')).toBe('2026-05-10');
  });
});
