import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ensureChromium, run, type RunningServer, serverEntry, startPostgres, startServer, type ThrowawayPostgres, webIndex, workspaceRoot } from '@tangerine/harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server on SQLite (the embedded default). */
    sqliteUrl: string;
    sqliteCode: string;
    /** The same server on a throwaway PostgreSQL cluster (DATABASE_URL). */
    postgresUrl: string;
    postgresCode: string;
    /** A second fresh code of the PostgreSQL server, for the library journey. */
    postgresLibraryCode: string;
    /** An empty database on the same cluster, for a server of the scrobbling journey's own. */
    postgresScrobblingDatabaseUrl: string;
  }
}

/** Under `nx run @tangerine/web-e2e:e2e` the builds ran first (targetDefaults); alone, build through nx. */
async function buildWhatIsNeeded(): Promise<void> {
  const underNx = process.env['NX_TASK_TARGET_TARGET'] === 'e2e';
  if (underNx && fs.existsSync(serverEntry) && fs.existsSync(webIndex)) return;
  const result = await run('npx', ['nx', 'run-many', '-t', 'build', '-p', '@tangerine/server', '@tangerine/web', '--outputStyle=stream'], { cwd: workspaceRoot, timeoutMs: 600_000 });
  if (result.code !== 0) throw new Error(`building the server and the web app failed:\n${result.stdout}\n${result.stderr}`);
  if (!fs.existsSync(webIndex)) throw new Error(`${webIndex} is missing after the build`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureChromium();
  await buildWhatIsNeeded();

  const started: Array<RunningServer | ThrowawayPostgres> = [];
  const teardown = async () => {
    for (const resource of started.reverse()) await resource.stop();
  };
  try {
    const postgres = await startPostgres();
    started.push(postgres);
    // One at a time: the first start of each creates the demo catalogue, CPU-bound on 2 cores.
    const sqlite = await startServer();
    started.push(sqlite);
    const onPostgres = await startServer({ databaseUrl: postgres.url });
    started.push(onPostgres);

    project.provide('sqliteUrl', sqlite.baseUrl);
    project.provide('sqliteCode', await sqlite.issueCode());
    project.provide('postgresUrl', onPostgres.baseUrl);
    project.provide('postgresCode', await onPostgres.issueCode());
    project.provide('postgresLibraryCode', await onPostgres.issueCode());
    project.provide('postgresScrobblingDatabaseUrl', await postgres.database('tangerine_e2e_scrobbling'));
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
