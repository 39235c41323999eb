import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { encode, type Encoding } from './compression.js';
import { HOME_PAGE_RENDERER_FILE, isHomePageRenderer, type HomePageRenderer, type PageSession } from '@tangerine/api';

/** The web build's Home renderer beside its dist folder, or null when it is not built (or not one). */
export async function loadHomePageRenderer(webRoot: string): Promise<HomePageRenderer | null> {
  const file = path.join(webRoot, HOME_PAGE_RENDERER_FILE);
  if (!fs.existsSync(file)) return null;
  const module: unknown = await import(pathToFileURL(file).href);
  if (!isHomePageRenderer(module)) throw new Error(`${file} is not a Home renderer (no homePageCalls or renderHomePage)`);
  return module;
}

/** A rendered Home, and its compressed bytes made once per encoding. */
export interface RenderedHome {
  html: string;
  encoded(encoding: Encoding): Promise<Buffer>;
}

/** Pages kept: a few per listener who opened Home lately (a page is some 50 KB). */
const RENDERED_HOMES = 200;
/** Every time zone's offset is a multiple of a quarter hour: within one, each listener's greeting stays. */
const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * Rendered pages by what they are made of (index.html, the calls' answers, the listener's time zone
 * and the quarter hour): a listener who opens Home again while nothing changed gets the page
 * rendered and compressed before. The answers carry their device-bound media URLs, so a page is
 * only ever found again by the device it was made for.
 */
export function renderedHomes(limit = RENDERED_HOMES) {
  const pages = new Map<string, RenderedHome>();
  return (key: string, render: () => string): RenderedHome => {
    const kept = pages.get(key);
    if (kept) {
      pages.delete(key);
      pages.set(key, kept);
      return kept;
    }
    const html = render();
    const encodings = new Map<Encoding, Promise<Buffer>>();
    const page: RenderedHome = {
      html,
      encoded(encoding) {
        let body = encodings.get(encoding);
        if (!body) {
          body = encode(Buffer.from(html), encoding, 'quick');
          body.catch(() => encodings.delete(encoding));
          encodings.set(encoding, body);
        }
        return body;
      },
    };
    pages.set(key, page);
    if (pages.size > limit) pages.delete(pages.keys().next().value as string);
    return page;
  };
}

export type RenderedHomes = ReturnType<typeof renderedHomes>;

/**
 * Home rendered for the listener of `session`, from the same API answers the app would fetch (made
 * through the app itself, so they pass the same authentication and carry the same device-bound
 * media URLs). Null when any of them is not a 200: the app then starts as usual and handles it.
 */
export async function renderHomeFor(app: FastifyInstance, renderer: HomePageRenderer, indexHtml: string, session: PageSession, rendered: RenderedHomes): Promise<RenderedHome | null> {
  const headers = { authorization: `Bearer ${session.accessToken}`, 'x-device-id': session.deviceId, 'accept-encoding': 'identity' };
  const replies = await Promise.all(renderer.homePageCalls.map((call) => app.inject({ method: 'GET', url: call.url, headers })));
  const refused = replies.findIndex((reply) => reply.statusCode !== 200);
  if (refused >= 0) {
    // The listener still gets the app's usual page; the log says why it was not the rendered Home.
    app.log.warn({ url: renderer.homePageCalls[refused]?.url, statusCode: replies[refused]?.statusCode, body: replies[refused]?.body.slice(0, 200) }, 'Home was not rendered into the page: one of its calls did not answer 200');
    return null;
  }
  const now = new Date();
  const key = createHash('sha256')
    .update(JSON.stringify([indexHtml, replies.map((reply) => reply.body), session.timeZone ?? '', Math.floor(now.getTime() / QUARTER_HOUR_MS)]))
    .digest('base64url');
  return rendered(key, () => {
    const bodies = Object.fromEntries(renderer.homePageCalls.map((call, index) => [call.name, replies[index]?.json() as unknown]));
    return renderer.renderHomePage({ indexHtml, bodies, now, ...(session.timeZone ? { timeZone: session.timeZone } : {}) });
  });
}
