import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, startServer, type RunningServer } from '@tangerine/harness';
import { MEDIA_PROBE_SCRIPT, mediaStates } from '../support/media-probe.js';
import { activate, eventually, playerBar, playerTitle, playFirstLatestSong, visible } from '../support/steps.js';
import { closeJourney } from '../support/listener-tab.js';

/**
 * Playback across devices, in Debian's Chromium against the built server on SQLite: two
 * browsers on one code (A plays, B controls it, then takes it over), a third on another code that
 * sees none of it, the queue resumed on a fresh browser, and a revocation during a remote session.
 */
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let a: Page;
let b: Page;
let code: string;

async function device(activationCode: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 860 }, locale: 'en-US', timezoneId: 'UTC' });
  contexts.push(context);
  await context.addInitScript(MEDIA_PROBE_SCRIPT);
  const page = await context.newPage();
  // 30 s, not the journeys' 15 s: CI runs this beside the server suite on 2 cores, and there the
  // first activation of a cold server (the app's first load included) once took longer than 15 s.
  page.setDefaultTimeout(30_000);
  await activate(page, activationCode);
  return page;
}

/** The page's session (device id and token), as its API calls send them. */
async function sessionOf(page: Page): Promise<{ deviceId: string; headers: Record<string, string> }> {
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('tangerine.session') ?? '{}') as { deviceId: string; accessToken: string });
  return { deviceId: session.deviceId, headers: { authorization: `Bearer ${session.accessToken}`, 'x-device-id': session.deviceId } };
}

/**
 * The page's audio: the element that plays, else the one furthest in. The player keeps several decks
 * (active, fading out, preloaded): after a track change the first element seen may hold the next
 * track, preloaded at 0, while the song itself is on another one.
 */
const audio = async (page: Page) => {
  const decks = (await mediaStates(page)).filter((m) => m.src.includes('/api/v1/media/audio/'));
  return decks.find((m) => !m.paused) ?? decks.reduce<(typeof decks)[number] | undefined>((furthest, m) => (!furthest || m.currentTime > furthest.currentTime ? m : furthest), undefined);
};
const title = playerTitle;
const devicesButton = (page: Page) => playerBar(page).getByRole('button', { name: 'Devices', exact: true });

beforeAll(async () => {
  server = await startServer();
  code = await server.issueCode();
  browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
}, 600_000);

afterAll(() => closeJourney(contexts, browser, server));

// Each test activates up to two browsers: room for two slow first loads.
describe.sequential('across devices (Connect)', { timeout: 120_000 }, () => {
  test('A plays; B, on the same code, lists A as playing that track', async () => {
    a = await device(code);
    const playing = await playFirstLatestSong(a);

    b = await device(code);
    // Nothing plays on B: its player bar shows what A plays, and says where.
    await visible(playerBar(b).getByText(/^Playing on /));
    await eventually(() => title(b), (shown) => shown === playing, 'the track B shows');
    await devicesButton(b).click();
    const { deviceId: aId } = await sessionOf(a);
    // A's row is the one that is not this device (nor its "Play in sync"); it is named for people, never by its raw id.
    const rowOfA = b.getByRole('dialog', { name: 'Devices' }).getByRole('button').filter({ hasNotText: 'This device' }).filter({ hasNotText: 'Play in sync' });
    await expect(rowOfA.getAttribute('aria-describedby')).resolves.toBeTruthy();
    expect(await rowOfA.getAttribute('aria-label')).not.toContain(aId);
    await visible(b.getByText(`Playing: ${playing}`, { exact: false }));
    await visible(b.getByRole('dialog', { name: 'Devices' }).getByText('This device'));
    await b.keyboard.press('Escape');
  });

  test('B pauses, skips and seeks A', async () => {
    await playerBar(b).getByRole('button', { name: 'Pause', exact: true }).click();
    await eventually(async () => (await audio(a))?.paused, (paused) => paused === true, "A's audio paused");
    await visible(playerBar(a).getByRole('button', { name: 'Play', exact: true }));

    const before = await title(a);
    await playerBar(b).getByRole('button', { name: 'Next', exact: true }).click();
    await eventually(() => title(a), (shown) => shown !== before, "A's track after Next");
    await eventually(async () => [await title(a), await title(b)], ([onA, onB]) => onA === onB, 'the track B shows after Next');

    const seek = playerBar(b).getByRole('slider', { name: 'Seek' });
    await seek.focus();
    for (let i = 0; i < 6; i++) await b.keyboard.press('ArrowRight');
    await eventually(async () => (await audio(a))?.currentTime ?? 0, (time) => time >= 20, "A's position after B's seek");
  });

  test('B removes a song from A\'s queue on its Queue screen; A drops it and plays on', async () => {
    const upNext = (page: Page) => page.getByRole('region', { name: /^Up Next \(\d+\)$/ });
    const count = async (page: Page) => Number(/\((\d+)\)/.exec((await upNext(page).getByRole('heading').textContent()) ?? '')?.[1] ?? -1);
    const titlesUpNext = async (page: Page) => (await upNext(page).getByRole('button', { name: /^Remove .* from queue$/ }).evaluateAll((buttons) => buttons.map((el) => el.getAttribute('aria-label') ?? ''))).map((label) => label.replace(/^Remove (.*) from queue$/, '$1'));
    await playerBar(a).getByRole('button', { name: 'Queue', exact: true }).click();
    await playerBar(b).getByRole('button', { name: 'Queue', exact: true }).click();
    const [before] = await eventually(async () => [await count(a), await count(b)], ([onA, onB]) => (onA ?? 0) > 1 && onA === onB, 'the same Up Next on A and B');
    // The last step left A's short demo song near its end: from its start, it cannot end by itself during this step.
    await playerBar(a).getByRole('slider', { name: 'Seek' }).focus();
    await a.keyboard.press('Home');
    await eventually(async () => (await audio(a))?.currentTime ?? Infinity, (time) => time < 5, "A's song back at its start");
    const playing = await title(a);
    const startedAt = (await audio(a))?.currentTime ?? 0;
    const [victim] = await titlesUpNext(b);
    expect(victim).toBeTruthy();
    await upNext(b).getByRole('button', { name: `Remove ${victim} from queue`, exact: true }).first().click();
    await eventually(() => count(a), (n) => n === (before ?? 0) - 1, "A's Up Next after B's removal");
    expect(await titlesUpNext(a)).not.toContain(victim);
    await eventually(() => count(b), (n) => n === (before ?? 0) - 1, "B's Up Next after its removal");
    // The song A plays goes on: the same track, not started again.
    expect(await title(a)).toBe(playing);
    expect((await audio(a))?.currentTime ?? 0).toBeGreaterThanOrEqual(startedAt);
  });

  test('B takes playback over at A\'s position; A becomes a remote', async () => {
    // After Next, A may already play the new track; if not, B starts it.
    const play = playerBar(b).getByRole('button', { name: 'Play', exact: true });
    if ((await play.count()) > 0) await play.click();
    await eventually(async () => (await audio(a))?.paused, (paused) => paused === false, 'A playing again');
    const aTime = (await audio(a))?.currentTime ?? 0;
    await playerBar(b).getByRole('button', { name: 'Play here' }).click();
    const bAudio = await eventually(() => audio(b), (m) => m !== undefined && !m.paused && m.currentTime > 0, "B's audio playing");
    expect(Math.abs((bAudio?.currentTime ?? 0) - aTime)).toBeLessThan(8);
    await eventually(async () => (await audio(a))?.paused, (paused) => paused === true, 'A stopped');
    await visible(playerBar(a).getByText(/^Playing on /));
  });

  test('a device of another code sees none of it, and its command gets 404', async () => {
    const stranger = await device(await server.issueCode());
    await expect(stranger.getByText(/^Playing on /).count()).resolves.toBe(0);
    const { deviceId: bId } = await sessionOf(b);
    const { headers } = await sessionOf(stranger);
    const listed = await stranger.request.get('/api/v1/connect/devices', { headers });
    expect((await listed.json()).devices.map((d: { device_id: string }) => d.device_id)).not.toContain(bId);
    const refused = await stranger.request.post(`/api/v1/connect/devices/${bId}/commands`, { headers, data: { type: 'pause' } });
    expect(refused.status()).toBe(404);
  });

  test('a fresh browser on the code continues listening where the queue was', async () => {
    await playerBar(b).getByRole('button', { name: 'Pause', exact: true }).click();
    await eventually(async () => (await audio(b))?.paused, (paused) => paused === true, 'B paused');
    const position = (await audio(b))?.currentTime ?? 0;
    const playing = await title(b);
    // The offer starts from B's state as the server last heard it: wait until that is the pause, not a
    // "playing" state from before it (a fresh device would rightly move that one on by the time since).
    const { deviceId: bId, headers } = await sessionOf(b);
    await eventually(
      async () => ((await (await b.request.get('/api/v1/connect/devices', { headers })).json()) as { devices: Array<{ device_id: string; state: { playing: boolean } | null }> }).devices.find((d) => d.device_id === bId)?.state,
      (state) => state?.playing === false,
      "the server's record of B paused",
    );
    // A third device of the code: the limit is 3, and A and B hold two slots.
    const fresh = await device(code);
    const prompt = fresh.getByText(`Continue listening: ${playing} from `, { exact: false });
    await visible(prompt);
    await fresh.getByRole('button', { name: 'Continue', exact: true }).click();
    const resumed = await eventually(() => audio(fresh), (m) => m !== undefined && m.currentTime > 0, 'the resumed audio');
    expect(Math.abs((resumed?.currentTime ?? 0) - position)).toBeLessThan(2);
  });

  test('revoking the code during a remote session closes the channel and logs the device out', async () => {
    await server.admin(['codes', 'revoke', code]);
    // The admin CLI is another process: the server notices its write within seconds and ends the channels.
    await a.waitForURL('**/activate', { timeout: 45_000 });
    await b.waitForURL('**/activate', { timeout: 45_000 });
  });
});
