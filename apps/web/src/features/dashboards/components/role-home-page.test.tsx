import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TDashboardStats, TUpcomingAppointment } from '@immora/shared/dashboards';
import { SubscriptionContext } from '../../../lib/subscription-context.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { ok, routeFetch, signIn } from '../../my-properties/components/my-property.fixture.ts';
import { RoleHomePage, type HomeRole } from './role-home-page.tsx';
import fr from '../../../i18n/locales/fr/common.json';

const STATS: TDashboardStats = {
  savedSearches: 2,
  favourites: 4,
  bookedAppointments: 1,
  properties: null,
  published: null,
  views: null,
  leads: null,
  appointments: null,
  agents: null,
  licences: null,
};
const CARD: TUpcomingAppointment = {
  id: 'a1',
  side: 'seeker',
  startsAt: '2026-12-08T09:00:00.000Z',
  status: 'pending',
  visitType: 'video',
  withName: 'Nicolas Van Houtte',
  property: { id: 'p1', title: 'Loft by the Leie', city: 'Gent', thumbnail: null, coverVariants: [] },
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

function open(
  role: HomeRole,
  stats: Partial<TDashboardStats>,
  extra: Parameters<typeof routeFetch>[0] = {},
  subscribed = true,
) {
  const fetch = routeFetch({
    'GET /api/users/me': ok({ id: 'u1', first_name: 'Lien', last_name: 'Claes', role }),
    'GET /api/dashboard/stats': ok({ ...STATS, ...stats }),
    'GET /api/dashboard/upcoming': ok({ items: [CARD] }),
    ...extra,
  });
  vi.stubGlobal('fetch', fetch.fetchMock);
  signIn(role);
  renderRoute(
    <SubscriptionContext.Provider value={{ isLoading: false, isActive: subscribed, expiresAt: null }}>
      <RoleHomePage role={role} />
    </SubscriptionContext.Provider>,
  );
  return fetch;
}
const figure = async (key: string) => (await screen.findByTestId(`home-${key}`)).textContent;

describe('role homes', () => {
  it("greets a buyer and shows the figures and next viewings, numbers in the reader's format", async () => {
    open('buyer', { favourites: 23424 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Lien!' })).toBeTruthy();
    expect(await figure('favourites')).toContain('23,424');
    expect(await figure('savedSearches')).toContain('2');
    expect(await figure('bookedAppointments')).toBe('Appointments1');
    expect(screen.queryByTestId('home-properties')).toBeNull();
    const card = await screen.findByTestId('upcoming-appointment');
    expect(within(card).getByRole('link', { name: 'Loft by the Leie' }).getAttribute('href')).toBe('/single-v1/p1');
    expect(within(card).getByText('Agent: Nicolas Van Houtte')).toBeTruthy();
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(screen.getByRole('link', { name: /View all/ }).getAttribute('href')).toBe('/user-appointments');
  });

  it('gives an agent their statistics and a page of favourites', async () => {
    const { calls } = open(
      'individual',
      { properties: 12, views: 4821, appointments: 3 },
      {
        'GET /api/favourites': ok({
          items: [
            {
              createdAt: '2026-11-20T09:00:00.000Z',
              property: {
                id: 'f1',
                title: 'Villa in Knokke',
                publishedAt: '2026-10-02T09:00:00.000Z',
                availableNow: true,
              },
            },
          ],
          total: 9,
          page: 1,
          pageSize: 5,
        }),
      },
    );
    const statistics = within(await screen.findByRole('list', { name: 'Agent statistics' }));
    expect((await statistics.findByTestId('home-views')).textContent).toContain('4,821');
    expect(statistics.getByTestId('home-appointments').textContent).toBe('Total appointments3');
    const row = await screen.findByTestId('home-favourite-row');
    expect(within(row).getByRole('link', { name: 'Villa in Knokke' })).toBeTruthy();
    expect(within(row).getByText('Available now')).toBeTruthy();
    expect(within(row).getByText('2 Oct 2026')).toBeTruthy();
    expect(screen.getByText('9 properties')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: /pagination|Pages/i })).toBeTruthy();
    expect(calls.find((c) => c.url.pathname === '/api/favourites')!.url.searchParams.get('pageSize')).toBe('5');
  });

  it('tells an agent without a subscription that favourites need one, and does not ask for them', async () => {
    const { calls } = open('individual', { properties: 2, views: 10, appointments: 0 }, {}, false);
    expect(await screen.findByText('An active subscription is required to use this feature.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy a subscription' }).getAttribute('href')).toBe('/pricing');
    expect(await figure('views')).toContain('10');
    expect(calls.some((c) => c.url.pathname === '/api/favourites')).toBe(false);
  });

  it('shows an agency its agents, properties, appointments, leads and licence seats', async () => {
    open('agency', { agents: 6, properties: 40, appointments: 7, leads: 1250, licences: 4 });
    expect(await figure('agents')).toContain('6');
    expect(await figure('leads')).toContain('1,250');
    expect(await figure('appointments')).toContain('7');
    expect(await figure('licences')).toContain('4');
    expect(screen.queryByTestId('home-favourite-row')).toBeNull();
  });

  it("names a favourite by its version in the reader's language in the favourites table (decision 055)", async () => {
    i18next.addResourceBundle('fr', 'common', fr, true, true);
    await i18next.changeLanguage('fr');
    const favourite = { id: 'f1', publishedAt: '2026-10-02T09:00:00.000Z', availableNow: true };
    const titles = { nl: 'Villa aan het meer', fr: 'Villa au bord du lac' };
    open(
      'individual',
      { properties: 2, views: 10, appointments: 0 },
      {
        'GET /api/favourites': ok({
          items: [{ createdAt: '2026-11-20T09:00:00.000Z', property: { ...favourite, title: titles.nl, titles } }],
          total: 1,
          page: 1,
          pageSize: 5,
        }),
      },
    );
    const row = await screen.findByTestId('home-favourite-row');
    expect(within(row).getByRole('link', { name: titles.fr })).toBeTruthy();
  });
});
