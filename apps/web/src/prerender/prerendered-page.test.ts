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
    expect(page.html).toContain('<div id="prerendered" data-page="activate"><main><p>Activation Code</p></main></div><div id="root"></div>');
    expect(page.html).toMatch(/<style id="prerendered-styles">body\{background:#0E0E10;\}<\/style>\s*<\/head>/);
  });

  it("moves the snapshot's image preloads into the head, before its styles", () => {
    const withCovers = prerenderedPage(INDEX, { markup: '<link rel="preload" as="image" href="/api/v1/media/artwork/1" fetchPriority="high"/><link rel="preload" as="image" href="/api/v1/media/artwork/2"/><main><img src="/api/v1/media/artwork/1"/></main>', css: 'p{}' }, { page: 'home' });
    expect(withCovers.html).toMatch(/<link rel="preload" as="image" href="\/api\/v1\/media\/artwork\/1" fetchPriority="high"\/><link rel="preload" as="image" href="\/api\/v1\/media\/artwork\/2"\/>\n\s*<style id="prerendered-styles">/);
    expect(withCovers.html).toContain('<div id="prerendered" data-page="home"><main><img');
  });

  it('leaves the app root visible for the activation screen, which replaces its copy in one commit', () => {
    expect(page.html).not.toContain('#root{display:none;}');
  });

  it("for Home: hides the app's root while the copy is up and brings the data, escaped for a script element", () => {
    const data = { feed: { title: '</script><script>alert(1)</script>', price: "$& $' $1" } };
    const home = prerenderedPage(INDEX, { markup: '<main>Good evening</main>', css: 'h1{color:#fff;}' }, { page: 'home', hidesApp: true, data });
    expect(home.html).toContain('<div id="prerendered" data-page="home"><main>Good evening</main><script type="application/json" id="prerendered-data">');
    expect(home.html).toMatch(/<style id="prerendered-styles">h1\{color:#fff;\}\n#prerendered ~ #root\{display:none;\}<\/style>/);
    expect(home.html.match(/<\/script>/g)).toHaveLength(2); // the start script's and the data block's own
    document.body.innerHTML = home.html.slice(home.html.indexOf('<body>') + 6, home.html.indexOf('</body>'));
    expect(JSON.parse(document.getElementById('prerendered-data')?.textContent ?? '')).toEqual(data);
    expect(home.startScript).toEqual(page.startScript);
    document.body.innerHTML = '';
  });

  it('fetches no script of the app before the first paint: one deferred classic script starts them', () => {
    expect(page.html).not.toMatch(/type="module"|modulepreload|boot-preload/);
    expect(page.startScript.fileName).toMatch(/^assets\/start-after-paint-[0-9a-f]{10}\.js$/);
    expect(page.html).toContain(`<script defer src="/${page.startScript.fileName}"></script>`);
  });

  /** Runs the generated classic script as the page would, with animation frames under the test's control. */
  function runStartScript(source: string) {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    // eslint-disable-next-line no-new-func -- runs the generated classic script, as the page would
    new Function(source)();
    return {
      paint() {
        frames.splice(0).forEach((callback) => callback(0));
        vi.advanceTimersByTime(0);
      },
      added: () => [...document.head.children].map((tag) => `${tag.tagName} ${tag.getAttribute('rel') ?? tag.getAttribute('type')} ${tag.getAttribute('href') ?? tag.getAttribute('src')}`),
    };
  }

  /** A cover of the copy on screen at `top` (jsdom lays nothing out, nor decodes images): settle() makes it ready to paint. */
  function cover(top: number) {
    const image = document.createElement('img');
    let settle: (outcome: 'decoded' | 'broken') => void = () => undefined;
    const decoded = new Promise<void>((resolve, reject) => (settle = (outcome) => (outcome === 'decoded' ? resolve() : reject(new Error('broken image')))));
    image.decode = () => decoded;
    image.getBoundingClientRect = () => ({ top, bottom: top + 160, left: 20, right: 180, width: 160, height: 160, x: 20, y: top, toJSON: () => ({}) });
    document.getElementById('prerendered')?.append(image);
    return { settle: (outcome: 'decoded' | 'broken') => settle(outcome) };
  }

  /** Lets the script's promise callbacks run (fake timers leave microtasks alone). */
  const settled = () => vi.advanceTimersByTimeAsync(0);

  it('starts the entry and its preloads once after the first painted frame (or after 3 s, in a background tab)', async () => {
    const page = runStartScript(prerenderedPage(INDEX, SNAPSHOT).startScript.source);
    expect(document.head.querySelectorAll('script, link')).toHaveLength(0);
    page.paint();
    await settled();
    page.paint();
    expect(page.added()).toEqual([
      'SCRIPT null /assets/boot-preload-jkl.js',
      'SCRIPT module /assets/index-abc.js',
      'LINK modulepreload /assets/react-def.js',
      'LINK modulepreload /assets/activation-app-ghi.js',
    ]);
    vi.advanceTimersByTime(3000);
    expect(document.head.children).toHaveLength(4);
    vi.unstubAllGlobals();
  });

  it("waits until the copy's covers on the first screen (not those below it) are decoded before fetching the app", async () => {
    document.body.innerHTML = '<div id="prerendered"></div>';
    const covers = [cover(100), cover(300)];
    cover(5000);
    const page = runStartScript(prerenderedPage(INDEX, SNAPSHOT).startScript.source);
    page.paint();
    covers[0]?.settle('decoded');
    await settled();
    page.paint();
    expect(page.added()).toEqual([]);
    covers[1]?.settle('broken');
    await settled();
    page.paint();
    expect(page.added()).toHaveLength(4);
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('starts the app after 3 s when a cover never settles', async () => {
    document.body.innerHTML = '<div id="prerendered"></div>';
    cover(100);
    const page = runStartScript(prerenderedPage(INDEX, SNAPSHOT).startScript.source);
    page.paint();
    await vi.advanceTimersByTimeAsync(2999);
    page.paint();
    expect(page.added()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.added()).toHaveLength(4);
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('refuses an index.html it cannot build the page from', () => {
    expect(() => prerenderedPage('<html><head></head><body><div id="app"></div></body></html>', SNAPSHOT)).toThrow(/root/);
    expect(() => prerenderedPage(INDEX, { ...SNAPSHOT, css: 'p{}</style><script>' })).toThrow(/style/);
  });
});
