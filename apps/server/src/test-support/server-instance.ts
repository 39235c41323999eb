import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import app, { serverOptions } from '../app.js';
import type { ServerConfig } from '../config.js';
import type { RadioStreams } from '../plugins/repositories.js';

export interface ServerInstance {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * One more server process's worth of app on a configuration of the test's (another instance on the
 * same database, say), with a data directory of its own; not listening unless the test asks.
 */
export async function startInstance(config: Omit<ServerConfig, 'dataDir'>, radioStreams?: (instance: FastifyInstance) => RadioStreams): Promise<ServerInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-instance-'));
  const instance = Fastify(serverOptions());
  try {
    await instance.register(fp(app), { config: { ...config, dataDir }, ...(radioStreams ? { radioStreams } : {}) });
    await instance.ready();
  } catch (error) {
    await instance.close().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app: instance,
    dataDir,
    async close() {
      try {
        await instance.close();
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** Listens on a free loopback port; answers the base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
