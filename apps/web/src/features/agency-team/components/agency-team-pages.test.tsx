import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGENCY_TEAM_MESSAGES, type TAgencyAgent, type TAgentRequest } from '@immora/shared/agency-team';
import { currentToasts, dismissToast } from '../../../components/toast/toast-store.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { fail, ok, routeFetch, signIn } from '../../my-properties/components/my-property.fixture.ts';
import AgentFormPage from './agent-form-page.tsx';
import AgentRequestsPage from './agent-requests-page.tsx';
import AgentsPage from './agents-page.tsx';
import UnassignedPropertiesPage from './unassigned-properties-page.tsx';

const AGENT: TAgencyAgent = {
  id: 'a0000000-0000-4000-8000-000000000001',
  _id: 'a0000000-0000-4000-8000-000000000001',
  firstName: 'Ines',
  lastName: 'Claes',
  email: 'ines@example.be',
  phoneNumber: '0475918273',
  licenceNumber: 'IPI 504.140',
  isVerified: true,
  properties: 2,
  createdAt: '2026-11-01T09:00:00.000Z',
};
const REQUEST: TAgentRequest = {
  id: 'r0000000-0000-4000-8000-000000000001',
  _id: 'r0000000-0000-4000-8000-000000000001',
  status: 'pending',
  agent: { ...AGENT, profilePicture: null },
  createdAt: '2026-11-20T09:00:00.000Z',
  decidedAt: null,
};
const PROPERTY = {
  id: 'p0000000-0000-4000-8000-000000000001',
  _id: 'p0000000-0000-4000-8000-000000000001',
  title: 'Loft by the Leie',
  publicCode: 'IM-2611-00042',
  city: 'Gent',
  status: 'published',
  type: 'rent',
  priceCents: 125_000,
  photo: null,
  createdAt: '2026-11-02T09:00:00.000Z',
};
const page = (items: unknown[]) => ok({ items, total: items.length, page: 1, pageSize: 10 });
const toasts = () => currentToasts().map((t) => t.text);

afterEach(() => {
  for (const t of currentToasts()) dismissToast(t.id);
  vi.unstubAllGlobals();
});

function open(element: React.ReactElement, routes: Parameters<typeof routeFetch>[0], path = '/', at = path) {
  const fetch = routeFetch(routes);
  vi.stubGlobal('fetch', fetch.fetchMock);
  signIn('agency');
  const router = renderRoute(element, path, at);
  return { ...fetch, router };
}

describe('the agency team screens', () => {
  it('kicks an agent out only after the confirmation, and says so when it fails', async () => {
    const fetch = open(<AgentsPage />, {
      'GET /api/agency/agents': page([AGENT]),
      'DELETE /api/agency/agents/:id': fail(500, 'Internal Server Error'),
    });
    const row = await screen.findByTestId('agent-row');
    expect(within(row).getByText('ines@example.be')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Actions for Ines Claes' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Kick out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Kick out this agent?' });
    expect(dialog.textContent).toContain('The 2 listings assigned to them go back to your unassigned properties.');
    expect(fetch.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, kick out' }));
    await waitFor(() => expect(toasts()).toEqual(['An error occurred while kicking out the agent. Please try again.']));
    expect(fetch.calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      `/api/agency/agents/${AGENT.id}`,
    ]);
  });

  it("accepts a pending request, and shows 'Something went wrong!' for an unexpected failure", async () => {
    const fetch = open(<AgentRequestsPage />, {
      'GET /api/agency/agent-requests': page([REQUEST]),
      'PATCH /api/agency/agent-requests/:id': ok({ ...REQUEST, status: 'accepted' }),
    });
    const row = await screen.findByTestId('agent-request-row');
    fireEvent.click(within(row).getByRole('button', { name: 'Accept the request of Ines Claes' }));
    await waitFor(() => expect(toasts()).toEqual(['Ines Claes joined your agency.']));
    expect(fetch.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'accepted' });

    dismissToast(currentToasts()[0]!.id);
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/agency/agent-requests': page([REQUEST]),
        'PATCH /api/agency/agent-requests/:id': fail(502, 'Bad gateway'),
      }).fetchMock,
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Reject the request of Ines Claes' }));
    await waitFor(() => expect(toasts()).toEqual(['Something went wrong!']));
  });

  it("a decided request: the server's reason, translated", async () => {
    open(<AgentRequestsPage />, {
      'GET /api/agency/agent-requests': page([REQUEST]),
      'PATCH /api/agency/agent-requests/:id': fail(409, AGENCY_TEAM_MESSAGES.alreadyDecided),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject the request of Ines Claes' }));
    await waitFor(() => expect(toasts()).toEqual(['This request has already been answered.']));
  });

  it("asks for an agent before assigning, then shows 'Failed to assign property' when it fails", async () => {
    const fetch = open(<UnassignedPropertiesPage />, {
      'GET /api/agency/unassigned-properties': page([PROPERTY]),
      'GET /api/agency/agents': page([AGENT]),
      'PUT /api/agency/properties/:id/agent': fail(500, 'Internal Server Error'),
    });
    const row = await screen.findByTestId('unassigned-row');
    expect(row.textContent).toContain('/month');
    fireEvent.click(within(row).getByRole('button', { name: 'Assign Loft by the Leie to an agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to an agent' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Please select an agent')).toBeTruthy();
    expect(fetch.calls.some((c) => c.method === 'PUT')).toBe(false);
    await within(dialog).findByRole('option', { name: 'Ines Claes' });
    fireEvent.change(within(dialog).getByLabelText(/Agent/), { target: { value: AGENT.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Failed to assign property');
    expect(fetch.calls.find((c) => c.method === 'PUT')?.body).toEqual({ agentId: AGENT.id });
  });

  it("edits an agent's names and phone only, with the shared rules, then goes back to the list", async () => {
    const fetch = open(
      <AgentFormPage />,
      {
        'GET /api/agency/agents/:id': ok(AGENT),
        'PATCH /api/agency/agents/:id': ok({ ...AGENT, phoneNumber: '0486123957' }),
      },
      '/edit-agent/:id',
      `/edit-agent/${AGENT.id}`,
    );
    const phone = await screen.findByLabelText(/Phone/);
    expect((phone as HTMLInputElement).value).toBe(AGENT.phoneNumber);
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    fireEvent.change(phone, { target: { value: '0486' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Phone number must be at least 10 digits')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '0486123957' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetch.router.state.location.pathname).toBe('/agency-agents'));
    expect(fetch.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      firstName: 'Ines',
      lastName: 'Claes',
      phoneNumber: '0486123957',
    });
  });
});
