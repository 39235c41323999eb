import { createHash } from 'node:crypto';
import { SNAPSHOT_DATA_ID, SNAPSHOT_ID, SNAPSHOT_STYLES_ID, type SnapshotPage } from '../lib/prerendered-snapshot';
import type { Snapshot } from './activation-snapshot';

export interface PrerenderedPage {
  html: string;
  /** A classic script for dist (`assets/…`, content-hashed) that starts the app once the page has painted. */
  startScript: { fileName: string; source: string };
}

const ENTRY = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;
/** index.html's classic helper scripts (the boot preloads), run after the paint too. */
const ASYNC_SCRIPT = /[ \t]*<script async src="([^"]+)"><\/script>\n?/g;

/**
 * Adds the module preloads, the helper scripts and the entry once the first frame has been painted.
 * The second timer starts the app in a tab opened in the background too, where no animation frame comes.
 */
export function startAfterPaintSource(entry: string, preloads: readonly string[], scripts: readonly string[] = []): string {
  return `// Starts the app after the prerendered page has painted (apps/web/src/prerender).
(function () {
  var started = false;
  function add(attributes) {
    var tag = document.createElement(attributes.tag);
    for (var name in attributes) if (name !== 'tag') tag.setAttribute(name, attributes[name]);
    document.head.appendChild(tag);
  }
  function start() {
    if (started) return;
    started = true;
    ${JSON.stringify(preloads)}.forEach(function (href) { add({ tag: 'link', rel: 'modulepreload', crossorigin: '', href: href }); });
    ${JSON.stringify(scripts)}.forEach(function (src) { add({ tag: 'script', async: '', src: src }); });
    add({ tag: 'script', type: 'module', crossorigin: '', src: ${JSON.stringify(entry)} });
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 1000);
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
  const css = options.hidesApp ? `${snapshot.css}\n#${SNAPSHOT_ID} ~ #root{display:none;}` : snapshot.css;
  const data = options.data === undefined ? '' : `<script type="application/json" id="${SNAPSHOT_DATA_ID}">${scriptJson(options.data)}</script>`;
  const html = indexHtml
    .replace(PRELOAD, '')
    .replace(ASYNC_SCRIPT, '')
    .replace(ENTRY, `    <script defer src="/${fileName}"></script>\n`)
    .replace('</head>', () => `  <style id="${SNAPSHOT_STYLES_ID}">${css}</style>\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="${SNAPSHOT_ID}" data-page="${options.page}">${snapshot.markup}${data}</div><div id="root"></div>`);
  return { html, startScript: { fileName, source } };
}
