import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { APPEAL_LINK_MESSAGES } from '@immora/shared/appeal-link';
import { TRUST_MESSAGES } from '@immora/shared/trust';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import { AppealLinkPage } from './appeal-link-page.tsx';

const TOKEN = 'c0ffee00-0000-4000-8000-000000000003-tk3q2o-0123456789012345678901234567890123456789012';
const CASE = {
  decision: {
    action: 'suspend_account',
    reason: 'Deposits asked before any viewing',
    decidedAt: '2026-11-20T10:00:00.000Z',
  },
  appeal: null,
  canAppeal: true,
  suspended: true,
  expiresAt: '2026-12-20T10:00:00.000Z',
};
const APPEALED = {
  ...CASE,
  appeal: { text: 'The deposit was for a parking space.', appealedAt: '2026-11-21T09:00:00.000Z' },
  canAppeal: false,
};
const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const refused = (status: number, message: string) => ({
  status,
  body: { success: false, error: { code: status === 409 ? 'CONFLICT' : 'NOT_FOUND', message } },
});

function show(...answers: { status: number; body: unknown }[]) {
  const { fetchMock, calls } = answerFetch(...answers);
  vi.stubGlobal('fetch', fetchMock);
  renderRoute(<AppealLinkPage />, '/appeal', `/appeal?token=${TOKEN}`);
  return calls;
}

describe('The appeal link page (decision 081)', () => {
  it('shows the decision and its reason, sends nothing on load, checks the text, then sends the one appeal', async () => {
    const calls = show(ok(CASE), ok(APPEALED));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is suspended' })).toBeTruthy();
    expect(screen.getByTestId('appeal-decision').textContent).toContain('Deposits asked before any viewing');
    expect(screen.getByText('This link works until 20 December 2026.')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: `/api/appeals?token=${TOKEN}`, init: { method: 'GET' } });

    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText(TRUST_MESSAGES.appealText)).toBeTruthy();
    expect(calls).toHaveLength(1);

    fireEvent.change(screen.getByLabelText(/Why do you disagree/), {
      target: { value: 'The deposit was for a parking space.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your appeal was sent' })).toBeTruthy();
    expect(screen.getByTestId('appeal-text').textContent).toBe('The deposit was for a parking space.');
    expect(calls[1]).toMatchObject({ url: `/api/appeals?token=${TOKEN}`, init: { method: 'POST' } });
    expect(JSON.parse(String(calls[1]!.init?.body))).toEqual({ text: 'The deposit was for a parking space.' });
  });

  it('an appeal refused because one was already sent reads the link again and shows it', async () => {
    show(ok(CASE), refused(409, TRUST_MESSAGES.appealedAlready), ok(APPEALED));
    await screen.findByRole('heading', { level: 1, name: 'Your account is suspended' });
    fireEvent.change(screen.getByLabelText(/Why do you disagree/), { target: { value: 'Again.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your appeal was sent' })).toBeTruthy();
  });

  it('once the suspension is lifted, points to sign-in', async () => {
    show(ok({ ...CASE, decision: { ...CASE.decision, action: 'restore' }, canAppeal: false, suspended: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is no longer suspended' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('says when a link has expired, and what to do instead', async () => {
    show(refused(410, APPEAL_LINK_MESSAGES.expired));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeTruthy();
    expect(screen.getByText(/Appeal links work for 30 days/)).toBeTruthy();
  });

  it('says when a link is not valid', async () => {
    show(refused(404, APPEAL_LINK_MESSAGES.badToken));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link did not work' })).toBeTruthy();
    expect(
      screen.getByText('This link is not valid. Please use the link of the e-mail exactly as you received it.'),
    ).toBeTruthy();
  });
});
