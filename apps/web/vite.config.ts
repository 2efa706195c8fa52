import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './scripts/precompress.ts';
import { preloadFirstPagePlugin } from './scripts/preload-first-page.ts';
import { homePageHtmlPlugin } from './scripts/home-page-html.ts';
import { HERO_SIZES } from './src/features/home/utils/hero-sizes.ts';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), preloadFirstPagePlugin(), homePageHtmlPlugin(HERO_SIZES), precompressPlugin()],
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
  },
});
