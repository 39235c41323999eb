import type { Page } from 'playwright-core';
import { EQ_BANDS, EQ_PRESETS } from '@tangerine/player-machine';
import { apiJson, firstSongStreamUrl, ms, percentile, verdict, type BenchContext, type BenchResult } from './bench-context.js';
import { measure, TIMING_SCRIPT } from './click-to-playing.js';
import { COUNT_GLITCHES_SCRIPT, EQUALIZER_TAP_SCRIPT, quietInputLevel, type GlitchCount } from './equalizer-glitches.js';
import { gotoSettled } from './page-settled.js';

/**
 * The equalizer on (a non-flat preset, as the device saved it) against off, in the real app:
 * (1) click to `playing` on /track/{id}, runs alternating, a fresh context each; (2) 60 s of the
 * output of a continuous album with the equalizer on, glitches counted (the source starved, or the
 * chain silent while its input was not: equalizer-glitches.ts; and the audio device's underruns as
 * Chromium's AudioContext.playbackStats counts them), the music's own quiet moments reported apart;
 * (3) the response of the app's own filters, their parameters read from its live graph, rendering a
 * stepped sine sweep in an OfflineAudioContext, at each band centre against the preset's curve.
 */

const PRESET = 'Rock';
const RUNS = Number(process.env['BENCH_EQ_RUNS'] ?? 30);
const CAPTURE_SECONDS = Number(process.env['BENCH_EQ_SECONDS'] ?? 60);
/** A glitch: the output of continuous music under −60 dBFS for this long (a track boundary measures 0.5 ms). */
const SILENCE = 10 ** (-60 / 20);
const GLITCH_MS = 2;

const preset = EQ_PRESETS.find((candidate) => candidate.name === PRESET);
if (!preset) throw new Error(`no ${PRESET} preset`);
const { preamp, gains } = preset;

/** The device's saved equalizer, as the app keeps it (libs/player/web equalizer-key.ts). */
const settingsScript = (enabled: boolean) => `localStorage.setItem('tangerine.equalizer', ${JSON.stringify(JSON.stringify({ enabled, preamp, gains, preset: PRESET, custom: [] }))});`;

/** Keeps the app's equalizer filters (peaking BiquadFilterNodes), the gain that feeds them, the node feeding the speakers, and the audio context. */
const GRAPH_SCRIPT = `(() => {
  const found = { input: null, filters: [], context: null, speakers: null };
  Object.defineProperty(window, '__equalizer', { value: found });
  const connect = AudioNode.prototype.connect;
  AudioNode.prototype.connect = function (destination, ...rest) {
    if (destination instanceof BiquadFilterNode && destination.type === 'peaking' && !found.filters.includes(destination)) {
      if (this instanceof GainNode) { found.input = this; found.context = this.context; }
      found.filters.push(destination);
    }
    if (destination instanceof AudioDestinationNode && !(this instanceof ScriptProcessorNode)) found.speakers = this;
    return connect.call(this, destination, ...rest);
  };
})();`;

async function newPage(context: BenchContext, scripts: string[]): Promise<{ page: Page; close: () => Promise<void> }> {
  const browserContext = await context.browser.newContext({ storageState: context.storageState });
  for (const script of scripts) await browserContext.addInitScript(script);
  const page = await browserContext.newPage();
  return { page, close: () => browserContext.close() };
}

async function clickToPlaying(context: BenchContext, trackId: string, enabled: boolean): Promise<number> {
  const { page, close } = await newPage(context, [TIMING_SCRIPT, settingsScript(enabled)]);
  try {
    await gotoSettled(page, `${context.server.baseUrl}/track/${encodeURIComponent(trackId)}`);
    const button = page.getByRole('main').getByRole('button', { name: /^Play / }).first();
    await button.waitFor({ state: 'visible', timeout: 15_000 });
    return (await measure(page, () => button.click())).elapsed;
  } finally {
    await close();
  }
}

/** Chromium's AudioContext.playbackStats: the audio device's underruns (the render thread late) since the context began. */
interface PlaybackStats {
  underrunEvents: number;
  underrunDuration: number;
  totalDuration: number;
}

const playbackStats = (page: Page) =>
  page.evaluate(() => {
    const stats = (window as unknown as { __equalizer: { context: { playbackStats?: PlaybackStats } | null } }).__equalizer.context?.playbackStats;
    return stats ? { underrunEvents: stats.underrunEvents, underrunDuration: stats.underrunDuration, totalDuration: stats.totalDuration } : null;
  });

/** The app's live filters and preamp, then their response to a stepped sine sweep rendered offline (dB at each band centre). */
const SWEEP_SCRIPT = `(async (bands) => {
  const { input, filters, context } = window.__equalizer;
  const rate = context.sampleRate;
  const chain = filters.slice(0, bands.length).map((f) => ({ type: f.type, frequency: f.frequency.value, Q: f.Q.value, gain: f.gain.value }));
  const step = Math.round(rate / 2);
  const render = async (through) => {
    const offline = new OfflineAudioContext(1, step * bands.length, rate);
    const oscillator = offline.createOscillator();
    bands.forEach((frequency, i) => oscillator.frequency.setValueAtTime(frequency, i * step / rate));
    const level = offline.createGain();
    level.gain.value = 0.25;
    let last = oscillator.connect(level);
    if (through) {
      const preamp = offline.createGain();
      preamp.gain.value = input.gain.value;
      last = last.connect(preamp);
      for (const f of chain) {
        const filter = offline.createBiquadFilter();
        filter.type = f.type; filter.frequency.value = f.frequency; filter.Q.value = f.Q; filter.gain.value = f.gain;
        last = last.connect(filter);
      }
    }
    last.connect(offline.destination);
    oscillator.start();
    const samples = (await offline.startRendering()).getChannelData(0);
    // Each step's amplitude at its frequency over whole periods of its second half (the filters have settled).
    return bands.map((frequency, i) => {
      const periods = Math.floor((step / 2) * frequency / rate);
      const length = Math.round((periods * rate) / frequency);
      const from = (i + 1) * step - length;
      let re = 0, im = 0;
      for (let n = 0; n < length; n++) {
        const phase = (2 * Math.PI * frequency * n) / rate;
        re += samples[from + n] * Math.cos(phase);
        im += samples[from + n] * Math.sin(phase);
      }
      return (2 / length) * Math.hypot(re, im);
    });
  };
  const dry = await render(false);
  const wet = await render(true);
  return { rate, preampDb: 20 * Math.log10(input.gain.value), responseDb: wet.map((a, i) => 20 * Math.log10(a / dry[i])) };
})`;

/** Still Meridian's album, one continuous piece cut at its boundaries: any silence in it is a glitch. */
async function continuousAlbum(context: BenchContext): Promise<{ id: string; title: string }> {
  const { albums } = await apiJson<{ albums: Array<{ id: string; artist: { name: string } | null }> }>(context, '/api/v1/browse/albums?limit=100');
  const album = albums.find((candidate) => candidate.artist?.name === 'Still Meridian');
  if (!album) throw new Error('the demo catalogue has no Still Meridian album');
  const detail = await apiJson<{ title: string; tracks: Array<{ duration: number }> }>(context, `/api/v1/browse/albums/${album.id}`);
  const seconds = detail.tracks.reduce((sum, track) => sum + track.duration, 0);
  if (seconds < CAPTURE_SECONDS + 10) throw new Error(`Still Meridian's album lasts ${seconds} s, under the capture's ${CAPTURE_SECONDS} s`);
  return { id: album.id, title: detail.title };
}

export async function benchEqualizer(context: BenchContext): Promise<BenchResult> {
  const song = await firstSongStreamUrl(context);
  const on: number[] = [];
  const off: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    on.push(await clickToPlaying(context, song.id, true));
    off.push(await clickToPlaying(context, song.id, false));
  }
  const ratio50 = percentile(on, 50) / percentile(off, 50);
  const ratio95 = percentile(on, 95) / percentile(off, 95);

  // The album played with the equalizer on: 60 s of output, then the live filters' response.
  const { page, close } = await newPage(context, [GRAPH_SCRIPT, settingsScript(true)]);
  let capture: GlitchCount;
  let sweep: { rate: number; preampDb: number; responseDb: number[] };
  let stats: { before: PlaybackStats | null; after: PlaybackStats | null };
  try {
    const album = await continuousAlbum(context);
    await gotoSettled(page, `${context.server.baseUrl}/album/${encodeURIComponent(album.id)}`);
    await page.getByRole('button', { name: `Play ${album.title}` }).click();
    await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause' }).first().waitFor({ state: 'visible', timeout: 20_000 });
    // The saved curve is on the live filters once their gains have glided there.
    await page.waitForFunction((count) => (window as unknown as { __equalizer: { filters: { gain: { value: number } }[] } }).__equalizer.filters.filter((filter) => Math.abs(filter.gain.value) > 0.1).length >= count, 5, { timeout: 20_000 });
    const before = await playbackStats(page);
    const rate = (await page.evaluate('window.__equalizer.context.sampleRate')) as number;
    await page.evaluate(EQUALIZER_TAP_SCRIPT);
    await page.waitForTimeout(CAPTURE_SECONDS * 1000);
    await page.evaluate('window.__equalizerCapture.on = false');
    capture = (await page.evaluate(`${COUNT_GLITCHES_SCRIPT}(window.__equalizerCapture, ${SILENCE}, ${GLITCH_MS}, ${quietInputLevel(gains, SILENCE, rate)})`)) as GlitchCount;
    stats = { before, after: await playbackStats(page) };
    sweep = (await page.evaluate(`${SWEEP_SCRIPT}(${JSON.stringify(EQ_BANDS)})`)) as typeof sweep;
  } finally {
    await close();
  }
  const misses = sweep.responseDb.map((db, i) => db - sweep.preampDb - (gains[i] ?? 0));
  const worst = Math.max(...misses.map(Math.abs));
  const underruns = stats.before && stats.after ? stats.after.underrunEvents - stats.before.underrunEvents : null;
  const rendered = stats.before && stats.after ? stats.after.totalDuration - stats.before.totalDuration : null;
  const capturedSeconds = capture.frames / capture.rate;
  return {
    name: 'Equalizer on vs off',
    status: 'measured',
    lines: [
      `preset ${PRESET} (preamp ${preamp} dB, bands ${gains.join('/')} dB) saved on the device, as the app keeps it`,
      `click to playing, /track/${song.id} "Play", ${RUNS} runs each alternating, fresh context per run:`,
      `  equalizer on: p50 ${ms(percentile(on, 50))}, p95 ${ms(percentile(on, 95))}; off: p50 ${ms(percentile(off, 50))}, p95 ${ms(percentile(off, 95))}`,
      `  ratio on/off p50 ${ratio50.toFixed(2)}, p95 ${ratio95.toFixed(2)}; target ≤ 1.05: ${verdict(ratio50 <= 1.05 && ratio95 <= 1.05)}`,
      `${CAPTURE_SECONDS} s of output with the equalizer on (Still Meridian, one continuous piece across its boundaries; ${capturedSeconds.toFixed(1)} s captured at ${capture.rate} Hz):`,
      `  the source starved (the filters' input exact silence ≥ ${GLITCH_MS} ms): ${capture.dropouts}; the output under −60 dBFS ≥ ${GLITCH_MS} ms while the filters' input was audible: ${capture.chainSilences}`,
      `  the music's own quiet moments (output under −60 dBFS ≥ ${GLITCH_MS} ms, its input already quiet enough for the filters to put it there): ${capture.quietMoments}${capture.quietMoments ? ` (longest ${capture.quietLongestMs.toFixed(1)} ms, input peak ${capture.quietInputPeakDb?.toFixed(1)} dBFS)` : ''}`,
      underruns === null
        ? '  the audio device\'s underruns: not reported (this Chromium has no AudioContext.playbackStats)'
        : `  the audio device's underruns (AudioContext.playbackStats): ${underruns} in ${rendered?.toFixed(1)} s played, ${(((stats.after?.underrunDuration ?? 0) - (stats.before?.underrunDuration ?? 0)) * 1000).toFixed(1)} ms of underrun`,
      `  target no glitch: ${verdict(capture.dropouts + capture.chainSilences === 0 && (underruns ?? 0) === 0)}`,
      `the app's live filters and preamp (read from its graph at ${sweep.rate} Hz) rendering a stepped sine sweep offline, level at each band centre minus the preamp, against the preset:`,
      `  ${EQ_BANDS.map((band, i) => `${band} Hz ${(sweep.responseDb[i] ?? 0) - sweep.preampDb >= 0 ? '+' : ''}${((sweep.responseDb[i] ?? 0) - sweep.preampDb).toFixed(2)} (${gains[i]})`).join(', ')}`,
      `  worst miss ${worst.toFixed(2)} dB; target within 1 dB: ${verdict(worst <= 1)}`,
    ],
  };
}
