import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStaffCaseItem } from '@immora/shared/trust';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import StaffQueuePage from './staff-queue-page.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const page = (items: TStaffCaseItem[], total = items.length) => ({
  status: 200,
  body: { success: true, data: { items, total, page: 1, pageSize: 20 } },
});

const CASE: TStaffCaseItem = {
  id: '5a0c1e52-0d6f-4d49-8a57-9a0f6b7c8d9e',
  status: 'appealed',
  severity: 'high',
  target: { kind: 'listing', listingId: 'l1', userId: 'u1', label: 'Loft by the Scheldt' },
  reports: 2,
  reasons: ['scam', 'wrong_details'],
  signals: ['shared_photo', 'some_new_rule'],
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-29T09:00:00.000Z',
};

describe('the staff queue', () => {
  it('shows grey rows while the queue loads', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderRoute(<StaffQueuePage />, '/staff');
    expect(screen.getByRole('heading', { level: 1, name: 'Moderation queue' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByTestId('case-row')).toBeNull();
  });

  it('says there is nothing to review when the queue is empty', async () => {
    vi.stubGlobal('fetch', answerFetch(page([])).fetchMock);
    renderRoute(<StaffQueuePage />, '/staff');
    expect(await screen.findByText('Nothing to review')).toBeTruthy();
  });

  it('says the queue could not be loaded, with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      answerFetch({ status: 500, body: { success: false, error: { code: 'X', message: 'x' } } }).fetchMock,
    );
    renderRoute(<StaffQueuePage />, '/staff');
    expect(await screen.findByText('The queue could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists a case with its severity, reasons and signals in words, linked to its page', async () => {
    const { fetchMock, calls } = answerFetch(page([CASE], 1));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<StaffQueuePage />, '/staff');
    const row = (await screen.findAllByTestId('case-row'))[0]!;
    expect(row.textContent).toContain('Serious');
    expect(row.textContent).toContain('2 reports: Scam or fake, Wrong price or details');
    expect(row.textContent).toContain('The same photo on another owner’s listing, Some new rule');
    expect(row.textContent).toContain('Appealed');
    expect(screen.getAllByRole('link', { name: 'Loft by the Scheldt' })[0]!.getAttribute('href')).toBe(
      `/staff/cases/${CASE.id}`,
    );
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/api/staff/cases?') && c.url.includes('sort=severity'))).toBe(true),
    );
  });
});
