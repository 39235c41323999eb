import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The bench's pure helpers read the libraries' sources, as `npm run bench` does (tsx --conditions=@tangerine/source);
  // as vitest.shared.mjs gives the other projects, written out since this project's tsc checks its config.
  resolve: { conditions: ['@tangerine/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@tangerine/source', ...defaultServerConditions] } },
  test: {
    environment: 'node',
    include: ['*.test.ts', 'ci/*.test.ts'],
    // ESLint builds the Nx project graph on its first file.
    testTimeout: 120_000,
  },
});
