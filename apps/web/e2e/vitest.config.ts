import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    // First start renders the demo audio (minutes on a busy machine).
    hookTimeout: 1_000_000,
  },
});
