import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPOINTMENT_MESSAGES, type TAppointment } from '@immora/shared/appointments';
import { currentToasts, dismissToast } from '../../../components/toast/toast-store.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { fail, ok, routeFetch, signIn } from '../../my-properties/components/my-property.fixture.ts';
import AppointmentsPage from './appointments-page.tsx';

const ID = 'c0ffee00-0000-4000-8000-000000000001';
function appointment(overrides: Partial<TAppointment> = {}): TAppointment {
  return {
    id: ID,
    _id: ID,
    side: 'owner',
    property: { id: 'p1', title: 'Loft by the Leie', city: 'Gent' },
    startsAt: '2026-12-08T09:00:00.000Z',
    endsAt: '2026-12-08T10:00:00.000Z',
    status: 'pending',
    visitType: 'video',
    profileShared: false,
    message: '',
    agent: { id: 'a1', name: 'Nicolas Van Houtte', email: 'agent@immora.be', phone: '0475112233' },
    client: { id: 's1', name: 'Sofie Jacobs', email: 'sofie@example.be', phone: null },
    canReview: false,
    createdAt: '2026-11-26T09:00:00.000Z',
    updatedAt: '2026-11-26T09:00:00.000Z',
    ...overrides,
  };
}
const page = (items: TAppointment[]) => ok({ items, total: items.length, page: 1, pageSize: 10 });
const SLOTS = ok({
  bookable: true,
  slotMinutes: 60,
  timeZone: 'Europe/Brussels',
  slots: [
    { startsAt: '2026-12-09T09:00:00.000Z', endsAt: '2026-12-09T10:00:00.000Z' },
    { startsAt: '2026-12-09T13:00:00.000Z', endsAt: '2026-12-09T14:00:00.000Z' },
    { startsAt: '2026-12-10T09:00:00.000Z', endsAt: '2026-12-10T10:00:00.000Z' },
  ],
});

afterEach(() => {
  for (const t of currentToasts()) dismissToast(t.id);
  vi.unstubAllGlobals();
});

function open(side: 'owner' | 'seeker', routes: Parameters<typeof routeFetch>[0], at = '/list') {
  const fetch = routeFetch(routes);
  vi.stubGlobal('fetch', fetch.fetchMock);
  signIn(side === 'owner' ? 'individual' : 'buyer');
  renderRoute(<AppointmentsPage side={side} backTo="/dashboard-my-properties" />, '/list/:propertyId?', at);
  return fetch;
}
const row = () => screen.getByTestId('appointment-row');
/** Opens the row's actions menu and chooses one. */
async function choose(item: string) {
  fireEvent.click(await screen.findByRole('button', { name: /Actions for the appointment/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('the owner’s appointments', () => {
  it('lists date and time, status, agent, client, e-mail, phone, profile shared and visit type', async () => {
    open('owner', { 'GET /api/appointments': page([appointment()]) });
    await screen.findByText('Sofie Jacobs');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Date and time',
      'Status',
      'Listing',
      'Agent name',
      'Client name',
      'Email',
      'Phone',
      'Profile shared',
      'Visit type',
      'Action',
    ]);
    const cells = within(row());
    expect(cells.getByText('Pending')).toBeTruthy();
    expect(cells.getByText('sofie@example.be')).toBeTruthy();
    expect(cells.getByText('Not shared')).toBeTruthy();
    expect(cells.getByText('No')).toBeTruthy();
    expect(cells.getByText('Video call')).toBeTruthy();
    // Belgian time: 09:00 UTC is 10:00 in Brussels in December.
    expect(cells.getByText(/10:00/)).toBeTruthy();
    // The seeker's cancel is not the owner's action; a listing's page has its back link.
    expect(cells.queryByRole('button', { name: /Cancel the appointment/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Back to properties' })).toBeNull();
  });

  it('shows a shared client’s phone in its readable form as a tel: link', async () => {
    const client = { id: 's1', name: 'Sofie Jacobs', email: 'sofie@example.be', phone: '32497603545' };
    open('owner', { 'GET /api/appointments': page([appointment({ profileShared: true, client })]) });
    const link = await within(await screen.findByTestId('appointment-row')).findByRole('link', {
      name: '+32 497 60 35 45',
    });
    expect(link.getAttribute('href')).toBe('tel:+32497603545');
  });

  it('keeps a long listing title to two lines in the table, the whole title in its tooltip', async () => {
    const title = 'Charming renovated farmhouse with a large garden, a pool and a view over the Flemish Ardennes';
    open('owner', { 'GET /api/appointments': page([appointment({ property: { id: 'p1', title, city: 'Gent' } })]) });
    const link = await within(await screen.findByTestId('appointment-row')).findByRole('link', { name: title });
    const clamp = link.closest('.data-table__clamp');
    expect(clamp?.getAttribute('title')).toBe(title);
    expect(clamp?.closest('td')?.classList.contains('is-clamped')).toBe(true);
  });

  it('updates the status through the dialog, offering only the allowed statuses', async () => {
    const { calls } = open('owner', {
      'GET /api/appointments': page([appointment()]),
      'PATCH /api/appointments/:id/status': ok(appointment({ status: 'confirmed' })),
    });
    await choose('Update status');
    const dialog = await screen.findByRole('dialog', { name: 'Update status' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([expect.stringContaining('Confirmed'), expect.stringContaining('Cancelled')]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'confirmed' });
    expect(currentToasts().map((t) => t.text)).toContain('Appointment status updated');
  });

  it('says why a status change failed', async () => {
    open('owner', {
      'GET /api/appointments': page([appointment({ status: 'confirmed' })]),
      'PATCH /api/appointments/:id/status': fail(409, APPOINTMENT_MESSAGES.notYet),
    });
    await choose('Update status');
    const dialog = await screen.findByRole('dialog', { name: 'Update status' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save status' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to update appointment status.');
    expect(alert.textContent).toContain(APPOINTMENT_MESSAGES.notYet);
  });

  it('reschedules to a free date and time, and says so', async () => {
    const { calls } = open('owner', {
      'GET /api/appointments': page([appointment()]),
      'GET /api/properties/:id/slots': SLOTS,
      'PATCH /api/appointments/:id/schedule': ok(appointment({ status: 'confirmed' })),
    });
    await choose('Reschedule');
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule the appointment' });
    const date = await within(dialog).findByLabelText(/^Date/);
    expect(within(date).getAllByRole('option')).toHaveLength(3);
    fireEvent.change(date, { target: { value: '2026-12-09' } });
    const time = within(dialog).getByLabelText(/^Time/);
    expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a time', '10:00', '14:00']);
    fireEvent.change(time, { target: { value: '2026-12-09T13:00:00.000Z' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ startsAt: '2026-12-09T13:00:00.000Z' });
    expect(currentToasts().map((t) => t.text)).toContain('Appointment Rescheduled');
  });

  it('shows the spec’s message when a reschedule fails, and refuses to send no time', async () => {
    const { calls } = open('owner', {
      'GET /api/appointments': page([appointment()]),
      'GET /api/properties/:id/slots': SLOTS,
      'PATCH /api/appointments/:id/schedule': fail(409, APPOINTMENT_MESSAGES.slotTaken),
    });
    await choose('Reschedule');
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule the appointment' });
    await within(dialog).findByLabelText(/^Date/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText(APPOINTMENT_MESSAGES.startsAt)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-12-10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    const alert = (await within(dialog).findByText('Failed to reschedule the appointment. Please try again.')).closest(
      '[role="alert"]',
    )!;
    expect(alert.textContent).toContain(APPOINTMENT_MESSAGES.slotTaken);
  });

  it('a listing’s appointments ask for that listing and link back to the properties', async () => {
    const { calls } = open('owner', { 'GET /api/my-properties/:id/appointments': page([]) }, '/list/p1');
    expect(await screen.findByText('No appointments yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to properties' }).getAttribute('href')).toBe(
      '/dashboard-my-properties',
    );
    expect(calls[0]!.url.pathname).toBe('/api/my-properties/p1/appointments');
  });

  it('opens the profile a client shared, and says why one cannot be seen', async () => {
    const shared = appointment({ profileShared: true });
    open('owner', {
      'GET /api/appointments': page([shared]),
      [`GET /api/appointments/${ID}/profile`]: ok({
        id: 's1',
        firstName: 'Sofie',
        lastName: 'Jacobs',
        name: 'Sofie Jacobs',
        email: 'sofie@example.be',
        phone: '+32 475 11 22 33',
        picture: null,
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View the profile Sofie Jacobs shared' }));
    const dialog = await screen.findByRole('dialog', { name: 'Client profile' });
    const view = await within(dialog).findByTestId('profile-view');
    expect(within(view).getByText('Sofie Jacobs')).toBeTruthy();
    expect(within(view).getByRole('link', { name: 'sofie@example.be' }).getAttribute('href')).toBe(
      'mailto:sofie@example.be',
    );
    expect(within(view).getByRole('link', { name: '+32 475 11 22 33' })).toBeTruthy();
    // The footer's button (the head's × has the same name).
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal when the profile is not shared any more', async () => {
    open('owner', {
      'GET /api/appointments': page([appointment({ profileShared: true })]),
      [`GET /api/appointments/${ID}/profile`]: fail(403, APPOINTMENT_MESSAGES.profileNotShared),
    });
    await choose('View Profile');
    const dialog = await screen.findByRole('dialog', { name: 'Client profile' });
    expect(await within(dialog).findByText(/did not share their profile/)).toBeTruthy();
    expect(within(dialog).queryByTestId('profile-view')).toBeNull();
  });

  it('offers no profile view when the client did not share it', async () => {
    open('owner', { 'GET /api/appointments': page([appointment()]) });
    await screen.findByText('Sofie Jacobs');
    expect(screen.queryByRole('button', { name: /View the profile/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Actions for the appointment/ }));
    expect(screen.queryByRole('menuitem', { name: 'View Profile' })).toBeNull();
  });

  it('says when the appointments cannot be loaded', async () => {
    open('owner', { 'GET /api/appointments': fail(500, 'boom') });
    expect(await screen.findByText('Error loading appointments')).toBeTruthy();
  });
});

describe('the seeker’s appointments', () => {
  it('cancels a confirmed viewing after a confirmation', async () => {
    const { calls } = open('seeker', {
      'GET /api/appointments/booked': page([appointment({ side: 'seeker', status: 'confirmed' })]),
      'POST /api/appointments/:id/cancel': ok(appointment({ side: 'seeker', status: 'cancelled' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Cancel the appointment/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    expect(dialog.textContent).toContain('Loft by the Leie');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /Cancel the appointment/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.url.pathname).toBe(`/api/appointments/${ID}/cancel`);
    // The agent's phone, once confirmed, is the seeker's to call.
    expect(within(row()).getByText('0475112233')).toBeTruthy();
  });

  it('shows the agent’s phone in its readable form as a tel: link', async () => {
    const agent = { id: 'a1', name: 'Nicolas Van Houtte', email: 'agent@immora.be', phone: '32497603545' };
    open('seeker', {
      'GET /api/appointments/booked': page([appointment({ side: 'seeker', status: 'confirmed', agent })]),
    });
    const link = await within(await screen.findByTestId('appointment-row')).findByRole('link', {
      name: '+32 497 60 35 45',
    });
    expect(link.getAttribute('href')).toBe('tel:+32497603545');
    expect(screen.queryByText('32497603545')).toBeNull();
  });

  it('asks for the coming viewings first, soonest first, and offers that order', async () => {
    const { calls } = open('seeker', { 'GET /api/appointments/booked': page([appointment({ side: 'seeker' })]) });
    await screen.findByTestId('appointment-row');
    const list = calls.find((c) => c.url.pathname === '/api/appointments/booked')!;
    expect(list.url.searchParams.get('sort')).toBe('upcoming');
    expect(list.url.searchParams.get('order')).toBe('asc');
    expect(
      (screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).selectedOptions[0]?.textContent,
    ).toBe('Upcoming first');
  });

  it('offers no cancel for a finished viewing', async () => {
    open('seeker', { 'GET /api/appointments/booked': page([appointment({ side: 'seeker', status: 'completed' })]) });
    await screen.findByText('Completed');
    expect(screen.queryByRole('button', { name: /Cancel the appointment/ })).toBeNull();
  });
});

describe('the calendar link', () => {
  it('makes a private address, shows it once, and stops it after a confirmation', async () => {
    const url = 'http://localhost/api/appointment-feeds/abc.ics';
    const { calls } = open('seeker', {
      'GET /api/appointments/booked': page([]),
      'GET /api/appointments/feed': ok({ active: false, createdAt: null }),
      'POST /api/appointments/feed': ok({ url, createdAt: '2026-11-26T10:00:00.000Z' }),
      'DELETE /api/appointments/feed': ok({ message: 'Calendar feed stopped.' }),
    });
    const card = within(await screen.findByTestId('calendar-feed'));
    fireEvent.click(await card.findByRole('button', { name: 'Create calendar link' }));
    expect(((await card.findByLabelText('Your private calendar link')) as HTMLInputElement).value).toBe(url);
    fireEvent.click(card.getByRole('button', { name: 'Stop link' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Stop link' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(card.queryByLabelText('Your private calendar link')).toBeNull());
  });
});
