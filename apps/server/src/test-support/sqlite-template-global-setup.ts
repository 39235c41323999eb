import type { TestProject } from 'vitest/node';
import { migrateSqliteTemplate } from './migrated-templates.js';

/** The run's migrated SQLite file (migrated-templates.ts), which each test app's database copies. */
export default async function setup(project: TestProject) {
  const template = await migrateSqliteTemplate();
  project.provide('sqliteTemplate', template.file);
  return () => template.remove();
}

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
  }
}
