import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRUST_MESSAGES } from '@immora/shared/trust';
import { answerFetch, renderRoute } from '../../test/render-route.tsx';
import { ReportDialog } from './report-dialog.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'authToken=; path=/; max-age=0';
});

const TARGET = { kind: 'listing' as const, id: '0b6f3f7e-3c1a-4f7e-9a57-2f4f8f1c2d3e', label: 'Loft by the Scheldt' };
const refusal = (status: number, code: string, message: string) => ({
  status,
  body: { success: false, error: { code, message } },
});

const open = () => renderRoute(<ReportDialog target={TARGET} onClose={() => {}} />);
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
const pick = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
const email = (value: string) => fireEvent.change(screen.getByLabelText(/Your e-mail address/), { target: { value } });

describe('Report this listing', () => {
  it('offers the six reasons and asks a guest for a reason and an e-mail before sending', async () => {
    const { fetchMock, calls } = answerFetch({ status: 201, body: { success: true, data: { message: 'ok' } } });
    vi.stubGlobal('fetch', fetchMock);
    open();
    expect(screen.getByRole('dialog', { name: 'Report this listing' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Scam or fake',
      'Wrong price or details',
      'Already sold or rented',
      'Offensive',
      'Duplicate',
      'Other',
    ]);
    send();
    expect(await screen.findByText('Choose a reason')).toBeTruthy();
    expect(screen.getByText('Enter your e-mail address so that we can tell you what we decided')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the reason, text, e-mail and language, and says thank you', async () => {
    const { fetchMock, calls } = answerFetch({ status: 201, body: { success: true, data: { message: 'ok' } } });
    vi.stubGlobal('fetch', fetchMock);
    open();
    pick('Scam or fake');
    fireEvent.change(screen.getByLabelText(/What did you notice/), { target: { value: 'Deposit by Western Union' } });
    email('lotte@example.be');
    send();
    expect(await screen.findByTestId('report-sent')).toHaveProperty('textContent', TRUST_MESSAGES.reported);
    expect(calls[0]!.url).toBe('/api/reports');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      target: { kind: 'listing', id: TARGET.id },
      reason: 'scam',
      text: 'Deposit by Western Union',
      email: 'lotte@example.be',
      language: 'en',
    });
  });

  it('lets the honeypot through to the server, which drops it', async () => {
    const { fetchMock, calls } = answerFetch({ status: 201, body: { success: true, data: { message: 'ok' } } });
    vi.stubGlobal('fetch', fetchMock);
    open();
    pick('Other');
    email('bot@example.be');
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    send();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(String(calls[0]!.init?.body)).website).toBe('https://spam.example');
  });

  it('says so when this person already reported it', async () => {
    vi.stubGlobal('fetch', answerFetch(refusal(409, 'CONFLICT', TRUST_MESSAGES.duplicateReport)).fetchMock);
    open();
    pick('Duplicate');
    email('lotte@example.be');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(TRUST_MESSAGES.duplicateReport);
    expect(screen.queryByTestId('report-sent')).toBeNull();
  });

  it('explains the rate limit with its wait', async () => {
    vi.stubGlobal(
      'fetch',
      answerFetch(refusal(429, 'RATE_LIMITED', 'Too many requests. Please try again in 42 seconds.')).fetchMock,
    );
    open();
    pick('Offensive');
    email('lotte@example.be');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again in 42 seconds.');
  });

  it('asks no e-mail of a signed-in reporter', async () => {
    document.cookie = 'authToken=token-1; path=/';
    const { fetchMock, calls } = answerFetch({ status: 201, body: { success: true, data: { message: 'ok' } } });
    vi.stubGlobal('fetch', fetchMock);
    open();
    expect(screen.queryByLabelText(/Your e-mail address/)).toBeNull();
    pick('Already sold or rented');
    send();
    await screen.findByTestId('report-sent');
    expect(JSON.parse(String(calls[0]!.init?.body)).email).toBeUndefined();
  });
});
