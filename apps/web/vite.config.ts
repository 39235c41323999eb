import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.mjs';

/**
 * The workspace's own modules (libs/*, apps/web/src) run nothing when imported: module-level code
 * only declares components, machines and styled blocks. Saying so lets the bundler drop whatever a
 * chunk does not use, so a barrel import (`@tangerine/ui`, `../lib/player`) costs only what it names.
 */
const sideEffectFree = /\/(libs\/[^/]+\/src|apps\/web\/src)\/.*\.tsx?$/;

/** Every chunk `chunk` needs before it runs (its static imports, transitively). */
function staticClosure(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): Set<string> {
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (seen.has(file) || imported?.type !== 'chunk') continue;
    seen.add(file);
    staticClosure(bundle, imported, seen);
  }
  return seen;
}

/**
 * The activation screen is a lazy chunk (main.tsx picks it or the shell by the session). Announcing
 * it and its imports in index.html lets the browser fetch them beside the entry instead of after it:
 * a visitor's first paint waits one round trip less. An activated listener fetches at most the few
 * KB only the activation screen uses; the rest (xstate, icons) the shell needs too.
 */
function preloadActivationScreen(): Plugin {
  return {
    name: 'tangerine:preload-activation-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const door = Object.values(bundle).find(
          (output): output is OutputChunk => output.type === 'chunk' && (output.facadeModuleId ?? '').endsWith('/src/app/activation-app.tsx'),
        );
        if (!door) throw new Error('src/app/activation-app.tsx is no chunk of the build');
        const entryFiles = new Set(
          Object.values(bundle).flatMap((output) => (output.type === 'chunk' && output.isEntry ? [output.fileName, ...staticClosure(bundle, output)] : [])),
        );
        const files = [door.fileName, ...staticClosure(bundle, door)].filter((file) => !entryFiles.has(file));
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * react-router's package exports point every bundler at its development build; the production build
 * beside it is the same code with the development warnings switched off.
 */
const reactRouterProduction = { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) };

/**
 * `vite build --ssr src/prerender/write-prerendered-pages.ts` (the second half of `npm run build`):
 * one self-contained Node script that renders the prerendered pages into dist. Bundling its
 * dependencies too resolves their CommonJS/ESM interop (styled-components' default export in Node).
 */
const prerenderBuild = {
  ssr: { ...sourceConditions.ssr, noExternal: true },
  build: { outDir: 'dist-prerender', emptyOutDir: true, minify: false },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  ...sourceConditions,
  ...(isSsrBuild ? prerenderBuild : {}),
  resolve: { ...sourceConditions.resolve, alias: command === 'build' ? [reactRouterProduction] : [] },
  plugins: isSsrBuild ? [react()] : [react(), preloadActivationScreen()],
  build: isSsrBuild ? prerenderBuild.build : {
    outDir: 'dist',
    emptyOutDir: true,
    // Browsers of the build target preload modules natively (Safari < 17 just fetches them later).
    modulePreload: { polyfill: false },
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
}));
