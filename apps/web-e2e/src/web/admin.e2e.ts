import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activate, launch, openPage } from './support/browser.js';
import { layoutFaults } from './support/layout-faults.js';
import { startServer, type RunningServer } from '@tangerine/harness';

let server: RunningServer;
let browser: Browser;
let adminKey: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launch();
  // Printed once at first start, beside the activation code.
  const printed = /^Admin key: (\S+)$/m.exec(server.log())?.[1];
  if (!printed) throw new Error(`The first start printed no "Admin key:" line:\n${server.log().slice(0, 2000)}`);
  adminKey = printed;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const CODE = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/;

/** A demo MP3 of the server's catalogue, for an import folder or a stream. */
function demoMp3(): string {
  const demoAudio = join(server.dataDir, 'media', 'demo', 'audio');
  const mp3 = readdirSync(demoAudio).find((name) => name.endsWith('.mp3'));
  if (!mp3) throw new Error('The demo catalogue has no MP3');
  return join(demoAudio, mp3);
}

async function signIn(page: Page, key: string) {
  await page.goto('/admin');
  await page.getByLabel('Admin key').fill(key);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('the admin console', () => {
  it('refuses a wrong key, and is not part of the listener app', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    await signIn(page, 'tgadm_wrong');
    await page.getByText('Wrong admin key').waitFor({ state: 'visible', timeout: 15_000 });
    const scripts = await page.evaluate(() => Array.from(document.querySelectorAll('script'), (s) => s.src));
    expect(scripts.some((src) => /\/assets\/admin-/.test(src))).toBe(true);
    for (const path of ['/', '/activate']) expect(await (await page.request.get(path)).text()).not.toMatch(/assets\/admin-/);
    await context.close();
  });

  it('issues a code, sees the device it activates play live, revokes it, and the listener lands on /activate', async () => {
    const admin = await openPage(browser, server.baseUrl);
    await signIn(admin.page, adminKey);
    await admin.page.getByRole('heading', { name: 'Activation codes' }).waitFor({ state: 'visible', timeout: 15_000 });
    await admin.page.getByLabel('Note').fill('e2e listener');
    await admin.page.getByRole('button', { name: 'Issue', exact: true }).click();
    const issued = admin.page.getByRole('status', { name: 'Issued codes' });
    await issued.waitFor({ state: 'visible', timeout: 15_000 });
    const code = CODE.exec((await issued.textContent()) ?? '')?.[0];
    expect(code).toBeDefined();
    await admin.page.getByRole('cell', { name: 'e2e listener' }).waitFor({ state: 'visible', timeout: 15_000 });

    const listener = await openPage(browser, server.baseUrl);
    await activate(listener.page, code as string);
    const deviceId = await listener.page.evaluate(() => (JSON.parse(localStorage.getItem('tangerine.session') ?? '{}') as { deviceId?: string }).deviceId);
    expect(deviceId).toMatch(/^web-/);
    await admin.page.getByRole('button', { name: 'Devices' }).click();
    const row = admin.page.getByRole('row').filter({ has: admin.page.getByRole('cell', { name: deviceId as string }) });
    await row.waitFor({ state: 'visible', timeout: 15_000 });
    await row.getByRole('cell', { name: 'Nothing' }).waitFor({ state: 'visible', timeout: 15_000 });

    const latest = listener.page.getByRole('region', { name: 'Latest Songs' });
    await latest.waitFor({ state: 'visible', timeout: 15_000 });
    await latest.getByRole('button', { name: 'Play Latest Songs' }).click();
    await listener.page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause' }).first().waitFor({ state: 'visible', timeout: 15_000 });
    const title = (await listener.page.getByRole('region', { name: 'Player' }).locator('[title]').first().getAttribute('title'))?.trim() ?? '';
    expect(title).not.toBe('');
    // No reload: the device list is fetched again while it is shown, so the heartbeat shows up by itself.
    await row.getByRole('cell', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — `) }).waitFor({ state: 'visible', timeout: 20_000 });

    await admin.page.getByRole('button', { name: `Revoke device ${deviceId}` }).click();
    await row.waitFor({ state: 'detached', timeout: 15_000 });
    // The player's next heartbeat (every 30 s) answers 401, and the app sends the listener to /activate.
    await listener.page.waitForURL((url) => url.pathname === '/activate', { timeout: 45_000 });

    await admin.page.getByRole('button', { name: 'Audit log' }).click();
    await admin.page.getByRole('cell', { name: 'devices.revoke' }).waitFor({ state: 'visible', timeout: 15_000 });
    await admin.page.getByRole('cell', { name: 'codes.issue' }).first().waitFor({ state: 'visible', timeout: 15_000 });
    await listener.context.close();
    await admin.context.close();
  });

  it('imports a music folder on the server with a report, then renames a featured playlist and reorders its tracks', async () => {
    // The default import root is <data dir>/music: one playable file (a demo MP3) and one that is not audio.
    const folder = join(server.dataDir, 'music', 'E2E Import');
    mkdirSync(folder, { recursive: true });
    copyFileSync(demoMp3(), join(folder, '01 Imported.mp3'));
    writeFileSync(join(folder, 'broken.mp3'), 'this is not audio');

    const admin = await openPage(browser, server.baseUrl);
    await signIn(admin.page, adminKey);
    await admin.page.getByRole('button', { name: 'Content' }).click();
    await admin.page.getByLabel('Folder on the server').fill('E2E Import');
    await admin.page.getByRole('button', { name: 'Start import' }).click();
    await admin.page.getByRole('status').filter({ hasText: /E2E Import: Imported 2 files: .*1 skipped/ }).waitFor({ state: 'visible', timeout: 60_000 });
    await admin.page.getByRole('cell', { name: 'broken.mp3' }).waitFor({ state: 'visible', timeout: 15_000 });
    await admin.page.getByLabel('Folder on the server').fill('/etc');
    await admin.page.getByRole('button', { name: 'Start import' }).click();
    await admin.page.getByRole('alert').filter({ hasText: 'The server imports music only from folders under' }).waitFor({ state: 'visible', timeout: 15_000 });

    await admin.page.getByRole('button', { name: 'Catalogue' }).click();
    await admin.page.getByLabel('Kind').selectOption('playlist');
    const edit = admin.page.getByRole('button', { name: /^Edit / }).first();
    await edit.waitFor({ state: 'visible', timeout: 15_000 });
    await edit.click();
    await admin.page.getByLabel('Title', { exact: true }).fill('E2E Picks');
    await admin.page.getByRole('button', { name: 'Save changes' }).click();
    await admin.page.getByRole('status').filter({ hasText: 'Saved E2E Picks' }).waitFor({ state: 'visible', timeout: 15_000 });
    const tracks = admin.page.getByRole('table', { name: 'Tracks of E2E Picks' });
    await tracks.waitFor({ state: 'visible', timeout: 15_000 });
    const first = (await tracks.getByRole('row').nth(1).getByRole('cell').nth(1).textContent())?.trim() ?? '';
    await tracks.getByRole('button', { name: `Move ${first} down` }).first().click();
    await admin.page.getByRole('button', { name: 'Save tracks' }).click();
    await admin.page.getByRole('status').filter({ hasText: /^Saved: \d+ tracks$/ }).waitFor({ state: 'visible', timeout: 15_000 });
    expect((await tracks.getByRole('row').nth(2).getByRole('cell').nth(1).textContent())?.trim()).toBe(first);
    // The editor is a dialog: close it to reach the console's navigation again.
    const editor = admin.page.getByRole('dialog');
    await editor.getByRole('button', { name: 'Close' }).first().click();
    await editor.waitFor({ state: 'detached', timeout: 15_000 });

    await admin.page.getByRole('button', { name: 'Audit log' }).click();
    for (const action of ['import.music', 'playlist.edit', 'playlist.tracks']) await admin.page.getByRole('cell', { name: action }).first().waitFor({ state: 'visible', timeout: 15_000 });
    await admin.context.close();
  });

  it('edits a station: a new name is saved and shown; a new stream on loopback is refused by the guard and changes nothing', async () => {
    // An external stream on this machine: it answers audio, so only the guard can refuse it.
    const audio = readFileSync(demoMp3());
    const stream = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(audio));
    await new Promise<void>((resolve) => stream.listen(0, '127.0.0.1', resolve));
    const live = `http://127.0.0.1:${(stream.address() as AddressInfo).port}/live`;
    const admin = await openPage(browser, server.baseUrl);
    try {
      await signIn(admin.page, adminKey);
      await admin.page.getByRole('button', { name: 'Content' }).click();
      await admin.page.getByLabel('Station name').fill('E2E Loop FM');
      await admin.page.getByLabel('Stream URL').fill(live);
      await admin.page.getByLabel('Stream is on my own network').check();
      await admin.page.getByRole('button', { name: 'Add station' }).click();
      await admin.page.getByRole('status').filter({ hasText: 'Added E2E Loop FM' }).waitFor({ state: 'visible', timeout: 15_000 });

      await admin.page.getByRole('button', { name: 'Edit E2E Loop FM' }).click();
      const renaming = admin.page.getByRole('form', { name: 'Edit E2E Loop FM' });
      await renaming.getByLabel('Name', { exact: true }).fill('E2E Loop Radio');
      await renaming.getByRole('button', { name: 'Save station' }).click();
      await renaming.waitFor({ state: 'detached', timeout: 15_000 });
      const stations = admin.page.getByRole('table', { name: 'Radio stations' });
      await stations.getByRole('cell', { name: 'E2E Loop Radio', exact: true }).waitFor({ state: 'visible', timeout: 15_000 });
      expect(await stations.getByRole('cell', { name: 'E2E Loop FM', exact: true }).count()).toBe(0);

      await admin.page.getByRole('button', { name: 'Edit E2E Loop Radio' }).click();
      const moving = admin.page.getByRole('form', { name: 'Edit E2E Loop Radio' });
      await moving.getByLabel('Stream', { exact: true }).fill(live.replace('/live', '/moved'));
      await moving.getByRole('button', { name: 'Save station' }).click();
      const refusal = moving.getByRole('alert');
      await refusal.waitFor({ state: 'visible', timeout: 15_000 });
      expect(await refusal.textContent()).toMatch(/^The stream cannot be used: Refused 127\.0\.0\.1:\d+: it resolves to 127\.0\.0\.1 \(loopback\)\. Tick "on my own network" to allow an address on your own network\.$/);
      // Nothing changed on the server: the station keeps its name and its stream.
      const listed = await admin.page.request.get('/api/v1/admin/radio', { headers: { 'x-admin-key': adminKey } });
      const saved = ((await listed.json()) as { stations: Array<{ name: string; stream_url: string | null }> }).stations.filter((s) => s.stream_url === live);
      expect(saved.map((s) => s.name)).toEqual(['E2E Loop Radio']);

      await admin.page.getByRole('button', { name: 'Audit log' }).click();
      await admin.page.getByRole('cell', { name: 'radio.edit' }).first().waitFor({ state: 'visible', timeout: 15_000 });
    } finally {
      await admin.context.close();
      await new Promise((resolve) => stream.close(resolve));
    }
  });

  it('fits every screen of the console on a phone (390 × 844)', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await signIn(page, adminKey);
      await page.getByRole('heading', { name: 'Activation codes' }).waitFor({ state: 'visible', timeout: 15_000 });
      for (const tab of ['Codes', 'Devices', 'Activity', 'Content', 'Libraries', 'Catalogue', 'Audit log']) {
        await page.getByRole('button', { name: tab, exact: true }).click();
        await page.locator('main h2, main h3').first().waitFor({ state: 'visible', timeout: 15_000 });
        // Tables and lists arrive after the screen: the faults must be gone within 30 s.
        await expect.poll(async () => ({ tab, ...(await page.evaluate(layoutFaults, { minTitleCharacters: 0, pseudoTexts: false })) }), { timeout: 30_000 }).toEqual({ tab, wide: [], cut: [], clipped: [] });
      }
      // The playlist editor, a dialog with the playlist's track table.
      await page.getByRole('button', { name: 'Catalogue', exact: true }).click();
      await page.getByLabel('Kind').selectOption('playlist');
      await page.getByRole('button', { name: /^Edit / }).first().click();
      await page.getByRole('dialog').getByRole('table').first().waitFor({ state: 'visible', timeout: 15_000 });
      await expect.poll(async () => ({ tab: 'playlist editor', ...(await page.evaluate(layoutFaults, { minTitleCharacters: 0, pseudoTexts: false })) }), { timeout: 30_000 }).toEqual({ tab: 'playlist editor', wide: [], cut: [], clipped: [] });
    } finally {
      await context.close();
    }
  });
});
