import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '../app/providers/session-provider.tsx';

/**
 * Renders one screen at `path` inside the providers it needs, with the test's `more` routes; other
 * paths render their name.
 */
export function renderRoute(element: ReactElement, path = '/', initial = path, more: RouteObject[] = []) {
  const router = createMemoryRouter(
    [{ path, element }, ...more, { path: '*', element: <p data-testid="elsewhere">elsewhere</p> }],
    { initialEntries: [initial] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** Stubs fetch with one JSON answer per call, in order (the last one repeats). */
export function answerFetch(...answers: { status: number; body: unknown }[]) {
  let call = 0;
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchMock = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const answer = answers[Math.min(call++, answers.length - 1)] ?? { status: 200, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  return { fetchMock, calls };
}
