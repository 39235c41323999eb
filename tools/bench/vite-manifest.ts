import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { run, workspaceRoot } from '@tangerine/harness';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ManifestBuild {
  dir: string;
  manifest: Manifest;
  remove(): void;
}

/** Builds apps/web once more with Vite's manifest into a temp dir (apps/web/dist is left alone). */
export async function buildWithManifest(): Promise<ManifestBuild> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-bench-web-'));
  const result = await run('npx', ['vite', 'build', '--manifest', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: path.join(workspaceRoot, 'apps/web'), timeoutMs: 300_000 });
  if (result.code !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`vite build --manifest failed:\n${result.stdout}\n${result.stderr}`);
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return { dir, manifest, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The entry's chunk plus every chunk reachable through static imports from `keys`. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * Initial JS of a route by the manifest: the entry (index.html) with its static imports, plus the
 * route modules given (lazy chunks the router loads before the first paint of that route) with theirs.
 */
export function initialJsFromManifest(build: ManifestBuild, routeModules: string[]): { files: string[]; gzipBytes: number } {
  // The page's entry: the catalogue chunks are entries of the build too (vite.i18n.mjs names them).
  const entry = Object.entries(build.manifest).find(([key, chunk]) => chunk.isEntry && key.endsWith('.html'))?.[0];
  if (!entry) throw new Error('the Vite manifest has no entry');
  const missing = routeModules.filter((module) => !build.manifest[module]);
  if (missing.length > 0) throw new Error(`not in the build: ${missing.join(', ')}`);
  const keys = staticClosure(build.manifest, [entry, ...routeModules]);
  const files = [...keys].map((key) => build.manifest[key]?.file as string).filter((file) => file.endsWith('.js'));
  const gzipBytes = files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(build.dir, file)), { level: 9 }).length, 0);
  return { files: files.sort(), gzipBytes };
}

/** Each catalogue chunk (libs/ui/src/i18n/locales/<locale>/<area>.json) with its gzipped size. */
export function localeChunks(build: ManifestBuild): Array<{ locale: string; area: string; file: string; gzipBytes: number }> {
  return Object.entries(build.manifest)
    .flatMap(([key, chunk]) => {
      const [, locale, area] = /\/i18n\/locales\/([\w-]+)\/(\w+)\.json$/.exec(key) ?? [];
      return locale && area ? [{ locale, area, file: chunk.file, gzipBytes: zlib.gzipSync(fs.readFileSync(path.join(build.dir, chunk.file)), { level: 9 }).length }] : [];
    })
    .sort((a, b) => a.locale.localeCompare(b.locale) || a.area.localeCompare(b.area));
}
