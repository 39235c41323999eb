import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.mjs';

/**
 * The workspace's own modules (libs/*, apps/web/src) run nothing when imported: module-level code
 * only declares components, machines and styled blocks. Saying so lets the bundler drop whatever a
 * chunk does not use, so a barrel import (`@tangerine/ui`, `../lib/player`) costs only what it names.
 */
const sideEffectFree = /\/(libs\/[^/]+\/src|apps\/web\/src)\/.*\.tsx?$/;

export default defineConfig({
  ...sourceConditions,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !sideEffectFree.test(id) || id.endsWith('/src/main.tsx') },
    },
  },
  server: { port: 4200, proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-support/setup.ts'],
    // The machine is shared with other builds: whole-app renders with lazy routes can be slow.
    testTimeout: 30_000,
  },
});
