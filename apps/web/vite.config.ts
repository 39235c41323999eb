import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { sourceConditions, testFilesReplacingModulesOrGlobals } from '../../vitest.shared.mjs';
import { catalogueFiles, linguiCatalogues, linguiShortMessages } from '../../vite.i18n.mjs';
import { bootPreloadSource, type CatalogueFiles } from './src/prerender/boot-preload.ts';
import { AFTER_INSTALL_MODULES, listedForOffline, markLater, NETWORK_ONLY_MODULES, offlineChunks, screensWhere, sizeOf, storedAfterInstall, type PlannedChunk, type PrecacheCandidate } from './src/prerender/offline-precache.ts';
import { catalogueChunkPattern, catalogueFileOf } from './src/sw/catalogue-files.ts';
import { needsNetwork } from '../../libs/offline/web/src/offline-routes.ts';

/**
 * The workspace's own modules (libs/*, apps/web/src) run nothing when imported: module-level code
 * only declares components, machines and styled blocks. Saying so lets the bundler drop whatever a
 * chunk does not use, so a barrel import (`@tangerine/ui`, `../lib/session`) costs only what it names.
 */
const sideEffectFree = /\/(libs\/(?:[^/]+\/){1,2}src|apps\/web\/src)\/.*\.tsx?$/;

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

/** The output chunk whose source module ends with `suffix` (a route or app module). */
function chunkOf(bundle: OutputBundle, suffix: string): OutputChunk {
  const chunk = Object.values(bundle).find((output): output is OutputChunk => output.type === 'chunk' && (output.facadeModuleId ?? '').endsWith(suffix));
  if (!chunk) throw new Error(`${suffix} is no chunk of the build`);
  return chunk;
}

/**
 * The catalogue chunks (libs/ui/src/i18n/locales/<locale>/<area>.json), named by one pattern
 * (vite.i18n.mjs, catalogueFiles): the locales and that pattern, for the boot preload.
 */
function catalogueChunks(bundle: OutputBundle): CatalogueFiles {
  const locales = new Set<string>();
  const patterns = new Set<string>();
  for (const output of Object.values(bundle)) {
    const match = output.type === 'chunk' ? /\/i18n\/locales\/([\w-]+)\/(\w+)\.json$/.exec(output.facadeModuleId ?? '') : null;
    if (!match?.[1] || !match[2]) continue;
    locales.add(match[1]);
    patterns.add(output.fileName.replace(`/${match[1]}/${match[2]}-`, '/{locale}/{area}-'));
  }
  const [file, ...others] = patterns;
  if (!file || others.length > 0 || !file.includes('{locale}/{area}-')) throw new Error(`the catalogue chunks follow no one pattern: ${[...patterns].join(', ')}`);
  return { locales: [...locales].sort(), file };
}

/**
 * The activation screen and the shell are lazy chunks (main.tsx picks one by the session), and
 * home is a lazy route. A small script in index.html (src/prerender/boot-preload.ts) announces the
 * chunks this visit needs, by the session in local storage and the path, so the browser fetches
 * them beside the entry instead of one round trip after another.
 */
function bootPreloads(): Plugin {
  let outDir = 'dist';
  let script: { fileName: string; source: string } | null = null;
  return {
    name: 'tangerine:boot-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const loaded = new Set(
          Object.values(bundle).flatMap((output) => (output.type === 'chunk' && output.isEntry ? [output.fileName, ...staticClosure(bundle, output)] : [])),
        );
        const withImports = (chunk: OutputChunk) => [chunk.fileName, ...staticClosure(bundle, chunk)].filter((file) => !loaded.has(file));
        const shell = withImports(chunkOf(bundle, '/src/app/router-app.tsx'));
        const source = bootPreloadSource({
          activation: withImports(chunkOf(bundle, '/src/app/activation-app.tsx')),
          shell,
          home: withImports(chunkOf(bundle, '/src/features/home/home-route.tsx')).filter((file) => !shell.includes(file)),
          catalogues: catalogueChunks(bundle),
        });
        const fileName = `assets/boot-preload-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
        script = { fileName, source };
        return [{ tag: 'script', attrs: { async: true, src: `/${fileName}` }, injectTo: 'head' as const }];
      },
    },
    writeBundle() {
      if (script) fs.writeFileSync(path.join(outDir, script.fileName), script.source);
    },
  };
}

/**
 * Vite lists, with each dynamic import, every chunk the imported one needs so that they all load in
 * parallel, even those the importing chunk imports statically: these ran before it, so listing them
 * fetches nothing and only made the shell's table of lazy routes bigger. This leaves them out.
 */
function skipLoadedPreloads() {
  let bundle: OutputBundle | null = null;
  const plugin: Plugin = {
    name: 'tangerine:skip-loaded-preloads',
    apply: 'build',
    // Runs before Vite's own generateBundle, which asks resolveDependencies below.
    generateBundle: { order: 'pre', handler: (_options, output) => void (bundle = output) },
  };
  const resolveDependencies = (_file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => {
    const host = context.hostType === 'js' ? bundle?.[context.hostId] : undefined;
    if (!bundle || host?.type !== 'chunk') return deps;
    const loaded = staticClosure(bundle, host);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
const loadedPreloads = skipLoadedPreloads();

/**
 * TANGERINE_PSEUDO_LOCALE=1 (`npm run build:pseudo`, into dist-pseudo) builds the app with the
 * pseudo-locale too: the browser tests check the layout at 390 px with it. Any other build leaves it out.
 */
const pseudoLocale = { 'import.meta.env.TANGERINE_PSEUDO_LOCALE': JSON.stringify(process.env['TANGERINE_PSEUDO_LOCALE'] === '1' ? '1' : '') };

/**
 * react-router's package exports point every bundler at its development build; the production build
 * beside it is the same code with the development warnings switched off.
 */
const reactRouterProduction = { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) };

/**
 * `@xstate/react` (useSelector, in the first chunks through the Connect and rooms stores) imports
 * `use-sync-external-store`'s shims for React < 18, which carry their own copy of the hook. React 19
 * has it: the package's non-shim modules use React's own, so the shell ships no second implementation.
 */
const useSyncExternalStoreWithoutShim = [
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: fileURLToPath(import.meta.resolve('use-sync-external-store/with-selector')) },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(import.meta.resolve('use-sync-external-store')) },
];

/**
 * react-router's production build assigns `X.displayName = "X"` (React DevTools names) after each of
 * its components and contexts, and wraps Link, NavLink and Form in unannotated `forwardRef` calls:
 * both count as side effects, so every one of them shipped with the shell whether the app uses it or
 * not (NavLink, Form with useSubmit and its form-data helpers, ScrollRestoration...). Dropping the
 * DevTools names and marking those calls pure lets the bundler leave out what the app never imports
 * (the bench's initial-JS figure shows what it saves).
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'tangerine:react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/\/node_modules\/react-router\/dist\/production\/chunk-[^/]+\.mjs$/.test(id)) return null;
      const shaken = code
        .replace(/^var (\w+) = (React\d*)\.forwardRef\(/gm, 'var $1 = /* @__PURE__ */ $2.forwardRef(')
        .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
      return shaken === code ? null : { code: shaken, map: null };
    },
  };
}

/**
 * The offline worker's precache, planned from the main build's chunk graph (src/prerender/offline-precache.ts):
 * the plugin keeps the graph, and the worker's manifest is filtered by it. The build prints the
 * manifest's size before and after.
 */
function offlinePrecachePlan() {
  let chunks: PlannedChunk[] = [];
  const plugin: Plugin = {
    name: 'tangerine:offline-precache-plan',
    apply: 'build',
    generateBundle: (_options, bundle) => void (chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk')),
  };
  const routeLoaders = fileURLToPath(new URL('./src/app/route-loaders.ts', import.meta.url));
  const transform = async <Entry extends PrecacheCandidate>(entries: Entry[]) => {
    const source = fs.readFileSync(routeLoaders, 'utf8');
    const facades = new Set(chunks.map((chunk) => chunk.facadeModuleId?.replace(/\.tsx?$/, '')));
    const modulesOf = (specifiers: string[]) => new Set(specifiers.map((specifier) => path.resolve(path.dirname(routeLoaders), specifier)));
    const screens = modulesOf(screensWhere(source, needsNetwork));
    for (const screen of screens) if (!facades.has(screen)) throw new Error(`${screen} is no chunk of the build`);
    // A screen the build put inside another chunk (activation's, in the first load's) stays where that chunk is.
    const afterInstall = modulesOf(screensWhere(source, (route) => storedAfterInstall(route, needsNetwork)));
    const leftOut = (id: string) => screens.has(id.replace(/\.tsx?$/, '')) || NETWORK_ONLY_MODULES.some((pattern) => pattern.test(id)) || catalogueChunkPattern(id) !== null;
    const offline = offlineChunks(chunks, leftOut);
    const install = offlineChunks(chunks, (id) => leftOut(id) || afterInstall.has(id.replace(/\.tsx?$/, '')) || AFTER_INSTALL_MODULES.some((pattern) => pattern.test(id)));
    const manifest = markLater(entries.filter((entry) => listedForOffline(entry.url, offline, (url) => catalogueFileOf(url) !== null)), offline, install);
    const before = sizeOf(entries);
    const installed = sizeOf(manifest.filter((entry) => !entry.later && catalogueFileOf(entry.url) === null));
    const later = sizeOf(manifest.filter((entry) => entry.later));
    console.log(`offline precache: ${installed.files} files, ${(installed.bytes / 1e3).toFixed(1)} kB, and ${later.files} files, ${(later.bytes / 1e3).toFixed(1)} kB stored right after the install (of ${before.files} files, ${(before.bytes / 1e3).toFixed(1)} kB built)`);
    return { manifest, warnings: [] };
  };
  return { plugin, transform };
}
const precachePlan = offlinePrecachePlan();

/**
 * Offline listening: the service worker (src/sw/service-worker.ts, Workbox through
 * vite-plugin-pwa) precaches the app shell and answers stored audio, and the web app manifest makes
 * the app installable. The app registers the worker itself after the first render (src/app/service-worker.ts).
 */
const offlineApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'service-worker.ts',
    injectRegister: false,
    registerType: 'prompt',
    // The icons serve the install prompt, not an offline screen: cached when first used.
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
      // The admin console and the prerendered pages are not part of the offline shell.
      globIgnores: ['**/admin*', '**/*.map'],
      // Only what a page opened offline needs: the rest is cached when first used.
      manifestTransforms: [precachePlan.transform],
      rollupFormat: 'iife',
    },
    manifest: {
      id: '/',
      name: 'Tangerine',
      short_name: 'Tangerine',
      description: 'Music, podcasts and live radio for listeners with an activation code.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The theme's background (#0E0E10) and brand orange (libs/ui theme.ts).
      background_color: '#0E0E10',
      theme_color: '#0E0E10',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });

/**
 * `vite build --ssr` (the second half of `npm run build`): self-contained Node modules in
 * dist-prerender. write-prerendered-pages.js renders the prerendered pages into dist at build time;
 * home-page.js is what the server renders a signed-in listener's Home with. Bundling their
 * dependencies too resolves their CommonJS/ESM interop (styled-components' default export in Node).
 */
const prerenderBuild = {
  ssr: { ...sourceConditions.ssr, noExternal: true },
  // React's and react-router's production builds only: the server renders Home on every signed-in visit.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-prerender',
    emptyOutDir: true,
    minify: false,
    rolldownOptions: {
      input: { 'write-prerendered-pages': 'src/prerender/write-prerendered-pages.ts', 'home-page': 'src/prerender/home-page.tsx' },
      treeshake: { moduleSideEffects: (id: string) => !sideEffectFree.test(id) },
    },
  },
};

/**
 * Test files that replace a module or a global keep their own module graph (see `test.projects`), and
 * so does i18n.test.tsx: it checks which catalogue areas a language brings on its first load, which
 * an earlier file of a shared graph may already have loaded (it failed there, by file order).
 */
const OWN_MODULE_GRAPH_TESTS = [...testFilesReplacingModulesOrGlobals('src', import.meta.dirname), 'src/lib/i18n/i18n.test.tsx'];

export default defineConfig(({ command, isSsrBuild }) => ({
  ...sourceConditions,
  ...(isSsrBuild ? prerenderBuild : {}),
  resolve: { ...sourceConditions.resolve, alias: command === 'build' ? [reactRouterProduction, ...useSyncExternalStoreWithoutShim] : [] },
  ...(isSsrBuild ? {} : { define: pseudoLocale }),
  plugins: isSsrBuild ? [react(), linguiCatalogues()] : [react(), linguiCatalogues(), catalogueFiles(), linguiShortMessages(), reactRouterTreeShaking(), bootPreloads(), loadedPreloads.plugin, ...(command === 'build' ? [precachePlan.plugin, offlineApp()] : [])],
  build: isSsrBuild ? prerenderBuild.build : {
    outDir: 'dist',
    emptyOutDir: true,
    // Browsers of the build target preload modules natively (Safari < 17 just fetches them later).
    modulePreload: { polyfill: false, resolveDependencies: loadedPreloads.resolveDependencies },
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !sideEffectFree.test(id) || id.endsWith('/src/main.tsx') },
      // Catalogue chunks by locale (assets/i18n/<locale>/<area>-<hash>.js): the offline worker keeps one locale's.
      output: { chunkFileNames: (chunk) => catalogueChunkPattern(chunk.facadeModuleId) ?? 'assets/[name]-[hash].js' },
    },
  },
  server: { port: 4200, proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' } },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test-support/setup.ts'],
    // The machine is shared with other builds: at a load of 40 on 2 cores a whole-app test with
    // lazy routes took over 30 s. A timeout is no assertion: a broken test still fails, only later.
    testTimeout: 120_000,
    projects: [
      // One module graph and one jsdom for these files, instead of React, the router, the theme and
      // the catalogues loaded afresh for each. The setup file resets what a file may leave behind
      // (src/test-support/setup.ts); runs with `--sequence.shuffle.files` show no file depends on another's.
      { extends: true, test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: OWN_MODULE_GRAPH_TESTS, isolate: false } },
      // A mocked module or a stubbed global reaches only the files that load their modules afresh.
      { extends: true, test: { name: 'isolated', include: OWN_MODULE_GRAPH_TESTS } },
    ],
  },
}));
