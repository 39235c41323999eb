import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium only (tools/ensure-chromium.sh installs it); never a downloaded browser. */
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  ...sourceConditions,
  test: {
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test-support/setup.ts'],
          // getByRole over a whole player bar is slow in jsdom while Chromium runs beside it on 2 cores.
          testTimeout: 20_000,
          // One module graph and one jsdom for all files (no file mocks a module or stubs a global; the
          // setup cleans the page and sets English again before each file): jsdom started per file
          // was most of this project's time.
          isolate: false,
        },
      },
      {
        extends: true,
        // Every story of the root Storybook (libs/ui and apps/web) runs as a test: render, play function, axe.
        plugins: [storybookTest({ configDir: path.join(dirname, '../../.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // All story files in one page of the one Chromium, instead of a fresh page (the setup and
          // every import again) per file; runs with `--sequence.shuffle.files` show no file depends on another's.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            // Reduced motion: a play function checks a dialog's content at once, not after its fade-in.
            provider: playwright({ launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS }, contextOptions: { reducedMotion: 'reduce' } }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
