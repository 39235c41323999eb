import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@tangerine/harness';
import { ms, verdict, type BenchContext, type BenchResult } from './bench-context.js';

interface Audit {
  route: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  failedA11y: string[];
  /** FCP, TBT, CLS, the LCP element and the largest savings Lighthouse sees: what to fix next. */
  details: string;
}

/**
 * Copies the activated browser's local storage and cookies (the page session cookie lets the server
 * send Home already rendered) into a fresh Chromium profile for Lighthouse to use.
 */
async function activatedProfile(context: BenchContext): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-bench-profile-'));
  const browserContext = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browserContext.newPage();
  await page.goto(`${context.server.baseUrl}/activate`);
  const origin = context.storageState.origins.find((entry) => entry.origin === context.server.baseUrl);
  if (!origin || origin.localStorage.length === 0) throw new Error('the activated browser left nothing in local storage');
  await page.evaluate((items) => items.forEach((item) => localStorage.setItem(item.name, item.value)), origin.localStorage);
  await browserContext.addCookies(context.storageState.cookies);
  await browserContext.close();
  return dir;
}

/** Lighthouse 12's default config: the mobile profile with simulated throttling. */
async function audit(url: string, route: string, run: number, userDataDir?: string): Promise<Audit> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, ...(userDataDir ? { userDataDir } : {}), logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: Boolean(userDataDir) });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    // BENCH_LIGHTHOUSE_JSON=dir keeps each run's report for a closer look (network priorities, traces of shifts).
    const keepIn = process.env['BENCH_LIGHTHOUSE_JSON'];
    if (keepIn) fs.writeFileSync(path.join(keepIn, `lighthouse${route === '/' ? '-home' : route.replaceAll('/', '-')}-run${run + 1}.json`), JSON.stringify(lhr));
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== route) throw new Error(`Lighthouse on ${route} ended on ${landed}`);
    const failedA11y = (lhr.categories['accessibility']?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((entry) => entry && entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
      .map((entry) => entry?.id ?? '');
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const lcpElement = (lhr.audits['largest-contentful-paint-element']?.details as { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined)?.items?.[0]?.items?.[0]?.node?.snippet ?? 'unknown';
    // The LCP's parts as observed (unthrottled), and whether its image asked fetchpriority=high: these name
    // the cause even when the element is gone by the end (the server's copy of Home is taken down).
    const lcpParts = ((lhr.audits['lcp-breakdown-insight']?.details as { items?: Array<{ items?: Array<{ label?: string; duration?: number }> }> } | undefined)?.items?.[0]?.items ?? [])
      .map((part) => `${(part.label ?? '?').toLowerCase()} ${ms(part.duration ?? 0)}`);
    const hinted = (lhr.audits['lcp-discovery-insight']?.details as { items?: Array<{ items?: { priorityHinted?: { value?: boolean } } }> } | undefined)?.items?.[0]?.items?.priorityHinted?.value;
    const lcpCause = `${lcpParts.length ? `; LCP observed: ${lcpParts.join(', ')}` : ''}${hinted === undefined ? '' : `, its image ${hinted ? 'asked' : 'did not ask'} fetchpriority=high`}`;
    const savings = Object.values(lhr.audits)
      .filter((entry) => (entry.metricSavings?.['LCP'] ?? 0) > 0 || (entry.score !== null && entry.score < 0.9 && entry.details?.type === 'opportunity'))
      .map((entry) => `${entry.id}${entry.displayValue ? ` (${entry.displayValue})` : ''}`)
      .slice(0, 6);
    // The main thread's long tasks as observed (Lighthouse multiplies them by 4 for the phone): what makes the TBT.
    const longTasks = ((lhr.audits['long-tasks']?.details as { items?: Array<{ url?: string; duration?: number; startTime?: number }> } | undefined)?.items ?? [])
      .slice(0, 5)
      .map((task) => `${(task.url ?? 'unknown').replace(/^https?:\/\/[^/]+/, '')} ${ms(task.duration ?? 0)} at ${ms(task.startTime ?? 0)}`);
    const shifted = ((lhr.audits['layout-shifts']?.details as { items?: Array<{ node?: { snippet?: string }; score?: number }> } | undefined)?.items ?? [])
      .slice(0, 3)
      .map((item) => `${(item.node?.snippet ?? 'unknown').slice(0, 100)} (${(item.score ?? 0).toFixed(3)})`);
    return {
      details: `FCP ${ms(metric('first-contentful-paint'))}, TBT ${ms(metric('total-blocking-time'))}, CLS ${metric('cumulative-layout-shift').toFixed(3)}, LCP element ${lcpElement.slice(0, 120)}${lcpCause}${shifted.length ? `; layout shifts: ${shifted.join(', ')}` : ''}${longTasks.length ? `; longest tasks: ${longTasks.join(', ')}` : ''}${savings.length ? `; to improve: ${savings.join(', ')}` : ''}`,
      route,
      performance: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories['accessibility']?.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: metric('total-blocking-time'),
      failedA11y,
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse asks to be run again when its trace recording fails (NO_NAVSTART...): up to 3 tries. */
async function auditWithRetries(url: string, route: string, run: number, userDataDir?: string): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, route, run, userDataDir);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !/run Lighthouse again/i.test(error.message)) throw error;
    }
  }
}

/** Lighthouse's figures move from run to run (its model replays one observed load): the median of a few runs. */
const RUNS = Math.max(1, Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 3));

/** Runs the audit `RUNS` times, each in a fresh browser (and, for `/`, a fresh activated profile). */
async function auditRuns(context: BenchContext, route: string): Promise<Audit[]> {
  const audits: Audit[] = [];
  for (let run = 0; run < RUNS; run++) {
    if (route === '/activate') {
      audits.push(await auditWithRetries(`${context.server.baseUrl}/activate`, route, run));
      continue;
    }
    const profile = await activatedProfile(context);
    try {
      audits.push(await auditWithRetries(`${context.server.baseUrl}${route}`, route, run, profile));
    } finally {
      fs.rmSync(profile, { recursive: true, force: true });
    }
  }
  return audits;
}

/** A phone's first load: performance ≥ 95, TBT ≤ 200 ms, LCP ≤ 1.2 s, and accessibility stays 100. */
const TARGET = { performance: 95, tbtMs: 200, lcpMs: 1_200, accessibility: 100 };

const range = (values: number[], format: (value: number) => string) => `${format(Math.min(...values))}–${format(Math.max(...values))}`;

export async function benchLighthouse(context: BenchContext): Promise<BenchResult> {
  const lines: string[] = [`Lighthouse 12, mobile profile (simulated throttling), Debian Chromium through chrome-launcher; ${RUNS} runs per route, the median run by LCP shown`];
  // Simulated throttling scales what this machine's cores did: a busy machine's figures are worse than a phone's.
  const loadBefore = os.loadavg()[0] ?? Number.NaN;
  // BENCH_LIGHTHOUSE_ROUTES=/ audits only the routes named (a closer look at one while iterating).
  const routes = (process.env['BENCH_LIGHTHOUSE_ROUTES'] ?? '/activate,/').split(',').filter(Boolean);
  for (const route of routes) {
    const runs = await auditRuns(context, route);
    const entry = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor((runs.length - 1) / 2)] as Audit;
    const checks = [
      `performance ${entry.performance} (≥ ${TARGET.performance}): ${verdict(entry.performance >= TARGET.performance)}`,
      `TBT ${ms(entry.tbtMs)} (≤ ${TARGET.tbtMs} ms): ${verdict(entry.tbtMs <= TARGET.tbtMs)}`,
      `LCP ${ms(entry.lcpMs)} (≤ ${TARGET.lcpMs} ms): ${verdict(entry.lcpMs <= TARGET.lcpMs)}`,
      `accessibility ${entry.accessibility} (${TARGET.accessibility}): ${verdict(entry.accessibility === TARGET.accessibility)}`,
    ];
    lines.push(
      `${entry.route}: ${checks.join('; ')}${entry.failedA11y.length ? `; failing accessibility audits: ${entry.failedA11y.join(', ')}` : ''}`,
      `  all ${runs.length} runs: performance ${range(runs.map((run) => run.performance), String)}, TBT ${range(runs.map((run) => run.tbtMs), ms)}, LCP ${range(runs.map((run) => run.lcpMs), ms)}, accessibility ${range(runs.map((run) => run.accessibility), String)}`,
      `  ${entry.details}`,
    );
  }
  lines.push(`1-minute load average: ${loadBefore.toFixed(1)} at the start, ${(os.loadavg()[0] ?? Number.NaN).toFixed(1)} at the end (${os.cpus().length} cores)`);
  return { name: 'Lighthouse', status: 'measured', lines };
}
