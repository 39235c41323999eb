import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** The catalogues: libs/ui/src/i18n/locales/<locale>/<area>.json, ICU MessageFormat source messages. */
export const CATALOGUE = /\/libs\/ui\/src\/i18n\/locales\/[\w-]+\/\w+\.json$/;

/**
 * Compiles each catalogue's ICU messages at build time into Lingui's runtime form, so the browser
 * never ships the ICU parser (Lingui formats compiled messages only in production).
 */
function compile(source) {
  return Object.fromEntries(Object.entries(JSON.parse(source)).map(([key, message]) => [key, compileMessageOrThrow(message)]));
}

export function linguiCatalogues() {
  return {
    name: 'tangerine:lingui-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0])) return null;
      // Still JSON: Vite's own JSON plugin turns it into a module after this one.
      return { code: JSON.stringify(compile(code)), map: null };
    },
  };
}

const LOCALES = fileURLToPath(new URL('./libs/ui/src/i18n/locales', import.meta.url));
/** libs/ui's module that imports one catalogue by locale and area (a table of every file, as Vite's glob makes it). */
const CATALOGUE_FILES = /\/libs\/ui\/src\/i18n\/catalogue-files\.ts$/;

/**
 * The web app's catalogue chunks by a pattern: assets/i18n/<locale>/<area>-<version>.js (the offline worker tells locales apart by it), the
 * version a hash of every compiled catalogue. libs/ui's catalogue-files.ts then becomes one line that
 * builds the name, instead of a table of 42 hashed file names (each with its preload call) that every
 * first paint loaded. Any change to a catalogue renames them all, so the year-long cache of /assets holds.
 */
export function catalogueFiles() {
  let version = '';
  return {
    name: 'tangerine:catalogue-files',
    apply: 'build',
    buildStart() {
      const sources = fs.readdirSync(LOCALES).sort().flatMap((locale) =>
        fs.readdirSync(path.join(LOCALES, locale)).filter((file) => file.endsWith('.json')).sort().map((file) => ({ locale, area: file.slice(0, -'.json'.length), file: path.join(LOCALES, locale, file) })),
      );
      const hash = createHash('sha256');
      for (const { locale, area, file } of sources) hash.update(`${locale}/${area}\n${JSON.stringify(compile(fs.readFileSync(file, 'utf8')))}\n`);
      version = hash.digest('base64url').replace(/[-_]/g, '').slice(0, 10);
      for (const { locale, area, file } of sources) {
        this.emitFile({ type: 'chunk', id: file, fileName: `assets/i18n/${locale}/${area}-${version}.js`, preserveSignature: 'strict' });
      }
    },
    load(id) {
      if (!CATALOGUE_FILES.test(id.split('?')[0])) return null;
      return `export function importCatalogue(locale, area) {\n  return import(/* @vite-ignore */ '/assets/i18n/' + locale + '/' + area + '-${version}.js');\n}\n`;
    },
  };
}

/**
 * @lingui/core ships one build, whose developer warnings (a call before any locale is in force, a
 * message not compiled) are paragraphs of English that every first paint downloaded. The app's build
 * keeps the checks and shortens their texts. Should Lingui reword them, nothing is replaced.
 */
export function linguiShortMessages() {
  return {
    name: 'tangerine:lingui-short-messages',
    apply: 'build',
    transform(code, id) {
      if (!/\/node_modules\/@lingui\/core\/dist\/index\.mjs$/.test(id.split('?')[0])) return null;
      const shortened = code
        .replace(/"Lingui: Attempted to call a translation function without setting a locale\.[^"]*"/, '"Lingui: no locale is active"')
        .replace(/console\.warn\(`Uncompiled message detected! Message:\n\n> \$\{translation\}[^`]*`\)/, 'console.warn(`Lingui: uncompiled message ${translation}`)');
      return shortened === code ? null : { code: shortened, map: null };
    },
  };
}
