import { chainResponseDb, filterGains } from '@tangerine/player-machine';

/**
 * Glitches in the equalizer's output, told apart from the music's own quiet moments. One tap
 * records, sample-aligned (one ScriptProcessor behind a 4-channel merger), what the equalizer's
 * filters receive (after the preamp) and what goes to the speakers (after the filters). Counted:
 * - dropouts: the filters' input is exact digital silence for GLITCH_MS or more (a starved source:
 *   a media element that delivered nothing gives zeros; decoded music is never exactly 0 that long);
 * - chain silences: the output stays under the silence level for GLITCH_MS or more while the
 *   filters' input was louder than the filters can bring under it (the chain itself lost sound).
 * A near-silent output run whose input was quiet too is the recording's own quiet moment: reported
 * beside the count, not in it. The silence level and the shortest run are the same as before.
 */

/** Chains the app's taps to the page: call after GRAPH_SCRIPT found the filters' input and the node feeding the speakers. */
export const EQUALIZER_TAP_SCRIPT = `(() => {
  const found = window.__equalizer;
  const context = found.context;
  const capture = { rate: context.sampleRate, channels: [[], [], [], []], on: true };
  Object.defineProperty(window, '__equalizerCapture', { value: capture });
  const merger = context.createChannelMerger(4);
  const input = context.createChannelSplitter(2);
  const output = context.createChannelSplitter(2);
  found.input.connect(input);
  input.connect(merger, 0, 0);
  input.connect(merger, 1, 1);
  found.speakers.connect(output);
  output.connect(merger, 0, 2);
  output.connect(merger, 1, 3);
  const tap = context.createScriptProcessor(4096, 4, 1);
  tap.onaudioprocess = (event) => {
    if (!capture.on) return;
    for (let c = 0; c < 4; c++) capture.channels[c].push(new Float32Array(event.inputBuffer.getChannelData(c)));
  };
  merger.connect(tap);
  tap.connect(context.destination);
})()`;

export interface GlitchCount {
  /** Runs of exact silence at the filters' input (a starved source). */
  dropouts: number;
  /** Near-silent output runs while the filters' input was audible. */
  chainSilences: number;
  /** Near-silent output runs whose input was quiet too: the music's own. */
  quietMoments: number;
  /** The longest of those, and the loudest input sample during it (dBFS). */
  quietLongestMs: number;
  quietInputPeakDb: number | null;
  frames: number;
  rate: number;
}

/**
 * In the page (source text: tsx's helpers for inner functions do not exist there), given the
 * capture `{ rate, channels: [inL[], inR[], outL[], outR[]] }`, the output's silence level, the
 * shortest run in ms and the input level under which the filters can bring a sample below silence.
 * The first second is left out (the filters glide to the saved curve).
 */
export const COUNT_GLITCHES_SCRIPT = `((capture, silence, glitchMs, quietInput) => {
  const shortest = (capture.rate * glitchMs) / 1000;
  const [inL, inR, outL, outR] = capture.channels;
  const result = { dropouts: 0, chainSilences: 0, quietMoments: 0, quietLongestMs: 0, quietInputPeakDb: null, frames: 0, rate: capture.rate };
  let zeros = 0, quiet = 0, inputPeak = 0, index = 0;
  const endZeros = () => { if (zeros >= shortest) result.dropouts++; zeros = 0; };
  const endQuiet = () => {
    if (quiet >= shortest) {
      if (inputPeak >= quietInput) result.chainSilences++;
      else if (inputPeak > 0) {
        result.quietMoments++;
        const ms = (quiet / capture.rate) * 1000;
        if (ms > result.quietLongestMs) { result.quietLongestMs = ms; result.quietInputPeakDb = 20 * Math.log10(inputPeak); }
      }
    }
    quiet = 0;
    inputPeak = 0;
  };
  for (let chunk = 0; chunk < inL.length; chunk++) {
    const [a, b, c, d] = [inL[chunk], inR[chunk], outL[chunk], outR[chunk]];
    for (let i = 0; i < a.length; i++, index++) {
      if (index < capture.rate) continue;
      const input = Math.max(Math.abs(a[i]), Math.abs(b[i]));
      if (input === 0) zeros++;
      else endZeros();
      if (Math.max(Math.abs(c[i]), Math.abs(d[i])) < silence) {
        quiet++;
        inputPeak = Math.max(inputPeak, input);
      } else endQuiet();
    }
  }
  endZeros();
  endQuiet();
  result.frames = index;
  return result;
})`;

/**
 * The input level (linear) under which the preset's filters can put a sample below `silence`: the
 * silence level raised by the filters' deepest cut anywhere from 20 Hz to 20 kHz (their solved
 * gains, as the app sets them), so a quiet input counts as the music's only where the filters could
 * have made it that quiet.
 */
export function quietInputLevel(curve: readonly number[], silence: number, sampleRate = 48_000): number {
  const gains = filterGains(curve, sampleRate);
  let deepest = 0;
  for (let step = 0; step <= 300; step++) {
    const frequency = 20 * 1000 ** (step / 300);
    deepest = Math.min(deepest, chainResponseDb(gains, frequency, sampleRate));
  }
  return silence * 10 ** (-deepest / 20);
}
