// Over 300 lines on purpose: a listener's first hour against one built server and one browser, started once for all its steps.
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lookupClient } from './support/api.js';
import { activate, launch, openPage, sentRequests, type SentRequest } from './support/browser.js';
import { untilAppStarted, type RunningServer } from '@tangerine/harness';
import { sharedServer } from './support/shared-server.js';

let server: RunningServer;
let browser: Browser;
let get: Awaited<ReturnType<typeof lookupClient>>;

beforeAll(async () => {
  server = sharedServer();
  browser = await launch();
  get = await lookupClient(server.baseUrl, await server.issueCode(['--days', '30', '--devices', '3']));
});

afterAll(async () => {
  await browser?.close();
});

async function activatedPage(codeArgs: string[] = ['--days', '30']) {
  const session = await openPage(browser, server.baseUrl);
  const code = await server.issueCode(codeArgs);
  await activate(session.page, code);
  return { ...session, code };
}

/** The page session cookie, once the app's call has made the server set it. */
function pageSessionCookie(context: BrowserContext) {
  return vi.waitFor(
    async () => {
      const found = (await context.cookies()).find((c) => c.name === 'tangerine_page');
      if (!found) throw new Error('no page session cookie yet');
      return found;
    },
    { timeout: 10_000 },
  );
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const bar = (page: Page) => page.getByRole('region', { name: 'Player' });

async function waitForSent(page: Page, match: (request: SentRequest) => boolean, timeoutMs = 20_000): Promise<SentRequest> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await sentRequests(page)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('The expected request was not sent');
    await page.waitForTimeout(250);
  }
}

/** A media error would pause the player: after a few seconds it still plays and the OS agrees. */
async function expectStillPlaying(page: Page) {
  await page.waitForTimeout(3_000);
  await bar(page).getByRole('button', { name: 'Pause' }).first().waitFor({ state: 'visible', timeout: 10_000 });
  await expect(page.evaluate(() => navigator.mediaSession.playbackState)).resolves.toBe('playing');
}

describe('activation and the guard', () => {
  it('activates with an issued code, toasts and lands on home', async () => {
    const { page, context } = await activatedPage();
    await toast(page, 'Activation successful! Welcome to Tangerine 🎵').waitFor({ state: 'visible', timeout: 10_000 });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('tangerine.session') ?? '{}') as { isActivated?: boolean });
    expect(stored.isActivated).toBe(true);
    await context.close();
  });

  it('keeps a wrong code on /activate with the server message, and the button disabled until 14 characters', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    await page.goto('/activate');
    await untilAppStarted(page);
    const input = page.getByPlaceholder('XXXX-XXXX-XXXX');
    const button = page.getByRole('button', { name: 'Activate & Start Listening' });
    await input.fill('zzzz9999');
    await expect(input.inputValue()).resolves.toBe('ZZZZ-9999');
    await expect(button.isDisabled()).resolves.toBe(true);
    await input.fill('ZZZZ-9999-ZZZZ');
    await button.click();
    await toast(page, 'Invalid activation code').waitFor();
    expect(new URL(page.url()).pathname).toBe('/activate');
    await expect(button.isEnabled()).resolves.toBe(true);
    await context.close();
  });

  it('refuses an expired code with the server message', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    const code = await server.issueCode(['--days', '1']);
    // The admin CLI issues only future codes: age the newest one in the database.
    const db = new Database(path.join(server.dataDir, 'tangerine.db'));
    try {
      db.prepare('UPDATE activation_codes SET expires_at = ? WHERE id = (SELECT max(id) FROM activation_codes)').run('2001-01-01T00:00:00.000Z');
    } finally {
      db.close();
    }
    await page.goto('/activate');
    await untilAppStarted(page);
    await page.getByPlaceholder('XXXX-XXXX-XXXX').fill(code);
    await page.getByRole('button', { name: 'Activate & Start Listening' }).click();
    await toast(page, 'This activation code has expired').waitFor();
    expect(new URL(page.url()).pathname).toBe('/activate');
    await context.close();
  });

  it('sends a visitor without a session to /activate', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    await page.goto('/queue');
    await page.waitForURL((url) => url.pathname === '/activate');
    await context.close();
  });

  it('paints /activate from its prerendered page before any script runs', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/activate');
    await expect(page.getByLabel('Activation Code').getAttribute('placeholder')).resolves.toBe('XXXX-XXXX-XXXX');
    await expect(page.getByRole('button', { name: 'Activate & Start Listening' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByText('Need an activation code? Contact your administrator.').isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => getComputedStyle(document.body).backgroundColor)).resolves.toBe('rgb(14, 14, 16)');
    await context.close();
  });

  it('keeps what a visitor typed into the prerendered screen while the app was still loading', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.baseUrl);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/activate', { waitUntil: 'commit' }); // DOMContentLoaded waits for the held module script
    const field = page.getByLabel('Activation Code');
    await field.pressSequentially('abcd');
    await expect(page.locator('#prerendered').count()).resolves.toBe(1);
    release();
    await page.locator('#prerendered').waitFor({ state: 'detached', timeout: 20_000 });
    await expect(field.inputValue()).resolves.toBe('ABCD');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('activation-code');
    await page.keyboard.type('efghjkmn');
    await expect(field.inputValue()).resolves.toBe('ABCD-EFGH-JKMN');
    await expect(page.getByRole('button', { name: 'Activate & Start Listening' }).isEnabled()).resolves.toBe(true);
    await expect(page.locator('#prerendered-styles').count()).resolves.toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('Home from the server', () => {
  it('paints Home for an activated browser before any script runs', async () => {
    const { context, page: activated } = await activatedPage();
    // The server sets the page session cookie, out of reach of the page's scripts.
    const cookie = await pageSessionCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    await expect(activated.evaluate(() => document.cookie)).resolves.not.toContain('tangerine_page');
    const noScript = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false, storageState: await context.storageState() });
    await context.close();
    const page = await noScript.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: /^Good (morning|afternoon|evening)$/ }).waitFor({ state: 'visible', timeout: 10_000 });
    await page.getByRole('region', { name: 'Featured Playlists' }).getByRole('link').first().waitFor({ state: 'visible' });
    await expect(page.getByRole('region', { name: 'Featured Playlists' }).getByRole('link', { name: 'Show all' }).getAttribute('href')).resolves.toBe('/playlists');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Search' }).getAttribute('href')).resolves.toBe('/search');
    await noScript.close();
  });

  it("hands Home over to the app without fetching it again; the app's Home plays; logout ends the server's Home", async () => {
    const { page, context, apiRequests, consoleErrors } = await activatedPage();
    // The activation lands on the app's own Home (client-side): its four calls are made before the reload.
    await page.getByRole('region', { name: 'Latest Songs' }).waitFor({ state: 'visible', timeout: 15_000 });
    await pageSessionCookie(context);
    const before = apiRequests.length;
    // The app removes the server's copy as soon as its scripts ran (possibly before goto returns): note whether the page came with it.
    await context.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('#prerendered[data-page="home"]')) return;
        (window as unknown as { homeArrived: boolean }).homeArrived = true;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    // When the server sends the plain app page instead, its log says why.
    const serverLog = () => server.log().split('\n').slice(-30).join('\n');
    const homeArrived = await page.evaluate(() => (window as unknown as { homeArrived?: boolean }).homeArrived === true);
    expect(homeArrived, `the plain app page came for /; the server's log ends:\n${serverLog()}`).toBe(true);
    await untilAppStarted(page);
    const latest = page.getByRole('region', { name: 'Latest Songs' });
    await latest.waitFor({ state: 'visible', timeout: 10_000 });
    const homeCalls = apiRequests.slice(before).filter((request) => /^\/api\/v1\/browse\/(home|playlists|podcasts|radio)$/.test(new URL(request.url()).pathname));
    expect(homeCalls.map((request) => request.url())).toEqual([]);
    await latest.getByRole('button', { name: 'Play Latest Songs' }).click();
    await bar(page).getByRole('button', { name: 'Pause' }).first().waitFor({ state: 'visible', timeout: 15_000 });
    expect(consoleErrors).toEqual([]);

    await page.getByRole('button', { name: /Your Profile/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/activate');
    await expect(context.cookies()).resolves.not.toContainEqual(expect.objectContaining({ name: 'tangerine_page' }));
    const plain = await page.request.get('/');
    expect(await plain.text()).not.toContain('data-page="home"');
    await context.close();
  });
});

describe('profile and session', () => {
  it('shows a code that expires in 3 days in red with the warning, masks and reveals it', async () => {
    const { page, context, code } = await activatedPage(['--days', '3']);
    await page.getByRole('button', { name: /Your Profile/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Profile' });
    await dialog.getByText('Active', { exact: true }).waitFor({ state: 'visible', timeout: 10_000 });
    const days = dialog.locator('[data-warning]');
    await expect(days.textContent()).resolves.toMatch(/^[34]$/);
    await expect(days.getAttribute('data-warning')).resolves.toBe('true');
    await dialog.getByText('⚠️ Your subscription expires soon! Please renew to continue enjoying Tangerine.').waitFor({ state: 'visible', timeout: 10_000 });
    const masked = `${code.slice(0, 8)}******`;
    await dialog.getByRole('button', { name: `Activation code: ${masked}` }).click();
    await dialog.getByRole('button', { name: `Activation code: ${code}` }).waitFor({ state: 'visible', timeout: 10_000 });
    await context.close();
  });

  it('logs out after confirmation, clearing the session and device id', async () => {
    const { page, context } = await activatedPage();
    await page.getByRole('button', { name: /Your Profile/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Are you sure you want to logout?').waitFor({ state: 'visible', timeout: 10_000 });
    await page.getByRole('alertdialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/activate');
    const stored = await page.evaluate(() => ({ session: localStorage.getItem('tangerine.session') }));
    expect(JSON.parse(stored.session ?? '{}')).toMatchObject({ isActivated: false, accessToken: null, refreshToken: null, deviceId: null });
    await context.close();
  });

  it('a revoked code is answered by 401 on the next call: logged out, toast, /activate', async () => {
    const { page, context, code } = await activatedPage();
    await server.admin(['codes', 'revoke', code]);
    // The server notices the CLI's revocation within 2 s and ends the device channel, whose next
    // call is then the one answered 401: the logout may come before this click has a link to click.
    await page.getByRole('link', { name: 'Trending' }).click({ timeout: 3_000 }).catch(() => undefined);
    await page.waitForURL((url) => url.pathname === '/activate');
    await toast(page, 'Session expired. Please activate again.').waitFor();
    await context.close();
  });
});

describe('the player', () => {
  async function playAlbum(page: Page) {
    const { albums } = await get<{ albums: { id: string }[] }>('/api/v1/browse/albums?page=1');
    const album = await get<{ id: string; tracks: { id: string; title: string }[] }>(`/api/v1/browse/albums/${albums[0]?.id}`);
    await page.goto(`/album/${album.id}`);
    const first = album.tracks[0];
    if (!first) throw new Error('The demo album has no tracks');
    await page.getByRole('button', { name: `Play ${first.title}` }).click();
    await bar(page).waitFor();
    return album;
  }

  it('plays a song: heartbeat at once, play count after 3 s, with the device id header', async () => {
    const { page, context } = await activatedPage();
    const deviceId = await page.evaluate(() => localStorage.getItem('tangerine.deviceId'));
    const album = await playAlbum(page);
    const track = album.tracks[0]!;
    const count = await waitForSent(page, (r) => r.method === 'POST' && r.url.endsWith(`/api/v1/browse/tracks/${track.id}/play`));
    const sent = await sentRequests(page);
    const heartbeat = sent.find((r) => r.method === 'POST' && r.url.endsWith(`/api/v1/devices/${deviceId}/heartbeat`));
    expect(JSON.parse(heartbeat?.body ?? 'null')).toEqual({
      activityType: 'song',
      contentId: track.id,
      title: track.title,
      artist: expect.any(String),
      album: expect.any(String),
      artworkUrl: expect.toSatisfy((value: unknown) => value === null || typeof value === 'string'),
    });
    // The heartbeat goes out when playing starts, the play count 3 s of playing later: not at once. The margin
    // is the page's own latency, larger for its first call (in CI the heartbeat's fetch started up to 540 ms late).
    expect(count.at - heartbeat!.at).toBeGreaterThanOrEqual(2_000);
    const trackPlay = sent.find((r) => r.url.endsWith('/api/v1/trending/track-play'));
    expect(JSON.parse(trackPlay?.body ?? 'null')).toMatchObject({ track_id: track.id });
    // Every call of the page carries the device id.
    for (const request of sent) expect(request.headers['x-device-id'], request.url).toBe(deviceId);
    await context.close();
  });

  it('previous, next, shuffle and repeat; the queue screen; fullscreen', async () => {
    const { page, context } = await activatedPage();
    const album = await playAlbum(page);
    const player = bar(page);
    await expect(player.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);
    await player.getByRole('button', { name: 'Next' }).first().click();
    await player.getByText(album.tracks[1]!.title).waitFor();
    await expectStillPlaying(page);
    await player.getByRole('button', { name: 'Shuffle' }).click();
    await expect(player.getByRole('button', { name: 'Shuffle' }).getAttribute('aria-pressed')).resolves.toBe('true');
    const repeat = player.getByRole('button', { name: 'Repeat' });
    await repeat.click();
    await repeat.click();
    await expect(repeat.getAttribute('data-badge')).resolves.toBe('1');

    await player.getByRole('button', { name: 'Queue' }).click();
    await page.waitForURL((url) => url.pathname === '/queue');
    await page.getByRole('heading', { name: 'Now Playing' }).waitFor();
    await page.getByRole('heading', { name: `Up Next (${album.tracks.length - 1})` }).waitFor();

    const current = (await player.locator('[title]').first().getAttribute('title')) ?? '';
    await player.getByRole('button', { name: 'Fullscreen' }).first().click();
    const fullscreen = page.locator('[role="dialog"]:has([data-bars])');
    await fullscreen.getByText('Your music, anywhere').waitFor();
    await expect(fullscreen.locator('[data-bars]').getAttribute('data-bars')).resolves.toBe('120');
    expect(current).not.toBe('');
    await fullscreen.getByRole('button', { name: /Lyrics/ }).click();
    await fullscreen.getByText('Lyrics not available').waitFor();
    await fullscreen.getByRole('button', { name: /Up Next/ }).click();
    await fullscreen.getByRole('button', { name: 'Exit fullscreen' }).click();
    await bar(page).waitFor();
    await context.close();
  });

  it('resumes the queue, the track and its position, paused, after a reload', async () => {
    const { page, context } = await activatedPage();
    const album = await playAlbum(page);
    await bar(page).getByRole('button', { name: 'Next' }).first().click();
    const second = album.tracks[1]!;
    await bar(page).getByText(second.title).waitFor();
    await page.waitForTimeout(3_500);
    await page.reload();
    await bar(page).getByText(second.title).waitFor();
    await bar(page).getByRole('button', { name: 'Play' }).first().waitFor({ state: 'visible', timeout: 10_000 });
    const position = Number(await bar(page).getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuenow'));
    expect(position).toBeGreaterThanOrEqual(2);
    await page.getByRole('link', { name: 'Queue' }).click();
    await page.getByRole('heading', { name: 'Previously Played (1)' }).waitFor();
    await bar(page).getByRole('button', { name: 'Play' }).first().click();
    await expectStillPlaying(page);
    await context.close();
  });

  it('plays a radio station live and a podcast episode', async () => {
    const { page, context } = await activatedPage();
    const radio = await get<{ radio?: { id: string; name: string }[]; stations?: { id: string; name: string }[] }>('/api/v1/browse/radio');
    const station = (radio.radio ?? radio.stations ?? [])[0];
    if (!station) throw new Error('No demo radio station');
    await page.goto(`/radio/${station.id}`);
    await page.getByRole('button', { name: 'Listen Live' }).click();
    await bar(page).getByText('LIVE').waitFor();
    await expectStillPlaying(page);
    await expect(bar(page).getByRole('slider', { name: 'Seek' }).getAttribute('aria-disabled')).resolves.toBe('true');
    const radioBeat = await waitForSent(page, (r) => r.url.includes('/heartbeat') && r.body !== null && r.body.includes('"radio"'));
    expect(JSON.parse(radioBeat.body ?? 'null')).toMatchObject({ activityType: 'radio', contentId: station.id });
    await waitForSent(page, (r) => r.method === 'POST' && r.url.endsWith(`/api/v1/browse/radio/${station.id}/listen`));

    const { podcasts } = await get<{ podcasts: { id: string }[] }>('/api/v1/browse/podcasts?limit=1000');
    const podcast = await get<{ id: string; episodes: { id: string; title: string }[] }>(`/api/v1/browse/podcasts/${podcasts[0]?.id}`);
    await page.goto(`/podcast/${podcast.id}`);
    const episode = podcast.episodes[0]!;
    await page.getByRole('button', { name: new RegExp(episode.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
    await bar(page).getByText(episode.title).waitFor();
    await expectStillPlaying(page);
    const heartbeat = await waitForSent(page, (r) => r.url.includes('/heartbeat') && r.body !== null && r.body.includes('"episode"'));
    expect(JSON.parse(heartbeat.body ?? 'null')).toMatchObject({ activityType: 'episode', contentId: episode.id, title: episode.title });
    await context.close();
  });
});
