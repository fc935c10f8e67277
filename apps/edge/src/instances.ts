import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The server `pnpm start` runs (@app/api's "./server"), serving the web app's build. */
const SERVER = createRequire(import.meta.url).resolve('@app/api/server');

export interface Instance {
  name: string;
  url: string;
  port: number;
  pid: number;
  /** Kills the process at once (a crash: no graceful shutdown, requests under way are cut). */
  kill(): Promise<void>;
  /** SIGTERM (the graceful shutdown), SIGKILL after 15 s; removes its data folder. */
  stop(): Promise<void>;
}

/**
 * One app instance as production runs it (`node apps/api/src/server.ts`, NODE_ENV=production, the
 * memory flags of `pnpm start`) on `port`, against `databaseUrl`. Resolves once /api/ready answers.
 */
export async function startInstance(options: { name: string; port: number; databaseUrl: string; env: Record<string, string> }): Promise<Instance> {
  const { name, port } = options;
  const dataDir = mkdtempSync(path.join(tmpdir(), `northline-edge-${name}-`));
  const child = spawn(process.execPath, ['--max-semi-space-size=16', '--max-old-space-size=320', SERVER], {
    cwd: path.dirname(SERVER),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      ...(process.env.WEB_SSR_DIR ? { WEB_SSR_DIR: process.env.WEB_SSR_DIR } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    await waitUntilReady(url, child, () => stderr);
  } catch (error) {
    child.kill('SIGKILL');
    cleanUp();
    throw error;
  }
  return {
    name,
    url,
    port,
    pid: child.pid!,
    async kill() {
      await signalAndWait(child, 'SIGKILL');
    },
    async stop() {
      await signalAndWait(child, 'SIGTERM', 15_000);
      cleanUp();
    },
  };
}

async function waitUntilReady(url: string, child: ChildProcess, stderr: () => string) {
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the app instance on ${url} exited (${code}) before it was ready:\n${stderr()}`))),
  );
  const deadline = Date.now() + 90_000;
  const poll = async () => {
    for (;;) {
      const ok = await fetch(`${url}/api/ready`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`the app instance on ${url} was not ready within 90 s:\n${stderr()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.race([poll(), exited]);
}

function signalAndWait(child: ChildProcess, signal: NodeJS.Signals, killAfterMs?: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = killAfterMs ? setTimeout(() => child.kill('SIGKILL'), killAfterMs) : undefined;
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}
