import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TProfile } from '@immora/shared/profiles';
import { currentToasts } from '../../../components/toast/toast-store.ts';
import { Toaster } from '../../../components/toast/toaster.tsx';
import { renderRoute } from '../../../test/render-route.tsx';
import ProfilePage from './profile-page.tsx';

type Answer = { status: number; body: unknown };
const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });

/** Stubs fetch by 'METHOD /path'; records every call. */
function stubApi(routes: Record<string, Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(input, 'http://localhost').pathname}`;
    calls.push({ key, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
    const answer = routes[key] ?? { status: 404, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

const profile = (overrides: Partial<TProfile> = {}): TProfile => ({
  id: 'u1',
  role: 'buyer',
  firstName: 'Laura',
  lastName: 'Vermeersch',
  phone: '0475918273',
  email: 'laura@example.be',
  pendingEmail: null,
  hasPassword: true,
  accountErasureDays: 30,
  language: 'en',
  picture: null,
  agent: null,
  agency: null,
  ...overrides,
});
const agentProfile = profile({
  role: 'individual',
  agent: { licenceNumber: 'IPI 504.140', agencyName: null, agencyLinked: false, companyEmail: null, vatNumber: null },
});

function signIn(role: string) {
  document.cookie = 'authToken=token-123; path=/';
  document.cookie = `role=${role}; path=/`;
  document.cookie = 'id=u1; path=/';
  document.cookie = 'isVerified=true; path=/';
}

afterEach(() => vi.unstubAllGlobals());

describe('My profile', () => {
  it("shows a seeker's personal fields, without professional details or working hours", async () => {
    stubApi({ 'GET /api/users/me/profile': ok(profile()) });
    signIn('buyer');
    renderRoute(<ProfilePage page="myProfile" />);
    expect(((await screen.findByLabelText(/First name/)) as HTMLInputElement).value).toBe('Laura');
    expect(screen.queryByText('Professional details')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Working hours' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeTruthy();
  });

  it.each([
    ['answers 404', { status: 404, body: { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } } }],
    ['answers no user', ok(null)],
  ])("says 'User information not found.' when the profile %s", async (_, answer) => {
    stubApi({ 'GET /api/users/me/profile': answer });
    signIn('buyer');
    renderRoute(<ProfilePage page="myProfile" />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'User information not found.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update Profile' })).toBeNull();
  });

  it('says the profile could not be loaded, with Try again, when the server fails', async () => {
    stubApi({ 'GET /api/users/me/profile': { status: 500, body: {} } });
    signIn('buyer');
    renderRoute(<ProfilePage page="myProfile" />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Your profile could not be loaded.' })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("says 'Profile updated successfully!' once a change is saved", async () => {
    const calls = stubApi({
      'GET /api/users/me/profile': ok(profile()),
      'PUT /api/users/me/profile': ok(profile({ firstName: 'Lore' })),
    });
    signIn('buyer');
    renderRoute(
      <>
        <Toaster />
        <ProfilePage page="myProfile" />
      </>,
    );
    const first = (await screen.findByLabelText(/First name/)) as HTMLInputElement;
    fireEvent.change(first, { target: { value: 'Lore' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await within(screen.getByTestId('toasts')).findByText('Profile updated successfully!')).toBeTruthy();
    expect(calls.find((c) => c.key === 'PUT /api/users/me/profile')?.body).toMatchObject({ firstName: 'Lore' });
    expect(first.value).toBe('Lore');
  });

  it("puts the server's 409 on the e-mail field", async () => {
    const calls = stubApi({
      'GET /api/users/me/profile': ok(profile()),
      'PUT /api/users/me/profile': {
        status: 409,
        body: {
          success: false,
          error: {
            code: 'CONFLICT',
            message: 'An account with this email address already exists',
            fields: { email: 'An account with this email address already exists' },
          },
        },
      },
    });
    signIn('buyer');
    renderRoute(<ProfilePage page="myProfile" />);
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'taken@example.be' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    const field = email.closest('.field') as HTMLElement;
    expect(await within(field).findByText('An account with this email address already exists')).toBeTruthy();
    expect(calls.find((c) => c.key === 'PUT /api/users/me/profile')?.body).toMatchObject({
      email: 'taken@example.be',
      licenceNumber: null,
    });
  });

  it('refuses an incomplete working-hours slot before sending anything', async () => {
    const calls = stubApi({
      'GET /api/users/me/profile': ok(agentProfile),
      'GET /api/users/me/working-hours': ok({ days: [] }),
    });
    signIn('individual');
    renderRoute(<ProfilePage page="myProfile" />);
    const hours = await screen.findByRole('region', { name: 'Working hours' });
    expect(await within(hours).findByText(/No working hours set yet/)).toBeTruthy();
    fireEvent.click(within(hours).getByRole('switch', { name: 'Monday' }));
    fireEvent.click(within(hours).getByRole('button', { name: 'Add work slot on Monday' }));
    fireEvent.change(within(hours).getByLabelText('Start, slot 1 on Monday'), { target: { value: '09:00' } });
    fireEvent.click(within(hours).getByRole('button', { name: 'Save working hours' }));

    expect(
      await within(hours).findByText(
        'Every slot needs both a start and an end time. Please remove incomplete slots before saving.',
        { selector: '.profile-hours__problem' },
      ),
    ).toBeTruthy();
    expect(currentToasts().map((t) => t.text)).toContain('Failed to save working hours');
    expect(calls.some((c) => c.key === 'PUT /api/users/me/working-hours')).toBe(false);
    expect(screen.getByText('Professional details')).toBeTruthy();
  });

  it('shows the connected calendar and its last error, tries failed changes again, and disconnects after a confirmation', async () => {
    const failing = {
      provider: 'google',
      lastSyncedAt: '2026-11-20T09:00:00.000Z',
      lastError: 'Google calendar answered 500 Backend Error',
      lastErrorAt: '2026-11-21T10:30:00.000Z',
      pending: 1,
    };
    const synced = { ...failing, lastError: null, lastErrorAt: null, pending: 0 };
    const calls = stubApi({
      'GET /api/users/me/profile': ok(agentProfile),
      'GET /api/users/me/working-hours': ok({ days: [] }),
      'GET /api/users/me/calendar': ok(failing),
      'POST /api/users/me/calendar/retry': ok(synced),
      'DELETE /api/users/me/calendar': ok({ ...synced, provider: null, lastSyncedAt: null }),
    });
    signIn('individual');
    renderRoute(<ProfilePage page="myProfile" />);
    const calendar = await screen.findByRole('region', { name: 'Calendar sync' });
    expect(await within(calendar).findByText('Google Calendar connected')).toBeTruthy();
    expect(within(calendar).getByRole('alert').textContent).toContain('Google calendar answered 500 Backend Error');
    expect(within(calendar).getByText('1 viewing is not up to date in your calendar.')).toBeTruthy();

    fireEvent.click(within(calendar).getByRole('button', { name: 'Try again' }));
    expect(await within(calendar).findByText(/Last change sent on/)).toBeTruthy();
    await vi.waitFor(() => expect(within(calendar).queryByRole('alert')).toBeNull());
    expect(currentToasts().map((t) => t.text)).toContain('Your calendar is up to date');

    fireEvent.click(within(calendar).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect your Google Calendar?' });
    expect(calls.some((c) => c.key === 'DELETE /api/users/me/calendar')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await within(calendar).findByText('No calendar is connected.')).toBeTruthy();
    expect(calls.filter((c) => c.key === 'DELETE /api/users/me/calendar')).toHaveLength(1);
    expect(within(calendar).getByRole('button', { name: 'Connect Outlook Calendar' })).toBeTruthy();
  });
});
