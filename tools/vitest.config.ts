import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['*.test.ts', 'ci/*.test.ts'],
    // ESLint builds the Nx project graph on its first file.
    testTimeout: 120_000,
  },
});
