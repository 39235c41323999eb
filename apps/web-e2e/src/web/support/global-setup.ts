import type { TestProject } from 'vitest/node';
import { startServer, type ServerAddress } from '@tangerine/harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The web files' shared server (`sharedServer()` of ./shared-server.ts). */
    webServer: ServerAddress;
  }
}

/** One built server on a fresh data directory for the web files that share it (`sharedServer()`). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer({ logFile: true });
  if (!server.address) throw new Error('the shared server has no address');
  // Printed by its first start: the files' codes are then issued by the console's call, not a CLI process each.
  const adminKey = /^Admin key: (\S+)$/m.exec(server.log())?.[1];
  project.provide('webServer', { ...server.address, ...(adminKey ? { adminKey } : {}) });
  return () => server.stop();
}
