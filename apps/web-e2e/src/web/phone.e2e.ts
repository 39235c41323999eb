import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { untilAppStarted } from '@tangerine/harness';
import { openActivatedSession, type ActivatedSession } from './support/browser.js';
import { sharedServer } from './support/shared-server.js';
import { layoutFaults } from './support/layout-faults.js';

// Every screen on a phone (390 × 844): nothing wider than the screen, no song title cut to fewer than
// 12 characters. With E2E_SCREENSHOTS_DIR set, each screen is also saved there at 390 and 1440 px.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const MIN_TITLE_CHARACTERS = 12;

let session: ActivatedSession;
let page: Page;
let get: ActivatedSession['get'];

beforeAll(async () => {
  session = await openActivatedSession(sharedServer());
  ({ page, get } = session);
});

afterAll(async () => {
  await session?.close();
});

async function screenshot(name: string, on: Page): Promise<void> {
  const directory = process.env['E2E_SCREENSHOTS_DIR'];
  if (!directory) return;
  fs.mkdirSync(directory, { recursive: true });
  for (const [label, size] of [['390', PHONE], ['1440', DESKTOP]] as const) {
    await on.setViewportSize(size);
    await on.waitForTimeout(400);
    await on.screenshot({ path: path.join(directory, `${name}-${label}.png`) });
  }
  await on.setViewportSize(PHONE);
}

async function check(name: string, ready: () => Promise<unknown>, on: Page = page): Promise<void> {
  await ready();
  // Lazy images and fonts settle the layout.
  await on.waitForTimeout(600);
  const faults = await on.evaluate(layoutFaults, { minTitleCharacters: MIN_TITLE_CHARACTERS, pseudoTexts: false });
  expect({ screen: name, ...faults }).toEqual({ screen: name, wide: [], cut: [], clipped: [] });
  await screenshot(name, on);
}

async function go(address: string): Promise<void> {
  await page.goto(address);
  await untilAppStarted(page);
}

const heading = (text: string | RegExp) => page.getByRole('heading', { name: text }).first().waitFor();

describe('every screen on a phone (390 × 844)', () => {
  it('fits the screen and shows song titles long enough to tell apart', async () => {
    await page.setViewportSize(PHONE);
    const { albums } = await get<{ albums: { id: string; title: string }[] }>('/api/v1/browse/albums?page=1');
    const album = albums[0];
    if (!album) throw new Error('The demo catalogue has no album');
    const detail = await get<{ tracks: { id: string; title: string }[]; artist: { id: string; name: string } | null }>(`/api/v1/browse/albums/${album.id}`);
    const { playlists } = await get<{ playlists: { id: string; title: string }[] }>('/api/v1/browse/playlists');
    const word = album.title.split(/\s+/).find((part) => part.length >= 3) ?? 'the';

    await go('/');
    await check('home', () => heading('Latest Songs'));
    for (const [address, title, name] of [
      ['/trending', 'Trending', 'trending'],
      ['/albums', 'Popular Albums', 'albums'],
      ['/artists', 'Artists', 'artists'],
      ['/playlists', 'Playlists', 'playlists'],
      ['/my-playlists', 'My Playlists', 'my-playlists'],
      ['/favorites', 'Liked Songs', 'liked-songs'],
      ['/downloads', 'Downloads', 'downloads'],
      ['/library', 'Your Albums', 'library'],
      ['/radio', 'Radio', 'radio'],
      ['/podcasts', 'Podcasts', 'podcasts'],
    ] as const) {
      await go(address);
      await check(name, () => heading(title));
    }
    await go(`/search?q=${encodeURIComponent(word)}`);
    await check('search', () => heading(/^(Songs|Albums|Artists) \(\d+\)$/));
    await go(`/album/${album.id}`);
    await check('album', () => heading(album.title));
    if (detail.artist) {
      await go(`/artist/${detail.artist.id}`);
      await check('artist', () => heading(detail.artist?.name ?? ''));
    }
    const track = detail.tracks[0];
    if (track) {
      await go(`/track/${track.id}`);
      await check('track', () => heading(track.title));
    }
    if (playlists[0]) {
      await go(`/playlist/${playlists[0].id}`);
      await check('playlist', () => heading(playlists[0]?.title ?? ''));
    }
    await go('/history');
    await check('history', () => heading('History'));
    await go('/join');
    await check('join', () => heading('Join a room'));
    // A room link whose code leads nowhere: the form with its error.
    await go('/join/ZZZZZZ');
    await check('join-link', () => page.getByText('Invalid room code').first().waitFor());
    await go('/no-such-page');
    await check('not-found', () => heading('Page not found'));
    const { stations } = await get<{ stations: { id: string; name: string }[] }>('/api/v1/browse/radio');
    if (stations[0]) {
      await go(`/radio/${stations[0].id}`);
      await check('station', () => heading(stations[0]?.name ?? ''));
    }
    const { podcasts } = await get<{ podcasts: { id: string; title: string }[] }>('/api/v1/browse/podcasts');
    if (podcasts[0]) {
      await go(`/podcast/${podcasts[0].id}`);
      await check('podcast', () => heading(podcasts[0]?.title ?? ''));
    }
    // The listener's own playlist, with a song in it (its rows have the owner's actions).
    if (track) {
      const name = 'Evening walk, the long way home';
      await go('/my-playlists');
      await page.getByRole('button', { name: 'Create Playlist' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create Playlist' });
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('link', { name }).first().waitFor();
      await go(`/album/${album.id}`);
      await page.getByRole('button', { name: `More options for ${track.title}` }).first().click();
      await page.getByRole('menuitem', { name: 'Add to playlist' }).click();
      await page.getByRole('dialog', { name: 'Add to playlist' }).getByRole('button', { name: new RegExp(name) }).click();
      await page.getByText(`Added to ${name}`).first().waitFor();
      await go('/my-playlists');
      await page.getByRole('link', { name }).first().click();
      await check('own-playlist', () => page.getByRole('link', { name: track.title }).first().waitFor());
    }
    // The queue while an album plays, then the fullscreen player (the profile dialog is walked in the
    // pseudo-locale by languages.e2e.ts, the longest texts).
    await go(`/album/${album.id}`);
    await page.getByRole('button', { name: /^Play / }).first().click();
    await go('/queue');
    await check('queue', () => page.getByRole('region', { name: /^Up Next/ }).waitFor());
    await page.getByRole('button', { name: 'Fullscreen' }).first().click();
    await check('fullscreen-player', () => page.locator('[role="dialog"]:has([data-bars])').getByRole('button', { name: 'Exit fullscreen' }).waitFor());
  }, 240_000);

  it('fits the activation screen in English', async () => {
    const context = await session.browser.newContext({ baseURL: session.server.baseUrl, viewport: PHONE });
    try {
      const visitor = await context.newPage();
      await visitor.goto('/activate');
      await untilAppStarted(visitor);
      await check('activate', () => visitor.getByRole('button', { name: 'Activate & Start Listening' }).waitFor(), visitor);
    } finally {
      await context.close();
    }
  });
});
