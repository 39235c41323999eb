import fs from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, startPostgresCluster } from './index.js';

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

describe('freePort', () => {
  it('answers a loopback port nothing listens on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(await accepts(port)).toBe(false);
  });
});

describe('startPostgresCluster', () => {
  it('listens on its loopback port, stops and starts again there, and leaves nothing behind', async () => {
    const cluster = await startPostgresCluster({ prefix: 'tangerine-pg-selftest-' });
    try {
      expect(cluster.url).toBe(`postgres://tangerine@127.0.0.1:${cluster.port}/postgres`);
      expect(await accepts(cluster.port)).toBe(true);
      cluster.stop();
      expect(await accepts(cluster.port)).toBe(false);
      cluster.start();
      expect(await accepts(cluster.port)).toBe(true);
    } finally {
      cluster.destroy();
    }
    expect(await accepts(cluster.port)).toBe(false);
    expect(fs.readdirSync('/tmp').some((name) => name.startsWith('tangerine-pg-selftest-'))).toBe(false);
  }, 120_000);
});
