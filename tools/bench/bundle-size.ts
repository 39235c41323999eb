import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { workspaceRoot } from '@tangerine/harness';
import { kb, verdict, type BenchContext, type BenchResult } from './bench-context.js';
import { gotoSettled } from './page-settled.js';
import { buildWithManifest, initialJsFromManifest, localeChunks, type ManifestBuild } from './vite-manifest.js';

const DIST = path.join(workspaceRoot, 'apps/web/dist');
/**
 * The app has taken over: a page served with a prerendered copy starts its scripts only after that
 * copy has painted, so on a loaded machine the network can be quiet before the app has even begun.
 * The app removes the copy (#prerendered) once its own screen is up.
 */
const APP_STARTED = () => !document.getElementById('prerendered') && (document.getElementById('root')?.childElementCount ?? 0) > 0;

/**
 * Initial JavaScript of a route: every script file the browser fetches from a cold load until the
 * network is idle, each gzipped (zlib level 9) from the build's own output in apps/web/dist.
 */
async function initialScripts(context: BenchContext, route: string, activated: boolean): Promise<{ files: string[]; gzipBytes: number; rawBytes: number; largest: string[] }> {
  const browserContext = await context.browser.newContext(activated ? { storageState: context.storageState } : {});
  const page = await browserContext.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === context.server.baseUrl) scripts.add(url.pathname);
  });
  await gotoSettled(page, `${context.server.baseUrl}${route}`, 500, 30_000, APP_STARTED);
  const landedOn = new URL(page.url()).pathname;
  await browserContext.close();
  if (landedOn !== route) throw new Error(`${route} ended on ${landedOn}`);
  let gzipBytes = 0;
  let rawBytes = 0;
  const sizes: Array<[string, number]> = [];
  for (const script of scripts) {
    const file = path.join(DIST, script);
    if (!file.startsWith(DIST + path.sep) || !fs.existsSync(file)) throw new Error(`${script} is not a file of apps/web/dist`);
    const source = fs.readFileSync(file);
    const gzipped = zlib.gzipSync(source, { level: 9 }).length;
    rawBytes += source.length;
    gzipBytes += gzipped;
    sizes.push([script, gzipped]);
  }
  const largest = sizes.sort((a, b) => b[1] - a[1]).slice(0, 12).map(([script, bytes]) => `${script.replace(/^\//, '')} ${kb(bytes)}`);
  return { files: [...scripts].sort(), gzipBytes, rawBytes, largest };
}

/**
 * The lazy modules that load before each measured route's first paint: main.tsx picks one of two
 * doors by the session (src/app/boot.tsx), the activation screen (its chunk holds the activation
 * route) or the shell with the router, which then loads the route's screen (apps/web/src/app/routes.tsx).
 */
const ROUTE_MODULES: Record<string, string[]> = {
  '/activate': ['src/app/activation-app.tsx'],
  '/': ['src/app/router-app.tsx', 'src/features/home/home-route.tsx'],
};
/** The catalogue areas each route loads in the listener's language before its first paint (boot preload). */
const ROUTE_AREAS: Record<string, string[]> = { '/activate': ['activation'], '/': ['shell', 'home'] };

/** Per locale: the route's initial JS with that locale's catalogue chunks for the route. */
function perLocale(build: ManifestBuild, route: string, base: number): string {
  const areas = ROUTE_AREAS[route] ?? [];
  const byLocale = new Map<string, number>();
  for (const chunk of localeChunks(build)) if (areas.includes(chunk.area)) byLocale.set(chunk.locale, (byLocale.get(chunk.locale) ?? 0) + chunk.gzipBytes);
  return [...byLocale].map(([locale, bytes]) => `${locale} ${kb(base + bytes)} (catalogues ${kb(bytes)})`).join(', ');
}

export async function benchBundleSize(context: BenchContext): Promise<BenchResult> {
  const lines: string[] = [];
  const targets = [
    { route: '/activate', activated: false, limit: 100 * 1024 },
    { route: '/', activated: true, limit: 150 * 1024 },
  ];
  const build = await buildWithManifest();
  try {
    for (const target of targets) {
      const byManifest = initialJsFromManifest(build, ROUTE_MODULES[target.route] ?? []);
      lines.push(
        `${target.route} by the Vite manifest (entry + ${ROUTE_MODULES[target.route]?.join(', ')} and their static imports): ${kb(byManifest.gzipBytes)} gzipped, target ≤ ${kb(target.limit)}: ${verdict(byManifest.gzipBytes <= target.limit)} (ratio ${(byManifest.gzipBytes / target.limit).toFixed(2)})`,
        `  chunks: ${byManifest.files.join(', ')}`,
        // main.tsx loads the listener's catalogues (the shell's, and Home's on /) before the first render.
        `  initial JS per locale, with its ${ROUTE_AREAS[target.route]?.join(' and ')} catalogues: ${perLocale(build, target.route, byManifest.gzipBytes)}`,
      );
      const observed = await initialScripts(context, target.route, target.activated);
      lines.push(
        `${target.route} as Chromium loads it (every script until network idle, gzipped from apps/web/dist): ${kb(observed.gzipBytes)} gzipped (${kb(observed.rawBytes)} raw) in ${observed.files.length} files: ${verdict(observed.gzipBytes <= target.limit)}`,
        `  largest: ${observed.largest.join(', ')}`,
      );
    }
  } finally {
    build.remove();
  }
  return { name: 'Initial JavaScript (gzipped)', status: 'measured', lines };
}
