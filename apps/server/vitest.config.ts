import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.mjs';

/** The whole suite runs twice: on SQLite (embedded default) and on a throwaway PostgreSQL cluster. */
export default defineConfig({
  ...sourceConditions,
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'sqlite' } },
      { extends: true, test: { name: 'postgres', globalSetup: ['src/test-support/postgres-global-setup.ts'] } },
    ],
  },
});
