import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import { CloseAccountSection } from './close-account-section.tsx';

vi.setConfig({ testTimeout: 20_000 });

function signIn(role: string) {
  document.cookie = 'authToken=token-123; path=/';
  document.cookie = `role=${role}; path=/`;
  document.cookie = 'id=u1; path=/';
  document.cookie = 'isVerified=true; path=/';
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.querySelectorAll('.swal2-container').forEach((node) => node.remove());
});

const closeButton = () => screen.getByRole('button', { name: 'Close my account' });

describe('Close my account', () => {
  it('says what happens, with the role’s own cases (a seller: auction, subscription, listings under offer)', () => {
    renderRoute(<CloseAccountSection profile={{ role: 'pseller', hasPassword: true, accountErasureDays: 30 }} />);
    const section = screen.getByRole('region', { name: 'Close my account' });
    expect(within(section).getByText(/shown as “Former user”/)).toBeTruthy();
    expect(within(section).getByText(/Your listings are taken down/)).toBeTruthy();
    expect(within(section).getByText(/Invoices are kept for the 10 years/)).toBeTruthy();
    expect(within(section).getByText(/if it has bids, every bidder is told/)).toBeTruthy();
    expect(within(section).getByText(/subscription is not refunded/)).toBeTruthy();
    expect(within(section).getByText(/Listings under offer are taken down too/)).toBeTruthy();
  });

  it('a buyer sees no listing cases', () => {
    renderRoute(<CloseAccountSection profile={{ role: 'buyer', hasPassword: true, accountErasureDays: 30 }} />);
    expect(screen.queryByText(/Your listings are taken down/)).toBeNull();
    expect(screen.queryByText('For your account')).toBeNull();
  });

  it('asks the password, then a last confirmation; sends it, signs out and says when the account is erased', async () => {
    const { fetchMock, calls } = answerFetch({
      status: 200,
      body: { success: true, data: { closedAt: '2026-11-29T10:00:00.000Z', eraseAfter: '2026-12-29T10:00:00.000Z' } },
    });
    vi.stubGlobal('fetch', fetchMock);
    signIn('pseller');
    const router = renderRoute(
      <CloseAccountSection profile={{ role: 'pseller', hasPassword: true, accountErasureDays: 30 }} />,
      '/pseller-profile',
    );
    fireEvent.click(closeButton());
    expect(await screen.findByText('Please type your password to close your account.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Your password/, { selector: 'input' }), {
      target: { value: 'Brussel-2024!' },
    });
    fireEvent.click(closeButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Close your account?' });
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls[0]?.url).toBe('/api/users/me/close');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ password: 'Brussel-2024!' });
    expect(document.cookie).not.toContain('authToken=token-123');
    expect(await screen.findByText('Your account is closed', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText(/We erase your account on 29 December 2026/)).toBeTruthy();
  });

  it('shows a wrong password on the field and stays signed in', async () => {
    const { fetchMock } = answerFetch({
      status: 400,
      body: {
        success: false,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'This password is not correct.',
          fields: { password: 'This password is not correct.' },
        },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    signIn('buyer');
    renderRoute(
      <CloseAccountSection profile={{ role: 'buyer', hasPassword: true, accountErasureDays: 30 }} />,
      '/user-profile',
    );
    fireEvent.change(screen.getByLabelText(/Your password/, { selector: 'input' }), {
      target: { value: 'wrong-one-1' },
    });
    fireEvent.click(closeButton());
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close my account' }));
    expect(await screen.findByText('This password is not correct.')).toBeTruthy();
    expect(document.cookie).toContain('authToken=token-123');
  });

  it('announces the server’s grace period, and the erasure date it gives', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:00:00.000Z'));
    renderRoute(<CloseAccountSection profile={{ role: 'buyer', hasPassword: true, accountErasureDays: 7 }} />);
    const section = screen.getByRole('region', { name: 'Close my account' });
    expect(within(section).getByText(/after 7 days it is erased for good/)).toBeTruthy();
    expect(within(section).getByText(/After 7 days we erase your account/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Your password/, { selector: 'input' }), {
      target: { value: 'Brussel-2024!' },
    });
    fireEvent.click(closeButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Close your account?' });
    expect(within(dialog).getByText(/Your account is erased on 6 December 2026/)).toBeTruthy();
    vi.useRealTimers();
  });

  it('a grace period shorter than a day is said in hours or minutes', () => {
    renderRoute(
      <CloseAccountSection profile={{ role: 'buyer', hasPassword: true, accountErasureDays: 90 / 86_400 }} />,
    );
    expect(screen.getByText(/after 1.5 minutes it is erased for good/)).toBeTruthy();
  });

  it('an account without a password is asked to sign in again with Google or Microsoft', () => {
    renderRoute(<CloseAccountSection profile={{ role: 'buyer', hasPassword: false, accountErasureDays: 30 }} />);
    expect(screen.queryByLabelText(/Your password/)).toBeNull();
    expect(screen.getByText(/Your account has no password/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Google/ })).toBeTruthy();
  });
});
