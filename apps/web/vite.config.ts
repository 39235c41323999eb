import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.mjs';

export default defineConfig({
  ...sourceConditions,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { port: 4200, proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-support/setup.ts'],
    // The machine is shared with other builds: whole-app renders with lazy routes can be slow.
    testTimeout: 30_000,
  },
});
