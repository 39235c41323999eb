import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { ensureChromium, launchChromium, startServer, untilAppStarted, type RunningServer, type StartServerOptions } from '@tangerine/harness';
import { lookupClient } from './api.js';

export async function launch(): Promise<Browser> {
  ensureChromium();
  // Playback starts from test clicks; let the media element play without a real user gesture.
  return launchChromium(['--autoplay-policy=no-user-gesture-required']);
}

/** What the page sent to the API, as recorded inside the page (bodies of fetch(Request) included). */
export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
  at: number;
}

/** Wraps window.fetch before the app loads, so the tests can read request bodies and headers. */
function recordFetches() {
  const sent: SentRequest[] = [];
  (window as unknown as { __sent: SentRequest[] }).__sent = sent;
  const original = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const at = Date.now();
    const request = new Request(input, init);
    if (new URL(request.url).pathname.startsWith('/api/')) {
      const body = request.method === 'GET' ? null : await request.clone().text();
      const headers: Record<string, string> = {};
      request.headers.forEach((value, key) => (headers[key] = value));
      sent.push({ url: request.url, method: request.method, headers, body, at });
    }
    return original(request);
  };
}

export async function sentRequests(page: Page): Promise<SentRequest[]> {
  return page.evaluate(() => (window as unknown as { __sent: SentRequest[] }).__sent);
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Every API request the page made, in order. */
  apiRequests: Request[];
  consoleErrors: string[];
}

export async function openPage(browser: Browser, baseUrl: string): Promise<Session> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  await context.addInitScript(recordFetches);
  const page = await context.newPage();
  const apiRequests: Request[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { context, page, apiRequests, consoleErrors };
}

/** Types the code on /activate and waits for home. */
export async function activate(page: Page, code: string): Promise<void> {
  await page.goto('/activate');
  await untilAppStarted(page);
  await page.getByPlaceholder('XXXX-XXXX-XXXX').fill(code);
  await page.getByRole('button', { name: 'Activate & Start Listening' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** A built server on a fresh data directory, Chromium, and one activated page, as most screen tests start. */
export interface ActivatedSession {
  server: RunningServer;
  browser: Browser;
  page: Page;
  get: Awaited<ReturnType<typeof lookupClient>>;
  close(): Promise<void>;
}

export async function startActivatedSession(prepare?: (server: RunningServer) => Promise<void>, serverOptions?: StartServerOptions): Promise<ActivatedSession> {
  const server = await startServer(serverOptions);
  try {
    await prepare?.(server);
    return await openActivatedSession(server);
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Chromium and one activated page on a running server (`server.stop()` is left to the caller that started it, or a no-op). */
export async function openActivatedSession(server: RunningServer): Promise<ActivatedSession> {
  const browser = await launch();
  const code = await server.issueCode(['--days', '30', '--devices', '3']);
  const get = await lookupClient(server.baseUrl, code);
  const session = await openPage(browser, server.baseUrl);
  await activate(session.page, code);
  return {
    server,
    browser,
    page: session.page,
    get,
    async close() {
      await session.context.close();
      await browser.close();
      await server.stop();
    },
  };
}
