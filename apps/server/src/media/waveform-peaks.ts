/**
 * A track's waveform for the seek bar (PeakCollector), when the scan's loudness pass did not already
 * fold it from its own decode. ffmpeg decodes when the server has it (in its own process, one
 * thread, to 4 kHz mono, so this process only folds the samples); without it the formats
 * @audio/decode reads (MP3, FLAC, Ogg Vorbis/Opus, M4A/AAC, WAV) are decoded here, and any other
 * format gets no waveform (the player keeps its plain bar).
 */
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { extname } from 'node:path';
import { decodeChunked } from '@audio/decode';
import { PEAK_COLUMNS, PeakCollector } from '@tangerine/demo-catalogue';
import { DECODABLE } from '../content/import/track-loudness.js';

export { PEAK_COLUMNS };

/** ffmpeg's output rate: a waveform of 200 columns needs no more, and few samples cross the pipe. */
const DECODE_RATE = 4000;

/** ffmpeg's decode of the first audio stream to 4 kHz mono 16-bit samples, folded as they come. */
function peaksWithFfmpeg(ffmpeg: string, file: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    // -flush_packets 0: ffmpeg fills its 32 KB buffer before each write; flushed per packet, a 5-minute
    // track reached this process as ~8,500 pipe reads instead of ~70, and their handling was most of its CPU.
    const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-threads', '1', '-i', file, '-map', '0:a:0', '-vn', '-ac', '1', '-ar', String(DECODE_RATE), '-flush_packets', '0', '-f', 's16le', 'pipe:1'];
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const collector = new PeakCollector();
    let carry: Buffer | null = null;
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => {
      // A chunk may end between a sample's two bytes: the odd byte waits for the next chunk.
      const bytes: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
      const even = bytes.length - (bytes.length % 2);
      collector.pushS16(bytes.subarray(0, even), DECODE_RATE);
      carry = even < bytes.length ? bytes.subarray(even) : null;
    });
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-1000)));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(collector.columns()) : reject(new Error(`ffmpeg exited with ${code}: ${errors.trim() || 'no message'}`))));
  });
}

/** Decodes in this process with @audio/decode; null when the format is not one it reads. */
async function peaksWithDecoder(file: string): Promise<Uint8Array | null> {
  const format = DECODABLE[extname(file).toLowerCase()];
  if (!format) return null;
  const collector = new PeakCollector();
  for await (const { channelData, sampleRate } of decodeChunked(createReadStream(file), format)) {
    if (channelData.length) collector.push(channelData, sampleRate);
  }
  return collector.columns();
}

/**
 * The waveform of a local audio file: ffmpeg when given, else the in-process decoder; null when
 * neither can read it. Throws when the file cannot be decoded.
 */
export async function computePeaks(file: string, ffmpeg: string | null): Promise<Uint8Array | null> {
  return ffmpeg ? peaksWithFfmpeg(ffmpeg, file) : peaksWithDecoder(file);
}
