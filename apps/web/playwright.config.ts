import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const PORT = Number(process.env.E2E_PORT ?? 3199);
const DATA_DIR = path.join(root, '.data', `e2e-${PORT}`);
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password' };
/** A second admin for tests that change the password (changing E2E_ADMIN's would sign out parallel specs). */
export const E2E_PROFILE_ADMIN = { username: 'e2e-profile-admin', password: 'e2e-profile-password' };

/** Debian's Chromium when present (browser downloads are not possible everywhere). */
const systemChromium = '/usr/bin/chromium';
const launchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    }
  : {};

const GLOBAL_SETTINGS_SPECS = ['**/maintenance.spec.ts', '**/admin-settings.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  outputDir: `./test-results/${PORT}`,
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  // One more try for a test that fails: on a two-core machine shared by the server, PostgreSQL and
  // two browsers, a rare stall (a renderer that stops answering for a minute) is not a product fault.
  // A test that passes only on its second try is listed as flaky in the output and gets looked at;
  // a real failure fails both tries.
  retries: 1,
  forbidOnly: true,
  // Generous limits: CI machines may have two cores shared by the server, PostgreSQL and Chromium.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: GLOBAL_SETTINGS_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      // Specs that switch site-wide settings (maintenance mode, company details) run after all
      // others, so no other page test can land in their window.
      name: 'site-settings',
      testMatch: GLOBAL_SETTINGS_SPECS,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
  ],
  webServer: {
    // A fresh embedded database for every run, seeded with the demo content.
    command: `rm -rf "${DATA_DIR}" && node "${path.join(root, 'apps', 'api', 'src', 'server.ts')}"`,
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      PG_PORT: process.env.E2E_PG_PORT ?? '54398',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_EXTRA_USERS: `${E2E_PROFILE_ADMIN.username}:${E2E_PROFILE_ADMIN.password}`,
      LOG_LEVEL: 'warn',
      // The suite seeds leads and jobs through the public REST calls (23 contact messages for one
      // paging test); the per-address limit itself is tested by the API tests (throttles.test.ts).
      PUBLIC_WRITE_LIMIT: '1000',
    },
  },
});
