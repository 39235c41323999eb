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
  // Bodies of the app's API calls as the app sent them: Chromium does not report the body of
  // fetch(new Request(...)) (openapi-fetch's way) to the automation protocol.
  const bodies = [];
  Object.defineProperty(window, '__tangerineBodies', { value: bodies });
  const originalFetch = window.fetch;
  window.fetch = function (input, init) {
    try {
      const request = input instanceof Request ? input : null;
      const url = new URL(request ? request.url : String(input), location.href);
      if (url.pathname.startsWith('/api/')) {
        const method = ((init && init.method) || (request && request.method) || 'GET').toUpperCase();
        if (init && init.body !== undefined) bodies.push({ method, path: url.pathname, body: typeof init.body === 'string' ? init.body : null });
        else if (request) request.clone().text().then((body) => bodies.push({ method, path: url.pathname, body }), () => bodies.push({ method, path: url.pathname, body: null }));
        else bodies.push({ method, path: url.pathname, body: null });
      }
    } catch (error) {
      console.warn('e2e body probe', error);
    }
    return originalFetch.apply(this, arguments);
  };
})();`;

export interface SentBody {
  method: string;
  path: string;
  body: string | null;
}

/** The bodies the app sent to `method path` (JSON-parsed; {} for an empty body). */
export async function sentBodies(page: Page, method: string, path: RegExp): Promise<unknown[]> {
  const all = await page.evaluate(() => (window as unknown as { __tangerineBodies?: SentBody[] }).__tangerineBodies ?? []);
  return all.filter((entry) => entry.method === method && path.test(entry.path)).map((entry) => (entry.body ? (JSON.parse(entry.body) as unknown) : {}));
}

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
