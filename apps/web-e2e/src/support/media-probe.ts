import type { Page } from 'playwright-core';

/**
 * Installed before any page script: remembers every media element that is asked to play, attached
 * to the document or not (`new Audio()`), so tests can read what the listener really hears.
 */
export const MEDIA_PROBE_SCRIPT = `(() => {
  const seen = new Set();
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) { seen.add(this); return play.apply(this, args); };
  Object.defineProperty(window, '__tangerineMedia', { value: seen });
})();`;

export interface MediaState {
  src: string;
  paused: boolean;
  currentTime: number;
  readyState: number;
}

export function mediaStates(page: Page): Promise<MediaState[]> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __tangerineMedia?: Set<HTMLMediaElement> }).__tangerineMedia ?? new Set<HTMLMediaElement>();
    return [...seen].map((media) => ({ src: media.currentSrc || media.src, paused: media.paused, currentTime: media.currentTime, readyState: media.readyState }));
  });
}

/** Waits until one media element plays `srcPattern` (if given) and its time moves forward. */
export async function waitForAudibleProgress(page: Page, srcPattern?: RegExp, timeoutMs = 20_000): Promise<MediaState> {
  const deadline = Date.now() + timeoutMs;
  let first: MediaState | undefined;
  let last: MediaState[] = [];
  while (Date.now() < deadline) {
    last = await mediaStates(page);
    const playing = last.find((state) => !state.paused && (!srcPattern || srcPattern.test(state.src)));
    if (playing) {
      if (first && first.src === playing.src && playing.currentTime > first.currentTime) return playing;
      if (!first || first.src !== playing.src) first = playing;
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`no media element made progress${srcPattern ? ` on ${srcPattern}` : ''} within ${timeoutMs} ms: ${JSON.stringify(last)}`);
}
