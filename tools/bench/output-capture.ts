import type { Page } from 'playwright-core';
import { ENCODE_CHUNKS_SCRIPT, tapDestinations } from '@tangerine/harness';

/**
 * Captures what a page's Web Audio renders: an init script taps every node connected to a
 * destination with a ScriptProcessor that copies its channels, so the capture is what the speakers
 * get (after every gain). Used by the gap and loudness benches.
 */
export const CAPTURE_SCRIPT = `(() => {
  const capture = { rate: 0, left: [], right: [], on: false };
  Object.defineProperty(window, '__capture', { value: capture });
  ${tapDestinations(`(context, tap) => {
    capture.rate = context.sampleRate;
    tap.onaudioprocess = (event) => {
      if (!capture.on) return;
      const input = event.inputBuffer;
      capture.left.push(new Float32Array(input.getChannelData(0)));
      capture.right.push(new Float32Array(input.getChannelData(input.numberOfChannels > 1 ? 1 : 0)));
    };
  }`)}
})();`;

interface PageCapture {
  rate: number;
  left: Float32Array[];
  right: Float32Array[];
  on: boolean;
}

export async function startCapture(page: Page): Promise<void> {
  await page.evaluate(() => {
    const capture = (window as unknown as { __capture: PageCapture }).__capture;
    capture.left.length = 0;
    capture.right.length = 0;
    capture.on = true;
  });
}

/** The longest run of frames whose peak (both channels) stays under `silence`, skipping the first `skipSeconds`; where it starts in the capture. */
export async function stopAndFindSilence(page: Page, silence: number, skipSeconds: number): Promise<{ silentRunMs: number; atSeconds: number; seconds: number }> {
  return page.evaluate(
    ({ silence, skipSeconds }) => {
      const capture = (window as unknown as { __capture: PageCapture }).__capture;
      capture.on = false;
      let longest = 0;
      let endsAt = 0;
      let run = 0;
      let index = 0;
      const skip = capture.rate * skipSeconds;
      capture.left.forEach((left, chunk) => {
        const right = capture.right[chunk] as Float32Array;
        for (let i = 0; i < left.length; i++) {
          index++;
          if (index < skip) continue;
          run = Math.max(Math.abs(left[i] as number), Math.abs(right[i] as number)) < silence ? run + 1 : 0;
          if (run > longest) [longest, endsAt] = [run, index];
        }
      });
      return { silentRunMs: (longest / capture.rate) * 1000, atSeconds: (endsAt - longest) / capture.rate, seconds: index / capture.rate };
    },
    { silence, skipSeconds },
  );
}

const TAKE_SCRIPT = `(() => {
  const capture = window.__capture;
  capture.on = false;
  const encode = ${ENCODE_CHUNKS_SCRIPT};
  return { rate: capture.rate, left: encode(capture.left), right: encode(capture.right) };
})()`;

/** Stops and hands the captured channels over (as base64 of their float samples). */
export async function stopAndTake(page: Page): Promise<{ rate: number; channels: Float32Array[] }> {
  const taken = (await page.evaluate(TAKE_SCRIPT)) as { rate: number; left: string; right: string };
  const decode = (text: string) => {
    const buffer = Buffer.from(text, 'base64');
    return new Float32Array(buffer.buffer, buffer.byteOffset, buffer.byteLength / 4);
  };
  return { rate: taken.rate, channels: [decode(taken.left), decode(taken.right)] };
}
