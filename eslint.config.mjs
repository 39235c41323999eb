import nx from '@nx/eslint-plugin';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const reactFamily = ['react', 'react-dom', 'react/*', 'react-dom/*', 'styled-components', '@tanstack/*', '@xstate/react', 'react-hot-toast', 'react-router', 'react-router-dom'];
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The capabilities, each a scope with a headless half (libs/<scope>/machine) and a browser half (libs/<scope>/web). */
const capabilities = ['player', 'offline', 'connect', 'rooms'];
/**
 * Connect and rooms drive this device's player: their browser halves send the player machine's events
 * and read its snapshots (the feature rule still keeps them from the player's browser half, which the
 * app hands in as a port).
 */
const drives = { connect: ['scope:player'], rooms: ['scope:player'] };
/** `text` matched literally in a regular expression. */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const domGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'fetch', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'requestAnimationFrame', 'Audio', 'HTMLAudioElement'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  ...nx.configs['flat/react'].map((config) => ({ ...config, files: ['apps/web/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}', 'libs/*/web/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'] })),
  {
    ignores: ['**/dist', '**/dist-prerender', '**/dist-pseudo', '**/node_modules', '**/generated/**', '**/storybook-static', '**/*.timestamp*', 'data/**', '.nx/**', '**/test-support/import-cycle/**'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          // A browser half has entries of its own (its machine's service, media session, keyboard listener) that the app loads lazily beside the static ones.
          checkDynamicDependenciesExceptions: capabilities.flatMap((scope) => [`@tangerine/${scope}-web`, `@tangerine/${scope}-web/*`]),
          depConstraints: [
            // Headless machines: pure XState, no UI frameworks, no other projects.
            { sourceTag: 'type:machine', onlyDependOnLibsWithTags: ['type:machine'], bannedExternalImports: [...reactFamily, 'openapi-fetch'] },
            // The API contract and client: no React, no toasts.
            { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['type:api'], bannedExternalImports: reactFamily },
            // Presentational UI: no machines, queries or API client.
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui'], bannedExternalImports: ['xstate', '@xstate/*', '@tanstack/*', 'openapi-fetch', 'react-hot-toast', 'react-router', 'react-router-dom'] },
            // A capability's browser half: machines (its own scope's, by the scope rules below, and the shared session), the contract, the UI; never another feature.
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:machine', 'type:api', 'type:ui'] },
            // A capability (libs/<scope>/machine and libs/<scope>/web) stays in its scope; apps compose capabilities.
            ...capabilities.flatMap((scope) => [
              { allSourceTags: [`scope:${scope}`, 'type:machine'], onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:core', 'scope:shared', 'scope:web'] },
              {
                allSourceTags: [`scope:${scope}`, 'type:feature'],
                onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:core', 'scope:shared', 'scope:web', ...(drives[scope] ?? [])],
              },
            ]),
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:core', 'scope:shared', ...capabilities.map((scope) => `scope:${scope}`)] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server'], bannedExternalImports: reactFamily },
            // Demo content: built from code, written through a store the server provides; no project, database or web framework.
            { sourceTag: 'type:content', onlyDependOnLibsWithTags: [], bannedExternalImports: [...reactFamily, 'fastify', 'kysely', 'pg', 'better-sqlite3'] },
            { sourceTag: 'scope:core', onlyDependOnLibsWithTags: ['scope:core'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:tools', 'scope:shared', 'scope:server', 'scope:core', ...capabilities.map((scope) => `scope:${scope}`)] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Cycles hide an order of evaluation nobody chose; the TypeScript resolver follows `.js` to `.ts` and the source condition.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import/resolver': {
        typescript: { project: ['apps/*/tsconfig.json', 'libs/*/tsconfig.json', 'libs/*/*/tsconfig.json', 'tools/tsconfig.json'], conditionNames: ['@tangerine/source', 'types', 'import', 'default'] },
      },
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Where a cycle can close, and only there: a package never imports the workspace, and no library imports
    // an app or the tools (@nx/enforce-module-boundaries forbids it, and a cycle between projects), so an app's
    // or the tools' cycle check stops at a library's door; each library's own lint checks the cycles inside it.
    // Without this, linting apps/web parsed every file of every library and package it reaches (82% of its time).
    files: ['apps/**/*.{ts,tsx,js,jsx,mjs}', 'tools/**/*.{ts,tsx,js,jsx,mjs}'],
    settings: { 'import/ignore': ['/node_modules/', `^${escapeRegExp(fileURLToPath(new URL('./libs/', import.meta.url)))}`] },
  },
  {
    files: ['libs/**/*.{ts,tsx,js,jsx,mjs}'],
    settings: { 'import/ignore': ['/node_modules/'] },
  },
  {
    // A feature reaches another only through app/ or lib/ (bulletproof-react's unidirectional code).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: webFeatures.map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src/features',
            except: [`./${feature}`],
            message: 'Features do not import each other: share through apps/web/src/lib or compose in apps/web/src/app.',
          })),
        },
      ],
    },
  },
  {
    // Build and test configuration may share the workspace's root helpers.
    files: ['**/vite.config.ts', '**/vitest.config.ts', '.storybook/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Machines get the outside world through input, actions and actors, never from globals.
    files: ['libs/session/src/**/*.ts', 'libs/core/lazy-actor/src/**/*.ts', 'libs/player/machine/src/**/*.ts', 'libs/offline/machine/src/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...domGlobals.map((name) => ({ name, message: 'Machines take effects from the app: use an injected action, actor or input.' }))],
    },
  },
];
