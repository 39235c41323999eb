import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue, readMp3Gapless, scanFrames, songSamples } from '@tangerine/demo-catalogue';
import type { RunningServer } from '@tangerine/harness';
import { sharedServer } from './support/shared-server.js';
import { lookupClient } from './support/api.js';
import { launch } from './support/browser.js';

/**
 * Does Chromium's MP3 decoding trim the LAME encoder delay and padding for an `<audio>`
 * element? The engine's gapless join depends on the answer (`MEDIA_ELEMENT_MP3` in
 * libs/player/web/src/deck-join.ts), so it is kept here. A Still Meridian track is a slice of
 * one rendered piece, so the music is known sample for sample (songSamples): the element, seeked to
 * a media time, plays into a Web Audio tap at the file's own rate, and the captured samples are
 * matched against the music to read which music sample that media time holds.
 */

interface AlbumTrack {
  id: string;
  title: string;
  stream_url: string;
  gapless?: { encoder_delay: number; encoder_padding: number; sample_rate: number };
}

/** In the page, as source text (tsx's helpers for inner functions do not exist there). */
const PLAY_FROM = `async ({ url, from, seconds, rate }) => {
  const context = new AudioContext({ sampleRate: rate });
  const audio = new Audio();
  audio.preload = 'auto';
  audio.src = url;
  await new Promise((resolve, reject) => { audio.oncanplaythrough = resolve; audio.onerror = () => reject(new Error('the audio failed to load')); });
  const tap = context.createScriptProcessor(1024, 1, 1);
  const chunks = [];
  let on = false;
  tap.onaudioprocess = (event) => { if (on) chunks.push(Float32Array.from(event.inputBuffer.getChannelData(0))); };
  context.createMediaElementSource(audio).connect(tap);
  tap.connect(context.destination);
  await context.resume();
  audio.currentTime = from;
  await new Promise((resolve) => { audio.onseeked = resolve; });
  on = true;
  await audio.play();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  on = false;
  audio.pause();
  await context.close();
  const samples = [];
  for (const chunk of chunks) for (const x of chunk) samples.push(x);
  return { duration: audio.duration, samples };
}`;

/** The music sample (index into `music`) that the capture's first sounding sample is, by normalized correlation around `near`. */
function matchMusic(captured: number[], music: Float32Array, near: number, radius: number): { index: number; correlation: number } {
  const first = captured.findIndex((x) => x !== 0);
  if (first < 0) throw new Error('the element played silence');
  const window = captured.slice(first, first + 4096);
  const energy = Math.sqrt(window.reduce((sum, x) => sum + x * x, 0));
  let best = { index: -1, correlation: -Infinity };
  for (let index = Math.max(0, near - radius); index <= near + radius && index + window.length <= music.length; index++) {
    let dot = 0;
    let reference = 0;
    for (let i = 0; i < window.length; i++) {
      const m = music[index + i] as number;
      dot += (window[i] as number) * m;
      reference += m * m;
    }
    const correlation = dot / (energy * Math.sqrt(reference) || 1);
    if (correlation > best.correlation) best = { index, correlation };
  }
  return best;
}

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = sharedServer();
  browser = await launch();
  const context = await browser.newContext();
  // A blank page of the server's origin: the element's source is same-origin, so Web Audio hears it.
  await context.route(`${server.baseUrl}/__probe`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>probe</title>' }));
  page = await context.newPage();
  await page.goto(`${server.baseUrl}/__probe`);
});

afterAll(async () => {
  await browser?.close();
});

describe("Chromium's MP3 decoding and the LAME gapless fields", () => {
  it('trims them for an <audio> element: media time 0 is the first music sample and the duration is the music\'s', async () => {
    const get = await lookupClient(server.baseUrl, await server.issueCode(['--days', '30']));
    const { albums } = await get<{ albums: Array<{ id: string; artist?: { name: string } }> }>('/api/v1/browse/albums?limit=50');
    const album = albums.find((candidate) => candidate.artist?.name === 'Still Meridian');
    const { tracks } = await get<{ tracks: AlbumTrack[] }>(`/api/v1/browse/albums/${album?.id}`);
    const track = tracks[1];
    if (!track?.gapless) throw new Error('the second Still Meridian track has no gapless fields');
    const url = new URL(track.stream_url, server.baseUrl).toString();

    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    const tag = readMp3Gapless(bytes);
    const decodedSamples = scanFrames(bytes)
      .slice(1)
      .reduce((sum, frame) => sum + frame.samples, 0);
    const rate = track.gapless.sample_rate;
    expect(tag).toMatchObject({ encoderDelay: track.gapless.encoder_delay, encoderPadding: track.gapless.encoder_padding });

    const catalogue = buildDemoCatalogue();
    const artist = catalogue.artists.find((candidate) => candidate.name === 'Still Meridian');
    const job = catalogue.albums.find((candidate) => candidate.artistKey === artist?.key)?.tracks.find((candidate) => candidate.title === track.title)?.audio;
    if (job?.kind !== 'song') throw new Error(`no demo job for "${track.title}"`);
    const music = songSamples(job);
    // The file holds the music, the delay and the padding, frame for frame.
    expect(decodedSamples).toBe(music.length + track.gapless.encoder_delay + track.gapless.encoder_padding);

    const played = (await page.evaluate(`(${PLAY_FROM})(${JSON.stringify({ url, from: 0, seconds: 1, rate })})`)) as { duration: number; samples: number[] };
    // The duration is the music's, not the frames'.
    expect(Math.round(played.duration * rate)).toBe(music.length);
    // The first sounding sample is the music's first: kept, the delay (576 + the decoder's 529 samples) would come first.
    expect(matchMusic(played.samples, music, 0, 0).correlation).toBeGreaterThan(0.9);
    expect(matchMusic(played.samples, music, 0, 1500).index).toBe(0);
  });
});
