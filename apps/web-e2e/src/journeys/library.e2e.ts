import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '@tangerine/harness';
import { librarySteps } from './library.steps.js';

/** The library journey (library.steps.ts) on a server of its own, on SQLite. */
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
}, 600_000);

afterAll(async () => {
  await server?.stop();
});

librarySteps('the library (SQLite)', { baseUrl: () => server.baseUrl, freshCode: () => server.issueCode() });
