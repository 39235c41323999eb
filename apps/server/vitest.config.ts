import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.mjs';

/**
 * Node's own conditions: packages whose `module` build is for bundlers only (the AWS SDK's
 * extensionless `dist-es` imports) load their Node build, as they do in the built server.
 */
const nodeConditions = ['@tangerine/source', 'node', 'development|production'];

/** The whole suite runs twice: on SQLite (embedded default) and on a throwaway PostgreSQL cluster. */
export default defineConfig({
  ...sourceConditions,
  resolve: { conditions: nodeConditions },
  ssr: { resolve: { conditions: nodeConditions } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // The S3 client warns once per process that its 2027 releases will need Node 22.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'sqlite' } },
      { extends: true, test: { name: 'postgres', globalSetup: ['src/test-support/postgres-global-setup.ts'] } },
    ],
  },
});
