import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@tangerine/session';
import { LOCALE_STORAGE_KEY, LOCALES, matchLocale } from '@tangerine/ui';
import { bootPreloadSource, LOCALE_KEY, SESSION_KEY, TAGS_PER_TASK, type CatalogueFiles } from './boot-preload';

const catalogueFiles = (locales: readonly string[]): CatalogueFiles => ({ locales, file: 'assets/{locale}-{area}.js' });

const source = bootPreloadSource({
  activation: ['assets/activation-app.js'],
  shell: ['assets/router-app.js', 'assets/query.js'],
  home: ['assets/home-route.js'],
  catalogues: catalogueFiles(LOCALES.map((locale) => locale.code)),
});

const linksInHead = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);

/** Runs the script as the page would; `tasks` of the timers it sets run after it (all by default). */
function preloadsAt(path: string, session: string | null, languages: readonly string[] = ['en-US'], script = source, tasks = Number.POSITIVE_INFINITY): string[] {
  window.history.replaceState(null, '', path);
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  if (session === null) localStorage.removeItem(SESSION_STORAGE_KEY);
  else localStorage.setItem(SESSION_STORAGE_KEY, session);
  document.head.innerHTML = '';
  vi.useFakeTimers();
  // eslint-disable-next-line no-new-func -- runs the generated classic script, as the page would
  new Function(script)();
  for (let task = 0; task < tasks && vi.getTimerCount() > 0; task++) vi.advanceTimersToNextTimer();
  vi.useRealTimers();
  return linksInHead();
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

  it(`adds ${TAGS_PER_TASK} links in a task, in order, so that no one task inserts them all`, () => {
    const many = bootPreloadSource({
      activation: [],
      shell: Array.from({ length: 10 }, (_, index) => `assets/shell-${index}.js`),
      home: ['assets/home-route.js'],
      catalogues: catalogueFiles(['en']),
    });
    const all = preloadsAt('/', JSON.stringify({ isActivated: true }), ['en'], many);
    expect(all).toHaveLength(13);
    expect(preloadsAt('/', JSON.stringify({ isActivated: true }), ['en'], many, 0)).toEqual(all.slice(0, TAGS_PER_TASK));
    expect(preloadsAt('/', JSON.stringify({ isActivated: true }), ['en'], many, 1)).toEqual(all.slice(0, 2 * TAGS_PER_TASK));
  });

  it('announces the activation screen to a visitor without a session, with a logged-out or a corrupt one', () => {
    for (const session of [null, JSON.stringify({ isActivated: false }), '{not json', 'null']) {
      expect(preloadsAt('/', session)).toEqual(['modulepreload /assets/activation-app.js', 'modulepreload /assets/en-activation.js']);
    }
  });
});
