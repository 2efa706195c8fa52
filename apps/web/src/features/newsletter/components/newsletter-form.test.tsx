import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES } from '@immora/shared/newsletter';
import { NewsletterForm } from './newsletter-form.tsx';

function setup() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewsletterForm />
    </QueryClientProvider>,
  );
  const input = screen.getByLabelText('Your e-mail address');
  const button = screen.getByRole('button', { name: 'Subscribe' });
  const submit = (value: string) => {
    fireEvent.change(input, { target: { value } });
    fireEvent.click(button);
  };
  return { submit, button };
}

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('NewsletterForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for an address when the box is empty, without calling the API', async () => {
    const fetchMock = answer(201, {});
    const { submit } = setup();
    submit('   ');
    expect((await screen.findByRole('alert')).textContent).toBe(NEWSLETTER_MESSAGES.required);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a malformed address with the schema message', async () => {
    const fetchMock = answer(201, {});
    const { submit } = setup();
    submit('not-an-address');
    expect((await screen.findByRole('alert')).textContent).toBe(NEWSLETTER_MESSAGES.invalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts {email, language} and confirms the subscription', async () => {
    const fetchMock = answer(201, {
      success: true,
      data: { email: 'ana@example.be', subscribedAt: '2025-01-01T00:00:00Z' },
    });
    const { submit } = setup();
    submit('ana@example.be');
    expect((await screen.findByRole('status')).textContent).toBe(NEWSLETTER_MESSAGES.subscribed);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/newsletter');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ana@example.be', language: 'en' });
  });

  it("shows the server's duplicate message", async () => {
    answer(409, { success: false, error: { code: 'CONFLICT', message: NEWSLETTER_MESSAGES.duplicate } });
    const { submit } = setup();
    submit('ana@example.be');
    expect((await screen.findByRole('alert')).textContent).toBe(NEWSLETTER_MESSAGES.duplicate);
  });
});
