import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '@tangerine/demo-catalogue';
import { untilAppStarted, workspaceRoot } from '@tangerine/harness';
import { startActivatedSession, type ActivatedSession } from './support/browser.js';
import { layoutFaults } from './support/layout-faults.js';

// The main screens and the profile dialog in German, Japanese and Arabic: no English message of the
// app's catalogues is left on screen (the catalogue's own titles aside); and in the pseudo-locale at
// 390 px, no text of the app is cut or spills out of its box. Against the built server and the app built with the pseudo-locale
// (`build-pseudo`: the production build with that one switch) in Debian's Chromium.

const CATALOGUES = path.join(workspaceRoot, 'libs/ui/src/i18n/locales');
const PSEUDO_BUILD = path.join(workspaceRoot, 'apps/web/dist-pseudo');
const PSEUDO_LOCALE = 'pseudo';
const PHONE = { width: 390, height: 844 };
const LOCALE_STORAGE_KEY = 'tangerine.locale';
type Catalogue = Record<string, string>;

function catalogue(locale: string): Catalogue {
  const folder = path.join(CATALOGUES, locale);
  return Object.assign({}, ...fs.readdirSync(folder).map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Catalogue));
}

/** Every text the demo catalogue holds (titles, names, genres, descriptions): the catalogue's, in no locale. */
function catalogueTexts(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value.trim());
  else if (Array.isArray(value)) for (const item of value) catalogueTexts(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) catalogueTexts(item, into);
  return into;
}

/**
 * The English messages a listener could see that `locale` words differently: whole texts without an
 * argument (a message with one never shows as written). A message the locale keeps as it is ("Radio",
 * "OK") cannot tell a missed translation, nor can one that is also a catalogue text (the genre
 * "Electronic" is the equalizer preset's name too), so both are left out.
 */
function englishOnly(locale: string): Set<string> {
  const english = catalogue('en');
  // The pseudo-locale changes every message.
  const translated = locale === PSEUDO_LOCALE ? {} : catalogue(locale);
  const demo = catalogueTexts(buildDemoCatalogue());
  return new Set(Object.entries(english).flatMap(([key, text]) => (!text.includes('{') && text.trim() && translated[key] !== text && !demo.has(text.trim()) ? [text.trim()] : [])));
}

/** Every visible text of the page and its labels, but the catalogue's (titles and names link to their pages). */
function shownTexts(): string[] {
  const catalogueLink = 'a[href^="/album/"], a[href^="/artist/"], a[href^="/track/"], a[href^="/playlist/"], a[href^="/podcast/"], a[href^="/radio/"]';
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = node.textContent?.trim();
    if (!text || !element || element.closest(catalogueLink) || !element.checkVisibility()) continue;
    texts.push(text);
  }
  for (const element of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title]'))) {
    if (!(element as HTMLElement).checkVisibility() || element.closest(catalogueLink)) continue;
    for (const attribute of ['aria-label', 'placeholder', 'title']) {
      const value = element.getAttribute(attribute)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

let session: ActivatedSession;
let page: Page;
let routes: string[];

beforeAll(async () => {
  if (!fs.existsSync(path.join(PSEUDO_BUILD, 'index.html'))) throw new Error(`${PSEUDO_BUILD} is missing: run \`npx nx run @tangerine/web:build-pseudo\``);
  session = await startActivatedSession(undefined, { env: { TANGERINE_WEB_DIST: PSEUDO_BUILD } });
  page = session.page;
  const { albums } = await session.get<{ albums: { id: string }[] }>('/api/v1/browse/albums?page=1');
  const album = albums[0];
  if (!album) throw new Error('The demo catalogue has no album');
  const detail = await session.get<{ artist: { id: string } | null }>(`/api/v1/browse/albums/${album.id}`);
  routes = ['/', '/trending', '/albums', '/artists', '/playlists', '/my-playlists', '/favorites', '/downloads', '/library', '/radio', '/podcasts', '/search', '/history', '/queue', `/album/${album.id}`];
  if (detail.artist) routes.push(`/artist/${detail.artist.id}`);
});

afterAll(async () => {
  await session?.close();
});

describe('the main screens speak the chosen language', () => {
  for (const locale of ['de', 'ja', 'ar']) {
    it(`leaves no English message on screen in ${locale}`, async () => {
      const english = englishOnly(locale);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LOCALE_STORAGE_KEY, locale] as const);
      for (const route of routes) {
        await page.goto(route);
        await untilAppStarted(page);
        await expect
          .poll(async () => ({ route, ready: await page.evaluate((lang) => document.documentElement.lang === lang && document.querySelector('main h1, main h2') !== null, locale) }), { timeout: 30_000 })
          .toEqual({ route, ready: true });
        // A screen's catalogue may arrive after its first paint: wait until no English is left, up to 30 s.
        await expectNoEnglish(route, english);
      }
      await openProfileDialog();
      await expectNoEnglish('the profile dialog', english);
    });
  }
});

async function expectNoEnglish(screen: string, english: Set<string>): Promise<void> {
  await expect
    .poll(async () => ({ screen, english: (await page.evaluate(shownTexts)).filter((text) => english.has(text)) }), { timeout: 30_000 })
    .toEqual({ screen, english: [] });
}

/** Opens the profile dialog (from the drawer on a phone) and waits for the panels it loads lazily. */
async function openProfileDialog(): Promise<void> {
  const tile = page.locator('[data-profile-button]');
  if (!(await tile.isVisible())) await page.locator('header button[aria-expanded]').click();
  await tile.click();
  const dialog = page.getByRole('dialog');
  // The playback switches and the app password form.
  await dialog.locator('input[role="switch"]').first().waitFor({ timeout: 30_000 });
  await dialog.getByRole('textbox').nth(1).waitFor({ timeout: 30_000 });
}

/** Waits for the pseudo-locale with the screen's own area in force, then for no layout fault at all. */
async function expectPseudoToFit(on: Page, screen: string): Promise<void> {
  const untranslated = englishOnly(PSEUDO_LOCALE);
  const keys = new Set(Object.keys(catalogue('en')));
  // A heading, and no English message or bare key left.
  await expect
    .poll(
      async () => {
        const texts = await on.evaluate(shownTexts);
        const heading = await on.evaluate(() => document.querySelector('h1, h2') !== null);
        return { screen, heading, pseudo: texts.some((text) => text.startsWith('[')), english: texts.filter((text) => untranslated.has(text) || keys.has(text)) };
      },
      { timeout: 30_000 },
    )
    .toEqual({ screen, heading: true, pseudo: true, english: [] });
  // Images and lazy rows may still move the layout: the faults must be gone within 30 s.
  await expect
    .poll(async () => ({ screen, ...(await on.evaluate(layoutFaults, { minTitleCharacters: 12, pseudoTexts: true })) }), { timeout: 30_000 })
    .toEqual({ screen, wide: [], cut: [], clipped: [] });
}

describe('the pseudo-locale (accented, 40% longer) on a phone', () => {
  it('cuts no text of the app and overflows no screen at 390 px', async () => {
    await page.setViewportSize(PHONE);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LOCALE_STORAGE_KEY, PSEUDO_LOCALE] as const);
    for (const route of routes) {
      await page.goto(route);
      await untilAppStarted(page);
      await expectPseudoToFit(page, route);
    }
  });

  it('fits the activation screen at 390 px', async () => {
    const context = await session.browser.newContext({ baseURL: session.server.baseUrl, viewport: PHONE });
    try {
      const visitor = await context.newPage();
      await visitor.goto('/activate');
      await visitor.evaluate(([key, value]) => localStorage.setItem(key, value), [LOCALE_STORAGE_KEY, PSEUDO_LOCALE] as const);
      await visitor.reload();
      await untilAppStarted(visitor);
      await expectPseudoToFit(visitor, '/activate');
    } finally {
      await context.close();
    }
  });

  it('fits the profile dialog at 390 px', async () => {
    await page.setViewportSize(PHONE);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LOCALE_STORAGE_KEY, PSEUDO_LOCALE] as const);
    await page.goto('/');
    await untilAppStarted(page);
    await openProfileDialog();
    await expectPseudoToFit(page, 'the profile dialog');
  });
});
