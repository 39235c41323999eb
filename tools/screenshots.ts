/**
 * `npx tsx --conditions=@tangerine/source tools/screenshots.ts`: screenshots of the listener's and
 * the admin's screens at a phone's 390 × 844 and a desktop's 1440 × 900, from the built app on a
 * fresh demo server, into docs/screenshots/ (JPEG quality 70) with an index, docs/screenshots/README.md.
 * `SCREENSHOTS_ONLY=name,name` retakes only those screens.
 * Needs the built server and web app (`npx nx run-many -t build -p @tangerine/server @tangerine/web`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, untilAppStarted, workspaceRoot, type RunningServer } from '@tangerine/harness';
import { activatedStorageState } from './bench/bench-context.js';
import { gotoSettled } from './bench/page-settled.js';

const OUT = path.join(workspaceRoot, 'docs', 'screenshots');
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

interface Shot {
  /** The file's name stem and the README's title. */
  name: string;
  title: string;
  /** The path opened (a listener's, or the console's with `admin`). */
  path: string;
  admin?: boolean;
  /** Another device of the same code plays a song meanwhile (the Devices menu lists it). */
  otherDevicePlays?: boolean;
  /** What to do once the page has settled (open a dialog...). */
  then?: (page: Page) => Promise<void>;
}

const visible = { state: 'visible', timeout: 20_000 } as const;

const SHOTS: Shot[] = [
  { name: 'home', title: 'Home (responsive covers)', path: '/' },
  { name: 'search', title: 'Search, with a query typed', path: '/search', then: async (page) => {
    await page.getByRole('searchbox').first().pressSequentially('a b');
    await page.waitForTimeout(0);
  } },
  { name: 'trending', title: 'Trending: song rows', path: '/trending' },
  { name: 'album', title: 'An album: song rows', path: '/albums', then: async (page) => {
    await page.locator('main a[href^="/album/"]').first().click();
    await page.getByRole('heading', { level: 1 }).waitFor(visible);
  } },
  { name: 'album-not-found', title: 'An unknown album', path: '/album/999999', then: async (page) => {
    await page.getByText('Album not found').first().waitFor(visible);
  } },
  { name: 'artist', title: 'An artist (round portrait)', path: '/artists', then: async (page) => {
    await page.locator('main a[href^="/artist/"]').first().click();
    await page.getByRole('heading', { level: 1 }).waitFor(visible);
  } },
  { name: 'library-liked', title: 'Library, Liked Songs', path: '/library?filter=liked' },
  { name: 'queue', title: 'The queue (no empty "Previously Played")', path: '/queue' },
  { name: 'radio', title: 'Live radio', path: '/radio' },
  { name: 'profile', title: 'The profile dialog (fits the phone)', path: '/', then: async (page) => {
    // On a phone the profile button is in the drawer.
    const profile = page.locator('[data-profile-button]').first();
    if (!(await profile.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
    await profile.click();
    await page.getByRole('dialog').waitFor(visible);
  } },
  { name: 'fullscreen-player', title: 'The fullscreen player, a song playing', path: '/', then: async (page) => {
    await playFirstLatestSong(page);
    await page.getByRole('button', { name: 'Fullscreen' }).first().click();
    await page.getByRole('button', { name: 'Exit fullscreen' }).waitFor(visible);
    // The visualizer's bars move with the music: a second of it.
    await page.waitForTimeout(1_000);
  } },
  { name: 'devices-menu', title: 'The Devices menu, another device of the code playing', path: '/', otherDevicePlays: true, then: async (page) => {
    await page.getByRole('region', { name: 'Player' }).or(page.getByLabel('Player', { exact: true })).first().getByRole('button', { name: 'Devices', exact: true }).click();
    await page.getByRole('dialog', { name: 'Devices' }).getByText('This device').waitFor(visible);
  } },
  { name: 'offline-notice', title: 'The "Offline" notice, the network gone', path: '/', then: async (page) => {
    await page.context().setOffline(true);
    await page.getByText('Offline', { exact: true }).first().waitFor(visible);
  } },
  { name: 'console-codes', title: 'The console: activation codes', path: '/admin', admin: true },
  { name: 'console-devices', title: 'The console: devices', path: '/admin', admin: true, then: (page) => openTab(page, 'Devices') },
  { name: 'console-catalogue', title: 'The console: catalogue editing', path: '/admin', admin: true, then: (page) => openTab(page, 'Catalogue') },
];

/** Plays Home's first latest song and waits until the player says Pause. */
async function playFirstLatestSong(page: Page) {
  const latest = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Latest Songs' }) }).first();
  await latest.getByRole('button', { name: /^Play/ }).first().click();
  await page.getByRole('button', { name: 'Pause', exact: true }).first().waitFor(visible);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await page.waitForTimeout(1_000);
}

/** The admin key the server printed at its first start. */
function adminKeyOf(server: RunningServer): string {
  const key = /^Admin key: (\S+)$/m.exec(server.log())?.[1];
  if (!key) throw new Error('the first start printed no "Admin key:" line');
  return key;
}

type StorageState = Awaited<ReturnType<typeof activatedStorageState>>;

async function shoot(browser: Browser, server: RunningServer, storageState: StorageState, shot: Shot, viewport: (typeof VIEWPORTS)[number], otherDevice: StorageState): Promise<string> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, ...(shot.admin ? {} : { storageState }) });
  const other = shot.otherDevicePlays ? await browser.newContext({ storageState: otherDevice, viewport: { width: 1280, height: 800 } }) : null;
  try {
    if (other) {
      const otherPage = await other.newPage();
      await gotoSettled(otherPage, `${server.baseUrl}/`);
      await untilAppStarted(otherPage);
      await playFirstLatestSong(otherPage);
    }
    const page = await context.newPage();
    await gotoSettled(page, `${server.baseUrl}${shot.path}`);
    if (shot.admin) {
      await page.getByLabel('Admin key').fill(adminKeyOf(server));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Activation codes' }).waitFor(visible);
    } else {
      await untilAppStarted(page);
    }
    await shot.then?.(page);
    // Lazy covers and fonts in: the screenshot shows the screen as a listener sees it once settled.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const file = `${shot.name}-${viewport.width}.jpg`;
    await page.screenshot({ path: path.join(OUT, file), type: 'jpeg', quality: 70 });
    return file;
  } finally {
    await context.close();
    await other?.close();
  }
}

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
  try {
    const code = await server.issueCode(['--days', '30', '--devices', '20']);
    const storageState = await activatedStorageState(browser, server.baseUrl, code);
    // A second device of the same code, for the Devices menu.
    const otherDevice = await activatedStorageState(browser, server.baseUrl, code);
    fs.mkdirSync(OUT, { recursive: true });
    // SCREENSHOTS_ONLY=home,queue retakes those; the index lists every screen whose files are here.
    const only = process.env['SCREENSHOTS_ONLY']?.split(',');
    for (const shot of SHOTS.filter((entry) => !only || only.includes(entry.name))) {
      for (const viewport of VIEWPORTS) {
        try {
          console.log(await shoot(browser, server, storageState, shot, viewport, otherDevice));
        } catch (error) {
          console.error(`${shot.name} at ${viewport.width} px: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
      }
    }
    const rows = SHOTS.map((shot) => {
      const files = VIEWPORTS.map((viewport) => `${shot.name}-${viewport.width}.jpg`).filter((file) => fs.existsSync(path.join(OUT, file)));
      return files.length ? `| ${shot.title} | \`${shot.path}\` | ${files.map((file) => `[${file.slice(shot.name.length + 1, -4)} px](${file})`).join(' · ')} |` : null;
    }).filter((row) => row !== null);
    const readme = [
      '# Screenshots',
      '',
      'The built app on a fresh demo server, at a phone\'s 390 × 844 and a desktop\'s 1440 × 900 (JPEG, quality 70).',
      'Made by `npx tsx --conditions=@tangerine/source tools/screenshots.ts` after',
      '`npx nx run-many -t build -p @tangerine/server @tangerine/web`; it replaces the files here.',
      '',
      '| Screen | Opened at | Files |',
      '| --- | --- | --- |',
      ...rows,
      '',
    ].join('\n');
    fs.writeFileSync(path.join(OUT, 'README.md'), readme);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
