import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageSessionFromCookieHeader, type HomePageRenderer } from '@tangerine/api';
import { acceptedEncoding, encode, type Encoding } from './compression.js';
import { loadHomePageRenderer, renderedHomes, renderHomeFor, type RenderedHome } from './home-page.js';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** A file of the built app for a URL path, or null: no decoding tricks, no escaping the root. */
export function resolveStaticFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').some((part) => part === '..')) return null;
  const absolute = path.resolve(root, `.${decoded}`);
  if (!absolute.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(absolute).isFile() ? absolute : null;
  } catch {
    return null;
  }
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map']);
/** Compressed copies of the app's text files, made once per file version (the app is a few hundred KB). */
const compressed = new Map<string, Promise<Buffer>>();

function compress(file: string, version: string, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${file}:${version}`;
  let entry = compressed.get(key);
  if (!entry) {
    entry = fs.promises.readFile(file).then((source) => encode(source, encoding, 'best'));
    entry.catch(() => compressed.delete(key));
    compressed.set(key, entry);
  }
  return entry;
}

async function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string) {
  const stat = await fs.promises.stat(file);
  const version = `${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}`;
  const extension = path.extname(file).toLowerCase();
  // Text files go out brotli- or gzip-compressed when the browser takes it (a third of the bytes or less).
  const encoding = COMPRESSIBLE.has(extension) ? acceptedEncoding(request) : null;
  const etag = `"${version}${encoding ? `-${encoding}` : ''}"`;
  reply.header('cache-control', cacheControl).header('etag', etag).header('last-modified', stat.mtime.toUTCString());
  if (COMPRESSIBLE.has(extension)) reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.type(MIME[extension] ?? 'application/octet-stream');
  if (encoding) {
    const body = await compress(file, version, encoding);
    reply.header('content-encoding', encoding).header('content-length', String(body.length));
    return reply.send(request.method === 'HEAD' ? '' : body);
  }
  reply.header('content-length', String(stat.size));
  return reply.send(request.method === 'HEAD' ? '' : fs.createReadStream(file));
}

/** A page rendered for one listener: never stored by a shared cache, compressed once per rendering. */
async function sendPersonalPage(request: FastifyRequest, reply: FastifyReply, page: RenderedHome) {
  const encoding = acceptedEncoding(request);
  const body = encoding ? await page.encoded(encoding) : Buffer.from(page.html);
  reply.header('cache-control', 'private, no-store').header('vary', 'cookie, accept-encoding').type(MIME['.html'] as string);
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('content-length', String(body.length));
  return reply.send(request.method === 'HEAD' ? '' : body);
}

/**
 * Home for the signed-in listener whose page session cookie came with the request, or null (no
 * cookie, no renderer built, an API answer that was not a 200, or a renderer that failed: the
 * failure is logged, and the listener gets the app's usual page). The renderer and index.html are
 * loaded once (warmed as the server starts), and a page is rendered and compressed once for the
 * same answers (renderedHomes).
 */
function homePages(app: FastifyInstance, root: string) {
  let renderer: Promise<HomePageRenderer | null> | null = null;
  const indexFile = path.join(root, 'index.html');
  let index: { version: number; html: Promise<string> } | null = null;
  const rendered = renderedHomes();
  // index.html as the build left it: read again only when a new build replaced it.
  const indexHtml = async () => {
    const version = (await fs.promises.stat(indexFile)).mtimeMs;
    if (index?.version !== version) index = { version, html: fs.promises.readFile(indexFile, 'utf8') };
    return index.html;
  };
  const load = () => (renderer ??= loadHomePageRenderer(root));
  return {
    async page(request: FastifyRequest): Promise<RenderedHome | null> {
      const session = pageSessionFromCookieHeader(request.headers.cookie);
      if (!session) return null;
      try {
        const loaded = await load();
        if (!loaded) return null;
        return await renderHomeFor(app, loaded, await indexHtml(), session, rendered);
      } catch (error) {
        request.log.error({ err: error }, 'rendering Home into the page failed; sending the plain app page');
        return null;
      }
    },
    /**
     * Loads the renderer and renders an empty Home once, so that the first listener's page does not
     * wait for the module to load and for its first render (hundreds of ms on a small machine).
     */
    async warm(): Promise<void> {
      try {
        const loaded = await load();
        if (loaded) loaded.renderHomePage({ indexHtml: await indexHtml(), bodies: EMPTY_HOME, now: new Date() });
      } catch (error) {
        app.log.warn({ err: error }, 'warming the Home renderer failed; the first Home will render on its request');
      }
    },
  };
}

/** Home's calls answered with nothing: enough for the renderer's warm-up render. */
const EMPTY_HOME: Readonly<Record<string, unknown>> = { feed: { recently_added: [], latest_songs: [], popular_albums: [], trending_artists: [], recently_played: [] }, playlists: { playlists: [] }, podcasts: { podcasts: [] }, stations: { stations: [] } };

/**
 * The built web app (apps/web/dist) on the same port: hashed assets cached for a year, everything
 * else revalidated, text files compressed (brotli or gzip), a route's prerendered page where the
 * build made one (`/activate` → activate.html), Home rendered for a signed-in listener at `/`, and
 * index.html for any other non-API GET so client-side routes load.
 */
export default fp(
  async (app, options: { root: string | undefined }) => {
    const root = options.root && fs.existsSync(path.join(options.root, 'index.html')) ? path.resolve(options.root) : undefined;
    if (!root) app.log.info('web app not built: serving the API only');

    const homePage = root ? homePages(app, root) : null;
    // Not awaited: the server is ready at once, and the first Home finds the renderer loaded or loading.
    if (homePage) app.addHook('onReady', async () => void homePage.warm());

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      if (root && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
        // A signed-in listener opening Home gets it rendered into the page (apps/web src/prerender/home-page.tsx).
        const home = pathname === '/' ? await homePage?.page(request) : null;
        if (home) return sendPersonalPage(request, reply, home);
        const file = resolveStaticFile(root, pathname);
        if (file) return sendFile(request, reply, file, pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (!pathname.startsWith('/assets/')) {
          // A route the build prerendered (/activate → activate.html) starts from its own page.
          const prerendered = pathname.endsWith('/') ? null : resolveStaticFile(root, `${pathname}.html`);
          return sendFile(request, reply, prerendered ?? path.join(root, 'index.html'), 'no-cache');
        }
      }
      return reply.code(404).send({ message: `Not found: ${request.method} ${pathname.slice(0, 200)}`, code: 'not_found' });
    });
  },
  { name: 'web-app' },
);
