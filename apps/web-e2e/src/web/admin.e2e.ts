import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activate, launch, openPage } from './support/browser.js';
import { startServer, type RunningServer } from '@tangerine/harness';

let server: RunningServer;
let browser: Browser;
let adminKey: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launch();
  // Printed once at first start, beside the activation code.
  const printed = /^Admin key: (\S+)$/m.exec(server.log())?.[1];
  if (!printed) throw new Error(`The first start printed no "Admin key:" line:\n${server.log().slice(0, 2000)}`);
  adminKey = printed;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const CODE = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/;

async function signIn(page: Page, key: string) {
  await page.goto('/admin');
  await page.getByLabel('Admin key').fill(key);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('the admin console', () => {
  it('refuses a wrong key, and is not part of the listener app', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    await signIn(page, 'tgadm_wrong');
    await page.getByText('Wrong admin key').waitFor({ state: 'visible', timeout: 15_000 });
    const scripts = await page.evaluate(() => Array.from(document.querySelectorAll('script'), (s) => s.src));
    expect(scripts.some((src) => /\/assets\/admin-/.test(src))).toBe(true);
    for (const path of ['/', '/activate']) expect(await (await page.request.get(path)).text()).not.toMatch(/assets\/admin-/);
    await context.close();
  });

  it('issues a code, sees the device it activates play live, revokes it, and the listener lands on /activate', async () => {
    const admin = await openPage(browser, server.baseUrl);
    await signIn(admin.page, adminKey);
    await admin.page.getByRole('heading', { name: 'Activation codes' }).waitFor({ state: 'visible', timeout: 15_000 });
    await admin.page.getByLabel('Note').fill('e2e listener');
    await admin.page.getByRole('button', { name: 'Issue', exact: true }).click();
    const issued = admin.page.getByRole('status', { name: 'Issued codes' });
    await issued.waitFor({ state: 'visible', timeout: 15_000 });
    const code = CODE.exec((await issued.textContent()) ?? '')?.[0];
    expect(code).toBeDefined();
    await admin.page.getByRole('cell', { name: 'e2e listener' }).waitFor({ state: 'visible', timeout: 15_000 });

    const listener = await openPage(browser, server.baseUrl);
    await activate(listener.page, code as string);
    const deviceId = await listener.page.evaluate(() => (JSON.parse(localStorage.getItem('tangerine.session') ?? '{}') as { deviceId?: string }).deviceId);
    expect(deviceId).toMatch(/^web-/);
    await admin.page.getByRole('button', { name: 'Devices' }).click();
    const row = admin.page.getByRole('row').filter({ has: admin.page.getByRole('cell', { name: deviceId as string }) });
    await row.waitFor({ state: 'visible', timeout: 15_000 });
    await row.getByRole('cell', { name: 'Nothing' }).waitFor({ state: 'visible', timeout: 15_000 });

    const latest = listener.page.getByRole('region', { name: 'Latest Songs' });
    await latest.waitFor({ state: 'visible', timeout: 15_000 });
    await latest.getByRole('button', { name: 'Play Latest Songs' }).click();
    await listener.page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause' }).first().waitFor({ state: 'visible', timeout: 15_000 });
    const title = (await listener.page.getByRole('region', { name: 'Player' }).locator('[title]').first().getAttribute('title'))?.trim() ?? '';
    expect(title).not.toBe('');
    // No reload: the device list is fetched again while it is shown, so the heartbeat shows up by itself.
    await row.getByRole('cell', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — `) }).waitFor({ state: 'visible', timeout: 20_000 });

    await admin.page.getByRole('button', { name: `Revoke device ${deviceId}` }).click();
    await row.waitFor({ state: 'detached', timeout: 15_000 });
    // The player's next heartbeat (every 30 s) answers 401, and the app sends the listener to /activate.
    await listener.page.waitForURL((url) => url.pathname === '/activate', { timeout: 45_000 });

    await admin.page.getByRole('button', { name: 'Audit log' }).click();
    await admin.page.getByRole('cell', { name: 'devices.revoke' }).waitFor({ state: 'visible', timeout: 15_000 });
    await admin.page.getByRole('cell', { name: 'codes.issue' }).first().waitFor({ state: 'visible', timeout: 15_000 });
    await listener.context.close();
    await admin.context.close();
  });
});
