/**
 * libs/session's SESSION_STORAGE_KEY, written out: vite.config.ts loads this file before any
 * workspace package is built (boot-preload.test.ts keeps the two equal).
 */
export const SESSION_KEY = 'tangerine.session';
/** libs/ui's LOCALE_STORAGE_KEY, written out for the same reason. */
export const LOCALE_KEY = 'tangerine.locale';

/** How many tags a start script adds to the head in one task (see INSERT_IN_BATCHES). */
export const TAGS_PER_TASK = 4;

/**
 * Classic-script source of `insertInBatches(tags)`: adds elements (each an object of attributes, with
 * `tag` its name) to the head in order, TAGS_PER_TASK in a task. On a phone each modulepreload link
 * costs its insertion a few milliseconds of the main thread (its fetch starts there): thirty in one
 * task blocked the page for over 100 ms, a few in each leave room for input between them.
 */
export const INSERT_IN_BATCHES = `function insertInBatches(tags) {
    var batch = document.createDocumentFragment();
    tags.slice(0, ${TAGS_PER_TASK}).forEach(function (attributes) {
      var element = document.createElement(attributes.tag);
      for (var name in attributes) if (name !== 'tag') element.setAttribute(name, attributes[name]);
      batch.appendChild(element);
    });
    document.head.appendChild(batch);
    if (tags.length > ${TAGS_PER_TASK}) setTimeout(function () { insertInBatches(tags.slice(${TAGS_PER_TASK})); }, 0);
  }`;

/**
 * The catalogue chunks (libs/ui/src/i18n/locales/<locale>/<area>.json): the locales built, and the
 * chunks' path with `{locale}` and `{area}` in it (vite.i18n.mjs names them by that pattern).
 */
export interface CatalogueFiles {
  locales: readonly string[];
  file: string;
}

/** Chunks (paths under the build's root, e.g. `assets/router-app-x.js`) a first load may need. */
export interface BootPreloads {
  /** The activation screen's chunks, for a visitor without a session. */
  activation: readonly string[];
  /** The shell's chunks, for an activated listener on any route. */
  shell: readonly string[];
  /** Home's chunks on top of the shell's, for an activated listener opening `/`. */
  home: readonly string[];
  /** The catalogue chunks: the first paint needs the activation area's, or the shell's and Home's or the screens'. */
  catalogues: CatalogueFiles;
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
  var home = location.pathname === '/';
  var files = activated ? ${JSON.stringify(preloads.shell)}.concat(home ? ${JSON.stringify(preloads.home)} : []) : ${JSON.stringify(preloads.activation)};
  // The listener's language as libs/ui's matchLocale picks it: the saved choice, else the first of
  // the browser's languages spoken (an exact tag, else the same language), else English.
  var codes = ${JSON.stringify(preloads.catalogues.locales)};
  var locale = null;
  try {
    var saved = localStorage.getItem(${JSON.stringify(LOCALE_KEY)});
    if (codes.indexOf(saved) >= 0) locale = saved;
  } catch (error) {
    // No storage: the browser's languages decide.
  }
  var languages = navigator.languages || [navigator.language || ''];
  for (var i = 0; locale === null && i < languages.length; i++) {
    var tag = String(languages[i]).toLowerCase();
    for (var j = 0; locale === null && j < codes.length; j++) if (codes[j].toLowerCase() === tag) locale = codes[j];
    for (var k = 0; locale === null && k < codes.length; k++) if (codes[k].toLowerCase().split('-')[0] === tag.split('-')[0]) locale = codes[k];
  }
  locale = locale || 'en';
  if (codes.indexOf(locale) >= 0) {
    files = files.concat((activated ? ['shell', home ? 'home' : 'screens'] : ['activation']).map(function (area) {
      return ${JSON.stringify(preloads.catalogues.file)}.replace('{locale}', locale).replace('{area}', area);
    }));
  }
  ${INSERT_IN_BATCHES}
  insertInBatches(files.map(function (file) { return { tag: 'link', rel: 'modulepreload', crossorigin: '', href: '/' + file }; }));
})();
`;
}
