import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderRoute } from '../../test/render-route.tsx';
import { DashboardSidebar } from './dashboard-sidebar.tsx';
import { MENUS } from './dashboard-menus.ts';

vi.setConfig({ testTimeout: 20_000 });

const signedIn = () => {
  for (const [name, value] of Object.entries({ authToken: 'jwt-1', role: 'buyer', id: 'u1', isVerified: 'true' }))
    document.cookie = `${name}=${value}; path=/`;
};
const popup = () => document.querySelector<HTMLElement>('.swal2-popup');

beforeEach(signedIn);
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.querySelectorAll('.swal2-container').forEach((node) => node.remove());
  for (const name of ['authToken', 'role', 'id', 'isVerified', 'expiryTime'])
    document.cookie = `${name}=; path=/; max-age=0`;
});

describe('Sign out everywhere (issue 9)', () => {
  it.each(['buyer', 'individual', 'agency', 'pseller'] as const)('is in the %s menu, after Logout', (menu) => {
    const account = MENUS[menu].find((group) => group.title === 'account')!;
    expect(account.items.map((entry) => entry.label).slice(-2)).toEqual(['logout', 'logoutAll']);
  });

  it('asks first, then ends every session on the server and this one in the browser', async () => {
    const { fetchMock, calls } = answerFetch({ status: 200, body: { success: true, data: { message: 'ok' } } });
    vi.stubGlobal('fetch', fetchMock);
    const router = renderRoute(<DashboardSidebar menu="buyer" label="Menu" />, '/user-home');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(popup()).not.toBeNull(), { timeout: 8000 });
    expect(within(popup()!).getByText('Sign out everywhere?')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(within(popup()!).getByRole('button', { name: 'Yes, sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 8000 });
    expect(calls.map((call) => call.url)).toEqual(['/api/users/logout-all']);
    expect(new Headers(calls[0]!.init?.headers).get('Authorization')).toBe('Bearer jwt-1');
    expect(document.cookie).not.toContain('authToken=');
  });

  it('Cancel leaves everything as it was', async () => {
    const { fetchMock, calls } = answerFetch({ status: 200, body: { success: true, data: {} } });
    vi.stubGlobal('fetch', fetchMock);
    const router = renderRoute(<DashboardSidebar menu="agency" label="Menu" />, '/agency-home');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(popup()).not.toBeNull(), { timeout: 8000 });
    fireEvent.click(within(popup()!).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(popup()).toBeNull());
    expect(calls).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/agency-home');
    expect(document.cookie).toContain('authToken=jwt-1');
  });

  it('when the server cannot do it, the browser stays signed in and says so', async () => {
    const { fetchMock } = answerFetch({ status: 503, body: { success: false, error: { code: 'X', message: 'Down' } } });
    vi.stubGlobal('fetch', fetchMock);
    const router = renderRoute(<DashboardSidebar menu="pseller" label="Menu" />, '/pseller-home');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(popup()).not.toBeNull(), { timeout: 8000 });
    fireEvent.click(within(popup()!).getByRole('button', { name: 'Yes, sign out everywhere' }));
    expect(
      await screen.findByText('We could not sign you out everywhere. Please try again.', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pseller-home');
    expect(document.cookie).toContain('authToken=jwt-1');
  });
});
