/**
 * FAAD2 (WebAssembly, from @audio/decode-aac) driven through its decoder's own parts: one unit in, its
 * loudest sample read where FAAD2 wrote it. The module is compiled once per process.
 */
import { decoder as aacDecoder } from '@audio/decode-aac';
import { loudestSample } from './sample-peak.js';

/** @audio/decode-aac's own parts that reading FAAD2's output where it wrote it uses (version 1.6.0, pinned). */
export interface FaadParts {
  m: { HEAPU8: Uint8Array; HEAPF32: Float32Array; _aac_decode(handle: number, input: number, length: number): number; _aac_samples(): number };
  h: number;
  _alloc(bytes: number): number;
}

/** The FAAD2 parts of an AAC decoder, or null when @audio/decode-aac is not the version this server reads. */
export function faadOf(decoder: unknown): FaadParts | null {
  const parts = decoder as Partial<FaadParts>;
  return typeof parts.m?._aac_decode === 'function' && typeof parts.m._aac_samples === 'function' && typeof parts._alloc === 'function' && typeof parts.h === 'number' ? (parts as FaadParts) : null;
}

/**
 * Decodes one AAC unit and gives the loudest of its samples (every channel, interleaved) read in
 * FAAD2's memory: the library's own decode copies each unit's output three times, and those copies'
 * garbage collections cost more than the decode.
 */
export function faadUnitPeak(faad: FaadParts, unit: Uint8Array): { peak: number; samples: number } {
  const input = faad._alloc(unit.length);
  faad.m.HEAPU8.set(unit, input);
  const output = faad.m._aac_decode(faad.h, input, unit.length);
  if (!output) return { peak: 0, samples: 0 };
  const samples = faad.m._aac_samples();
  // The heap is read after the decode: a decode that grew the memory gave it a new buffer.
  return { peak: loudestSample(faad.m.HEAPF32, output / 4, output / 4 + samples), samples };
}

/** Compiles FAAD2's WebAssembly ahead of any request (@audio/decode-aac keeps one module for the process). */
export async function warmAacDecoder(): Promise<void> {
  (await aacDecoder()).free();
}
