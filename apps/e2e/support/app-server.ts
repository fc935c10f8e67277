import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@app/db/testing';

/** The server `pnpm start` runs (@app/api's "./server"). */
const SERVER = createRequire(import.meta.url).resolve('@app/api/server');

/** The admins every e2e database has (made by the template's first start). */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password' };
/** A second admin for the test that changes its own password (E2E_ADMIN's session is shared by the worker's tests). */
export const E2E_PROFILE_ADMIN = { username: 'e2e-profile-admin', password: 'e2e-profile-password' };
/** An admin of its own for the two-factor spec (turning two-factor on must not touch the others' sign-ins). */
export const E2E_MFA_ADMIN = { username: 'e2e-mfa-admin', password: 'e2e-mfa-password' };

export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The app as `pnpm start` runs it (apps/api/src/server.ts, the built web app), on DATABASE_URL,
 * on a free loopback port, with an upload folder of its own. Resolves once /healthz answers.
 */
export async function startAppServer(databaseUrl: string, env: Record<string, string> = {}): Promise<AppServer> {
  const port = await freePort();
  // E2E_SERVER_LOG=<file>: every server's output is appended there too (a crash after the start is otherwise silent).
  const logFile = process.env.E2E_SERVER_LOG;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'northline-e2e-app-'));
  const child = spawn(process.execPath, [SERVER], {
    cwd: path.dirname(SERVER),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      ...(process.env.WEB_SSR_DIR ? { WEB_SSR_DIR: process.env.WEB_SSR_DIR } : {}),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_EXTRA_USERS: [E2E_PROFILE_ADMIN, E2E_MFA_ADMIN].map((a) => `${a.username}:${a.password}`).join(','),
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      // The specs seed leads and jobs through the public REST calls; the limits themselves are
      // tested by the API tests (throttles.test.ts, search-limits.test.ts).
      PUBLIC_WRITE_LIMIT: '1000',
      // Instant job alerts are matched every second, so a test sees one without a long wait.
      JOB_ALERT_INTERVAL_SECONDS: '1',
      ...env,
    },
    stdio: ['ignore', logFile ? 'pipe' : 'ignore', 'pipe'],
  });
  if (logFile) {
    child.stdout!.on('data', (chunk: Buffer) => appendFileSync(logFile, chunk));
    child.once('exit', (code, signal) =>
      appendFileSync(logFile, `\n[e2e] the app server on port ${port} (pid ${child.pid}) exited: code ${code}, signal ${signal}\n`),
    );
  }
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
    if (logFile) appendFileSync(logFile, chunk);
  });
  const url = `http://localhost:${port}`;
  try {
    await waitUntilHealthy(url, child, () => stderr);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilHealthy(url: string, child: ChildProcess, stderr: () => string) {
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the app server exited (${code}) before it was ready:\n${stderr()}`))),
  );
  const deadline = Date.now() + 60_000;
  const poll = async () => {
    for (;;) {
      const ok = await fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`the app server on ${url} was not ready within 60 s:\n${stderr()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.race([poll(), exited]);
}

/** SIGTERM (the server's graceful shutdown), SIGKILL after 15 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
