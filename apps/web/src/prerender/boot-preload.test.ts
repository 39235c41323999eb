import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@tangerine/session';
import { LOCALE_STORAGE_KEY, LOCALES, matchLocale } from '@tangerine/ui';
import { bootPreloadSource, LOCALE_KEY, SESSION_KEY, type LocaleCatalogues } from './boot-preload';

const catalogueFiles = (locale: string): LocaleCatalogues => ({ shell: `assets/${locale}-shell.js`, activation: `assets/${locale}-activation.js`, home: `assets/${locale}-home.js`, screens: `assets/${locale}-screens.js` });

const source = bootPreloadSource({
  activation: ['assets/activation-app.js'],
  shell: ['assets/router-app.js', 'assets/query.js'],
  home: ['assets/home-route.js'],
  catalogues: Object.fromEntries(LOCALES.map((locale) => [locale.code, catalogueFiles(locale.code)])),
});

function preloadsAt(path: string, session: string | null, languages: readonly string[] = ['en-US']): string[] {
  window.history.replaceState(null, '', path);
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  if (session === null) localStorage.removeItem(SESSION_STORAGE_KEY);
  else localStorage.setItem(SESSION_STORAGE_KEY, session);
  document.head.innerHTML = '';
  // eslint-disable-next-line no-new-func -- runs the generated classic script, as the page would
  new Function(source)();
  return [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
}

/** The language the script preloads the activation screen's messages in. */
function preloadedLocale(languages: readonly string[]): string | undefined {
  return preloadsAt('/activate', null, languages)
    .map((link) => /\/assets\/([\w-]+)-activation\.js$/.exec(link)?.[1])
    .find(Boolean);
}

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});

describe('the boot preload script', () => {
  it("reads the session under libs/session's key", () => {
    expect(SESSION_KEY).toBe(SESSION_STORAGE_KEY);
    expect(LOCALE_KEY).toBe(LOCALE_STORAGE_KEY);
  });

  it("picks the listener's language as the app does: the saved choice, else the browser's languages", () => {
    for (const languages of [['de-AT', 'en'], ['pt-PT'], ['xx', 'JA'], ['zh-CN'], [], ['en-GB', 'ar'], ['es-419', 'fr']]) {
      expect(preloadedLocale(languages)).toBe(matchLocale(languages));
    }
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    expect(preloadedLocale(['de'])).toBe('ar');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'xx');
    expect(preloadedLocale(['de'])).toBe('de');
  });

  it('announces the shell and home to an activated listener opening /', () => {
    expect(preloadsAt('/', JSON.stringify({ isActivated: true }))).toEqual([
      'modulepreload /assets/router-app.js',
      'modulepreload /assets/query.js',
      'modulepreload /assets/home-route.js',
      'modulepreload /assets/en-shell.js',
      'modulepreload /assets/en-home.js',
    ]);
  });

  it('announces only the shell and the screens\' messages on other routes', () => {
    expect(preloadsAt('/album/3', JSON.stringify({ isActivated: true }), ['fr-CA'])).toEqual([
      'modulepreload /assets/router-app.js',
      'modulepreload /assets/query.js',
      'modulepreload /assets/fr-shell.js',
      'modulepreload /assets/fr-screens.js',
    ]);
  });

  it('announces the activation screen to a visitor without a session, with a logged-out or a corrupt one', () => {
    for (const session of [null, JSON.stringify({ isActivated: false }), '{not json', 'null']) {
      expect(preloadsAt('/', session)).toEqual(['modulepreload /assets/activation-app.js', 'modulepreload /assets/en-activation.js']);
    }
  });
});
