import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * varnishd with the repository's VCL (deploy/varnish/default.vcl, used as it is), on a loopback
 * port, in front of the given app instances: the edge of the edge test and of `pnpm bench:edge`.
 */

/** The folder of the repository's VCL: default.vcl, and the site.vcl docker-compose.yml uses. */
export const VCL_DIR = fileURLToPath(new URL('../../../deploy/varnish/', import.meta.url));
export const VARNISHD = process.env.VARNISHD ?? '/usr/sbin/varnishd';
const VARNISHSTAT = path.join(path.dirname(VARNISHD) === '/usr/sbin' ? '/usr/bin' : path.dirname(VARNISHD), 'varnishstat');

const run = promisify(execFile);

export interface Backend {
  /** A VCL name: letters, digits, underscores. */
  name: string;
  host: string;
  port: number;
}

/**
 * The site.vcl of this edge (what deploy/varnish/site.vcl is for docker-compose.yml): the
 * backends with the VCL's probe, added to its director, and who may purge (this machine only).
 */
export function siteVcl(backends: readonly Backend[]): string {
  const lines = ['# Written by apps/edge/src/varnish.ts for one run of the edge test.'];
  for (const b of backends) {
    lines.push(
      `backend ${b.name} {`,
      `  .host = "${b.host}";`,
      `  .port = "${b.port}";`,
      '  .probe = app_ready;',
      '  .connect_timeout = 2s;',
      '  .first_byte_timeout = 30s;',
      '}',
    );
  }
  lines.push('sub vcl_init {', ...backends.map((b) => `  app.add_backend(${b.name});`), '}');
  lines.push('acl purgers {', '  "127.0.0.1";', '  "::1";', '}', '');
  return lines.join('\n');
}

/** Fails with what to install when varnishd or the xkey vmod is missing (CI installs both: .ci/run). */
export function assertVarnishInstalled() {
  if (!existsSync(VARNISHD)) {
    throw new Error(
      `varnishd not found at ${VARNISHD}: the edge test needs Varnish and the xkey vmod. Install them with ` +
        '`apt-get install varnish varnish-modules` (Debian; .ci/run does it), or set VARNISHD to another varnishd.',
    );
  }
}

export interface VarnishCounters {
  /** Requests sent to the instances (misses, passes, background refreshes of stale objects, retries). */
  backendRequests: number;
  /** Fetches tried again (vcl_backend_error or a 503, on the other instance). */
  backendRetries: number;
  cacheHits: number;
  cacheMisses: number;
  /** Hits on a stale object (within its grace: stale-while-revalidate), each starting a background refresh at most. */
  graceHits: number;
  passes: number;
}

export interface Varnish {
  url: string;
  port: number;
  counters(): Promise<VarnishCounters>;
  stop(): Promise<void>;
}

/**
 * Starts varnishd in the foreground (-F) as a child process: its own work folder (-n) in a temp
 * folder with the site.vcl of `backends`, `-a 127.0.0.1:port`, 64 MB of memory storage. Resolves
 * once it answers.
 */
export async function startVarnish(options: { port: number; backends: readonly Backend[] }): Promise<Varnish> {
  assertVarnishInstalled();
  // varnishd drops root for its own user, which must read the site.vcl and enter the folder.
  const dir = mkdtempSync(path.join(tmpdir(), 'northline-varnish-'));
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, 'site.vcl'), siteVcl(options.backends));
  const workDir = path.join(dir, 'work');
  const args = [
    '-F',
    '-n',
    workDir,
    '-a',
    `127.0.0.1:${options.port}`,
    // No management port: varnishstat reads the shared memory of -n.
    '-T',
    'none',
    // include "site.vcl" is looked up along vcl_path: this run's site.vcl before the repository's.
    '-p',
    `vcl_path=${dir}:${VCL_DIR}`,
    '-f',
    path.join(VCL_DIR, 'default.vcl'),
    '-s',
    'malloc,64m',
    // A small machine: one pool of a few threads to start with (Varnish adds more as needed).
    '-p',
    'thread_pools=1',
    '-p',
    'thread_pool_min=20',
  ];
  const child = spawn(VARNISHD, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    port: options.port,
    counters: () => readCounters(workDir),
    stop,
  };
}

async function readCounters(workDir: string): Promise<VarnishCounters> {
  const { stdout } = await run(VARNISHSTAT, ['-n', workDir, '-1', '-j'], { maxBuffer: 16 * 1024 * 1024 });
  const json = JSON.parse(stdout) as { counters?: Record<string, { value: number }> } & Record<string, { value: number }>;
  // varnishstat 7 nests the counters under "counters"; older ones put them at the top.
  const counters = json.counters ?? json;
  const value = (name: string) => counters[name]?.value ?? 0;
  return {
    backendRequests: value('MAIN.backend_req'),
    backendRetries: value('MAIN.backend_retry'),
    cacheHits: value('MAIN.cache_hit'),
    cacheMisses: value('MAIN.cache_miss'),
    graceHits: value('MAIN.cache_hit_grace'),
    passes: value('MAIN.s_pass'),
  };
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string) {
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`varnishd exited (${code}) before it answered:\n${output()}`))),
  );
  const deadline = Date.now() + 30_000;
  const poll = async () => {
    for (;;) {
      // A synthetic answer of the VCL itself (no xkey header): Varnish is up with this VCL loaded.
      const status = await fetch(url, { method: 'PURGE' }).then(
        (res) => res.status,
        () => 0,
      );
      if (status === 400) return;
      if (Date.now() > deadline) throw new Error(`varnishd on ${url} did not answer within 30 s (last status ${status}):\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.race([poll(), exited]);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The repository's VCL, for a test that reads it. */
export const readDefaultVcl = () => readFileSync(path.join(VCL_DIR, 'default.vcl'), 'utf8');
