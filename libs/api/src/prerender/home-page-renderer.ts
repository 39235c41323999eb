/**
 * The server-side Home renderer: apps/web's build emits it (src/prerender/home-page.tsx →
 * dist-prerender/home-page.js) and apps/server loads it (plugins/home-page.ts) to answer `/` with
 * Home already in the page. Both sides type against this one interface; Nx knows the link through
 * apps/server's implicit dependency on @tangerine/web.
 */

/** A GET whose answer Home needs, by name. */
export interface HomePageCall {
  name: string;
  url: string;
}

export interface HomePageInput {
  /** The built app's index.html. */
  indexHtml: string;
  /** Each call's JSON body, by the call's name. */
  bodies: Readonly<Record<string, unknown>>;
  now: Date;
  /** The listener's time zone (from the page session cookie); the server's own when missing or unknown. */
  timeZone?: string;
}

export interface HomePageRenderer {
  homePageCalls: ReadonlyArray<HomePageCall>;
  renderHomePage(input: HomePageInput): string;
}

/** The renderer module's path, relative to the web app's built folder (apps/web/dist). */
export const HOME_PAGE_RENDERER_FILE = '../dist-prerender/home-page.js';

/** True when a loaded module has what a renderer needs (a build of another version may not). */
export function isHomePageRenderer(module: unknown): module is HomePageRenderer {
  const candidate = module as Partial<HomePageRenderer> | null;
  return !!candidate && Array.isArray(candidate.homePageCalls) && typeof candidate.renderHomePage === 'function';
}
