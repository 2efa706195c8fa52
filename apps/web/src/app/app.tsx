import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { SessionProvider } from './providers/session-provider.tsx';
import { SubscriptionProvider } from './providers/subscription-provider.tsx';
import { I18nReady } from './i18n-ready.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <SubscriptionProvider>
          <Suspense fallback={<LoadingScreen />}>
            <I18nReady>
              <RouterProvider router={router} />
            </I18nReady>
          </Suspense>
        </SubscriptionProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
