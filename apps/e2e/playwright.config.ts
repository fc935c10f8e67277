import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { olderChromium } from './support/older-chromium.ts';

/** Debian's Chromium when present (browser downloads are not possible everywhere). */
const systemChromium = '/usr/bin/chromium';
const launchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    }
  : {};

/** A Chromium of the range that fetched disabled stylesheet links (support/older-chromium.ts). */
const olderChromiumPath = olderChromium();

/**
 * The browser tests. Each worker starts the built app on a database of its own, copied from a
 * template that the app's first start seeded (support: global-setup.ts and fixtures.ts), so
 * tests run fully in parallel and never meet another worker's data or settings. The e2e admin
 * signs in once for the run. The service worker is blocked except in the PWA specs, which allow
 * it. No retries: a test that fails once is a bug to fix.
 */
export default defineConfig({
  testDir: '.',
  outputDir: './test-results/run',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  // An assertion waits up to 10 s (Playwright's default is 5): on a shared two-core machine under
  // another load, an admin screen's first visit (its code split off, its data asked for) was seen
  // to show its heading just after 5 s. What never comes still fails.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    // A trace records every action's DOM and screen (a third of the suite's time on two cores):
    // off in CI, where a failure keeps its screenshot; `pnpm test:e2e --trace on` records them.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions, serviceWorkers: 'block' },
    },
    // The page's styles load once on an older Chromium too (Chromium 149-152 fetch a disabled
    // stylesheet link from the markup; the system's current one does not).
    ...(olderChromiumPath
      ? [
          {
            name: 'chromium-152',
            testMatch: /no-double-fetch\.spec\.ts$/,
            use: {
              ...devices['Desktop Chrome'],
              viewport: { width: 1440, height: 900 },
              launchOptions: { ...launchOptions, executablePath: olderChromiumPath },
              serviceWorkers: 'block' as const,
            },
          },
        ]
      : []),
  ],
});
