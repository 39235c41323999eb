import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@tangerine/harness';
import { listenerTab } from '../support/listener-tab.js';
import { activate, eventually, expectPlaying, visible } from '../support/steps.js';

/** Where the journey runs: the server's address and a fresh code of it, read once its setup ran. */
export interface LibraryTarget {
  baseUrl: () => string;
  freshCode: () => Promise<string>;
}

/**
 * The listener's library in Debian's Chromium against the built server: the ready-made smart
 * playlists of a fresh code, a smart playlist made with one rule (its count as one types, then
 * played), History's "Play again" for what was just heard, and a playlist file's round trip: "Export as
 * M3U" downloads the smart playlist, and "Import playlist" reads that file back with its report.
 */
export function librarySteps(title: string, target: LibraryTarget): void {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** The smart playlist's page, exported later. */
  let smartPlaylistUrl = '';

  beforeAll(async () => {
    browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
    ({ context, page } = await listenerTab(browser, target.baseUrl()));
  }, 600_000);

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
  });

  describe.sequential(title, { timeout: 120_000 }, () => {
    test('a fresh code finds the ready-made smart playlists in My Playlists', async () => {
      await activate(page, await target.freshCode());
      await page.goto('/my-playlists');
      await visible(page.getByText('No playlists yet'));
      const readyMade = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Ready-made' }) });
      for (const name of ['Recently added', 'Most played', 'Not played in a year']) await visible(readyMade.getByRole('heading', { name, exact: true }));
    });

    test('a smart playlist made with one rule shows its count as one types, then plays', async () => {
      await page.getByRole('button', { name: 'New smart playlist' }).click();
      const dialog = page.getByRole('dialog', { name: 'New smart playlist' });
      await dialog.getByLabel('Name', { exact: true }).fill('Longer than a minute');
      await dialog.getByLabel('Field of rule 1').selectOption('duration');
      await dialog.getByLabel('Operator of rule 1').selectOption('gt');
      await dialog.getByLabel('Value of rule 1').fill('60');
      const status = dialog.getByRole('status');
      await visible(status.getByText(/^\d+ songs? match$/));
      const matched = Number((await status.textContent())?.match(/\d+/)?.[0]);
      expect(matched).toBeGreaterThan(0);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/my-playlists\/\d+$/);
      await visible(page.getByRole('heading', { name: 'Longer than a minute', level: 1 }));
      smartPlaylistUrl = page.url();
      // The play is recorded once 3 s were heard: History is opened after that call was answered.
      const recorded = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/trending/track-play' && response.ok(), { timeout: 60_000 });
      await page.getByRole('button', { name: 'Play Longer than a minute' }).click();
      await expectPlaying(page, /\/api\/v1\/media\/audio\//);
      await recorded;
    });

    test('History lists what was heard today, and "Play again" plays it', async () => {
      // A play is recorded once the song has started; History reads it on each visit.
      await eventually(
        async () => {
          await page.goto('/history');
          await visible(page.getByRole('heading', { name: 'History', level: 1 }));
          // Counted once the plays have loaded: the list, or its empty state.
          await visible(page.getByRole('button', { name: 'Play again' }).or(page.getByText('Nothing played yet')));
          return page.getByRole('button', { name: 'Play again' }).count();
        },
        (count) => count > 0,
        'History showing the song just played',
        60_000,
      );
      await page.getByRole('button', { name: 'Play again' }).first().click();
      await expectPlaying(page, /\/api\/v1\/media\/audio\//);
    });

    test('"Export as M3U" downloads a playlist file, and "Import playlist" reads it back and reports what matched nothing', async () => {
      await page.goto(smartPlaylistUrl);
      await visible(page.getByRole('heading', { name: 'Longer than a minute', level: 1 }));
      await page.getByRole('button', { name: 'More options for Longer than a minute' }).click();
      const download = page.waitForEvent('download', { timeout: 60_000 });
      await page.getByRole('menuitem', { name: 'Export as M3U' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('Longer than a minute.m3u8');
      const text = fs.readFileSync(await file.path(), 'utf8');
      const lines = text.split('\n').filter((line) => line !== '');
      expect(lines[0]).toBe('#EXTM3U');
      const songs = lines.filter((line) => line.startsWith('#EXTINF:')).length;
      expect(songs).toBeGreaterThan(0);

      // The same file with one entry more that names nothing of the catalogue.
      await page.goto('/my-playlists');
      await page.getByLabel('Import playlist').setInputFiles({ name: 'Round trip.m3u8', mimeType: 'audio/x-mpegurl', buffer: Buffer.from(`${text}Nowhere/missing.mp3\n`) });
      const report = page.getByRole('dialog', { name: 'Playlist imported' });
      await visible(report.getByText(new RegExp(`^"Round trip": ${songs} songs? added from ${songs + 1} entries\\.$`)));
      await visible(report.getByText(`Line ${lines.length + 1}: Nowhere/missing.mp3`));
      await report.getByRole('button', { name: 'Open playlist' }).click();
      await visible(page.getByRole('heading', { name: 'Round trip', level: 1 }));
    });
  });
}
