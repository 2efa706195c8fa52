import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStaffProfessional } from '@immora/shared/trust';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import StaffProfessionalsPage from './staff-professionals-page.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const AGENCY: TStaffProfessional = {
  userId: 'owner-1',
  kind: 'agency',
  name: 'Noord Vastgoed',
  agencyId: 'agency-1',
  agencyName: null,
  licenceNumber: 'IPI 507.001',
  verified: false,
};
const AGENT: TStaffProfessional = {
  userId: 'agent-1',
  kind: 'agent',
  name: 'Tessa Claes',
  agencyId: 'agency-1',
  agencyName: 'Noord Vastgoed',
  licenceNumber: null,
  verified: false,
};

describe('/staff/professionals (decision 077)', () => {
  it("lists agencies beside agents and confirms an agency by its owner's account", async () => {
    const page = { items: [AGENCY, AGENT], total: 2, page: 1, pageSize: 24 };
    const { fetchMock, calls } = answerFetch(
      { status: 200, body: { success: true, data: page } },
      {
        status: 200,
        body: { success: true, data: { userId: 'owner-1', licenceNumber: 'IPI 507.001', verified: true } },
      },
      // The list again, after the confirmation.
      { status: 200, body: { success: true, data: { ...page, items: [{ ...AGENCY, verified: true }, AGENT] } } },
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<StaffProfessionalsPage />, '/staff/professionals');
    expect((await screen.findAllByRole('link', { name: 'Noord Vastgoed' }))[0]!.getAttribute('href')).toBe(
      '/agencies/agency-1',
    );
    expect(calls[0]!.url).toMatch(/^\/api\/staff\/professionals\?/);
    expect(screen.getAllByText('Agency').length).toBeGreaterThan(0);
    // An agent without a number has nothing to confirm; the agency has.
    expect(screen.queryByRole('button', { name: 'Confirm number of Tessa Claes' })).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Confirm number of Noord Vastgoed' })[0]!);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'On the IPI register.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/staff/professionals/owner-1/verify')).toBe(true));
  });
});
