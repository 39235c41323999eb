import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { verdict, type BenchContext, type BenchResult } from './bench-context.js';
import { gotoSettled } from './page-settled.js';

/** The axe-core build Lighthouse's accessibility audits run: the same rules, on every route a listener can open. */
const AXE_SCRIPT = createRequire(createRequire(import.meta.url).resolve('lighthouse')).resolve('axe-core/axe.min.js');

/** The rule sets Lighthouse's accessibility category draws on. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The listener's routes with no id, each list leading to one of its entries (its first link of that kind). */
const LIST_ROUTES: ReadonlyArray<readonly [path: string, detail: RegExp | null]> = [
  ['/', null],
  ['/search', null],
  ['/trending', /^\/track\/[^/]+$/],
  ['/albums', /^\/album\/[^/]+$/],
  ['/artists', /^\/artist\/[^/]+$/],
  ['/playlists', /^\/playlist\/[^/]+$/],
  ['/radio', /^\/radio\/[^/]+$/],
  ['/podcasts', /^\/podcast\/[^/]+$/],
  ['/my-playlists', null],
  ['/favorites', null],
  ['/downloads', null],
  ['/library', null],
  ['/queue', null],
  ['/history', null],
  ['/join', null],
];

interface Violation {
  id: string;
  impact: string | null;
  nodes: number;
}

async function axeViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: Array<{ id: string; impact: string | null; nodes: unknown[] }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.length }));
  }, AXE_TAGS);
}

/** Opens `path` in a fresh context (activated or not), settled, and answers axe's violations and the detail links found. */
async function auditRoute(context: BenchContext, path: string, activated: boolean, detail: RegExp | null): Promise<{ violations: Violation[]; detailPath: string | null }> {
  // The app's Content-Security-Policy allows no inline script: axe is the test's, not the page's.
  const options = { viewport: { width: 390, height: 844 }, bypassCSP: true };
  const browserContext = await context.browser.newContext(activated ? { ...options, storageState: context.storageState } : options);
  try {
    const page = await browserContext.newPage();
    await gotoSettled(page, `${context.server.baseUrl}${path}`);
    const landed = new URL(page.url()).pathname;
    if (landed !== path) throw new Error(`${path} ended on ${landed}`);
    const violations = await axeViolations(page);
    const hrefs = detail ? await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')) : [];
    return { violations, detailPath: hrefs.find((href) => detail?.test(href)) ?? null };
  } finally {
    await browserContext.close();
  }
}

const describe = (violations: Violation[]) => (violations.length === 0 ? 'no violation' : violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}, ${v.nodes} element${v.nodes === 1 ? '' : 's'})`).join(', '));

/** axe over /activate and every listener route at 390 × 844: Lighthouse's accessibility 100 asks for none of these violations. */
export async function benchAxeRoutes(context: BenchContext): Promise<BenchResult> {
  const lines: string[] = [];
  let failing = 0;
  const report = (path: string, violations: Violation[]) => {
    if (violations.length > 0) failing++;
    lines.push(`${path}: ${describe(violations)}`);
  };
  report('/activate', (await auditRoute(context, '/activate', false, null)).violations);
  for (const [path, detail] of LIST_ROUTES) {
    const { violations, detailPath } = await auditRoute(context, path, true, detail);
    report(path, violations);
    if (detail && !detailPath) lines.push(`  (no link to one of its entries found on ${path})`);
    if (detailPath) report(detailPath, (await auditRoute(context, detailPath, true, null)).violations);
  }
  lines.unshift(`axe-core (Lighthouse's build), rules tagged ${AXE_TAGS.join(', ')}, each route in a fresh context at 390 × 844 once settled; routes with a violation: ${failing} (target 0): ${verdict(failing === 0)}`);
  return { name: 'Accessibility on every listener route (axe)', status: 'measured', lines };
}
