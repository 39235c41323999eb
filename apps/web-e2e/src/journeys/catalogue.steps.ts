import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { Journey } from '../support/journey.js';
import { answeredCall, callsTo, eventually, expectPlaying, playerBar, visible } from '../support/steps.js';

/**
 * The catalogue part of the first hour (every catalogue screen a new listener meets): search and play a result, an album, an
 * artist, a catalogue playlist, a new playlist with a song added, a liked song found in Liked
 * Songs, a live radio station and a podcast episode. Runs after `firstHour`'s playing steps.
 */
export function catalogueSteps(journey: Journey): void {
  test('search and play a result', async () => {
    const { page, watch } = journey;
    await sidebarLink(page, 'Search').click();
    await page.waitForURL('**/search');
    await visible(page.getByText('Start typing to search for songs, albums, artists, or playlists.'));
    const input = page.getByPlaceholder('What do you want to listen to?');
    const title = (await firstLatestSongTitle(journey)).slice(0, 5);
    await input.fill(title);
    await page.waitForURL((url) => url.searchParams.get('q') === title);
    await visible(page.getByText(/^Songs \(\d+\)$/));
    const before = watch.apiCalls('POST', /\/play$/).length;
    await page.getByRole('button', { name: /^Play / }).first().click();
    await expectPlaying(page, /\/api\/v1\/media\/audio\//);
    await callsTo(watch, 'POST', /^\/api\/v1\/browse\/tracks\/[^/]+\/play$/, before + 1);
    // Reload keeps the query (it lives in the URL).
    await page.reload();
    expect(await input.inputValue()).toBe(title);
  });

  test('open an album and play it from a row', async () => {
    const { page } = journey;
    await openFromHome(page, 'Popular Albums');
    await page.waitForURL(/\/album\/[^/]+$/);
    await visible(page.getByRole('table'));
    await page.getByRole('table').getByRole('button', { name: /^Play / }).nth(1).click();
    await expectPlaying(page);
    // The album is queued from that row: the previous one is in the queue.
    expect(await playerBar(page).getByRole('button', { name: 'Previous', exact: true }).isDisabled()).toBe(false);
  });

  test('open an artist', async () => {
    const { page } = journey;
    await openFromHome(page, 'Trending Artists');
    await page.waitForURL(/\/artist\/[^/]+$/);
    await visible(page.getByRole('heading', { name: 'Popular' }));
    await visible(page.getByRole('heading', { name: 'Albums' }));
  });

  test('open a catalogue playlist', async () => {
    const { page } = journey;
    await openFromHome(page, 'Featured Playlists');
    await page.waitForURL(/\/playlist\/[^/]+$/);
    await visible(page.getByRole('table'));
  });

  test('create a playlist and add a song to it', async () => {
    const { page } = journey;
    const name = `First hour ${Date.now().toString(36)}`;
    await sidebarLink(page, 'My Playlists').click();
    await page.getByRole('button', { name: 'Create Playlist' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await visible(page.getByText('Please enter a playlist name'));
    await dialog.getByLabel(/name/i).first().fill(name);
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await visible(page.getByText('Playlist created successfully!'));
    await visible(page.getByText(name));

    await openFromHome(page, 'Popular Albums');
    await page.getByRole('table').getByRole('button', { name: /more|actions|options/i }).first().click();
    await page.getByRole('menuitem', { name: 'Add to playlist' }).click();
    await page.getByRole('dialog').getByRole('button', { name }).or(page.getByRole('dialog').getByText(name)).first().click();
    await answeredCall(journey.watch, 'POST', /^\/api\/v1\/playlists\/[^/]+\/tracks$/);
    await sidebarLink(page, 'My Playlists').click();
    // Exact: the "Added to <name>" toast may still be up, and it contains the name too.
    await page.getByText(name, { exact: true }).first().click();
    await visible(page.getByRole('table'));
  });

  test('like a song and find it in Liked Songs', async () => {
    const { page } = journey;
    await playerBar(page).getByRole('button', { name: 'Like', exact: true }).click();
    await visible(playerBar(page).getByRole('button', { name: 'Unlike', exact: true }));
    await sidebarLink(page, 'Favorites').click();
    await page.waitForURL('**/favorites');
    await visible(page.getByRole('table'));
  });

  test('listen to a radio station', async () => {
    const { page, watch } = journey;
    await sidebarLink(page, 'Radio').click();
    await visible(page.getByText('Select a Category'));
    await categoryChip(page, /^All$/).click();
    await visible(page.getByText('Popular Stations'));
    await page.getByRole('main').getByRole('link').first().click();
    await page.waitForURL(/\/radio\/[^/]+$/);
    await visible(page.getByText('LIVE', { exact: true }));
    await page.getByRole('button', { name: 'Listen Live' }).click();
    await expectPlaying(page, /\/api\/v1\/radio\/[^/]+\/stream/);
    await callsTo(watch, 'POST', /^\/api\/v1\/browse\/radio\/[^/]+\/listen$/);
  });

  test('listen to a podcast episode', async () => {
    const { page, watch } = journey;
    await sidebarLink(page, 'Podcasts').click();
    await visible(page.getByText('Select a Category'));
    await categoryChip(page, /^All( Podcasts)?$/).click();
    await visible(page.getByText('Popular Podcasts'));
    await page.getByRole('main').getByRole('link').first().click();
    await page.waitForURL(/\/podcast\/[^/]+$/);
    await visible(page.getByText(/^All Seasons \(\d+\)$/));
    // product §2: clicking an episode row plays it.
    const episodes = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Episodes' }) }).first();
    await episodes.getByRole('listitem').first().getByRole('button').first().click();
    await expectPlaying(page, /\/api\/v1\/media\/audio\//);
    await eventually(async () => watch.apiCalls('POST', /^\/api\/v1\/browse\/podcasts\/[^/]+\/episodes\/[^/]+\/play$/).length, (count) => count > 0, 'the episode play count');
  });
}

/** A category chip of the radio and podcast lists (libs/ui draws chip groups as radios). */
function categoryChip(page: Page, name: RegExp) {
  return page.getByRole('radio', { name }).or(page.getByRole('button', { name })).first();
}

function sidebarLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });
}

/** Goes Home and opens the first card of a section. */
async function openFromHome(page: Page, section: string): Promise<void> {
  await sidebarLink(page, 'Home').click();
  await page.waitForURL((url) => url.pathname === '/');
  const region = page.locator('section').filter({ has: page.getByRole('heading', { name: section }) }).first();
  await region.getByRole('link').filter({ hasNotText: 'Show all' }).first().click();
}

async function firstLatestSongTitle(journey: Journey): Promise<string> {
  const home = journey.watch.requests.find((entry) => entry.path === '/api/v1/browse/home' && entry.status === 200);
  if (!home) throw new Error('no home payload was loaded');
  const response = await journey.page.request.get(home.url, { headers: { 'x-device-id': home.headers['x-device-id'] ?? '', authorization: home.headers['authorization'] ?? '' } });
  const body = (await response.json()) as { latest_songs?: Array<{ title?: string }> };
  const title = body.latest_songs?.[0]?.title;
  if (!title) throw new Error('the home payload has no latest song');
  return title;
}
