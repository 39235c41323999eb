/** Renders a song plan to mono PCM: parts, drums, an echo and a small Schroeder reverb, then mastering. */
import { createRandom } from '../random.js';
import type { SongPlan } from './compose.js';
import { createDrumKit, mixSample } from './drums.js';
import { renderNote } from './instruments.js';

export const TAIL_SECONDS = 1.5;

export function renderSong(plan: SongPlan, sampleRate: number, seed: number | string): Float32Array {
  const random = createRandom(`render:${seed}`);
  const length = Math.ceil((plan.length + TAIL_SECONDS) * sampleRate);
  const dry = new Float32Array(length);
  const send = new Float32Array(length);
  const scratch = new Float32Array(length);
  for (const part of plan.parts) {
    if (part.notes.length === 0) continue;
    scratch.fill(0);
    for (const note of part.notes) renderNote(scratch, sampleRate, part.instrument, note, part.gain, random);
    for (let i = 0; i < length; i++) {
      const s = scratch[i] as number;
      dry[i] = (dry[i] as number) + s;
      send[i] = (send[i] as number) + s * part.reverb;
    }
  }
  if (plan.drums.length > 0) {
    const kit = createDrumKit(sampleRate, random);
    for (const hit of plan.drums) mixSample(dry, kit[hit.drum], hit.time, sampleRate, plan.drumGain * hit.velocity);
    for (const hit of plan.drums) if (hit.drum === 'snare' || hit.drum === 'clap') mixSample(send, kit[hit.drum], hit.time, sampleRate, 0.15 * plan.drumGain * hit.velocity);
  }
  if (plan.echo) applyEcho(send, dry, sampleRate, (60 / plan.bpm) * plan.echo.beats, plan.echo.feedback, plan.echo.mix);
  applyReverb(send, dry, sampleRate, plan.reverb);
  master(dry, sampleRate);
  return dry;
}

function applyEcho(input: Float32Array, out: Float32Array, sampleRate: number, seconds: number, feedback: number, mix: number): void {
  const delay = Math.round(seconds * sampleRate);
  const line = new Float32Array(input.length);
  for (let i = delay; i < input.length; i++) {
    line[i] = (input[i - delay] as number) + (line[i - delay] as number) * feedback;
    out[i] = (out[i] as number) + (line[i] as number) * mix;
  }
}

/** Four damped combs in parallel and two allpasses in series (Freeverb's layout, scaled down). */
function applyReverb(input: Float32Array, out: Float32Array, sampleRate: number, wet: number): void {
  if (wet <= 0) return;
  const scale = sampleRate / 44100;
  const combs = [1116, 1188, 1277, 1356].map((d) => ({ buffer: new Float32Array(Math.round(d * scale)), index: 0, store: 0 }));
  const allpasses = [556, 441].map((d) => ({ buffer: new Float32Array(Math.round(d * scale)), index: 0 }));
  const feedback = 0.82;
  const damp = 0.3;
  for (let i = 0; i < input.length; i++) {
    const x = (input[i] as number) * 0.25;
    let sum = 0;
    for (const comb of combs) {
      const y = comb.buffer[comb.index] as number;
      comb.store = y * (1 - damp) + comb.store * damp;
      comb.buffer[comb.index] = x + comb.store * feedback;
      comb.index = comb.index + 1 === comb.buffer.length ? 0 : comb.index + 1;
      sum += y;
    }
    for (const allpass of allpasses) {
      const buffered = allpass.buffer[allpass.index] as number;
      allpass.buffer[allpass.index] = sum + buffered * 0.5;
      allpass.index = allpass.index + 1 === allpass.buffer.length ? 0 : allpass.index + 1;
      sum = buffered - sum;
    }
    out[i] = (out[i] as number) + sum * wet * 1.6;
  }
}

/** Loudness to a common level, a soft limiter, short fades at both ends. */
function master(buffer: Float32Array, sampleRate: number): void {
  let energy = 0;
  for (let i = 0; i < buffer.length; i++) energy += (buffer[i] as number) ** 2;
  const rms = Math.sqrt(energy / Math.max(1, buffer.length));
  const gain = rms > 0 ? 0.13 / rms : 1;
  const fade = Math.round(0.01 * sampleRate);
  const fadeOut = Math.round(TAIL_SECONDS * sampleRate);
  for (let i = 0; i < buffer.length; i++) {
    let x = (buffer[i] as number) * gain;
    if (x > 0.65) x = 0.65 + 0.25 * Math.tanh((x - 0.65) / 0.25);
    else if (x < -0.65) x = -0.65 - 0.25 * Math.tanh((-x - 0.65) / 0.25);
    if (i < fade) x *= i / fade;
    const fromEnd = buffer.length - i;
    if (fromEnd < fadeOut) x *= fromEnd / fadeOut;
    buffer[i] = x;
  }
}
