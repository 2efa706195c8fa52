import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { ALL_ROUTES } from '@immora/shared/routes';
import type { RouteDef } from '@immora/shared/routes';
import { AppShell } from './app-shell.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { AreaRoute } from './area-route.tsx';
import { usesPublicLayout } from './route-areas.ts';
import { RedirectTo } from './redirect-to.tsx';

const NOT_FOUND: RouteDef = ALL_ROUTES.find((def) => def.page === 'notFound') ?? {
  path: '/not-found',
  page: 'notFound',
  area: 'public',
};

function toRoute(def: RouteDef): RouteObject {
  if (def.redirectTo) return { path: def.path, element: <RedirectTo path={def.redirectTo} /> };
  const element = <AreaRoute def={def} />;
  return def.path === '/' ? { index: true, element } : { path: def.path, element };
}

/** The route tree, built from the shared route table (spec 1 §2). */
export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppShell />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            ...ALL_ROUTES.filter(usesPublicLayout).map(toRoute),
            { path: '*', element: <AreaRoute def={NOT_FOUND} /> },
          ],
        },
        ...ALL_ROUTES.filter((def) => !usesPublicLayout(def)).map(toRoute),
        // The component kit's page, in development builds only: the production bundle has no trace of it.
        ...(import.meta.env.DEV
          ? [
              {
                path: '/dev/kit',
                lazy: () => import('../features/dev-kit/kit-page.tsx').then((m) => ({ Component: m.default })),
              },
            ]
          : []),
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(buildRoutes());
}
