import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderedPage } from './prerendered-page';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Tangerine</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/activation-app-ghi.js">
    <script async src="/assets/boot-preload-jkl.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const SNAPSHOT = { markup: '<main><p>Activation Code</p></main>', css: 'body{background:#0E0E10;}' };

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('the prerendered page', () => {
  const page = prerenderedPage(INDEX, SNAPSHOT);

  it('puts the snapshot beside #root and its styles in the head under their own id', () => {
    expect(page.html).toContain('<div id="prerendered"><main><p>Activation Code</p></main></div><div id="root"></div>');
    expect(page.html).toMatch(/<style id="prerendered-styles">body\{background:#0E0E10;\}<\/style>\s*<\/head>/);
  });

  it('fetches no script of the app before the first paint: one deferred classic script starts them', () => {
    expect(page.html).not.toMatch(/type="module"|modulepreload|boot-preload/);
    expect(page.startScript.fileName).toMatch(/^assets\/start-after-paint-[0-9a-f]{10}\.js$/);
    expect(page.html).toContain(`<script defer src="/${page.startScript.fileName}"></script>`);
  });

  it('starts the entry and its preloads once after the first animation frame (or a second, in a background tab)', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    // eslint-disable-next-line no-new-func -- runs the generated classic script, as the page would
    new Function(page.startScript.source)();
    expect(document.head.querySelectorAll('script, link')).toHaveLength(0);
    frames.forEach((callback) => callback(0));
    vi.advanceTimersByTime(0);
    const added = [...document.head.children].map((tag) => `${tag.tagName} ${tag.getAttribute('rel') ?? tag.getAttribute('type')} ${tag.getAttribute('href') ?? tag.getAttribute('src')}`);
    expect(added).toEqual([
      'LINK modulepreload /assets/react-def.js',
      'LINK modulepreload /assets/activation-app-ghi.js',
      'SCRIPT null /assets/boot-preload-jkl.js',
      'SCRIPT module /assets/index-abc.js',
    ]);
    vi.advanceTimersByTime(1000);
    expect(document.head.children).toHaveLength(4);
    vi.unstubAllGlobals();
  });

  it('refuses an index.html it cannot build the page from', () => {
    expect(() => prerenderedPage('<html><head></head><body><div id="app"></div></body></html>', SNAPSHOT)).toThrow(/root/);
    expect(() => prerenderedPage(INDEX, { ...SNAPSHOT, css: 'p{}</style><script>' })).toThrow(/style/);
  });
});
