import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TCustomer } from '@immora/shared/crm-customers';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import { CustomerActivity } from './customer-activity.tsx';

const CUSTOMER: TCustomer = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  _id: 'c0ffee00-0000-4000-8000-000000000001',
  addedBy: { id: 'u1', name: 'Nicolas Van Houtte' },
  agencyId: null,
  canEdit: true,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  fullName: 'Jan Wouters',
  phone: '0478123456',
  email: 'jan@example.be',
  address: '',
  status: 'active',
};
const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });

function show(answer: { status: number; body: unknown }) {
  document.cookie = 'authToken=token-123; path=/';
  const { fetchMock, calls } = answerFetch(answer);
  vi.stubGlobal('fetch', fetchMock);
  renderRoute(<CustomerActivity customer={CUSTOMER} />);
  return calls;
}

describe("A customer's viewings and e-mails", () => {
  it('lists both, with their status, listing, host and sender', async () => {
    const calls = show(
      ok({
        appointments: {
          items: [
            {
              id: 'a1',
              startsAt: '2026-12-01T09:00:00.000Z',
              status: 'confirmed',
              visitType: 'video',
              property: { id: 'p1', title: 'Loft by the Scheldt' },
              hostName: 'Nicolas Van Houtte',
            },
          ],
          total: 51,
        },
        emails: {
          items: [
            {
              id: 'e1',
              subject: 'Your viewing on Saturday',
              status: 'sent',
              sentAt: '2026-11-20T10:00:00.000Z',
              createdAt: '2026-11-20T10:00:00.000Z',
              senderName: 'Lotte Peeters',
            },
          ],
          total: 1,
        },
      }),
    );
    expect(await screen.findByText('Loft by the Scheldt')).toBeTruthy();
    expect(calls[0]!.url).toBe(`/api/crm/customers/${CUSTOMER.id}/activity`);
    const viewings = screen.getByRole('region', { name: 'Viewings' });
    expect(within(viewings).getByText('Confirmed')).toBeTruthy();
    expect(viewings.textContent).toContain('Video call · with Nicolas Van Houtte');
    expect(within(viewings).getByText('The 1 most recent of 51.')).toBeTruthy();
    const emails = screen.getByRole('region', { name: 'E-mails' });
    expect(within(emails).getByText('Your viewing on Saturday')).toBeTruthy();
    expect(within(emails).getByText('Sent')).toBeTruthy();
    expect(emails.textContent).toContain('by Lotte Peeters');
  });

  it('says when there is nothing yet', async () => {
    show(ok({ appointments: { items: [], total: 0 }, emails: { items: [], total: 0 } }));
    expect(await screen.findByText('No viewings booked with this e-mail address yet.')).toBeTruthy();
    expect(screen.getByText('No e-mails sent to this address yet.')).toBeTruthy();
  });

  it('offers a retry when the lists cannot be loaded', async () => {
    show({ status: 500, body: { success: false, error: { code: 'INTERNAL_ERROR', message: 'Something went wrong' } } });
    expect(await screen.findByText("The customer's viewings and e-mails could not be loaded")).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
  });
});
