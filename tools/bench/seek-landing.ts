/**
 * Where Chromium's music really lands after an <audio> seek, per format. One page, one AudioContext:
 * for each try a fresh element of the file (MediaElementAudioSourceNode, captured by an AudioWorklet)
 * is seeked to X while paused, then played; the capture's first sound is the element's time X, and the
 * content there is found by cross-correlating the capture against ffmpeg's (gapless-trimmed) decode of
 * the same file. Landing = X - content heard: positive means the music runs behind the element's time.
 *   npx tsx --conditions=@tangerine/source tools/bench/seek-landing.ts [--source file.mp3] [--tries 4]
 * --playing seeks an element that plays (the sync's case; the first-sound columns are then empty).
 * --targets 1,7.3 sets the seek targets (s), --only NAME runs the sources whose label contains NAME.
 * --settle MS waits that long after the element can play through before it seeks (does the landing
 * depend on the time since the element loaded?); --raw lists the per-target clock landings as they are,
 * not less the mean of the plays from 0 (one slow play from 0 moves every target's figure otherwise).
 * Without --source it takes the first demo MP3 of the rendered demo audio (libs/demo-catalogue/dist-audio)
 * and makes the variants (MP3 22.05/44.1/48 kHz CBR and VBR, AAC, FLAC, Opus) with ffmpeg.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, workspaceRoot } from '@tangerine/harness';

const { values } = parseArgs({ options: { source: { type: 'string' }, tries: { type: 'string' }, only: { type: 'string' }, targets: { type: 'string' }, playing: { type: 'boolean' }, seconds: { type: 'string' }, settle: { type: 'string' }, raw: { type: 'boolean' } } });
const SETTLE_MS = Number(values.settle ?? 0);
const TRIES = Number(values.tries ?? 3);
/** Seconds to seek to (0: a play without a seek, the reference); the variants are cut to --seconds (30). */
const TARGETS = [0, ...(values.targets ?? '1,4.2,7.3065,11.9,15.5,19.77,23.21,27.04').split(',').map(Number)];
/** Seconds of capture after the first sound, and where in it the window to match starts and how long it is. */
const CAPTURE_SECONDS = 0.7;
const WINDOW_AT = 0.2;
const WINDOW_SECONDS = 0.3;
const SEARCH_SECONDS = 0.15;

const VARIANTS: Array<[name: string, file: string, args: string[]]> = [
  ['LAME MP3 22.05 kHz CBR 64k', 'lame-22k.mp3', ['-ar', '22050', '-c:a', 'libmp3lame', '-b:a', '64k']],
  ['LAME MP3 44.1 kHz CBR 192k', 'lame-44k-cbr.mp3', ['-ar', '44100', '-c:a', 'libmp3lame', '-b:a', '192k']],
  ['LAME MP3 44.1 kHz VBR V2', 'lame-44k-vbr.mp3', ['-ar', '44100', '-c:a', 'libmp3lame', '-q:a', '2']],
  ['LAME MP3 48 kHz CBR 192k', 'lame-48k-cbr.mp3', ['-ar', '48000', '-c:a', 'libmp3lame', '-b:a', '192k']],
  ['LAME MP3 48 kHz VBR V2', 'lame-48k-vbr.mp3', ['-ar', '48000', '-c:a', 'libmp3lame', '-q:a', '2']],
  ['AAC M4A 44.1 kHz 192k', 'aac-44k.m4a', ['-ar', '44100', '-c:a', 'aac', '-b:a', '192k']],
  ['FLAC 44.1 kHz', 'flac-44k.flac', ['-ar', '44100', '-c:a', 'flac']],
  ['Opus Ogg 48 kHz 128k', 'opus-48k.ogg', ['-ar', '48000', '-c:a', 'libopus', '-b:a', '128k']],
  // As the server's transcoder makes it (transcoder.ts): VBR, 100 ms pages, at "High".
  ['Opus Ogg as the server transcodes (256k)', 'opus-server.ogg', ['-ar', '48000', '-c:a', 'libopus', '-vbr', 'on', '-compression_level', '5', '-page_duration', '100000', '-b:a', '256k']],
];

function ffmpeg(args: string[]): Buffer {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { maxBuffer: 1 << 28 });
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(' ')}: ${result.stderr.toString()}`);
  return result.stdout;
}

/** ffmpeg's decode of `file` as mono float samples at `rate` (its decoders trim MP3/AAC/Opus priming). */
function reference(file: string, rate: number): Float32Array {
  const bytes = ffmpeg(['-i', file, '-ac', '1', '-ar', String(rate), '-f', 'f32le', '-']);
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
}

/** Content time (s) of `capture[from, from+length)` in `ref`, searched around `expected` seconds, to a fraction of a sample. */
function locate(capture: Float32Array, from: number, length: number, ref: Float32Array, expected: number, rate: number): number {
  const centre = Math.round(expected * rate);
  const span = Math.round(SEARCH_SECONDS * rate);
  const scores: number[] = [];
  let best = -Infinity;
  let bestAt = 0;
  for (let shift = -span; shift <= span; shift++) {
    const start = centre + shift;
    let dot = 0;
    let energy = 0;
    for (let i = 0; i < length; i++) {
      const r = ref[start + i] ?? 0;
      dot += (capture[from + i] ?? 0) * r;
      energy += r * r;
    }
    const score = energy > 0 ? dot / Math.sqrt(energy) : 0;
    scores.push(score);
    if (score > best) [best, bestAt] = [score, shift + span];
  }
  const [a, b, c] = [scores[bestAt - 1] ?? best, best, scores[bestAt + 1] ?? best];
  const fraction = a - 2 * b + c === 0 ? 0 : (0.5 * (a - c)) / (a - 2 * b + c);
  return (centre - span + bestAt + fraction) / rate;
}

const PAGE = `<!doctype html><script>
let context, capture;
async function setup() {
  context = new AudioContext();
  const worklet = "registerProcessor('tap', class extends AudioWorkletProcessor { process(inputs) { const c = inputs[0] && inputs[0][0]; this.port.postMessage({ frame: currentFrame, samples: c ? c.slice() : new Float32Array(128) }); return true; } });";
  await context.audioWorklet.addModule(URL.createObjectURL(new Blob([worklet], { type: 'text/javascript' })));
  capture = new AudioWorkletNode(context, 'tap', { channelCount: 1, channelCountMode: 'explicit' });
  capture.connect(context.destination);
  await context.resume();
  return context.sampleRate;
}
async function landOnce(url, target, seconds, settle) {
  const element = new Audio();
  element.preload = 'auto';
  element.src = url;
  const source = context.createMediaElementSource(element);
  source.connect(capture);
  await new Promise((resolve, reject) => { element.oncanplaythrough = resolve; element.onerror = () => reject(new Error('load ' + url)); });
  if (settle > 0) await new Promise((resolve) => setTimeout(resolve, settle));
  if (target > 0) { element.currentTime = target; await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true })); }
  const blocks = [];
  let sounding = -1;
  const clocks = [];
  const done = new Promise((resolve) => {
    capture.port.onmessage = (event) => {
      blocks.push(event.data);
      if (sounding < 0 && event.data.samples.some((s) => s !== 0)) sounding = blocks.length;
      if (sounding > 0 && !element.paused) clocks.push(element.currentTime - context.currentTime);
      if (sounding > 0 && (blocks.length - sounding) * 128 > seconds * context.sampleRate) resolve();
    };
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  await element.play();
  await done;
  element.pause();
  source.disconnect();
  capture.port.onmessage = null;
  const all = new Float32Array(blocks.length * 128);
  blocks.forEach((block, i) => all.set(block.samples, i * 128));
  const first = all.findIndex((s) => s !== 0);
  const firstFrame = blocks[0].frame + first;
  // The element's time minus the context's, read together on this thread: its clock at any captured frame.
  const sorted = clocks.slice(Math.floor(clocks.length / 5)).sort((a, b) => a - b);
  return { firstFrame, clock: sorted[Math.floor(sorted.length / 2)], samples: Array.from(all.subarray(first)) };
}
// The sync's own case: a seek while the element plays (from 0 for 0.6 s); the capture starts 0.15 s after 'seeked'.
async function landWhilePlaying(url, target, seconds, settle) {
  const element = new Audio();
  element.src = url;
  const source = context.createMediaElementSource(element);
  source.connect(capture);
  await new Promise((resolve, reject) => { element.oncanplaythrough = resolve; element.onerror = () => reject(new Error('load ' + url)); });
  if (settle > 0) await new Promise((resolve) => setTimeout(resolve, settle));
  await element.play();
  await new Promise((resolve) => setTimeout(resolve, 600));
  element.currentTime = target;
  await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
  await new Promise((resolve) => setTimeout(resolve, 150));
  const blocks = [];
  const clocks = [];
  await new Promise((resolve) => {
    capture.port.onmessage = (event) => {
      blocks.push(event.data);
      clocks.push(element.currentTime - context.currentTime);
      if (blocks.length * 128 > seconds * context.sampleRate) resolve();
    };
  });
  element.pause();
  source.disconnect();
  capture.port.onmessage = null;
  const all = new Float32Array(blocks.length * 128);
  blocks.forEach((block, i) => all.set(block.samples, i * 128));
  const sorted = clocks.sort((a, b) => a - b);
  return { firstFrame: blocks[0].frame, clock: sorted[Math.floor(sorted.length / 2)], samples: Array.from(all) };
}
</script>`;

const stats = (values: number[]) => ({ mean: values.reduce((a, b) => a + b, 0) / values.length, min: Math.min(...values), max: Math.max(...values) });
const f = (seconds: number) => (Number.isNaN(seconds) ? '-' : (seconds * 1000).toFixed(2));

async function main(directory: string): Promise<void> {
  const demoFolder = join(workspaceRoot, 'libs/demo-catalogue/dist-audio');
  if (!values.source && !existsSync(demoFolder)) throw new Error('no demo audio: run `npx nx run @tangerine/demo-catalogue:render-audio` first, or pass --source');
  const source = values.source ?? join(demoFolder, readdirSync(demoFolder).filter((name) => name.includes('-track-') && name.endsWith('.mp3')).sort()[0] ?? '');
  const files: Array<[string, string]> = [[`demo MP3 as rendered (${basename(source).split('-').slice(0, 4).join('-')})`, source]];
  const wav = join(directory, 'source.wav');
  ffmpeg(['-i', source, '-t', values.seconds ?? '30', wav]);
  for (const [name, file, args] of VARIANTS) {
    ffmpeg(['-i', wav, ...args, join(directory, file)]);
    files.push([name, join(directory, file)]);
  }
  const server = createServer((request, response) => {
    const name = decodeURIComponent((request.url ?? '/').slice(1));
    if (name === '') return response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    const path = files.find(([, file]) => basename(file) === name)?.[1];
    if (!path) return response.writeHead(404).end();
    const body = readFileSync(path);
    const range = /bytes=(\d+)-(\d*)/.exec(request.headers.range ?? '');
    const type = name.endsWith('.mp3') ? 'audio/mpeg' : name.endsWith('.m4a') ? 'audio/mp4' : name.endsWith('.flac') ? 'audio/flac' : 'audio/ogg';
    if (!range) return response.writeHead(200, { 'content-type': type, 'accept-ranges': 'bytes', 'content-length': body.length }).end(body);
    const start = Number(range[1]);
    const end = range[2] ? Number(range[2]) : body.length - 1;
    response.writeHead(206, { 'content-type': type, 'accept-ranges': 'bytes', 'content-range': `bytes ${start}-${end}/${body.length}`, 'content-length': end - start + 1 });
    return response.end(body.subarray(start, end + 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
  const loadBefore = loadavg()[0] ?? 0;
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const rate = await page.evaluate('setup()') as number;
    console.log(`Chromium ${browser.version()}, AudioContext ${rate} Hz, ${TRIES} tries per target, targets ${TARGETS.join(', ')} s, seeks ${values.playing ? 'while playing' : 'while paused'}${SETTLE_MS ? ` ${SETTLE_MS} ms after the element could play through` : ''}`);
    console.log('Landing (ms, + = the music runs behind): by the first sound (content heard vs X), and by the element clock');
    console.log('(its currentTime at the captured frame vs content heard). "from 0" = play without a seek; "past 0" = seeks to X > 0.');
    console.log(`| Source | first sound from 0 | first sound past 0: mean / min / max | clock from 0: mean (min..max) | clock past 0: mean / min / max | clock past 0${values.raw ? '' : ' minus from 0'}, per target |`);
    console.log('|---|---|---|---|---|---|');
    type Landing = { sound: number; clock: number };
    for (const [name, file] of files) {
      if (values.only && !name.includes(values.only)) continue;
      const ref = reference(file, rate);
      const landings = new Map<number, Landing[]>();
      for (const target of TARGETS) {
        for (let attempt = 0; attempt < TRIES; attempt++) {
          const playing = values.playing === true && target > 0;
          const call = playing ? 'landWhilePlaying' : 'landOnce';
          const result = await page.evaluate(([name, url, at, seconds, settle]) => (window as unknown as Record<string, (u: string, t: number, s: number, settle: number) => Promise<{ firstFrame: number; clock: number; samples: number[] }>>)[name]?.(url, at, seconds, settle) as Promise<{ firstFrame: number; clock: number; samples: number[] }>, [call, basename(file), target, CAPTURE_SECONDS, SETTLE_MS] as const);
          // Playing: the window opens the capture (0.15 s after the seek); else WINDOW_AT after the first sound.
          const windowAt = playing ? 0 : Math.round(WINDOW_AT * rate);
          const clockAtWindow = (result.firstFrame + windowAt) / rate + result.clock;
          const heard = locate(Float32Array.from(result.samples), windowAt, Math.round(WINDOW_SECONDS * rate), ref, playing ? clockAtWindow : target + WINDOW_AT, rate);
          landings.set(target, [...(landings.get(target) ?? []), { sound: playing ? NaN : target + WINDOW_AT - heard, clock: clockAtWindow - heard }]);
        }
      }
      const zero = landings.get(0) ?? [];
      const past = TARGETS.filter((t) => t > 0).flatMap((t) => landings.get(t) ?? []);
      const [z, zc, p, pc] = [stats(zero.map((l) => l.sound)), stats(zero.map((l) => l.clock)), stats(past.map((l) => l.sound)), stats(past.map((l) => l.clock))];
      const per = TARGETS.filter((t) => t > 0).map((t) => `${t}: ${(landings.get(t) ?? []).map((l) => f(l.clock - (values.raw ? 0 : zc.mean))).join('/')}`).join('; ');
      console.log(`| ${name} | ${f(z.mean)} | ${f(p.mean)} / ${f(p.min)} / ${f(p.max)} | ${f(zc.mean)} (${f(zc.min)}..${f(zc.max)}) | ${f(pc.mean)} / ${f(pc.min)} / ${f(pc.max)} | ${per} |`);
    }
  } finally {
    await browser.close();
    server.close();
    console.log(`load average ${loadBefore.toFixed(1)} -> ${(loadavg()[0] ?? 0).toFixed(1)}`);
  }
}

const directory = mkdtempSync(join(tmpdir(), 'tangerine-seek-landing-'));
try {
  await main(directory);
} finally {
  rmSync(directory, { recursive: true, force: true });
}
