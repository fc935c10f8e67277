import { readFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import { createDatabase, dropDatabase } from '@app/db/testing';
import { startAppServer } from './app-server.ts';
import { ADMIN_STATE_FILE } from './paths.ts';

export { expect };

export interface WorkerApp {
  /** Where this worker's app answers (http://localhost:<port>). */
  url: string;
  /** This worker's database, a copy of the seeded template. */
  databaseUrl: string;
}

/**
 * Every worker has an app and a database of its own: a copy of the template that global-setup.ts
 * made (demo content, the e2e admins and their signed-in session), and the app started on it as
 * `pnpm start` runs it. Tests of one worker run one after the other, so a test that switches a
 * site-wide setting (maintenance mode, company details) meets no other test; tests of different
 * workers never share a row. `baseURL` points at the worker's app, for `page` and `request` alike.
 */
/**
 * A new server's first pages cost seconds on a busy machine (the server bundle loads, the code is
 * not optimised yet, the database connections open): paid here, inside the fixture's own timeout,
 * and not by whichever test a worker happens to run first (a long journey then ran past its 30 s).
 */
async function warmUp(url: string) {
  for (const path of ['/', '/jobs', '/fr/emplois']) {
    const res = await fetch(new URL(path, url));
    if (!res.ok) throw new Error(`The worker's app answered ${res.status} to ${path} while warming up`);
    await res.arrayBuffer();
  }
}

export const test = base.extend<object, { workerApp: WorkerApp }>({
  workerApp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from its first parameter
    async ({}, use, workerInfo) => {
      const pgPort = Number(process.env.E2E_PG_PORT);
      const template = process.env.E2E_TEMPLATE_DB;
      if (!pgPort || !template) throw new Error('E2E_PG_PORT and E2E_TEMPLATE_DB are set by e2e/support/global-setup.ts');
      const db = await createDatabase(pgPort, template, `e2e_worker_${workerInfo.workerIndex}_${process.pid}`);
      try {
        const server = await startAppServer(db.url, { SESSION_KEY: process.env.E2E_SESSION_KEY! });
        try {
          await warmUp(server.url);
          await use({ url: server.url, databaseUrl: db.url });
        } finally {
          await server.stop();
        }
      } finally {
        await dropDatabase(pgPort, db.name);
      }
    },
    // Starting a server and copying a database take a few seconds on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ workerApp }, use) => {
    await use(workerApp.url);
  },
});

let adminCookies:
  | { name: string; value: string; domain: string; path: string; expires: number; httpOnly: boolean; secure: boolean; sameSite: 'Strict' | 'Lax' | 'None' }[]
  | undefined;

/** The e2e admin's session cookies, signed in once for the whole run (see global-setup.ts). */
export function savedAdminCookies() {
  adminCookies ??= (JSON.parse(readFileSync(ADMIN_STATE_FILE, 'utf8')) as { cookies: NonNullable<typeof adminCookies> }).cookies;
  return adminCookies;
}
