import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../vitest.shared.mjs';

export default defineConfig({
  // The bench's pure helpers read the libraries' sources, as `npm run bench` does (tsx --conditions=@tangerine/source).
  ...sourceConditions,
  test: {
    environment: 'node',
    include: ['*.test.ts', 'ci/*.test.ts'],
    // ESLint builds the Nx project graph on its first file.
    testTimeout: 120_000,
  },
});
