import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './scripts/precompress.ts';
import { preloadFirstPagePlugin } from './scripts/preload-first-page.ts';
import { heroPreload } from './scripts/home-page-html.ts';
import { pageHtmlPlugin, type PageHtml } from './scripts/page-html.ts';
import { HERO_SIZES } from './src/features/home/utils/hero-sizes.ts';

const api = 'http://localhost:3000';

/** The libraries of the app's start, bundled as one chunk (decision 048). */
const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack\/query-core|@tanstack\/react-query|use-sync-external-store|html-parse-stringify|void-elements)\//;

const ROUTER_PRODUCTION = fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/'));

/** The pages most visits start on get an index.html of their own (scripts/page-html.ts). */
const FIRST_PAGES = [
  { file: 'home.html', pages: ['home'], extra: (bundle) => heroPreload(bundle, HERO_SIZES) },
  {
    file: 'properties.html',
    pages: ['properties', 'holidayRooms', 'studentRooms', 'sharedApartments', 'auctionProperties'],
    modules: ['src/features/properties/components/properties-page.tsx'],
  },
  {
    file: 'property.html',
    pages: ['property'],
    modules: ['src/features/property-detail/components/property-detail-page.tsx'],
  },
  { file: 'auction.html', pages: ['auction'], modules: ['src/features/auctions/components/auction-page.tsx'] },
  { file: 'blog.html', pages: ['blog'], modules: ['src/features/blogs/components/blog-article-page.tsx'] },
  { file: 'blogs.html', pages: ['blogs'], modules: ['src/features/blogs/components/blog-list-page.tsx'] },
  { file: 'pricing.html', pages: ['pricing'], modules: ['src/features/pricing/components/pricing-page.tsx'] },
  // A signed-in visitor's agent or agency profile, drawn by the server for them (decision 083).
  { file: 'profile.html', pages: ['agentProfile', 'agencyProfile'], modules: ['src/app/areas/shared-area.tsx'] },
  { file: 'estimate.html', pages: ['estimate'], modules: ['src/features/estimate/components/estimate-page.tsx'] },
  { file: 'market.html', pages: ['market'], modules: ['src/features/market/components/market-index-page.tsx'] },
  {
    file: 'market-municipality.html',
    pages: ['marketMunicipality'],
    modules: ['src/features/market/components/market-page.tsx'],
  },
] satisfies PageHtml[];

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server's build of the first screens (src/ssr, decision 045) needs none of the page plugins.
  plugins: isSsrBuild
    ? [react()]
    : [react(), preloadFirstPagePlugin(), pageHtmlPlugin(FIRST_PAGES), precompressPlugin()],
  // The language files become `JSON.parse("…")`: the browser reads a string of JSON several times
  // faster than the same object written as script (the English texts alone took 10 ms of a phone's
  // start as an object literal). They are imported whole, never by name.
  json: { stringify: true, namedExports: false },
  // React Router's package names only its development build, whose warnings then run in production
  // too (remix-run/react-router#14102): a build takes its production build, the same code without them.
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: ROUTER_PRODUCTION }] } : {},
  server: {
    proxy: {
      '/api': api,
      '/uploads': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      // The start script of server-drawn pages (decision 046): an entry of its own, found by the
      // server in the manifest, that asks for the app's entry once the first screen is shown.
      input: { index: 'index.html', 'app-start': 'src/boot/app-start.ts' },
      // The libraries every page starts with (React, the router, i18next, TanStack Query) in one
      // chunk: split by which lazy parts share them they were a dozen files, and each request
      // costs a phone's main thread several milliseconds to start (decision 048).
      output: isSsrBuild ? undefined : { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } },
    },
  },
}));
