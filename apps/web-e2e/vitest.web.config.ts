import { defineConfig } from 'vitest/config';

/**
 * The web app's own browser tests (src/web: the frame and its screens), run as `@tangerine/web:e2e`
 * before the journeys. The files that leave the catalogue as they found it share one built server,
 * started by the global setup (`sharedServer()`); the others start their own through the harness.
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/web/**/*.e2e.ts'],
    globalSetup: ['src/web/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    // First start renders the demo audio (minutes on a busy machine).
    hookTimeout: 1_000_000,
  },
});
