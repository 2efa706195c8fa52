import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardRedirect } from '../../lib/authorization.ts';
import { SessionProvider } from '../providers/session-provider.tsx';
import { RequireRole } from './require-role.tsx';
import { RequireCrm } from './require-crm.tsx';
import { buildRoutes } from '../router.tsx';
import { AREA_LOADERS } from '../areas/area-loaders.ts';

function signIn(role: string) {
  document.cookie = 'authToken=token-123; path=/';
  document.cookie = `role=${role}; path=/`;
  document.cookie = 'id=u1; path=/';
  document.cookie = 'isVerified=true; path=/';
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/crm-login', element: <p>crm login</p> },
      {
        path: '/agency-home',
        element: (
          <RequireRole roles={['agency']}>
            <p>agency home</p>
          </RequireRole>
        ),
      },
      {
        path: '/user-home',
        element: (
          <RequireRole roles={['buyer']}>
            <p>buyer home</p>
          </RequireRole>
        ),
      },
      {
        path: '/dashboard-home',
        element: (
          <RequireRole roles={['individual']}>
            <p>individual home</p>
          </RequireRole>
        ),
      },
      {
        path: '/agent-single/:id',
        element: (
          <RequireRole roles={[]}>
            <p>agent profile</p>
          </RequireRole>
        ),
      },
      {
        path: '/crm-dashboard',
        element: (
          <RequireCrm>
            <p>crm dashboard</p>
          </RequireCrm>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('route guards (spec 1 §6)', () => {
  it('sends a guest on a protected route to /', async () => {
    const router = renderAt('/agency-home');
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user with the wrong role to their own home', async () => {
    signIn('individual');
    const router = renderAt('/agency-home');
    expect(await screen.findByText('individual home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard-home');
  });

  it('sends an unknown role to /', async () => {
    signIn('landlord');
    const router = renderAt('/user-home');
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets the right role in, and any role in when no roles are listed', async () => {
    signIn('agency');
    renderAt('/agency-home');
    expect(await screen.findByText('agency home')).toBeTruthy();
  });

  it('lets any signed-in role open a route without listed roles', async () => {
    signIn('buyer');
    renderAt('/agent-single/42');
    expect(await screen.findByText('agent profile')).toBeTruthy();
  });

  it('sends CRM pages to /crm-login without crmToken and crmCustomer', async () => {
    localStorage.setItem('crmToken', 'abc');
    const router = renderAt('/crm-dashboard');
    expect(await screen.findByText('crm login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/crm-login');
  });

  it('opens CRM pages with both crmToken and crmCustomer', async () => {
    localStorage.setItem('crmToken', 'abc');
    localStorage.setItem('crmCustomer', '{"id":"c1"}');
    renderAt('/crm-dashboard');
    expect(await screen.findByText('crm dashboard')).toBeTruthy();
  });

  it('guardRedirect covers every case', () => {
    const session = (role: string) => ({ token: 't', role, id: '1', isVerified: true });
    expect(guardRedirect(null, undefined)).toBeNull();
    expect(guardRedirect(null, ['buyer'])).toBe('/');
    expect(guardRedirect(null, [])).toBe('/');
    expect(guardRedirect(session('pseller'), ['agency'])).toBe('/pseller-home');
    expect(guardRedirect(session('buyer'), ['individual'])).toBe('/user-home');
    expect(guardRedirect(session('agency'), ['buyer'])).toBe('/agency-home');
    expect(guardRedirect(session('ghost'), ['buyer'])).toBe('/');
    expect(guardRedirect(session('ghost'), [])).toBeNull();
    expect(guardRedirect(session('agency'), ['agency'])).toBeNull();
  });

  it('keeps staff in the back office and everyone else out of it (decision 076)', () => {
    const session = (role: string) => ({ token: 't', role, id: '1', isVerified: true });
    expect(guardRedirect(session('staff'), ['staff'])).toBeNull();
    expect(guardRedirect(session('staff'), ['agency'])).toBe('/staff');
    // A route open to every signed-in marketplace role is not open to staff.
    expect(guardRedirect(session('staff'), [])).toBe('/staff');
    expect(guardRedirect(session('buyer'), ['staff'])).toBe('/user-home');
    expect(guardRedirect(session('agency'), ['staff'])).toBe('/agency-home');
    expect(guardRedirect(null, ['staff'])).toBe('/');
  });
});

describe('the app router built from the route table', () => {
  // The first import of a working area compiles a large module graph, which took more than a
  // test's 5 s on a busy 2-core machine: compile the areas these tests open once, beforehand.
  beforeAll(async () => {
    await Promise.all((['public', 'buyer', 'agency', 'crm'] as const).map((area) => AREA_LOADERS[area]()));
  }, 120_000);

  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: true, data: { items: [], total: 0, page: 1, pageSize: 8 } }), {
            status: 200,
          }),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function renderApp(path: string) {
    const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>,
    );
    return router;
  }

  it('redirects a guest away from a dashboard', async () => {
    const router = renderApp('/agency-home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('redirects a buyer away from the agency area to /user-home', async () => {
    signIn('buyer');
    const router = renderApp('/agency-agents');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('shows the subscription-required page on a gated route without a subscription', async () => {
    signIn('agency');
    renderApp('/agency-agents');
    expect(
      await screen.findByText('An active subscription is required to use this feature.', { selector: 'p' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy a subscription' }).getAttribute('href')).toBe('/plans');
  });

  it("sends the old 'Publish Property' address to the add-property wizard, query kept", async () => {
    signIn('individual');
    const router = renderApp('/dashboard-publishProperty?id=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-add-property'));
    expect(router.state.location.search).toBe('?id=abc');
  });

  it('sends CRM routes to /crm-login', async () => {
    const router = renderApp('/crm-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm-login'));
  });

  it('shows the not-found page for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeTruthy();
  });
});
