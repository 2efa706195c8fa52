import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRUST_MESSAGES } from '@immora/shared/trust';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import { CaseActionDialog } from './case-action-dialog.tsx';
import { VerifyDialog } from './verify-dialog.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const ID = '5a0c1e52-0d6f-4d49-8a57-9a0f6b7c8d9e';

describe('a staff decision', () => {
  it('needs a reason, then sends the action with it and closes', async () => {
    const { fetchMock, calls } = answerFetch({ status: 200, body: { success: true, data: { id: ID } } });
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    renderRoute(<CaseActionDialog caseId={ID} action="hide_listing" label="Loft" onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Hide this listing' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide listing' }));
    expect(await screen.findByText(TRUST_MESSAGES.decisionReasonRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'A copied photo and a deposit by wire.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hide listing' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]!.url).toBe(`/api/staff/cases/${ID}/actions`);
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      action: 'hide_listing',
      reason: 'A copied photo and a deposit by wire.',
    });
  });

  it("shows the server's refusal in words and stays open", async () => {
    vi.stubGlobal(
      'fetch',
      answerFetch({
        status: 409,
        body: { success: false, error: { code: 'CONFLICT', message: TRUST_MESSAGES.caseClosed } },
      }).fetchMock,
    );
    const onClose = vi.fn();
    renderRoute(<CaseActionDialog caseId={ID} action="restore" label="Loft" onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Fixed.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TRUST_MESSAGES.caseClosed);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('confirms a BIV/IPI number with its reason', async () => {
    const { fetchMock, calls } = answerFetch({
      status: 200,
      body: { success: true, data: { userId: 'u1', licenceNumber: '504123', verified: true } },
    });
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    renderRoute(<VerifyDialog userId="u1" name="Tessa Claes" licenceNumber="BIV 504.123" verified onClose={onClose} />);
    expect(screen.getByText('BIV 504.123')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'On the register.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]!.url).toBe('/api/staff/professionals/u1/verify');
  });
});
