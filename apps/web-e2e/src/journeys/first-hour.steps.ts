import { expect, test } from 'vitest';
import type { Locator } from 'playwright-core';
import type { Journey } from '../support/journey.js';
import { sentBodies } from '../support/media-probe.js';
import { activate, callsTo, eventually, expectPlaying, playerBar, visible } from '../support/steps.js';

/**
 * A listener's first hour, step by step, on one tab. Each `test` is one step and relies on the
 * ones before it (the file runs them in order). Shared by the SQLite and PostgreSQL files:
 * `listenerArrives`, then the catalogue steps, then `listenerLeaves`.
 */
export function listenerArrives(journey: Journey, code: () => string): void {
  test('activate with an issued code', async () => {
    const { page } = journey;
    await activate(page, code());
    await callsTo(journey.watch, 'POST', /^\/api\/v1\/auth\/activate$/);
    const body = await activationBody(journey);
    expect(body).toMatchObject({ code: code(), app_platform: 'web', app_version: '1.0.0' });
    // product §3: "web-", a millisecond timestamp, a random base-36 suffix; kept in local storage.
    expect(body['device_id']).toMatch(/^web-\d{13}.?[a-z0-9]+$/);
    const stored = await page.evaluate(() => Object.values(localStorage).join('\n'));
    expect(stored).toContain(String(body['device_id']));
    journey.deviceId = String(body['device_id']);
  });

  test('browse home', async () => {
    const { page } = journey;
    await visible(page.getByRole('heading', { name: /^Good (morning|afternoon|evening)/ }));
    await visible(page.getByRole('heading', { name: 'Latest Songs' }));
    await callsTo(journey.watch, 'GET', /^\/api\/v1\/browse\/home$/);
  });

  test('play a song', async () => {
    const { page, watch } = journey;
    const latest = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Latest Songs' }) }).first();
    await latest.getByRole('button', { name: /^Play/ }).first().click();
    await expectPlaying(page, /\/api\/v1\/media\/audio\//);
    // product §4: a heartbeat at once while a track plays (an empty body otherwise); the play count after 3 s.
    const [heartbeat] = await eventually(() => playingHeartbeats(journey), (found) => found.length > 0, 'a heartbeat of the playing track');
    expect(heartbeat).toMatchObject({ activityType: expect.any(String), contentId: expect.anything(), title: expect.any(String) });
    await callsTo(watch, 'POST', /^\/api\/v1\/browse\/tracks\/[^/]+\/play$/);
  });

  test('skip to the next song', async () => {
    const { page } = journey;
    const playing = (await playingHeartbeats(journey)).at(-1)?.contentId;
    await playerBar(page).getByRole('button', { name: 'Next', exact: true }).click();
    // The next track reports itself at once (product §4): a heartbeat with another contentId.
    await eventually(async () => (await playingHeartbeats(journey)).at(-1)?.contentId, (content) => content !== undefined && content !== playing, 'the contentId after Next');
    await expectPlaying(page);
    expect(await playerBar(page).getByRole('button', { name: 'Previous', exact: true }).isDisabled()).toBe(false);
  });

  test('shuffle and repeat', async () => {
    const { page } = journey;
    const shuffle = playerBar(page).getByRole('button', { name: 'Shuffle', exact: true });
    await shuffle.click();
    await eventually(() => shuffle.getAttribute('aria-pressed'), (pressed) => pressed === 'true', 'Shuffle pressed');
    const repeat = playerBar(page).getByRole('button', { name: 'Repeat', exact: true });
    // off → all → one (shows the "1" badge) → off
    await repeat.click();
    await repeat.click();
    await eventually(() => repeatBadge(repeat), (badge) => badge, 'the "1" badge of repeat one');
    await repeat.click();
    await eventually(() => repeatBadge(repeat), (badge) => !badge, 'repeat back to off');
    await shuffle.click();
    await eventually(() => shuffle.getAttribute('aria-pressed'), (pressed) => pressed === 'false', 'Shuffle released');
    await expectPlaying(page);
  });

  test('open the queue', async () => {
    const { page } = journey;
    await playerBar(page).getByRole('button', { name: 'Queue', exact: true }).click();
    await page.waitForURL('**/queue');
    await visible(page.getByText('Now Playing', { exact: true }));
    await visible(page.getByText(/^Up Next \(\d+\)$/));
    await visible(page.getByText(/^Previously Played \(\d+\)$/));
  });

}

export function listenerLeaves(journey: Journey, code: () => string): void {
  test('open the profile and log out', async () => {
    const { page } = journey;
    await page.getByRole('button', { name: /Your Profile/ }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('Device Information'));
    await visible(dialog.getByText(journey.deviceId ?? 'the device id of the activation step', { exact: true }));
    await visible(dialog.getByText('Premium'));
    // The badge reads ACTIVE on screen (libs/ui writes "Active" in upper case through CSS).
    await visible(dialog.getByText(/^active$/i));
    // product §2: the code masked (its last 6 characters as asterisks), days remaining rounded up.
    await visible(dialog.getByText(`${code().slice(0, -6)}******`));
    expect(await dialog.getByText(code()).count()).toBe(0);
    await visible(dialog.getByText(/^30( days)?$/));
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await visible(page.getByText('Are you sure you want to logout?'));
    // The confirmation (a dialog or an alertdialog) has its own Logout button, the last one on the page.
    await page.getByRole('button', { name: 'Logout', exact: true }).last().click();
    await page.waitForURL('**/activate');
    await callsTo(journey.watch, 'POST', /^\/api\/v1\/devices\/web-[^/]+\/stop-activity$/);
    // The guard now sends the listener back to /activate.
    await page.goto('/queue');
    await page.waitForURL('**/activate');
  });
}

interface HeartbeatBody {
  activityType?: string;
  contentId?: unknown;
  title?: string;
}

/** Heartbeat bodies sent while a track played (product §7: an empty object otherwise). */
async function playingHeartbeats(journey: Journey): Promise<HeartbeatBody[]> {
  const bodies = (await sentBodies(journey.page, 'POST', /^\/api\/v1\/devices\/web-[^/]+\/heartbeat$/)) as HeartbeatBody[];
  return bodies.filter((body) => body.contentId !== undefined);
}

/** The "1" of repeat one: drawn over the icon (libs/ui marks the button with data-badge="1"). */
async function repeatBadge(repeat: Locator): Promise<boolean> {
  return (await repeat.getAttribute('data-badge')) === '1';
}

async function activationBody(journey: Journey): Promise<Record<string, unknown>> {
  const [body] = await sentBodies(journey.page, 'POST', /^\/api\/v1\/auth\/activate$/);
  return (body ?? {}) as Record<string, unknown>;
}
