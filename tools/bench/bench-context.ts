import type { Browser, BrowserContext } from 'playwright-core';
import { untilAppStarted, type RunningServer } from '@tangerine/harness';

/** What one benchmark reports: lines for the console and BENCHMARKS.md, every figure from this run. */
export interface BenchResult {
  name: string;
  /** "measured" when every figure came out; "not measured" with the reason otherwise. */
  status: 'measured' | 'not measured';
  lines: string[];
}

export interface BenchContext {
  server: RunningServer;
  browser: Browser;
  code: string;
  /** A device activated through the API (for direct calls): its headers. */
  apiHeaders: Record<string, string>;
  /** Local storage of a browser activated through the real /activate screen. */
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const verdict = (ok: boolean) => (ok ? 'meets the target' : 'MISSES the target');

export async function apiJson<T>(context: BenchContext, path: string): Promise<T> {
  const response = await fetch(`${context.server.baseUrl}${path}`, { headers: context.apiHeaders });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

/** Activates a device id through the API, as the web app does, and answers the headers of later calls. */
export async function activateThroughApi(baseUrl: string, code: string): Promise<Record<string, string>> {
  const deviceId = `web-${Date.now()}-bench${Math.random().toString(36).slice(2, 8)}`;
  const response = await fetch(`${baseUrl}/api/v1/auth/activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, device_id: deviceId, device_info: 'tools/bench', app_platform: 'web', app_version: '1.0.0' }),
  });
  if (!response.ok) throw new Error(`activation answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error('activation answered no access_token');
  return { authorization: `Bearer ${body.access_token}`, 'x-device-id': deviceId };
}

/** The signed stream URL of the first song of the catalogue that has one. */
export async function firstSongStreamUrl(context: BenchContext): Promise<{ id: string; url: string }> {
  const home = await apiJson<{ latest_songs?: Array<{ id: string | number; stream_url?: string | null }> }>(context, '/api/v1/browse/home');
  const song = (home.latest_songs ?? []).find((track) => track.stream_url);
  if (!song?.stream_url) throw new Error('the home payload has no latest song with a stream_url');
  return { id: String(song.id), url: new URL(song.stream_url, context.server.baseUrl).toString() };
}

/** A browser activated through the real screen: its local storage and cookies, for fresh contexts. */
export async function activatedStorageState(browser: Browser, baseUrl: string, code: string): Promise<BenchContext['storageState']> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/activate`);
  await untilAppStarted(page);
  await page.getByLabel('Activation Code').pressSequentially(code.replaceAll('-', ''));
  await page.getByRole('button', { name: 'Activate & Start Listening' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}
