/**
 * Where the build puts each catalogue chunk (libs/ui/src/i18n/locales/<locale>/<area>.json), so the
 * offline worker can tell one locale's from another's by the address alone: it precaches none of them
 * and keeps only the listener's locale (vite.config.ts names the chunks, src/sw/runtime-assets.ts reads them).
 */
const CATALOGUE_MODULE = /\/i18n\/locales\/([\w-]+)\/(\w+)\.json$/;
const CATALOGUE_FILE = /(?:^|\/)assets\/i18n\/([\w-]+)\/(\w+)-[^/]+\.js$/;

export interface CatalogueFile {
  locale: string;
  area: string;
}

/** The output name of a catalogue module's chunk (a rolldown `chunkFileNames` pattern), or null for any other module. */
export function catalogueChunkPattern(facadeModuleId: string | null | undefined): string | null {
  const match = CATALOGUE_MODULE.exec(facadeModuleId ?? '');
  return match ? `assets/i18n/${match[1]}/${match[2]}-[hash].js` : null;
}

/** The locale and area of a catalogue chunk's address (`assets/i18n/de/shell-x.js`, with or without a leading path), or null. */
export function catalogueFileOf(url: string): CatalogueFile | null {
  const match = CATALOGUE_FILE.exec(url.split('?')[0] ?? '');
  return match?.[1] && match[2] ? { locale: match[1], area: match[2] } : null;
}
