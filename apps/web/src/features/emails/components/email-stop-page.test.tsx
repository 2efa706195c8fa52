import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMAIL_STOP_MESSAGES } from '@immora/shared/email-stop';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import { EmailStopPage } from './email-stop-page.tsx';

const TOKEN =
  'a-c0ffee00-0000-4000-8000-000000000003-ZXJpa2FAZXhhbXBsZS5iZQ-0123456789012345678901234567890123456789012';
const STOP = { senderName: 'Maison Dubois', email: 'erika@example.be', stopped: false };
const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });

function show(...answers: { status: number; body: unknown }[]) {
  const { fetchMock, calls } = answerFetch(...answers);
  vi.stubGlobal('fetch', fetchMock);
  renderRoute(<EmailStopPage />, '/emails/stop', `/emails/stop?token=${TOKEN}`);
  return calls;
}

describe('The stop link page', () => {
  it('asks first (a mail scanner opening the link stops nothing), then stops with one click', async () => {
    const calls = show(ok(STOP), ok({ ...STOP, stopped: true }));
    expect(await screen.findByRole('heading', { name: 'Stop e-mails from Maison Dubois?' })).toBeTruthy();
    expect(screen.getByText(/Maison Dubois e-mailed erika@example.be through Immora/)).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`/api/emails/stop?token=${TOKEN}`);
    expect(calls[0]!.init?.method).toBe('GET');

    fireEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(
      await screen.findByRole('heading', { name: 'Done: Maison Dubois will not e-mail you any more' }),
    ).toBeTruthy();
    expect(calls[1]).toMatchObject({ url: `/api/emails/stop?token=${TOKEN}`, init: { method: 'POST' } });
  });

  it('says it is done when the address had already asked', async () => {
    const calls = show(ok({ ...STOP, stopped: true }));
    expect(
      await screen.findByRole('heading', { name: 'Done: Maison Dubois will not e-mail you any more' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop these e-mails' })).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('says when a link is not valid', async () => {
    show({
      status: 404,
      body: { success: false, error: { code: 'NOT_FOUND', message: EMAIL_STOP_MESSAGES.badToken } },
    });
    expect(
      await screen.findByText('This link is not valid. Please use the link of the e-mail exactly as you received it.'),
    ).toBeTruthy();
  });
});
