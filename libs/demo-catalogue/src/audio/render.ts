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
  for (const part of plan.parts) {
    const target = { buffer: send, amount: part.reverb };
    for (const note of part.notes) renderNote(dry, sampleRate, part.instrument, note, part.gain, random, target);
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
  const comb = (delay: number) => new Float32Array(Math.round(delay * scale));
  const [b1, b2, b3, b4] = [comb(1116), comb(1188), comb(1277), comb(1356)];
  const [a1, a2] = [comb(556), comb(441)];
  let i1 = 0, i2 = 0, i3 = 0, i4 = 0, j1 = 0, j2 = 0;
  let s1 = 0, s2 = 0, s3 = 0, s4 = 0;
  const feedback = 0.82;
  const damp = 0.3;
  const keep = 1 - damp;
  const level = wet * 1.6;
  for (let i = 0; i < input.length; i++) {
    const x = (input[i] as number) * 0.25;
    const y1 = b1[i1] as number, y2 = b2[i2] as number, y3 = b3[i3] as number, y4 = b4[i4] as number;
    s1 = y1 * keep + s1 * damp;
    s2 = y2 * keep + s2 * damp;
    s3 = y3 * keep + s3 * damp;
    s4 = y4 * keep + s4 * damp;
    b1[i1] = x + s1 * feedback;
    b2[i2] = x + s2 * feedback;
    b3[i3] = x + s3 * feedback;
    b4[i4] = x + s4 * feedback;
    if (++i1 === b1.length) i1 = 0;
    if (++i2 === b2.length) i2 = 0;
    if (++i3 === b3.length) i3 = 0;
    if (++i4 === b4.length) i4 = 0;
    let sum = y1 + y2 + y3 + y4;
    const p1 = a1[j1] as number;
    a1[j1] = sum + p1 * 0.5;
    if (++j1 === a1.length) j1 = 0;
    sum = p1 - sum;
    const p2 = a2[j2] as number;
    a2[j2] = sum + p2 * 0.5;
    if (++j2 === a2.length) j2 = 0;
    sum = p2 - sum;
    out[i] = (out[i] as number) + sum * level;
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
