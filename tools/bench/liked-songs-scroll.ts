/**
 * Liked Songs with 10,000 entries: time to the first rows, time until every page is in,
 * and a scroll of the whole list, watching long tasks (PerformanceObserver 'longtask', over 50 ms)
 * and frame gaps while it scrolls. Measures and reports; asserts nothing.
 */
import { ms, verdict, type BenchContext, type BenchResult } from './bench-context.js';
import { seedLikedSongs } from './liked-songs-seed.js';
import { gotoSettled } from './page-settled.js';

const SONGS = 10_000;
/** Pixels scrolled per frame: about 7,000 rows a second, a fast fling held to the end. */
const SCROLL_STEP_PX = 400;
const ROWS = 'table[aria-label="Liked Songs"] tbody tr[aria-rowindex]';

/** Long tasks from the page's start, and when the first row appeared, on the page's clock. */
const OBSERVER_SCRIPT = `(() => {
  const bench = { longTasks: [], firstRowAt: null };
  Object.defineProperty(window, '__likedSongs', { value: bench });
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration }); })
    .observe({ type: 'longtask', buffered: true });
  new MutationObserver((_records, observer) => {
    if (document.querySelector(${JSON.stringify(ROWS)})) { bench.firstRowAt = performance.now(); observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
})();`;

interface PageFigures {
  longTasks: Array<{ start: number; duration: number }>;
  firstRowAt: number | null;
}

/** Scrolls the app's scrolling <main> (or the window) to the end, a step a frame; answers the frame gaps. */
const SCROLL_SCRIPT = `(step) => new Promise((resolve) => {
  const main = document.querySelector('main');
  const scroller = main && main.scrollHeight > main.clientHeight ? main : document.scrollingElement;
  const gaps = [];
  const began = performance.now();
  let last = began;
  const tick = (now) => {
    gaps.push(now - last);
    last = now;
    const end = scroller.scrollHeight - scroller.clientHeight;
    if (scroller.scrollTop >= end - 1) { resolve({ began, ended: now, gaps }); return; }
    scroller.scrollTop = Math.min(end, scroller.scrollTop + step);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})`;

export async function benchLikedSongsScroll(context: BenchContext): Promise<BenchResult> {
  const seedBegan = Date.now();
  const liked = await seedLikedSongs(context, SONGS);
  const seedSeconds = (Date.now() - seedBegan) / 1000;

  const browserContext = await context.browser.newContext({ storageState: context.storageState, viewport: { width: 1280, height: 800 } });
  try {
    await browserContext.addInitScript(OBSERVER_SCRIPT);
    const page = await browserContext.newPage();
    // Every page is in once no request has been in flight for 500 ms (the device channel aside).
    await gotoSettled(page, `${context.server.baseUrl}/favorites`, 500, 120_000);
    await page.waitForFunction(() => (window as unknown as { __likedSongs: PageFigures }).__likedSongs.firstRowAt !== null, undefined, { timeout: 60_000 });
    await page.waitForFunction(
      (songs) => document.querySelector('table[aria-label="Liked Songs"]')?.getAttribute('aria-rowcount') === String(songs + 1) && document.body.textContent?.includes(`${songs.toLocaleString('en-US')} songs`),
      liked,
      { timeout: 120_000 },
    );
    const allRowsAt = await page.evaluate(() => performance.now());
    const scroll = (await page.evaluate(`(${SCROLL_SCRIPT})(${SCROLL_STEP_PX})`)) as { began: number; ended: number; gaps: number[] };
    await page.waitForSelector(`${ROWS}[aria-rowindex="${liked + 1}"]`, { timeout: 10_000 });
    const figures = await page.evaluate(() => (window as unknown as { __likedSongs: PageFigures }).__likedSongs);
    const duringScroll = figures.longTasks.filter((task) => task.start >= scroll.began && task.start <= scroll.ended);
    const longest = Math.max(0, ...duringScroll.map((task) => task.duration));
    const worstFrame = Math.max(0, ...scroll.gaps.slice(1));
    return {
      name: 'Liked Songs: 10,000 entries',
      status: 'measured',
      lines: [
        `${liked.toLocaleString('en-US')} liked songs (synthetic tracks liked through the API in ${seedSeconds.toFixed(0)} s), Chromium at 1280×800`,
        `first rows: ${ms(figures.firstRowAt ?? Number.NaN)} after navigation start`,
        `all ${liked.toLocaleString('en-US')} rows in (every page fetched, network idle): ${ms(allRowsAt)}`,
        `scroll of the whole list (${SCROLL_STEP_PX} px a frame): ${ms(scroll.ended - scroll.began)}, ${scroll.gaps.length} frames, worst frame ${ms(worstFrame)}; the last row (#${liked.toLocaleString('en-US')}) rendered at the end`,
        `long tasks over 50 ms during the scroll: ${duringScroll.length}${duringScroll.length > 0 ? `, longest ${ms(longest)}` : ''} (${verdict(duringScroll.length === 0)}: none); over the whole page life: ${figures.longTasks.length}`,
      ],
    };
  } finally {
    await browserContext.close();
  }
}
