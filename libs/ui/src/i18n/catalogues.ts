import type { Messages } from '@lingui/core';
import { importCatalogue } from './catalogue-files';
import { activateCatalogue, i18n, mergeIntoCatalogue } from './i18n';
import { PSEUDO_LOCALE, type AnyLocale, type Locale } from './locales';
import { pseudoLocalize } from './pseudo';

/**
 * The catalogues are split by area (locales/<locale>/<area>.json, areas.json says which key prefixes
 * each holds), each area of each locale its own chunk: a visit loads the shell's messages in its
 * language before the first paint, and a screen's area with the screen's chunk.
 */
export type Area = 'shell' | 'actions' | 'activation' | 'home' | 'screens' | 'profile' | 'admin';
export const AREAS: readonly Area[] = ['shell', 'actions', 'activation', 'home', 'screens', 'profile', 'admin'];

/**
 * An app build made with TANGERINE_PSEUDO_LOCALE=1 (the browser tests' layout check) also speaks the
 * pseudo-locale, chosen through local storage; any other build leaves this code out.
 */
export const PSEUDO_LOCALE_BUILT = import.meta.env.TANGERINE_PSEUDO_LOCALE === '1';

declare global {
  interface ImportMetaEnv {
    /** '1' in the pseudo-locale build (apps/web vite.config.ts defines it; the member is replaced, not read). */
    readonly TANGERINE_PSEUDO_LOCALE?: string;
  }
}

const fetched = new Map<string, Promise<Messages>>();
function fetchArea(locale: AnyLocale, area: Area): Promise<Messages> {
  if (PSEUDO_LOCALE_BUILT && locale === PSEUDO_LOCALE) return fetchArea('en', area).then(pseudoLocalize);
  const file = `${locale}/${area}`;
  let messages = fetched.get(file);
  if (!messages) {
    messages = importCatalogue(locale, area).then((module) => module.default);
    // A failed fetch (the network) is tried again by the next call.
    messages.catch(() => fetched.delete(file));
    fetched.set(file, messages);
  }
  return messages;
}

/** Every area of a locale at once (Storybook's toolbar, tests). */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  return Object.assign({}, ...(await Promise.all(AREAS.map((area) => fetchArea(locale, area))))) as Messages;
}

/** The areas this visit has asked for: a change of language loads each of them in the new one. */
const wanted = new Set<Area>(['shell']);
/** Areas asked for, but not before the first paint: `showLocale` merges them once the others are in force. */
const afterFirstPaint = new Set<Area>();

/**
 * Keeps an area out of the first paint (the activation screen needs none of the shell's messages
 * until the visitor submits a code): the next `showLocale` loads it once the rest is in force.
 */
export function loadAfterFirstPaint(area: Area): void {
  afterFirstPaint.add(area);
}

/** The locale in force, or about to be: an area asked for meanwhile loads in it. */
let shown: AnyLocale | null = null;

/**
 * Puts `locale` in force with the messages of every area asked for so far (the shell's at least),
 * loading them first: `<html lang dir>` follow.
 */
export async function showLocale(locale: AnyLocale): Promise<void> {
  shown = locale;
  let areas: Area[];
  let messages: Messages[];
  const deferred = [...afterFirstPaint];
  afterFirstPaint.clear();
  const now = () => [...wanted].filter((area) => !deferred.includes(area));
  do {
    areas = now();
    messages = await Promise.all(areas.map((area) => fetchArea(locale, area)));
  } while (now().length !== areas.length);
  // A later choice won while these loaded.
  if (shown !== locale) return;
  activateCatalogue(locale, Object.assign({}, ...messages) as Messages);
  for (const area of deferred) void loadArea(area).catch(() => undefined);
}

/**
 * Loads an area's messages in the language shown (a lazy screen's, beside its chunk) and merges
 * them into the catalogue in force. Outside the app (tests, Storybook) every area is in force already.
 */
export async function loadArea(area: Area): Promise<void> {
  wanted.add(area);
  const locale = shown;
  if (locale === null) return;
  const messages = await fetchArea(locale, area);
  // Before the locale is in force, showLocale merges this area with the others.
  if ((i18n.locale as AnyLocale) === locale) mergeIntoCatalogue(locale, messages);
}
