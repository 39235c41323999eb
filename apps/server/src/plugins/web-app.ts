import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageSessionFromCookieHeader, type HomePageRenderer } from '@tangerine/api';
import { acceptedEncoding, type Encoding } from './compression.js';
import { loadHomePageRenderer, renderHomeFor } from './home-page.js';

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
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Best for files compressed once and kept; quick for a page compressed on every answer. */
const LEVELS = { best: { brotli: 11, gzip: 9 }, quick: { brotli: 5, gzip: 6 } } as const;

function encode(source: Buffer, encoding: Encoding, effort: keyof typeof LEVELS): Promise<Buffer> {
  const level = LEVELS[effort];
  return encoding === 'br'
    ? brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level.brotli, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } })
    : gzip(source, { level: level.gzip });
}

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

/** A page rendered for one listener: compressed per answer at a quick setting, never stored by a cache. */
async function sendPersonalPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const encoding = acceptedEncoding(request);
  const body = encoding ? await encode(Buffer.from(html), encoding, 'quick') : Buffer.from(html);
  reply.header('cache-control', 'private, no-store').header('vary', 'cookie, accept-encoding').type(MIME['.html'] as string);
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('content-length', String(body.length));
  return reply.send(request.method === 'HEAD' ? '' : body);
}

/**
 * Home for the signed-in listener whose page session cookie came with the request, or null (no
 * cookie, no renderer built, an API answer that was not a 200, or a renderer that failed: the
 * failure is logged, and the listener gets the app's usual page).
 */
function homePages(app: FastifyInstance, root: string) {
  let renderer: Promise<HomePageRenderer | null> | null = null;
  return async (request: FastifyRequest): Promise<string | null> => {
    const session = pageSessionFromCookieHeader(request.headers.cookie);
    if (!session) return null;
    try {
      renderer ??= loadHomePageRenderer(root);
      const loaded = await renderer;
      if (!loaded) return null;
      const indexHtml = await fs.promises.readFile(path.join(root, 'index.html'), 'utf8');
      return await renderHomeFor(app, loaded, indexHtml, session);
    } catch (error) {
      request.log.error({ err: error }, 'rendering Home into the page failed; sending the plain app page');
      return null;
    }
  };
}

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

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      if (root && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
        // A signed-in listener opening Home gets it rendered into the page (apps/web src/prerender/home-page.tsx).
        const home = pathname === '/' ? await homePage?.(request) : null;
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
