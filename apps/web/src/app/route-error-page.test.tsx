import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './route-error-page.tsx';

function Boom(): never {
  throw new Error('Something exploded');
}

describe('RouteErrorPage (spec 1 §8)', () => {
  it('shows the heading with the status and status text of a route error response', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteErrorPage />,
          hydrateFallbackElement: <p>loading</p>,
          loader: () => {
            throw new Response('', { status: 404, statusText: 'Not Found' });
          },
          element: <p>never</p>,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByTestId('route-error-detail').textContent).toBe('404 Not Found');
  });

  it("shows the error's message for a thrown error", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', errorElement: <RouteErrorPage />, element: <Boom /> }], {
      initialEntries: ['/'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByTestId('route-error-detail').textContent).toBe('Something exploded');
  });
});
