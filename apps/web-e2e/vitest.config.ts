import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/journeys/**/*.e2e.ts', 'src/support/**/*.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    // Each file drives its own Chromium against its own server; two at once fit 2 cores.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A step of a journey depends on the ones before it: never retry one in isolation.
    retry: 0,
  },
});
