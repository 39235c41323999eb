/**
 * Two server instances (as two processes would be) on one PostgreSQL database: while one runs a music
 * import, the other's start answers 409; once it has finished, the other may start one.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, postgresAdminUrl, type TestApp } from '../test-support/test-app.js';
import { startInstance, type ServerInstance } from '../test-support/server-instance.js';
import { rotateAdminKey } from '../admin/admin-key.js';
import { taggedMp3, tempDir } from '../content/test-support/fixtures.js';
import { holdMediaWrites } from '../test-support/held-writes.js';

const onPostgres = Boolean(postgresAdminUrl());
let musicRoot: string;
let a: TestApp;
let b: ServerInstance;
let key: string;

beforeAll(async () => {
  if (!onPostgres) return;
  musicRoot = tempDir('import-cluster');
  for (const [folder, title] of [['One', 'First Song'], ['Two', 'Second Song']] as const) {
    mkdirSync(join(musicRoot, folder));
    writeFileSync(join(musicRoot, folder, '01.mp3'), taggedMp3({ title, artist: `Artist ${folder}`, album: `Album ${folder}` }, 1, 440));
  }
  a = await buildTestApp({ importRoots: [musicRoot] });
  b = await startInstance(a.config);
  key = await rotateAdminKey(a.app.db);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  if (musicRoot) rmSync(musicRoot, { recursive: true, force: true });
});

const admin = (app: FastifyInstance, method: 'GET' | 'POST', payload?: object) =>
  app.inject({ method, url: '/api/v1/admin/imports', headers: { 'x-admin-key': key }, ...(payload ? { payload } : {}) });

/** Polls an instance's import until it is no longer running (bounded by the test's timeout). */
async function finishedJob(app: FastifyInstance) {
  for (;;) {
    const job = (await admin(app, 'GET')).json().job;
    if (job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!onPostgres)('one music import at a time across processes (PostgreSQL)', () => {
  it('refuses a start on the second instance while the first imports, and accepts it once the first has finished', async () => {
    // The first instance's first stored file waits, so its import is certainly running while the second is asked.
    const held = holdMediaWrites(a.app.mediaStore);
    try {
      expect((await admin(a.app, 'POST', { folder: 'One' })).statusCode).toBe(202);
      const refused = await admin(b.app, 'POST', { folder: 'Two' });
      expect([refused.statusCode, refused.json().message]).toEqual([409, 'Another server process is running an import; start the next one when it has finished']);
      expect((await admin(b.app, 'GET')).json().job).toBeNull();
      expect((await admin(a.app, 'GET')).json().job.state).toBe('running');
    } finally {
      held.release();
    }
    expect(await finishedJob(a.app)).toMatchObject({ state: 'done', report: { added: 1 } });

    expect((await admin(b.app, 'POST', { folder: 'Two' })).statusCode).toBe(202);
    expect(await finishedJob(b.app)).toMatchObject({ state: 'done', report: { added: 1 } });
    // And the first may import again once the second has given the claim back.
    expect((await admin(a.app, 'POST', { folder: 'Two' })).statusCode).toBe(202);
    expect(await finishedJob(a.app)).toMatchObject({ state: 'done', report: { unchanged: 1 } });
  });
});
