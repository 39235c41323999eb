import { defineConfig } from 'vitest/config';

/**
 * The web app's own browser tests (src/web: the frame and its screens), run as `@tangerine/web:e2e`
 * before the journeys. Each file starts its own server through the shared harness (src/support).
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/web/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    // First start renders the demo audio (minutes on a busy machine).
    hookTimeout: 1_000_000,
  },
});
