import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.mjs';
import { postgresTestFiles } from './src/test-support/postgres-test-files.js';

/**
 * Node's own conditions: packages whose `module` build is for bundlers only (the AWS SDK's
 * extensionless `dist-es` imports) load their Node build, as they do in the built server.
 */
const nodeConditions = ['@tangerine/source', 'node', 'development|production'];

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
      { extends: true, test: { name: 'sqlite', include: ['src/**/*.test.ts'], globalSetup: ['src/test-support/sqlite-template-global-setup.ts'] } },
      { extends: true, test: { name: 'postgres', include: postgresTestFiles('src', import.meta.dirname), globalSetup: ['src/test-support/postgres-global-setup.ts'] } },
    ],
  },
});
