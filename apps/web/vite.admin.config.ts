import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the workspace's build helper (as vite.config.ts uses), not a project
import { linguiCatalogues } from '../../vite.i18n.mjs';

/** Workspace modules run nothing when imported (see vite.config.ts): unused exports are dropped. */
const sideEffectFree = /\/(libs\/[^/]+\/src|apps\/web\/src)\/.*\.tsx?$/;

/**
 * The admin console's page (admin.html → dist/admin.html, served at /admin), built apart from the
 * listener's app so that no chunk of / or /activate changes because the console shares a module.
 */
export default defineConfig({
  // Workspace packages resolve to their TypeScript sources, as in vite.config.ts.
  resolve: { conditions: ['@tangerine/source', ...defaultClientConditions] },
  plugins: [react(), linguiCatalogues()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { admin: 'admin.html' },
      treeshake: { moduleSideEffects: (id: string) => !sideEffectFree.test(id) || id.endsWith('/src/admin-main.tsx') },
    },
  },
  server: { port: 4200, proxy: { '/api': 'http://localhost:8080' } },
});
