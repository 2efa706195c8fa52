import { defineConfig } from 'vitest/config';

// One run, four projects: shared rules, API integration, web components, the scripts' helpers.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'scripts'],
    // Each API test file opens its own database: two at a time on this 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
  },
});
