import { defineConfig } from 'vitest/config';

// One run, three projects: shared rules, API integration, web components.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
