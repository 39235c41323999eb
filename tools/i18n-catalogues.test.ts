import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { catalogueProblems, layoutProblems, mergeAreas, readCatalogues, readSources, type AreaPrefixes } from './i18n-catalogues.js';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the translation catalogues (libs/ui/src/i18n/locales/<locale>/<area>.json)', () => {
  const tree = readCatalogues(path.join(workspaceRoot, 'libs/ui/src/i18n/locales'));

  it('have every key in every locale, only used keys, and valid ICU messages', () => {
    expect(Object.keys(tree).sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja', 'pt-BR']);
    const sources = readSources([path.join(workspaceRoot, 'libs/ui/src'), path.join(workspaceRoot, 'libs/offline/web/src'), path.join(workspaceRoot, 'apps/web/src')]);
    expect(catalogueProblems(mergeAreas(tree), sources)).toEqual([]);
  });

  it('hold each key in the area its prefix names, the same areas in every locale', () => {
    const areas = JSON.parse(fs.readFileSync(path.join(workspaceRoot, 'libs/ui/src/i18n/areas.json'), 'utf8')) as AreaPrefixes;
    expect(Object.keys(tree['en'] ?? {}).sort()).toEqual(Object.keys(areas).sort());
    expect(layoutProblems(tree, areas)).toEqual([]);
  });
});

describe('layoutProblems', () => {
  const areas = { shell: ['player'], home: ['home'] };

  it('passes keys in their areas', () => {
    const tree = { en: { shell: { 'player.play': 'Play' }, home: { 'home.title': 'Home' } }, de: { shell: { 'player.play': 'Abspielen' }, home: { 'home.title': 'Start' } } };
    expect(layoutProblems(tree, areas)).toEqual([]);
  });

  it('finds a key in the wrong area, one in two areas, an unknown prefix and a missing area file', () => {
    const tree = { en: { shell: { 'player.play': 'Play', 'home.title': 'Home', 'other.x': 'X' }, home: { 'home.title': 'Home' } }, de: { shell: { 'player.play': 'Abspielen' } } };
    expect(layoutProblems(tree, areas)).toEqual([
      'en: "home.title" is in shell.json where its prefix says home.json',
      'en: "other.x" has a prefix no area of areas.json lists',
      'en: "home.title" is in two areas',
      'de: has the areas shell where English has home,shell',
    ]);
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
