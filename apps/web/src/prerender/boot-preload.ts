/**
 * libs/session's SESSION_STORAGE_KEY, written out: vite.config.ts loads this file before any
 * workspace package is built (boot-preload.test.ts keeps the two equal).
 */
export const SESSION_KEY = 'tangerine.session';

/** Chunks (paths under the build's root, e.g. `assets/router-app-x.js`) a first load may need. */
export interface BootPreloads {
  /** The activation screen's chunks, for a visitor without a session. */
  activation: readonly string[];
  /** The shell's chunks, for an activated listener on any route. */
  shell: readonly string[];
  /** Home's chunks on top of the shell's, for an activated listener opening `/`. */
  home: readonly string[];
}

/**
 * A classic script for index.html that announces the chunks this visit will import, picked by the
 * session in local storage and the path, so the browser fetches them beside the entry instead of
 * one round trip after another (and an activated listener does not fetch the activation screen).
 */
export function bootPreloadSource(preloads: BootPreloads): string {
  return `// Preloads the chunks this visit needs (apps/web/src/prerender/boot-preload.ts).
(function () {
  var activated = false;
  try {
    var session = JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_KEY)}) || 'null');
    activated = session !== null && session.isActivated === true;
  } catch (error) {
    // No storage or a corrupt session: the app treats it as logged out too.
  }
  var files = activated ? ${JSON.stringify(preloads.shell)}.concat(location.pathname === '/' ? ${JSON.stringify(preloads.home)} : []) : ${JSON.stringify(preloads.activation)};
  // One insertion for all: each link added to the head on its own costs the page a style pass.
  var links = document.createDocumentFragment();
  files.forEach(function (file) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = '/' + file;
    links.appendChild(link);
  });
  document.head.appendChild(links);
})();
`;
}
