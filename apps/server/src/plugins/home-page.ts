import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { HOME_PAGE_RENDERER_FILE, isHomePageRenderer, type HomePageRenderer, type PageSession } from '@tangerine/api';

/** The web build's Home renderer beside its dist folder, or null when it is not built (or not one). */
export async function loadHomePageRenderer(webRoot: string): Promise<HomePageRenderer | null> {
  const file = path.join(webRoot, HOME_PAGE_RENDERER_FILE);
  if (!fs.existsSync(file)) return null;
  const module: unknown = await import(pathToFileURL(file).href);
  if (!isHomePageRenderer(module)) throw new Error(`${file} is not a Home renderer (no homePageCalls or renderHomePage)`);
  return module;
}

/**
 * Home rendered for the listener of `session`, from the same API answers the app would fetch (made
 * through the app itself, so they pass the same authentication and carry the same device-bound
 * media URLs). Null when any of them is not a 200: the app then starts as usual and handles it.
 */
export async function renderHomeFor(app: FastifyInstance, renderer: HomePageRenderer, indexHtml: string, session: PageSession): Promise<string | null> {
  const headers = { authorization: `Bearer ${session.accessToken}`, 'x-device-id': session.deviceId, 'accept-encoding': 'identity' };
  const replies = await Promise.all(renderer.homePageCalls.map((call) => app.inject({ method: 'GET', url: call.url, headers })));
  const refused = replies.findIndex((reply) => reply.statusCode !== 200);
  if (refused >= 0) {
    // The listener still gets the app's usual page; the log says why it was not the rendered Home.
    app.log.warn({ url: renderer.homePageCalls[refused]?.url, statusCode: replies[refused]?.statusCode, body: replies[refused]?.body.slice(0, 200) }, 'Home was not rendered into the page: one of its calls did not answer 200');
    return null;
  }
  const bodies = Object.fromEntries(renderer.homePageCalls.map((call, index) => [call.name, replies[index]?.json() as unknown]));
  return renderer.renderHomePage({ indexHtml, bodies, now: new Date(), ...(session.timeZone ? { timeZone: session.timeZone } : {}) });
}
