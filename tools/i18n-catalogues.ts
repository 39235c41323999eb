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

export function readCatalogues(dir: string): Record<string, Catalogue> {
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Catalogue]),
  );
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
