import { startPostgresCluster, THROWAWAY_SETTINGS } from '@tangerine/test-postgres';
import type { TestProject } from 'vitest/node';
import { migratePostgresTemplate, POSTGRES_TEMPLATE } from './migrated-templates.js';

/**
 * The "postgres" test project's one cluster (@tangerine/test-postgres), shared by its test files, with
 * the migrated template their databases copy (migrated-templates.ts); stopped and deleted after the run.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster({ settings: { ...THROWAWAY_SETTINGS, max_connections: 200 } });
  try {
    await migratePostgresTemplate(cluster.url);
  } catch (error) {
    cluster.destroy();
    throw error;
  }
  project.provide('postgresUrl', cluster.url);
  project.provide('postgresTemplate', POSTGRES_TEMPLATE);
  return () => cluster.destroy();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** The migrated database each test database copies. */
    postgresTemplate: string;
  }
}
