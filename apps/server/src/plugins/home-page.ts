import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PageSession } from '@tangerine/api';

/**
 * What apps/web's build puts in dist-prerender/home-page.js (src/prerender/home-page.tsx): the API
 * calls Home reads and the function that renders them into the app's index.html.
 */
export interface HomePageRenderer {
  homePageCalls: ReadonlyArray<{ name: string; url: string }>;
  renderHomePage(input: { indexHtml: string; bodies: Readonly<Record<string, unknown>>; now: Date; timeZone?: string }): string;
}

/** The web build's Home renderer beside its dist folder, or null when it is not built (or not one). */
export async function loadHomePageRenderer(webRoot: string): Promise<HomePageRenderer | null> {
  const file = path.join(webRoot, '..', 'dist-prerender', 'home-page.js');
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as Partial<HomePageRenderer>;
  if (!Array.isArray(module.homePageCalls) || typeof module.renderHomePage !== 'function') {
    throw new Error(`${file} is not a Home renderer (no homePageCalls or renderHomePage)`);
  }
  return module as HomePageRenderer;
}

/**
 * Home rendered for the listener of `session`, from the same API answers the app would fetch (made
 * through the app itself, so they pass the same authentication and carry the same device-bound
 * media URLs). Null when any of them is not a 200: the app then starts as usual and handles it.
 */
export async function renderHomeFor(app: FastifyInstance, renderer: HomePageRenderer, indexHtml: string, session: PageSession): Promise<string | null> {
  const headers = { authorization: `Bearer ${session.accessToken}`, 'x-device-id': session.deviceId, 'accept-encoding': 'identity' };
  const replies = await Promise.all(renderer.homePageCalls.map((call) => app.inject({ method: 'GET', url: call.url, headers })));
  if (replies.some((reply) => reply.statusCode !== 200)) return null;
  const bodies = Object.fromEntries(renderer.homePageCalls.map((call, index) => [call.name, replies[index]?.json() as unknown]));
  return renderer.renderHomePage({ indexHtml, bodies, now: new Date(), ...(session.timeZone ? { timeZone: session.timeZone } : {}) });
}
