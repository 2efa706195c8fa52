import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createInstance, type Resource } from 'i18next';
import type { TFirstScreenInput } from '@immora/shared/first-page-data';
import { LANGUAGES } from '../lib/language.ts';
import { buildRoutes } from '../app/router.tsx';
import { AppProviders } from '../app/app.tsx';
import { primeFirstPage } from '../app/first-screen.ts';
import { createQueryClient } from '../app/query-client.ts';
import { SERVER_WIDTHS, ServerViewport } from '../lib/use-media-query.ts';
import { findRoute } from '@immora/shared/routes';
import { guardRedirect } from '../lib/authorization.ts';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/locales/*/*.json', { eager: true });
const resources: Resource = {};
for (const [path, file] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  (resources[language] ??= {})[namespace] = file.default;
}

export type FirstScreenInput = TFirstScreenInput;

export type FirstScreen = { html: string; /** The screen width it is drawn for. */ width: number };

/**
 * The first screen of a guest's listing or results page, or of a signed-in visitor's profile page
 * (decision 083), drawn on the server by the app's own components from the answer the page asks
 * for first (decision 045). The browser shows it before
 * any script has run, and the app then hydrates it. Throws when the page cannot be drawn here.
 */
export async function renderFirstScreen(input: FirstScreenInput): Promise<FirstScreen> {
  const language = (LANGUAGES as readonly string[]).includes(input.language) ? input.language : 'en';
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const address = new URL(input.url, 'http://immora.invalid');
  // A guest's page, or a signed-in visitor's (the profiles, decision 083), as the browser's
  // cookies will name them; a page its guard sends the visitor away from is not drawn.
  const session = input.session ?? null;
  if (guardRedirect(session, findRoute(address.pathname)?.roles) !== null) {
    throw new Error('the page is not for this visitor: its guard sends them elsewhere');
  }
  const queryClient = createQueryClient();
  primeFirstPage(queryClient, address, input.data);
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(address));
  if (context instanceof Response) throw new Error(`the route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const width = input.phone ? SERVER_WIDTHS.phone : SERVER_WIDTHS.wide;
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <ServerViewport width={width}>
      <I18nextProvider i18n={i18n}>
        <AppProviders queryClient={queryClient} session={session}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </I18nextProvider>
    </ServerViewport>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary inline: the page's CSP runs no inline script, so none may be swapped in later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) {
    const reasons = errors.map((error) => (error instanceof Error ? error.message : String(error)));
    throw new AggregateError(errors, `the first screen could not be drawn on the server: ${reasons.join('; ')}`);
  }
  queryClient.clear();
  return { html, width };
}
