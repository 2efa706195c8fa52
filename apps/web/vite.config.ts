import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { homePageHtmlPlugin } from './scripts/home-page-html.ts';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), homePageHtmlPlugin()],
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
