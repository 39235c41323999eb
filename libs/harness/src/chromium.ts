import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { workspaceRoot } from './workspace.js';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Installs Debian's Chromium when missing (never a downloaded browser); a no-op when present. */
export function ensureChromium(): void {
  execFileSync(path.join(workspaceRoot, 'tools/ensure-chromium.sh'), { stdio: 'inherit' });
}

/** Debian's Chromium driven by Playwright; audio may start without a gesture for measured runs. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
