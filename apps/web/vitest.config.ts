import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // A guard against a test that hangs, not a speed check: jsdom renders of the larger forms take
    // 1–2 s alone and over 5 s (the default) while the 2 cores are busy with other suites.
    testTimeout: 20_000,
  },
});
