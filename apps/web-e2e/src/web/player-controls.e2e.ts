import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@tangerine/harness';
import { sharedServer } from './support/shared-server.js';
import { lookupClient } from './support/api.js';
import { activate, launch, openPage } from './support/browser.js';

/**
 * The everyday controls in Chromium against the built app, one journey each on one listening page:
 * "Keyboard shortcuts" on `?`, "Waveform", "Equalizer", "Sleep timer" (kept over a reload), "Playback
 * speed" on an episode (kept for its podcast), "Instant mix" and "Autoplay similar songs" at the queue's end. Every wait is for a state (polled, generous
 * timeouts), never a fixed sleep, so a loaded machine only makes them slower.
 */

/** Before the app loads: keeps every media element that was asked to play, for their rate and position. */
const MEDIA_RECORDER = `(() => {
  const media = new Set();
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) {
    media.add(this);
    return play.apply(this, args);
  };
  Object.defineProperty(window, '__media', { value: media });
})();`;

interface AlbumTrack {
  id: string;
  title: string;
  duration: number;
}

const WAIT = { timeout: 30_000, interval: 250 };

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let get: Awaited<ReturnType<typeof lookupClient>>;

beforeAll(async () => {
  server = sharedServer();
  browser = await launch();
  const code = await server.issueCode(['--days', '30', '--devices', '3']);
  get = await lookupClient(server.baseUrl, code);
  const session = await openPage(browser, server.baseUrl);
  ({ context, page } = session);
  await context.addInitScript(MEDIA_RECORDER);
  await activate(page, code);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const bar = () => page.getByRole('region', { name: 'Player' });

/** The element sounding now: not paused, with its rate and position. */
const sounding = () =>
  page.evaluate(() => {
    const playing = [...(window as unknown as { __media: Set<HTMLMediaElement> }).__media].find((media) => !media.paused && !media.ended);
    return playing ? { rate: playing.playbackRate, time: playing.currentTime, src: playing.currentSrc } : null;
  });

/** Sound goes on: an element plays and its position moves forward by a second. */
async function expectSoundGoesOn() {
  await expect.poll(sounding, WAIT).not.toBeNull();
  const from = (await sounding())?.time ?? 0;
  await expect.poll(async () => (await sounding())?.time ?? -1, WAIT).toBeGreaterThan(from + 1);
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.playbackState), WAIT).toBe('playing');
}

async function firstAlbum() {
  const { albums } = await get<{ albums: { id: string }[] }>('/api/v1/browse/albums?page=1');
  return get<{ id: string; tracks: AlbumTrack[] }>(`/api/v1/browse/albums/${albums[0]?.id}`);
}

/** The first demo album whose last song has similar songs outside the album (the server's choice can be empty). */
async function albumWithAMix() {
  const { albums } = await get<{ albums: { id: string }[] }>('/api/v1/browse/albums?page=1');
  for (const { id } of albums.slice(0, 15)) {
    const album = await get<{ id: string; tracks: AlbumTrack[] }>(`/api/v1/browse/albums/${id}`);
    const last = album.tracks.at(-1);
    if (!last) continue;
    const { tracks } = await get<{ tracks: unknown[] }>(`/api/v1/browse/mix?song_ids=${last.id}&exclude_ids=${album.tracks.map((t) => t.id).join(',')}`);
    if (tracks.length > 0) return album;
  }
  throw new Error('no demo album has similar songs outside it');
}

async function playFromAlbum(index: number, chosen?: { id: string; tracks: AlbumTrack[] }) {
  const album = chosen ?? (await firstAlbum());
  const track = album.tracks.at(index);
  if (!track) throw new Error('The demo album has no tracks');
  await page.goto(`/album/${album.id}`);
  await page.getByRole('button', { name: `Play ${track.title}` }).click();
  await bar().getByText(track.title).first().waitFor(WAIT);
  return { album, track };
}

async function profileSwitch(name: string) {
  await page.getByRole('button', { name: /Your Profile/ }).click();
  const profile = page.getByRole('dialog', { name: 'Your Profile' });
  const toggle = profile.getByRole('switch', { name });
  await toggle.check(WAIT);
  await expect.poll(() => toggle.isChecked(), WAIT).toBe(true);
  await page.keyboard.press('Escape');
  await profile.waitFor({ state: 'hidden', ...WAIT });
}

describe('the player’s everyday controls', () => {
  it('opens "Keyboard shortcuts" on ?', async () => {
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    // The shortcuts arrive with the player's chunk after activation: `?` is pressed until they answer.
    await expect
      .poll(async () => {
        if (await dialog.isVisible()) return true;
        await page.keyboard.press('Shift+Slash');
        return dialog.isVisible();
      }, WAIT)
      .toBe(true);
    await dialog.getByText('Equalizer').first().waitFor(WAIT);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', ...WAIT });
  });

  it('draws the song’s waveform once "Waveform" is on, and seeks on it', async () => {
    const { track } = await playFromAlbum(0);
    const peaks = page.waitForResponse((response) => response.url().endsWith(`/api/v1/browse/tracks/${track.id}/peaks`), WAIT);
    await profileSwitch('Waveform');
    const answer = await peaks;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { peaks: number[] }).peaks).toHaveLength(200);
    await bar().locator('[data-waveform]').waitFor(WAIT);
    const seek = bar().getByRole('slider', { name: 'Seek' });
    const box = await seek.boundingBox();
    if (!box) throw new Error('the Seek slider is not visible');
    await seek.click({ position: { x: box.width / 2, y: box.height / 2 } });
    const half = track.duration / 2;
    await expect.poll(async () => Number(await seek.getAttribute('aria-valuenow')), WAIT).toBeGreaterThanOrEqual(Math.floor(half) - 2);
    await expectSoundGoesOn();
  });

  it('turns on an equalizer preset while the sound keeps playing', async () => {
    await expectSoundGoesOn();
    await bar().getByRole('button', { name: 'Equalizer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Equalizer' });
    await dialog.getByLabel('Preset', { exact: true }).selectOption('Rock', WAIT);
    await expect.poll(() => dialog.getByRole('switch', { name: 'On' }).isChecked(), WAIT).toBe(true);
    await expectSoundGoesOn();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden', ...WAIT });
  });

  it('sets a sleep timer and shows the time left', async () => {
    await bar().getByRole('button', { name: 'Sleep timer' }).click();
    await bar().getByRole('menuitemradio', { name: '15 minutes' }).click(WAIT);
    await bar().getByLabel(/^Sleep timer: 1[45]:\d\d left$/).waitFor(WAIT);
    // A reload keeps the timer counting to the same end.
    await page.reload();
    await bar().getByLabel(/^Sleep timer: 1[45]:\d\d left$/).waitFor(WAIT);
    // Off again, so the rest of the journey is not paused by it.
    await bar().getByRole('button', { name: 'Sleep timer' }).click();
    await bar().getByRole('menuitemradio', { name: 'Off' }).click(WAIT);
    await bar().getByLabel(/^Sleep timer:/).waitFor({ state: 'detached', ...WAIT });
  });

  it('changes the playback speed of a podcast episode', async () => {
    const { podcasts } = await get<{ podcasts: { id: string }[] }>('/api/v1/browse/podcasts?limit=1000');
    const podcast = await get<{ id: string; episodes: { id: string; title: string }[] }>(`/api/v1/browse/podcasts/${podcasts[0]?.id}`);
    const episode = podcast.episodes[0];
    if (!episode) throw new Error('The demo podcast has no episodes');
    await page.goto(`/podcast/${podcast.id}`);
    await page.getByRole('button', { name: new RegExp(episode.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
    await bar().getByText(episode.title).first().waitFor(WAIT);
    await bar().getByRole('button', { name: 'Playback speed' }).click(WAIT);
    const speed = bar().getByRole('slider', { name: 'Speed' });
    await speed.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await sounding())?.rate, WAIT).toBe(1.5);
    await expectSoundGoesOn();
    await page.keyboard.press('Escape');
    // Remembered for this podcast: its next episode plays at 1.5× too; music stays at 1×.
    const next = podcast.episodes[1];
    /** Waits until another element (or source) than `before` sounds, and answers its rate. */
    const rateOfNext = async (before: string | undefined) => {
      await expect.poll(async () => (await sounding())?.src ?? before, WAIT).not.toBe(before);
      return (await sounding())?.rate;
    };
    if (next) {
      const before = (await sounding())?.src;
      await page.getByRole('button', { name: new RegExp(next.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
      await bar().getByText(next.title).first().waitFor(WAIT);
      expect(await rateOfNext(before)).toBe(1.5);
    }
    const before = (await sounding())?.src;
    await playFromAlbum(1);
    expect(await rateOfNext(before)).toBe(1);
    await expectSoundGoesOn();
  });

  it('plays an "Instant mix" of a song, an album and an artist', async () => {
    // An album whose last song has similar songs (the server's choice can be empty for a demo song).
    const album = await albumWithAMix();
    const detail = await get<{ title: string; artist: { id: string; name: string } | null }>(`/api/v1/browse/albums/${album.id}`);
    const song = album.tracks.at(-1);
    if (!song || !detail.artist) throw new Error('The demo album has no song or no artist');
    /** Opens `menu`'s "Instant mix" and waits for the server's mix to be what plays. */
    const instantMix = async (menu: string, seedTitle?: string) => {
      const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/browse/mix', WAIT);
      await page.getByRole('button', { name: `More options for ${menu}` }).first().click();
      await page.getByRole('menuitem', { name: 'Instant mix' }).click(WAIT);
      const answer = await asked;
      expect(answer.status()).toBe(200);
      const titles = new Set(((await answer.json()) as { tracks: AlbumTrack[] }).tracks.map((track) => track.title));
      expect(titles.size).toBeGreaterThan(0);
      const first = seedTitle ?? '';
      await expect.poll(async () => {
        const playing = (await bar().locator('a[href^="/track/"]').first().textContent()) ?? '';
        return seedTitle ? playing === first : titles.has(playing);
      }, WAIT).toBe(true);
      await expectSoundGoesOn();
    };
    await page.goto(`/album/${album.id}`);
    await instantMix(song.title, song.title);
    await instantMix(detail.title);
    await page.goto(`/artist/${detail.artist.id}`);
    await instantMix(detail.artist.name);
  });

  it('continues with similar songs, listed under "Autoplay", when the queue ends with repeat off', async () => {
    await profileSwitch('Autoplay similar songs');
    // The last song of the queue asks the server for the mix as it starts.
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/browse/mix', { timeout: 60_000 });
    const { track } = await playFromAlbum(-1, await albumWithAMix());
    const answer = await asked;
    expect(answer.status()).toBe(200);
    const mix = ((await answer.json()) as { tracks: AlbumTrack[] }).tracks;
    expect(mix.length).toBeGreaterThan(0);
    const seek = bar().getByRole('slider', { name: 'Seek' });
    const box = await seek.boundingBox();
    if (!box) throw new Error('the Seek slider is not visible');
    // A few seconds before the end of the album's last song.
    await seek.click({ position: { x: box.width * (1 - 4 / track.duration), y: box.height / 2 } });
    const mixTitles = new Set(mix.map((song) => song.title));
    await expect
      .poll(async () => mixTitles.has((await bar().locator('a[href^="/track/"]').first().textContent()) ?? ''), { timeout: 60_000, interval: 500 })
      .toBe(true);
    await expectSoundGoesOn();
    await page.goto('/queue');
    await page.getByText('Autoplay', { exact: true }).first().waitFor(WAIT);
  });
});
