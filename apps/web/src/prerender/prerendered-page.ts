import { createHash } from 'node:crypto';
import { SNAPSHOT_DATA_ID, SNAPSHOT_ID, SNAPSHOT_STYLES_ID, type SnapshotPage } from '../lib/first-load/prerendered-snapshot';
import type { Snapshot } from './activation-snapshot';
import { INSERT_IN_BATCHES } from './boot-preload';

export interface PrerenderedPage {
  html: string;
  /** A classic script for dist (`assets/…`, content-hashed) that starts the app once the page has painted. */
  startScript: { fileName: string; source: string };
}

const ENTRY = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;
/** index.html's classic helper scripts (the boot preloads), run after the paint too. */
const ASYNC_SCRIPT = /[ \t]*<script async src="([^"]+)"><\/script>\n?/g;
const IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;

/**
 * Adds the module preloads, the helper scripts and the entry once the first frame has been painted
 * and the copy's images on the first screen have been decoded and painted (Home's covers): the
 * listener sees the page complete before the app's scripts take the connection. The timer starts the app anyway after 3 s,
 * and in a tab opened in the background, where no animation frame comes.
 */
export function startAfterPaintSource(entry: string, preloads: readonly string[], scripts: readonly string[] = []): string {
  return `// Starts the app after the prerendered page has painted (apps/web/src/prerender).
(function () {
  var started = false;
  ${INSERT_IN_BATCHES}
  function start() {
    if (started) return;
    started = true;
    // The scripts first, then the entry's imports announced a few at a time (the entry finds them too).
    var scripts = ${JSON.stringify(scripts)}.map(function (src) { return { tag: 'script', async: '', src: src }; });
    insertInBatches(scripts.concat([{ tag: 'script', type: 'module', crossorigin: '', src: ${JSON.stringify(entry)} }],
      ${JSON.stringify(preloads)}.map(function (href) { return { tag: 'link', rel: 'modulepreload', crossorigin: '', href: href }; })));
  }
  function nextFrame(then) {
    requestAnimationFrame(function () { setTimeout(then, 0); });
  }
  function onScreen() {
    var copy = document.getElementById(${JSON.stringify(SNAPSHOT_ID)});
    return copy ? Array.prototype.filter.call(copy.getElementsByTagName('img'), function (image) {
      var box = image.getBoundingClientRect();
      return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    }) : [];
  }
  // Settles once the image is decoded (ready to paint): a load event can come frames before the paint.
  function ready(image) {
    if (image.decode) return image.decode().catch(function () {});
    if (image.complete) return Promise.resolve();
    return new Promise(function (settle) {
      image.addEventListener('load', settle);
      image.addEventListener('error', settle);
    });
  }
  function afterImages(then) {
    Promise.all(onScreen().map(ready)).then(function () { then(); });
  }
  nextFrame(function () { afterImages(function () { nextFrame(start); }); });
  setTimeout(start, 3000);
})();
`;
}

/**
 * index.html with the snapshot: its styles at the end of the head, its markup just before #root,
 * and the app's scripts started only after the first paint. The page is readable without them, so
 * fetching them must not hold the first paint back (nor compete with it on a slow connection).
 * The style element has its own id (not styled-components' data-styled attribute), so the app's
 * styled-components does not take it over and the app can remove it with the snapshot.
 */
export interface PageOptions {
  /** Which door's screen the snapshot shows: the app takes down a snapshot that is not its own. */
  page: SnapshotPage;
  /**
   * Hide the app's root while the snapshot is up. The activation screen replaces its snapshot in
   * one commit; the shell renders before Home has loaded, and must not show beside Home's snapshot.
   */
  hidesApp?: boolean;
  /** JSON the app starts from (Home's query answers), in a data block inside the snapshot. */
  data?: unknown;
}

/** JSON inside a <script> element: `<` escaped, so no text in it can close the element. */
function scriptJson(data: unknown): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

export function prerenderedPage(indexHtml: string, snapshot: Snapshot, options: PageOptions = { page: 'activate' }): PrerenderedPage {
  const entry = ENTRY.exec(indexHtml)?.[1];
  if (!entry || !indexHtml.includes('</head>') || !indexHtml.includes('<div id="root"></div>')) {
    throw new Error('index.html has no module entry script, no </head> or no empty <div id="root"></div>');
  }
  if (snapshot.css.includes('</style')) throw new Error('the snapshot styles would close their own <style> element');
  const preloads = [...indexHtml.matchAll(PRELOAD)].map((match) => match[1] as string);
  const scripts = [...indexHtml.matchAll(ASYNC_SCRIPT)].map((match) => match[1] as string);
  const source = startAfterPaintSource(entry, preloads, scripts);
  const fileName = `assets/start-after-paint-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
  // React puts a preload for each eagerly loaded image at the start of the markup: in the head they
  // are found before the styles are parsed.
  const imagePreloads = IMAGE_PRELOADS.exec(snapshot.markup)?.[0] ?? '';
  const markup = snapshot.markup.slice(imagePreloads.length);
  const css = options.hidesApp ? `${snapshot.css}\n#${SNAPSHOT_ID} ~ #root{display:none;}` : snapshot.css;
  const data = options.data === undefined ? '' : `<script type="application/json" id="${SNAPSHOT_DATA_ID}">${scriptJson(options.data)}</script>`;
  const html = indexHtml
    .replace(PRELOAD, '')
    .replace(ASYNC_SCRIPT, '')
    .replace(ENTRY, `    <script defer src="/${fileName}"></script>\n`)
    .replace('</head>', () => `${imagePreloads ? `  ${imagePreloads}\n` : ''}  <style id="${SNAPSHOT_STYLES_ID}">${css}</style>\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="${SNAPSHOT_ID}" data-page="${options.page}">${markup}${data}</div><div id="root"></div>`);
  return { html, startScript: { fileName, source } };
}
