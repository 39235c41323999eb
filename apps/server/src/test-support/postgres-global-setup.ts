import { startPostgresCluster, THROWAWAY_SETTINGS } from '@tangerine/test-postgres';
import type { TestProject } from 'vitest/node';

/**
 * The "postgres" test project's one cluster (@tangerine/test-postgres), shared by its test files;
 * stopped and deleted after the run.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster({ settings: { ...THROWAWAY_SETTINGS, max_connections: 200 } });
  project.provide('postgresUrl', cluster.url);
  return () => cluster.destroy();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
