import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startActivatedSession, type ActivatedSession } from './support/browser.js';
import { untilAppStarted } from '@tangerine/harness';

// A walk through every catalogue and library screen, against the built server on a fresh
// data directory (its demo catalogue), in Debian's Chromium.

let session: ActivatedSession;
let get: ActivatedSession['get'];
let page: Page;

interface Paged {
  total: number;
  total_pages: number;
}

beforeAll(async () => {
  // 3,000 synthetic tracks bring 30 more artists: the artists list then has more than one page.
  session = await startActivatedSession((server) => server.admin(['demo', '--tracks', '3000']).then(() => undefined));
  ({ page, get } = session);
});

afterAll(async () => {
  await session?.close();
});

const heading = (text: string | RegExp) => page.getByRole('heading', { name: text }).first();
const visible = (text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function go(path: string) {
  await page.goto(path);
  // At /, the server sends Home already rendered; the steps below act on the app's Home.
  await untilAppStarted(page);
}

describe('every route renders', () => {
  it('Home greets and shows its sections', async () => {
    await go('/');
    await heading(/^Good (morning|afternoon|evening)$/).waitFor();
    await heading('Latest Songs').waitFor();
  });

  it('the listing routes render their titles', async () => {
    for (const [path, title] of [
      ['/trending', 'Trending'],
      ['/albums', 'Popular Albums'],
      ['/artists', 'Artists'],
      ['/playlists', 'Playlists'],
      ['/my-playlists', 'My Playlists'],
      ['/favorites', 'Liked Songs'],
      ['/downloads', 'Downloads'],
      ['/library', 'Your Albums'],
      ['/radio', 'Radio'],
      ['/podcasts', 'Podcasts'],
      ['/search', 'Search'],
    ] as const) {
      await go(path);
      await heading(title).waitFor();
    }
  });

  it('detail routes render an album, an artist, a playlist and a track', async () => {
    const { albums } = await get<{ albums: { id: string; title: string }[] }>('/api/v1/browse/albums?page=1');
    const album = albums[0];
    if (!album) throw new Error('The demo catalogue has no album');
    await go(`/album/${album.id}`);
    await heading(album.title).waitFor();
    const detail = await get<{ tracks: { id: string; title: string }[]; artist: { id: string; name: string } | null }>(`/api/v1/browse/albums/${album.id}`);
    if (detail.artist) {
      await go(`/artist/${detail.artist.id}`);
      await heading(detail.artist.name).waitFor();
    }
    const track = detail.tracks[0];
    if (track) {
      await go(`/track/${track.id}`);
      await visible('SONG');
      await heading(track.title).waitFor();
    }
    const { playlists } = await get<{ playlists: { id: string; title: string }[] }>('/api/v1/browse/playlists');
    if (playlists[0]) {
      await go(`/playlist/${playlists[0].id}`);
      await heading(playlists[0].title).waitFor();
    }
  });

  it('unknown ids show the not-found texts', async () => {
    for (const [path, text] of [
      ['/album/no-such-album', 'Album not found'],
      ['/artist/no-such-artist', 'Artist not found'],
      ['/playlist/no-such-playlist', 'Playlist not found'],
      ['/my-playlists/no-such-playlist', 'Playlist not found'],
      ['/track/no-such-track', 'Track Not Found'],
      ['/radio/no-such-station', 'Radio station not found'],
      ['/podcast/no-such-podcast', 'Podcast not found'],
    ] as const) {
      await go(path);
      await visible(text);
    }
    await go('/track/no-such-track');
    await visible("The track you're looking for doesn't exist.");
  });
});

describe('search', () => {
  it('prompts, then searches with the query in the URL, and back keeps it', async () => {
    const { albums } = await get<{ albums: { title: string }[] }>('/api/v1/browse/albums?page=1');
    const word = (albums[0]?.title ?? 'the').split(/\s+/).find((part) => part.length >= 3) ?? 'the';
    await go('/search');
    await visible('Start typing to search for songs, albums, artists, or playlists.');
    await page.getByPlaceholder('What do you want to listen to?').fill(word);
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    await heading(/^(Songs|Albums|Artists) \(\d+\)$/).waitFor();
    await page.getByPlaceholder('What do you want to listen to?').fill('zzqxj-nothing');
    await visible('No results found for “zzqxj-nothing”');
    await go('/');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'zzqxj-nothing');
    await expect(page.getByPlaceholder('What do you want to listen to?').inputValue()).resolves.toBe('zzqxj-nothing');
  });
});

describe('lists', () => {
  it('paginates the artists list with "Page x of y"', async () => {
    const first = await get<Paged>('/api/v1/browse/artists?page=1');
    expect(first.total_pages).toBeGreaterThan(1);
    await go('/artists');
    await page.getByRole('radio', { name: 'All Artists' }).waitFor();
    await visible(`Page 1 of ${first.total_pages}`);
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(`Page 2 of ${first.total_pages}`);
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    const second = await get<{ artists: { name: string }[] }>('/api/v1/browse/artists?page=2');
    await page.getByRole('link', { name: second.artists[0]?.name ?? '' }).first().waitFor();
  });

  it('filters radio by a category', async () => {
    const { stations } = await get<{ stations: { country: string | null }[] }>('/api/v1/browse/radio');
    await go('/radio');
    if (stations.length === 0) {
      await visible('No Radio Stations Yet');
      return;
    }
    await heading('Select a Category').waitFor();
    await page.getByRole('radio', { name: 'All' }).click();
    await heading('Popular Stations').waitFor();
    await heading('Discover New').waitFor();
    const country = stations.find((station) => station.country)?.country;
    if (country) {
      await page.getByRole('radio', { name: country }).click();
      await page.waitForURL((url) => url.searchParams.get('category') === `country:${country}`);
      const expected = stations.filter((station) => station.country === country).length;
      await visible(`${expected} ${expected === 1 ? 'station' : 'stations'}`);
    }
  });

  it('filters podcasts by a category', async () => {
    const { podcasts } = await get<{ podcasts: { categories: string[] }[] }>('/api/v1/browse/podcasts?limit=1000');
    await go('/podcasts');
    if (podcasts.length === 0) {
      await visible('No Podcasts Yet');
      return;
    }
    await heading('Select a Category').waitFor();
    await page.getByRole('radio', { name: 'All Podcasts' }).click();
    await visible(`${podcasts.length} ${podcasts.length === 1 ? 'podcast' : 'podcasts'}`);
    await heading('Popular Podcasts').waitFor();
    const category = podcasts.flatMap((podcast) => podcast.categories)[0];
    if (category) {
      await page.getByRole('radio', { name: category }).click();
      const expected = podcasts.filter((podcast) => podcast.categories.includes(category)).length;
      await visible(`${expected} ${expected === 1 ? 'podcast' : 'podcasts'}`);
    }
  });
});

describe('phone width', () => {
  it('screens fit 360 px without sideways scrolling of the main area', async () => {
    const { albums } = await get<{ albums: { id: string }[] }>('/api/v1/browse/albums?page=1');
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      for (const path of [`/album/${albums[0]?.id}`, '/trending', '/search?q=the', '/artists', '/library']) {
        await go(path);
        await page.getByRole('heading').first().waitFor();
        await page.waitForTimeout(300);
        const overflow = await page.evaluate(() => {
          const main = document.querySelector('main');
          return main ? main.scrollWidth - main.clientWidth : 0;
        });
        expect({ path, overflow }).toEqual({ path, overflow: 0 });
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});

describe('library', () => {
  it('creates a playlist, adds a track to it and removes it', async () => {
    await go('/my-playlists');
    await heading('My Playlists').waitFor();
    await page.getByRole('button', { name: 'Create Playlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Playlist' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Please enter a playlist name').waitFor();
    await dialog.getByLabel('Name').fill('E2E Mix');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await visible('Playlist created successfully!');
    await page.getByRole('link', { name: 'E2E Mix' }).waitFor();

    const { albums } = await get<{ albums: { id: string }[] }>('/api/v1/browse/albums?page=1');
    const album = await get<{ tracks: { id: string; title: string }[] }>(`/api/v1/browse/albums/${albums[0]?.id}`);
    const track = album.tracks[0];
    if (!track) throw new Error('The demo album has no tracks');
    await go(`/album/${albums[0]?.id}`);
    await page.getByRole('button', { name: `More options for ${track.title}` }).first().click();
    await page.getByRole('menuitem', { name: 'Add to playlist' }).click();
    await page.getByRole('dialog', { name: 'Add to playlist' }).getByRole('button', { name: /E2E Mix/ }).click();
    await visible('Added to E2E Mix');

    await go('/my-playlists');
    await page.getByRole('link', { name: 'E2E Mix' }).click();
    await heading('E2E Mix').waitFor();
    await page.getByRole('link', { name: track.title }).first().waitFor();
    await page.getByRole('button', { name: `More options for ${track.title}` }).first().click();
    await page.getByRole('menuitem', { name: 'Remove from playlist' }).click();
    await visible('This playlist is empty');
  });

  it('likes a song and finds it in Liked Songs', async () => {
    const { albums } = await get<{ albums: { id: string }[] }>('/api/v1/browse/albums?page=1');
    const album = await get<{ tracks: { id: string; title: string }[] }>(`/api/v1/browse/albums/${albums[0]?.id}`);
    const track = album.tracks[1] ?? album.tracks[0];
    if (!track) throw new Error('The demo album has no tracks');
    await go(`/album/${albums[0]?.id}`);
    await page.getByRole('button', { name: `Like ${track.title}` }).first().click();
    await page.getByRole('button', { name: `Unlike ${track.title}` }).first().waitFor();
    await go('/favorites');
    await heading('Liked Songs').waitFor();
    await page.getByRole('table', { name: 'Liked Songs' }).getByRole('link', { name: track.title }).waitFor();
  });
});
