import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

export type Catalogue = Record<string, string>;

/** Every argument a compiled ICU message names (`{count}`, `{name}`...), plurals' branches included. */
function argumentsOf(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , choices] = token as [string, string?, unknown?];
    into.add(name);
    if (choices && typeof choices === 'object') {
      for (const branch of Object.values(choices as Record<string, unknown>)) {
        if (Array.isArray(branch)) argumentsOf(branch as CompiledMessage, into);
      }
    }
  }
  return into;
}

function compile(locale: string, key: string, message: string, problems: string[]): Set<string> | null {
  try {
    return argumentsOf(compileMessageOrThrow(message));
  } catch (error) {
    problems.push(`${locale}: "${key}" is not valid ICU MessageFormat: ${(error as Error).message.split('\n')[0]}`);
    return null;
  }
}

/**
 * What is wrong with the catalogues: a key English has and a locale lacks (or the reverse), a
 * message whose ICU syntax does not compile, a translation naming other arguments than English,
 * and a key no source file uses (keys are written as string literals, e.g. `t('player.play')`).
 */
export function catalogueProblems(catalogues: Record<string, Catalogue>, sources: string[]): string[] {
  const problems: string[] = [];
  const english = catalogues['en'];
  if (!english) return ['there is no English catalogue (en)'];
  const englishArguments = new Map<string, Set<string> | null>();
  for (const [key, message] of Object.entries(english)) englishArguments.set(key, compile('en', key, message, problems));
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    if (locale === 'en') continue;
    for (const key of Object.keys(english)) if (!(key in catalogue)) problems.push(`${locale}: "${key}" is missing`);
    for (const [key, message] of Object.entries(catalogue)) {
      if (!(key in english)) {
        problems.push(`${locale}: "${key}" is not in English`);
        continue;
      }
      const names = compile(locale, key, message, problems);
      const expected = englishArguments.get(key);
      if (names && expected && [...names].sort().join() !== [...expected].sort().join()) {
        problems.push(`${locale}: "${key}" names {${[...names].join(', ')}} where English names {${[...expected].join(', ')}}`);
      }
    }
  }
  const text = sources.join('\n');
  for (const key of Object.keys(english)) {
    if (!text.includes(`'${key}'`) && !text.includes(`"${key}"`)) problems.push(`"${key}" is used by no source file`);
  }
  return problems;
}

/** Each locale's area files: locale → area → catalogue (libs/ui/src/i18n/locales/<locale>/<area>.json). */
export type CatalogueTree = Record<string, Record<string, Catalogue>>;
/** Which key prefixes each area holds (libs/ui/src/i18n/areas.json): `player.play` is in the area listing `player`. */
export type AreaPrefixes = Record<string, string[]>;

export function readCatalogues(dir: string): CatalogueTree {
  const json = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
  return Object.fromEntries(
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => [
        entry.name,
        Object.fromEntries(
          fs
            .readdirSync(path.join(dir, entry.name))
            .filter((file) => file.endsWith('.json'))
            .map((file) => [file.replace(/\.json$/, ''), json(path.join(dir, entry.name, file))]),
        ),
      ]),
  );
}

/**
 * What is wrong with the split by area: a key in another area than its prefix names (it would load
 * with the wrong chunk), a prefix no area lists, a key in two areas, an area file English lacks.
 */
export function layoutProblems(tree: CatalogueTree, areas: AreaPrefixes): string[] {
  const problems: string[] = [];
  const areaOf = (key: string) => Object.keys(areas).find((area) => areas[area]?.includes(key.split('.')[0] ?? ''));
  const englishAreas = Object.keys(tree['en'] ?? {}).sort().join();
  for (const [locale, files] of Object.entries(tree)) {
    if (Object.keys(files).sort().join() !== englishAreas) problems.push(`${locale}: has the areas ${Object.keys(files).sort().join(', ')} where English has ${englishAreas}`);
    const seen = new Set<string>();
    for (const [area, catalogue] of Object.entries(files)) {
      for (const key of Object.keys(catalogue)) {
        if (seen.has(key)) problems.push(`${locale}: "${key}" is in two areas`);
        seen.add(key);
        const home = areaOf(key);
        if (!home) problems.push(`${locale}: "${key}" has a prefix no area of areas.json lists`);
        else if (home !== area) problems.push(`${locale}: "${key}" is in ${area}.json where its prefix says ${home}.json`);
      }
    }
  }
  return problems;
}

/** One catalogue per locale, its areas merged (what catalogueProblems checks). */
export function mergeAreas(tree: CatalogueTree): Record<string, Catalogue> {
  return Object.fromEntries(Object.entries(tree).map(([locale, files]) => [locale, Object.assign({}, ...Object.values(files)) as Catalogue]));
}

/** The sources that may use a key: the app's and the design system's, without tests and stories. */
export function readSources(dirs: string[]): string[] {
  const sources: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) sources.push(fs.readFileSync(file, 'utf8'));
    }
  };
  dirs.forEach(walk);
  return sources;
}
