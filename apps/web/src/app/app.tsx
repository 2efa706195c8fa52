import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { SessionProvider } from './providers/session-provider.tsx';
import type { Session } from '../lib/session.ts';
import { SubscriptionProvider } from './providers/subscription-provider.tsx';
import { I18nReady } from './i18n-ready.tsx';
import { createQueryClient } from './query-client.ts';
import { useAnswersFollowLanguage } from './use-answers-follow-language.ts';
import { createAppRouter, type AppRouter } from './router.tsx';

/**
 * Everything around the router: the browser's app and the server's first screen (decision 045)
 * share it. `session`: the signed-in visitor the server draws for (decision 083); the browser's
 * app reads its cookies instead.
 */
export function AppProviders({
  queryClient,
  session,
  children,
}: {
  queryClient: QueryClient;
  session?: Session | null;
  children: ReactNode;
}) {
  useAnswersFollowLanguage(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider initial={session}>
        <SubscriptionProvider>
          <Suspense fallback={<LoadingScreen />}>
            <I18nReady>{children}</I18nReady>
          </Suspense>
        </SubscriptionProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}

/**
 * `queryClient`: one already holding the server's first answer, when the page hydrates its first
 * screen; `router`: one made before, in a task of its own (`main.tsx`).
 */
export function App({ queryClient: given, router: made }: { queryClient?: QueryClient; router?: AppRouter }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [router] = useState(() => made ?? createAppRouter());
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
