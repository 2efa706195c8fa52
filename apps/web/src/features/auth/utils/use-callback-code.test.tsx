import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useCallbackCode } from './use-callback-code.ts';

function Page({ exchange }: { exchange: (code: string, state: string) => Promise<unknown> }) {
  const code = useCallbackCode('test', exchange);
  return <p>{code || 'no code'}</p>;
}

function renderAt(address: string, exchange: (code: string, state: string) => Promise<unknown>) {
  const router = createMemoryRouter([{ path: '/callback', element: <Page exchange={exchange} /> }], {
    initialEntries: [address],
  });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

describe('useCallbackCode (the OAuth and calendar callback pages)', () => {
  it("exchanges the address's code and state once, though strict mode mounts the page twice", async () => {
    const exchange = vi.fn(() => Promise.resolve());
    renderAt('/callback?code=abc-1&state=xyz', exchange);
    expect(await screen.findByText('abc-1')).toBeTruthy();
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(exchange).toHaveBeenCalledWith('abc-1', 'xyz');
  });

  it('exchanges nothing when the address has no code', async () => {
    const exchange = vi.fn(() => Promise.resolve());
    renderAt('/callback?state=xyz', exchange);
    expect(await screen.findByText('no code')).toBeTruthy();
    expect(exchange).not.toHaveBeenCalled();
  });
});
