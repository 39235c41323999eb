import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, workspaceRoot, type RunningServer } from '@tangerine/harness';
import { launch, openPage } from './support/browser.js';
import { lookupClient } from './support/api.js';
import { MEDIA_PROBE_SCRIPT, waitForAudibleProgress } from '../support/media-probe.js';
import { activate, eventually, playerBar, visible } from '../support/steps.js';

/**
 * A listener's own music folder, end to end: the administrator adds it on the console's Libraries
 * screen; the listener plays an ALAC and an AIFF track (transcoded by the server's ffmpeg), seeks in
 * the ALAC one, sees the album's disc headings and the synced lyrics from a .lrc beside the file;
 * a file deleted from the folder leaves the album by itself (the watcher).
 */
let server: RunningServer;
let browser: Browser;
let adminKey: string;
let folder: string;
let page: Page;
let get: Awaited<ReturnType<typeof lookupClient>>;
let albumId: string;
/** Each track's stream address (its path), to tell which one the media element plays. */
const streams = new Map<string, RegExp>();
/** Uncaught exceptions of the listener's page: one in the player's audio code once stopped the player for good. */
const pageErrors: string[] = [];

/** Debian's ffmpeg makes the files (installed by tools/ensure-ffmpeg.sh when missing). */
function tone(file: string, seconds: number, frequency: number, codec: string[], tags: Record<string, string>) {
  mkdirSync(join(file, '..'), { recursive: true });
  const metadata = Object.entries(tags).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}:sample_rate=44100`, '-ac', '2', ...codec, ...metadata, file]);
}

const album = { album: 'Two Sides', album_artist: 'Cider Duo', artist: 'Cider Duo', date: '2024' };

beforeAll(async () => {
  execFileSync('bash', [join(workspaceRoot, 'tools/ensure-ffmpeg.sh')], { stdio: 'inherit', timeout: 600_000 });
  server = await startServer();
  browser = await launch();
  const printed = /^Admin key: (\S+)$/m.exec(server.log())?.[1];
  if (!printed) throw new Error(`The first start printed no "Admin key:" line:\n${server.log().slice(0, 2000)}`);
  adminKey = printed;
  // Under the default import root (<data dir>/music), where the console may add folders.
  folder = join(server.dataDir, 'music', 'E2E Library');
  tone(join(folder, 'CD1', '01 Apple Song.m4a'), 12, 440, ['-c:a', 'alac'], { ...album, title: 'Apple Song', track: '1', disc: '1/2' });
  writeFileSync(join(folder, 'CD1', '01 Apple Song.lrc'), '[00:00.00]Apples in the morning\n[00:04.00]Pears at night\n[00:08.00]Plums for ever\n');
  tone(join(folder, 'CD2', '01 Granite Hum.aiff'), 8, 330, ['-c:a', 'pcm_s16be', '-write_id3v2', '1'], { ...album, title: 'Granite Hum', track: '1', disc: '2/2' });
  tone(join(folder, 'CD2', '02 Leaving Soon.flac'), 3, 550, ['-c:a', 'flac'], { ...album, title: 'Leaving Soon', track: '2', disc: '2/2' });
}, 1_000_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const row = (title: string) => page.getByRole('row').filter({ hasText: title });

describe('a music folder, read in place', () => {
  it('is added on the console Libraries screen and scanned: three tracks', async () => {
    const admin = await openPage(browser, server.baseUrl);
    await admin.page.goto('/admin');
    await admin.page.getByLabel('Admin key').fill(adminKey);
    await admin.page.getByRole('button', { name: 'Sign in' }).click();
    await admin.page.getByRole('button', { name: 'Libraries' }).click();
    await admin.page.getByLabel('Music folder on the server').fill(folder);
    await admin.page.getByRole('button', { name: 'Add folder' }).click();
    const library = admin.page.getByRole('row').filter({ has: admin.page.getByRole('cell', { name: 'E2E Library', exact: true }) });
    // The list is polled while a scan runs: the counts arrive by themselves.
    await library.getByRole('cell', { name: '3', exact: true }).first().waitFor({ state: 'visible', timeout: 60_000 });
    await admin.context.close();
  });

  it('shows the album by disc, plays the ALAC track transcoded, and seeks in it', async () => {
    const code = await server.issueCode(['--days', '30', '--devices', '3']);
    get = await lookupClient(server.baseUrl, code);
    const found = await get<{ albums: { id: string; title: string }[] }>(`/api/v1/search?q=${encodeURIComponent('Two Sides')}`);
    albumId = found.albums.find((a) => a.title === 'Two Sides')?.id ?? '';
    expect(albumId).not.toBe('');
    const detail = await get<{ tracks: { title: string; stream_url: string }[] }>(`/api/v1/browse/albums/${albumId}`);
    for (const track of detail.tracks) streams.set(track.title, new RegExp(new URL(track.stream_url, server.baseUrl).pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect([...streams.keys()].sort()).toEqual(['Apple Song', 'Granite Hum', 'Leaving Soon']);
    const session = await openPage(browser, server.baseUrl);
    await session.context.addInitScript(MEDIA_PROBE_SCRIPT);
    page = session.page;
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await activate(page, code);
    await page.goto(`/album/${albumId}`);
    await visible(page.getByRole('heading', { name: 'Disc 1', exact: true }));
    await visible(page.getByRole('heading', { name: 'Disc 2', exact: true }));
    await row('Apple Song').getByRole('button', { name: /^Play / }).click();
    await visible(playerBar(page).getByRole('button', { name: 'Pause', exact: true }));
    await waitForAudibleProgress(page, streams.get('Apple Song'), 30_000);

    // Into the transcoded stream (from the cache, or a new ffmpeg run from there): the player keeps the true time.
    const seek = playerBar(page).getByRole('slider', { name: 'Seek' });
    const box = await seek.boundingBox();
    if (!box) throw new Error('the Seek slider is not visible');
    await seek.click({ position: { x: box.width * 0.7, y: box.height / 2 } });
    await eventually(async () => Number(await seek.getAttribute('aria-valuenow')), (now) => now >= 7, 'the position after the seek', 30_000);
    await waitForAudibleProgress(page, streams.get('Apple Song'), 30_000);
    expect(Number(await seek.getAttribute('aria-valuemax'))).toBeGreaterThanOrEqual(11);
  });

  it('shows the synced lyrics of the .lrc beside the file, the line sung now marked', async () => {
    await playerBar(page).getByRole('button', { name: 'Fullscreen' }).first().click();
    const fullscreen = page.locator('[role="dialog"]:has([data-bars])');
    await fullscreen.getByRole('button', { name: /Lyrics/ }).click();
    await visible(fullscreen.getByRole('button', { name: 'Plums for ever' }));
    await visible(fullscreen.getByRole('button', { name: 'Apples in the morning' }));
    // Position 7 s or later: the current line is "Pears at night" or, once past 8 s, "Plums for ever".
    await visible(fullscreen.locator('[aria-current="true"]').filter({ hasText: /Pears at night|Plums for ever/ }));
    await fullscreen.getByRole('button', { name: 'Exit fullscreen' }).click();
  });

  it('plays the AIFF track of disc 2', async () => {
    // The ALAC track may be ending now, its gapless join into this one under way: the click still wins.
    await row('Granite Hum').getByRole('button', { name: /^Play / }).click();
    await playerBar(page).getByText('Granite Hum').first().waitFor({ state: 'visible', timeout: 60_000 });
    await playerBar(page).getByRole('button', { name: 'Pause', exact: true }).first().waitFor({ state: 'visible', timeout: 60_000 });
    await waitForAudibleProgress(page, streams.get('Granite Hum'), 60_000);
    expect(pageErrors).toEqual([]);
  });

  it('loses a file deleted from the folder without a manual scan', async () => {
    await visible(row('Leaving Soon'));
    rmSync(join(folder, 'CD2', '02 Leaving Soon.flac'));
    await eventually(
      async () => {
        await page.reload();
        await visible(row('Granite Hum'));
        return row('Leaving Soon').count();
      },
      (count) => count === 0,
      'the deleted file still listed',
      45_000,
    );
  });
});
