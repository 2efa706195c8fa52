import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDataExport, TDataExports } from '@immora/shared/data-exports';
import { renderRoute } from '../../../test/render-route.tsx';
import { DataExportSection } from './data-export-section.tsx';

type Answer = { status: number; body: unknown };
const ok = (data: unknown, status = 200): Answer => ({ status, body: { success: true, data } });
const HOUR = 3_600_000;

/** Stubs fetch by 'METHOD /path' (an array answers in turn, the last repeating); records every call. */
function stubApi(routes: Record<string, Answer | Answer[]>) {
  const calls: string[] = [];
  const served: Record<string, number> = {};
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(input, 'http://localhost').pathname}`;
    calls.push(key);
    const route = routes[key];
    const list = Array.isArray(route) ? route : route ? [route] : [{ status: 404, body: {} }];
    const answer = list[Math.min((served[key] = (served[key] ?? 0) + 1) - 1, list.length - 1)]!;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

const item = (overrides: Partial<TDataExport>): TDataExport => ({
  id: 'e1',
  state: 'ready',
  requestedAt: '2026-11-20T09:00:00.000Z',
  readyAt: '2026-11-20T09:02:00.000Z',
  expiresAt: '2026-11-27T09:02:00.000Z',
  sizeBytes: 3_250_000,
  ...overrides,
});
const list = (items: TDataExport[], nextAllowedAt: string | null = null): TDataExports => ({ items, nextAllowedAt });

beforeEach(() => {
  document.cookie = 'authToken=token-123; path=/';
  document.cookie = 'role=buyer; path=/';
  document.cookie = 'id=u1; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('Download my data', () => {
  it('shows the loading state, then says nothing was asked yet', async () => {
    stubApi({ 'GET /api/users/me/export': ok(list([])) });
    renderRoute(<DataExportSection />);
    expect(screen.getByRole('status').textContent).toContain('Loading your data exports');
    expect(await screen.findByText('You have not asked for a copy of your data yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Download my data' }).id).toBe('download-my-data');
  });

  it('lists each export with its state; only a ready one has a download button', async () => {
    stubApi({
      'GET /api/users/me/export': ok(
        list([
          item({ id: 'e3', state: 'building', readyAt: null, expiresAt: null, sizeBytes: null }),
          item({ id: 'e2' }),
          item({ id: 'e1', state: 'expired', sizeBytes: null }),
        ]),
      ),
    });
    renderRoute(<DataExportSection />);
    const rows = within(await screen.findByRole('list', { name: 'Your data exports' })).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/^(Preparing|Ready|Expired)$/).textContent)).toEqual([
      'Preparing',
      'Ready',
      'Expired',
    ]);
    expect(within(rows[1]!).getByText(/Download available until/)).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Download (3.1 MB)' })).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    expect(within(rows[2]!).getByText(/Expired on/)).toBeTruthy();
  });

  it('asks for a copy (POST), then shows it queued', async () => {
    const calls = stubApi({
      'GET /api/users/me/export': [
        ok(list([])),
        ok(
          list(
            [item({ state: 'queued', readyAt: null, expiresAt: null, sizeBytes: null })],
            new Date(Date.now() + 24 * HOUR).toISOString(),
          ),
        ),
      ],
      'POST /api/users/me/export': ok(item({ state: 'queued' }), 202),
    });
    renderRoute(<DataExportSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    expect(await screen.findByText('Queued')).toBeTruthy();
    expect(calls).toContain('POST /api/users/me/export');
    expect((screen.getByRole('button', { name: 'Prepare my data' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says the server's 429 with the time to wait", async () => {
    const retryAfter = new Date(Date.now() + 5 * HOUR - 60_000).toISOString();
    stubApi({
      'GET /api/users/me/export': ok(list([])),
      'POST /api/users/me/export': {
        status: 429,
        body: {
          success: false,
          error: {
            code: 'TOO_MANY_REQUESTS',
            message: 'You can ask for a copy of your data once a day.',
            fields: { retryAfter },
          },
        },
      },
    });
    renderRoute(<DataExportSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      /^You can ask for a copy of your data once a day\. You can ask again in 5 hours \(/,
    );
  });

  it('says the wait before any click when the list says a copy was asked for today', async () => {
    stubApi({ 'GET /api/users/me/export': ok(list([item({})], new Date(Date.now() + 30 * 60_000).toISOString())) });
    renderRoute(<DataExportSection />);
    expect(await screen.findByText(/You can ask again in 30 minutes/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Prepare my data' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
