import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@tangerine/session';
import { bootPreloadSource, SESSION_KEY } from './boot-preload';

const source = bootPreloadSource({
  activation: ['assets/activation-app.js'],
  shell: ['assets/router-app.js', 'assets/query.js'],
  home: ['assets/home-route.js'],
});

function preloadsAt(path: string, session: string | null): string[] {
  window.history.replaceState(null, '', path);
  if (session === null) localStorage.removeItem(SESSION_STORAGE_KEY);
  else localStorage.setItem(SESSION_STORAGE_KEY, session);
  document.head.innerHTML = '';
  // eslint-disable-next-line no-new-func -- runs the generated classic script, as the page would
  new Function(source)();
  return [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
}

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});

describe('the boot preload script', () => {
  it("reads the session under libs/session's key", () => {
    expect(SESSION_KEY).toBe(SESSION_STORAGE_KEY);
  });

  it('announces the shell and home to an activated listener opening /', () => {
    expect(preloadsAt('/', JSON.stringify({ isActivated: true }))).toEqual([
      'modulepreload /assets/router-app.js',
      'modulepreload /assets/query.js',
      'modulepreload /assets/home-route.js',
    ]);
  });

  it('announces only the shell on other routes', () => {
    expect(preloadsAt('/album/3', JSON.stringify({ isActivated: true }))).toEqual(['modulepreload /assets/router-app.js', 'modulepreload /assets/query.js']);
  });

  it('announces the activation screen to a visitor without a session, with a logged-out or a corrupt one', () => {
    for (const session of [null, JSON.stringify({ isActivated: false }), '{not json', 'null']) {
      expect(preloadsAt('/', session)).toEqual(['modulepreload /assets/activation-app.js']);
    }
  });
});
