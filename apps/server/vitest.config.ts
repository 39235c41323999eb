import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { sourceConditions, testFilesReplacingModulesOrGlobals } from '../../vitest.shared.mjs';
import { postgresTestFiles } from './src/test-support/postgres-test-files.js';

/**
 * Node's own conditions: packages whose `module` build is for bundlers only (the AWS SDK's
 * extensionless `dist-es` imports) load their Node build, as they do in the built server.
 */
const nodeConditions = ['@tangerine/source', 'node', 'development|production'];

/**
 * Test files that keep their own module graph (a fresh module graph per file) while the others share
 * one per worker (`isolate: false`): those that replace a module or a global (vitest.shared.mjs).
 */
const OWN_MODULE_GRAPH_TESTS = testFilesReplacingModulesOrGlobals('src', import.meta.dirname);
const POSTGRES_TESTS = postgresTestFiles('src', import.meta.dirname);
const POSTGRES_OWN_GRAPH_TESTS = POSTGRES_TESTS.filter((file) => OWN_MODULE_GRAPH_TESTS.includes(file));
const SQLITE_SETUP = ['src/test-support/sqlite-template-global-setup.ts'];
const POSTGRES_SETUP = ['src/test-support/postgres-global-setup.ts'];

/**
 * Every test file runs on SQLite (the embedded default); the files that can open a database on the
 * throwaway PostgreSQL cluster (found from their imports, see postgres-test-files.ts) run there too.
 */
export default defineConfig({
  ...sourceConditions,
  resolve: { conditions: nodeConditions },
  ssr: { resolve: { conditions: nodeConditions } },
  test: {
    environment: 'node',
    // At a load of 40 on 2 cores (CI beside other builds) single tests took over 30 s; a timeout is no
    // assertion, a broken test still fails.
    testTimeout: 120_000,
    // The S3 client warns once per process that its 2027 releases will need Node 22.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    hookTimeout: 180_000,
    // Vitest's default (one fewer than the cores) is one file at a time on a 2-core machine; files
    // wait on PostgreSQL, child processes and timers for much of their time, so two overlap well.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    globalSetup: ['src/test-support/contract-global-setup.ts'],
    setupFiles: ['src/test-support/parsed-contract.ts'],
    projects: [
      // Each project migrates once into a template its test databases copy (migrated-templates.ts).
      // Loading the app's modules afresh for each file cost more worker time than anything but the tests (vitest's "import").
      { extends: true, test: { name: 'sqlite', include: ['src/**/*.test.ts'], exclude: OWN_MODULE_GRAPH_TESTS, isolate: false, globalSetup: SQLITE_SETUP } },
      { extends: true, test: { name: 'postgres', include: POSTGRES_TESTS, exclude: OWN_MODULE_GRAPH_TESTS, isolate: false, globalSetup: POSTGRES_SETUP } },
      // Made only when some file needs it.
      ...(OWN_MODULE_GRAPH_TESTS.length ? [{ extends: true as const, test: { name: 'sqlite-isolated', include: OWN_MODULE_GRAPH_TESTS, globalSetup: SQLITE_SETUP } }] : []),
      ...(POSTGRES_OWN_GRAPH_TESTS.length ? [{ extends: true as const, test: { name: 'postgres-isolated', include: POSTGRES_OWN_GRAPH_TESTS, globalSetup: POSTGRES_SETUP } }] : []),
    ],
  },
});
