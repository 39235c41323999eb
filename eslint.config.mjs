import nx from '@nx/eslint-plugin';

const reactFamily = ['react', 'react-dom', 'react/*', 'react-dom/*', 'styled-components', '@tanstack/*', '@xstate/react', 'react-hot-toast', 'react-router', 'react-router-dom'];
const domGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'fetch', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'requestAnimationFrame', 'Audio', 'HTMLAudioElement'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  ...nx.configs['flat/react'].map((config) => ({ ...config, files: ['apps/web/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'] })),
  {
    ignores: ['**/dist', '**/dist-prerender', '**/node_modules', '**/generated/**', '**/storybook-static', '**/*.timestamp*', 'data/**', '.nx/**'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            // Headless machines: pure XState, no UI frameworks, no other projects.
            { sourceTag: 'type:machine', onlyDependOnLibsWithTags: ['type:machine'], bannedExternalImports: [...reactFamily, 'openapi-fetch'] },
            // The API contract and client: no React, no toasts.
            { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['type:api'], bannedExternalImports: reactFamily },
            // Presentational UI: no machines, queries or API client.
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui'], bannedExternalImports: ['xstate', '@xstate/*', '@tanstack/*', 'openapi-fetch', 'react-hot-toast', 'react-router', 'react-router-dom'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:core', 'scope:shared'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server'], bannedExternalImports: reactFamily },
            // Demo content: built from code, written through a store the server provides; no project, database or web framework.
            { sourceTag: 'type:content', onlyDependOnLibsWithTags: [], bannedExternalImports: [...reactFamily, 'fastify', 'kysely', 'pg', 'better-sqlite3'] },
            { sourceTag: 'scope:core', onlyDependOnLibsWithTags: ['scope:core'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:tools', 'scope:shared', 'scope:server', 'scope:core'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Build and test configuration may share the workspace's root helpers.
    files: ['**/vite.config.ts', '**/vitest.config.ts', '.storybook/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Machines get the outside world through input, actions and actors, never from globals.
    files: ['libs/session/src/**/*.ts', 'libs/player-machine/src/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...domGlobals.map((name) => ({ name, message: 'Machines take effects from the app: use an injected action, actor or input.' }))],
    },
  },
];
