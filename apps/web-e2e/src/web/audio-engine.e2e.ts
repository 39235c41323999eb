import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { untilAppStarted, type RunningServer } from '@tangerine/harness';
import { sharedServer } from './support/shared-server.js';
import { lookupClient } from './support/api.js';
import { activate, launch, openPage } from './support/browser.js';

/**
 * The audio engine in Chromium: the gapless join, the crossfade overlap and the Playback settings, read on
 * the media elements themselves. Positions are media time (where the outgoing track was when the
 * incoming one was asked to play), never wall-clock time.
 */

interface AlbumTrack {
  id: string;
  title: string;
  duration: number;
  stream_url: string;
  album?: { id: string } | null;
}

/**
 * Before the app loads: records every play() with what else was playing then, and every `waiting` after it.
 * A deck the engine starts unheard ahead of a gapless handover is marked data-deck-lead: such a play() is a lead, not a heard start.
 */
const PLAY_RECORDER = `(() => {
  const seen = new Set();
  const plays = [];
  const waits = [];
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) {
    if (!seen.has(this)) {
      seen.add(this);
      this.addEventListener('waiting', () => waits.push({ src: this.currentSrc || this.src, at: this.currentTime }));
    }
    const others = [...seen].filter((m) => m !== this && (m.ended || !m.paused)).map((m) => ({ src: m.currentSrc || m.src, left: m.duration - m.currentTime, ended: m.ended }));
    plays.push({ src: this.currentSrc || this.src, from: this.currentTime, others, lead: this.dataset.deckLead === 'true' });
    return play.apply(this, args);
  };
  Object.defineProperty(window, '__plays', { value: plays });
  Object.defineProperty(window, '__waits', { value: waits });
})();`;

interface PlayCall {
  src: string;
  from: number;
  /** Elements playing, or just ended, when it was asked to play. */
  others: Array<{ src: string; left: number; ended: boolean }>;
  /** Started unheard ahead of a gapless handover (silent until the handover). */
  lead: boolean;
}

let server: RunningServer;
let browser: Browser;
let get: Awaited<ReturnType<typeof lookupClient>>;

beforeAll(async () => {
  server = sharedServer();
  browser = await launch();
  get = await lookupClient(server.baseUrl, await server.issueCode(['--days', '30', '--devices', '3']));
});

afterAll(async () => {
  await browser?.close();
});

async function listeningPage() {
  const session = await openPage(browser, server.baseUrl);
  await session.context.addInitScript(PLAY_RECORDER);
  await activate(session.page, await server.issueCode(['--days', '30']));
  return session;
}

const plays = (page: Page) => page.evaluate(() => (window as unknown as { __plays: PlayCall[] }).__plays);
const waits = (page: Page) => page.evaluate(() => (window as unknown as { __waits: Array<{ src: string }> }).__waits);
const bar = (page: Page) => page.getByRole('region', { name: 'Player' });
/** Whether a media source is the track's audio (signed URLs differ in their query). */
const isAudioOf = (track: AlbumTrack, src: string) => new URL(src, 'http://x').pathname === new URL(track.stream_url, 'http://x').pathname;

/** Waits for the first play() of an element whose source is the track's audio (`heard`: the first that is not an unheard lead). */
async function playOf(page: Page, track: AlbumTrack, { heard = false } = {}, timeoutMs = 60_000): Promise<PlayCall> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await plays(page)).find((call) => isAudioOf(track, call.src) && !(heard && call.lead));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${track.title} was never played: ${JSON.stringify(await plays(page))}`);
    await page.waitForTimeout(200);
  }
}

/** Seeks the playing track to about `secondsLeft` before its end: a click on the player bar's Seek slider. */
async function seekNearEnd(page: Page, track: AlbumTrack, secondsLeft = 8) {
  const seek = bar(page).getByRole('slider', { name: 'Seek' });
  const box = await seek.boundingBox();
  if (!box) throw new Error('the Seek slider is not visible');
  await seek.click({ position: { x: box.width * (1 - secondsLeft / track.duration), y: box.height / 2 } });
}

/** Elements still sounding (not ended, more than a tenth of a second left) when an element was asked to play. */
const stillPlaying = (call: PlayCall) => call.others.filter((other) => !other.ended && other.left > 0.1);

async function setCrossfade(page: Page, seconds: number) {
  await page.getByRole('button', { name: /Your Profile/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Profile' });
  const slider = dialog.getByRole('slider', { name: 'Crossfade' });
  await slider.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < seconds; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe(seconds > 0 ? `${seconds} s` : 'Off');
  await page.keyboard.press('Escape');
}

describe('gapless album', () => {
  it('plays through a boundary of Still Meridian with no waiting stall; the next track starts from its buffer as the first one reaches its end', async () => {
    const { albums } = await get<{ albums: Array<{ id: string; title: string; artist?: { name: string } }> }>('/api/v1/browse/albums?limit=50');
    const album = albums.find((candidate) => candidate.artist?.name === 'Still Meridian');
    expect(album).toBeDefined();
    const detail = await get<{ title: string; tracks: AlbumTrack[] }>(`/api/v1/browse/albums/${album?.id}`);
    const [first, second] = detail.tracks;
    if (!first || !second) throw new Error('Still Meridian has fewer than two tracks');
    const { page, context } = await listeningPage();
    // A crossfade set by the listener does not apply to album neighbours.
    await setCrossfade(page, 6);
    await page.goto(`/album/${album?.id}`);
    await page.getByRole('button', { name: `Play ${detail.title}`, exact: true }).click();
    await playOf(page, first);
    await seekNearEnd(page, first);
    const joined = await playOf(page, second);
    // Asked to play from its start as the first reached its end (its last fraction of a second, or
    // just ended), from a buffer ready beforehand: no stall follows. The gap itself is the bench's.
    expect(joined.others).toHaveLength(1);
    const [outgoing] = joined.others;
    expect(isAudioOf(first, outgoing?.src ?? '')).toBe(true);
    expect(outgoing?.ended || (outgoing?.left ?? Infinity) < 1).toBe(true);
    expect(joined.from).toBe(0);
    await bar(page).getByText(second.title, { exact: true }).first().waitFor({ state: 'visible', timeout: 20_000 });
    await page.waitForTimeout(2_000);
    expect((await waits(page)).filter((wait) => isAudioOf(second, wait.src))).toEqual([]);
    await context.close();
  });
});

describe('crossfade', () => {
  /** A catalogue playlist that starts with two songs of different albums (so they may crossfade). */
  async function mixedPair() {
    const { playlists } = await get<{ playlists: Array<{ id: string; title: string }> }>('/api/v1/browse/playlists?limit=50');
    for (const candidate of playlists) {
      const detail = await get<{ title: string; tracks: AlbumTrack[] }>(`/api/v1/browse/playlists/${candidate.id}`);
      const [a, b] = detail.tracks;
      if (a && b && a.album?.id !== b.album?.id && a.duration > 30 && b.duration > 30) return { playlist: candidate, a, b };
    }
    throw new Error('no catalogue playlist starts with two songs of different albums');
  }

  /** A fresh listener (crossfade set first when asked) plays the playlist into its second song; the play() of that song. */
  async function secondSongStart(crossfadeSeconds: number) {
    const { playlist, a, b } = await mixedPair();
    const { page, context } = await listeningPage();
    if (crossfadeSeconds > 0) await setCrossfade(page, crossfadeSeconds);
    await page.goto(`/playlist/${playlist.id}`);
    await page.getByRole('button', { name: `Play ${playlist.title}`, exact: true }).click();
    await playOf(page, a);
    await seekNearEnd(page, a);
    // What the listener hears: a gapless handover's unheard lead is not where b starts sounding.
    const started = await playOf(page, b, { heard: true });
    await context.close();
    return { started, a };
  }

  it('does not overlap songs when off (the default)', async () => {
    const { started } = await secondSongStart(0);
    expect(stillPlaying(started)).toEqual([]);
  });

  it('starts the next song the set seconds (media time) before the end when on', async () => {
    const { started, a } = await secondSongStart(4);
    const overlapping = stillPlaying(started);
    expect(overlapping).toHaveLength(1);
    expect(isAudioOf(a, overlapping[0]?.src ?? '')).toBe(true);
    // Time updates come every 250 ms or so: the fade began between 3 and 4 s before the end.
    expect(overlapping[0]?.left).toBeGreaterThan(3);
    expect(overlapping[0]?.left).toBeLessThanOrEqual(4.1);
  });
});

describe('Playback settings', () => {
  it('survive a reload', async () => {
    const { page, context } = await listeningPage();
    await setCrossfade(page, 7);
    await page.getByRole('button', { name: /Your Profile/ }).click();
    let dialog = page.getByRole('dialog', { name: 'Your Profile' });
    await dialog.getByRole('switch', { name: 'Gapless' }).uncheck();
    await dialog.getByLabel('Normalize volume').selectOption('album');
    await page.reload();
    await untilAppStarted(page);
    await page.getByRole('button', { name: /Your Profile/ }).click();
    dialog = page.getByRole('dialog', { name: 'Your Profile' });
    await expect.poll(() => dialog.getByRole('slider', { name: 'Crossfade' }).getAttribute('aria-valuetext')).toBe('7 s');
    expect(await dialog.getByRole('switch', { name: 'Gapless' }).isChecked()).toBe(false);
    expect(await dialog.getByLabel('Normalize volume').inputValue()).toBe('album');
    await context.close();
  });
});
