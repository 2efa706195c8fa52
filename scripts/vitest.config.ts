import { defineProject } from 'vitest/config';

// The benchmarks' and tools' own helpers (`lib/`): pure functions, no database.
export default defineProject({ test: { name: 'scripts', environment: 'node', include: ['lib/**/*.test.ts'] } });
