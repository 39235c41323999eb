/**
 * The audit log holds every admin act, whichever door it came through (console or CLI), and the
 * refusals an attacker makes: wrong admin keys and the lockout they lead to; and every app password
 * made or revoked, by a listener or an operator.
 */
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotateAdminKey } from './admin-key.js';
import { listAudit } from './audit-log.js';
import { runCli } from './cli.js';
import type { Output } from './cli-support.js';
import { createTestDatabaseUrl, tempDir } from '../content/test-support/fixtures.js';
import { closeDatabase, openDatabase } from '../db/database.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let key: string;
const roots: string[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  key = await rotateAdminKey(t.app.db);
});
afterAll(async () => {
  await t.close();
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const actions = async () => (await listAudit(t.app.db, { limit: 1000 })).map((entry) => ({ actor: entry.actor, action: entry.action, target: entry.target }));

async function cli(args: string[], config = t.config): Promise<string[]> {
  const lines: string[] = [];
  const output: Output = { out: (line) => lines.push(line), err: (line) => lines.push(line), progress: () => undefined };
  expect(await runCli(args, output, config), lines.join('\n')).toBe(0);
  return lines;
}

describe('audit trail', () => {
  it('logs wrong admin keys, and the lockout they lead to once a minute, not once a request', async () => {
    const attempt = () => t.app.inject({ method: 'GET', url: '/api/v1/admin/codes', headers: { 'x-admin-key': `${key}x` }, remoteAddress: '198.51.100.23' });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toContain(401);
    expect(statuses.at(-1)).toBe(429);
    const mine = (await actions()).filter((entry) => entry.actor === 'console (198.51.100.23)');
    expect(mine.filter((entry) => entry.action === 'admin-key.wrong').length).toBe(statuses.filter((s) => s === 401).length);
    expect(mine.filter((entry) => entry.action === 'admin-key.rate-limited')).toHaveLength(1);
  });

  it('logs the app passwords a listener makes and revokes at logout, with the device and address', async () => {
    const device = await t.activateDevice();
    const created = await t.call('createAppPassword', { method: 'POST', url: '/api/v1/app-passwords', headers: device.headers, payload: { name: 'Phone' }, remoteAddress: '203.0.113.5' });
    const { username } = created.json<{ username: string }>();
    await t.call('revokeAppPasswordsOfThisDevice', { method: 'DELETE', url: '/api/v1/app-passwords?created_by=this_device', headers: device.headers, remoteAddress: '203.0.113.5' });
    const entries = (await actions()).filter((entry) => entry.target?.includes(username));
    expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ['apps.revoke', `listener ${device.deviceId} (203.0.113.5)`],
      ['apps.create', `listener ${device.deviceId} (203.0.113.5)`],
    ]);
  });

  it('logs the CLI’s app passwords, synthetic tracks, backup and restore', async () => {
    const { code } = await t.activateDevice();
    const made = await cli(['apps', 'create', code, '--name', 'Car']);
    const username = made.at(-2) as string;
    await cli(['apps', 'revoke', username]);
    await cli(['synthetic', '--tracks', '5']);
    const root = tempDir('audit');
    roots.push(root);
    const file = join(root, 'backup.db');
    await cli(['backup', file]);
    const logged = (await actions()).filter((entry) => entry.actor.startsWith('cli ('));
    for (const action of ['apps.create', 'apps.revoke', 'catalogue.synthetic', 'database.backup']) expect(logged.map((entry) => entry.action), action).toContain(action);

    const restored = { ...t.config, dataDir: join(root, 'restored'), databaseUrl: await createTestDatabaseUrl() };
    await cli(['restore', file], restored);
    const handle = openDatabase(restored);
    try {
      expect((await listAudit(handle.db)).map((entry) => entry.action)).toContain('database.restore');
    } finally {
      await closeDatabase(handle);
    }
  });
});
