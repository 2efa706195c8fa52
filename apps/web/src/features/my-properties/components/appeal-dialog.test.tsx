import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRUST_MESSAGES } from '@immora/shared/trust';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import { AppealDialog } from './appeal-dialog.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const ID = '5a0c1e52-0d6f-4d49-8a57-9a0f6b7c8d9e';

describe('Appeal this decision', () => {
  it('asks why, sends it once and closes', async () => {
    const { fetchMock, calls } = answerFetch({ status: 200, body: { success: true, data: { id: ID } } });
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    renderRoute(<AppealDialog caseId={ID} listingTitle="Loft" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Write why you disagree (1 to 2000 characters)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Why do you disagree/), { target: { value: 'I removed the text.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]!.url).toBe(`/api/cases/${ID}/appeal`);
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ text: 'I removed the text.' });
  });

  it('says so when the decision was already appealed', async () => {
    vi.stubGlobal(
      'fetch',
      answerFetch({
        status: 409,
        body: { success: false, error: { code: 'CONFLICT', message: TRUST_MESSAGES.appealedAlready } },
      }).fetchMock,
    );
    renderRoute(<AppealDialog caseId={ID} listingTitle="Loft" onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText(/Why do you disagree/), { target: { value: 'Again.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TRUST_MESSAGES.appealedAlready);
  });
});
