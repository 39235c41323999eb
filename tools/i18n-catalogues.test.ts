import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, readCatalogues, readSources } from './i18n-catalogues.js';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the translation catalogues (libs/ui/src/i18n/locales)', () => {
  it('have every key in every locale, only used keys, and valid ICU messages', () => {
    const catalogues = readCatalogues(path.join(workspaceRoot, 'libs/ui/src/i18n/locales'));
    expect(Object.keys(catalogues).sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja', 'pt-BR']);
    const sources = readSources([path.join(workspaceRoot, 'libs/ui/src'), path.join(workspaceRoot, 'apps/web/src')]);
    expect(catalogueProblems(catalogues, sources)).toEqual([]);
  });
});

describe('catalogueProblems', () => {
  const used = ["t('songs.count')", "t('greeting')"];
  const en = { greeting: 'Hello {name}', 'songs.count': '{count, plural, one {# song} other {# songs}}' };

  it('passes matching catalogues', () => {
    expect(catalogueProblems({ en, de: { greeting: 'Hallo {name}', 'songs.count': '{count, plural, one {# Song} other {# Songs}}' } }, used)).toEqual([]);
  });

  it('finds a key missing from a locale and one English lacks', () => {
    expect(catalogueProblems({ en, de: { greeting: 'Hallo {name}', extra: 'x' } }, used)).toEqual(['de: "songs.count" is missing', 'de: "extra" is not in English']);
  });

  it('finds an unused key', () => {
    expect(catalogueProblems({ en }, ["t('greeting')"])).toEqual(['"songs.count" is used by no source file']);
  });

  it('finds broken ICU syntax and renamed arguments', () => {
    const problems = catalogueProblems({ en, ar: { greeting: 'مرحبا {nom}', 'songs.count': '{count, plural, one {# أغنية} other {# أغاني}' } }, used);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toBe('ar: "greeting" names {nom} where English names {name}');
    expect(problems[1]).toMatch(/^ar: "songs.count" is not valid ICU MessageFormat/);
  });
});
