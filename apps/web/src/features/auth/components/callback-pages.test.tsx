import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import { CalendarCallbackPage } from './calendar-callback-page.tsx';
import { OAuthCallbackPage } from './oauth-callback-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.querySelectorAll('.swal2-container').forEach((node) => node.remove());
});

vi.setConfig({ testTimeout: 20_000 });

/** The API answers every call with this failure; returns the calls made. */
function failWith(status: number, code: string, message: string) {
  const { fetchMock, calls } = answerFetch({ status, body: { success: false, error: { code, message } } });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('the callback pages (their shared card and code exchange)', () => {
  it('sign-in without a code says so and links to Login, asking nothing', async () => {
    const calls = failWith(500, 'UNEXPECTED', 'Nothing should be asked');
    renderRoute(<OAuthCallbackPage provider="outlook" />, '/auth/outlook/callback');
    expect((await screen.findByRole('alert')).textContent).toBe('No authorization code found');
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
    expect(calls).toHaveLength(0);
  });

  it("sign-in shows the server's failure in the card", async () => {
    const calls = failWith(400, 'BAD_REQUEST', 'The sign-in link has expired');
    renderRoute(
      <OAuthCallbackPage provider="google" />,
      '/auth/google/callback',
      '/auth/google/callback?code=c1&state=s1',
    );
    expect(screen.getByRole('status').textContent).toBe('Signing you in with Google…');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The sign-in link has expired'));
    expect(calls.map((call) => [call.url, call.init?.body])).toEqual([
      ['/api/auth/google/callback', JSON.stringify({ code: 'c1', state: 's1' })],
    ]);
  });

  it('an unregistered calendar account is offered Register Now', async () => {
    const calls = failWith(404, 'NOT_FOUND', "User doesn't exist");
    renderRoute(
      <CalendarCallbackPage provider="outlook" />,
      '/auth/outlook/calendar/callback',
      '/auth/outlook/calendar/callback?code=c2&state=s2',
    );
    expect(await screen.findByText('There is an issue with your Outlook Calendar account.')).toBeTruthy();
    expect(screen.getByText('Email Not Registered')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register Now' })).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/outlook/calendar/callback?code=c2&state=s2']);
  });

  it('the Outlook calendar page without a code says so; the Google one goes to the error page', async () => {
    renderRoute(<CalendarCallbackPage provider="outlook" />, '/auth/outlook/calendar/callback');
    expect((await screen.findByRole('alert')).textContent).toBe('No authorization code found');
    cleanup();
    renderRoute(<CalendarCallbackPage provider="google" />, '/auth/google/calendar/callback');
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });
});
