import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // The files of a worker share one module graph (decision 067): importing the app's graph took
    // about half of each file's time, and no API test mocks a module or changes process.env; each
    // file still builds its own app over its own database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
