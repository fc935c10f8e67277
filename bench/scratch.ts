/**
 * What every benchmark stands on: a scratch PostgreSQL cluster with one migrated database, the
 * child processes a run starts, and the clean-up that removes them all however the run ends (its
 * end, an error, Ctrl-C, or a postgres stopped from outside). Used by bench/run.ts, render.ts,
 * sitemap.ts and views.ts.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createOrm, migrate } from '../packages/db/src/index.ts';
import { createDatabase, startTestCluster } from '../packages/db/src/testing.ts';

/** The processes a run started (servers): stopped by cleanup, killed on any exit. */
export const children: ChildProcess[] = [];
/** A load run to stop first (autocannon), when one is running. */
export const current: { load?: { stop(): void } } = {};

let cluster: Awaited<ReturnType<typeof startTestCluster>> | undefined;
let cleaning: Promise<void> | undefined;
/** The scratch cluster's folder and postmaster, to clean up even when postgres was stopped from outside. */
let clusterDir: string | undefined;
let postmasterPid: number | undefined;

const within = (promise: Promise<unknown>, ms: number) => Promise.race([promise, new Promise((r) => setTimeout(r, ms).unref())]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Last resort, synchronous: on any exit no server, postgres or scratch folder stays behind. */
function removeLeftovers() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (postmasterPid && alive(postmasterPid)) {
    try {
      process.kill(postmasterPid, 'SIGQUIT'); // immediate shutdown
    } catch {}
    // Its processes write files until they are gone: remove the folder after them.
    for (let waited = 0; waited < 5000 && alive(postmasterPid); waited += 50) sleepSync(50);
  }
  postmasterPid = undefined;
  if (clusterDir && existsSync(clusterDir)) rmSync(clusterDir, { recursive: true, force: true, maxRetries: 3 });
  clusterDir = undefined;
}
process.on('exit', removeLeftovers);

/** Stops the load run, the servers and the cluster, and removes the cluster's folder. */
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    current.load?.stop();
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await within(Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : undefined))), 5000);
    // Ctrl-C in a terminal also reaches postgres, which then stops by itself: stop() would wait for
    // an exit that already happened, hence the time limit.
    if (cluster)
      await within(
        cluster.stop().catch((e: unknown) => console.error('could not stop the scratch cluster:', e)),
        5000,
      );
    cluster = undefined;
    removeLeftovers();
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing the scratch cluster...`);
    void cleanup().finally(() => process.exit(130));
  });
}

/**
 * A scratch cluster (its own temp folder and free port) with one migrated database `name`, and a
 * connected client on it (errors of a broken connection fail the running query, never the process).
 */
export async function scratchDatabase(name: string) {
  cluster = await startTestCluster();
  const { db, client } = await anotherDatabase(name);
  const dataDir = (await client.query<{ d: string }>(`select current_setting('data_directory') as d`)).rows[0]!.d;
  if (path.basename(path.dirname(dataDir)).startsWith('northline-pg-')) {
    clusterDir = path.dirname(dataDir);
    postmasterPid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
  }
  const pgVersion = (await client.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]!.v;
  return { db, client, port: cluster.port, pgVersion };
}

/**
 * A migrated database in the scratch cluster scratchDatabase started, and a connected client on it
 * (scratchDatabase's first one, or a second data set beside it).
 */
export async function anotherDatabase(name: string) {
  if (!cluster) throw new Error('scratchDatabase first');
  const db = await createDatabase(cluster.port, undefined, name);
  const orm = await createOrm({ clientUrl: db.url, poolMax: 1 });
  await migrate(orm);
  await orm.close(true);
  const client = new pg.Client({ connectionString: db.url });
  client.on('error', () => {});
  await client.connect();
  return { db, client };
}

/** What one load run measured: latencies per response, in ms. */
export interface LoadRun {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** 2xx answers. */
  requests: number;
  bytesPerAnswer: number;
  /** Errors, timeouts and answers other than 2xx. */
  errors: number;
}

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** One bounded autocannon run against 127.0.0.1; latencies are taken per response (autocannon itself has no p95). */
export function loadRun(url: string, duration: number, connections: number, headers: Record<string, string> = {}): Promise<LoadRun> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let bytes = 0;
    const instance = autocannon({ url, connections, duration, pipelining: 1, timeout: 10, headers }, (error, result) => {
      current.load = undefined;
      if (error) return reject(error);
      const sorted = Float64Array.from(latencies).sort();
      const ok = result['2xx'];
      resolve({
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        rps: ok / (result.duration || duration),
        requests: ok,
        bytesPerAnswer: latencies.length ? bytes / latencies.length : 0,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    });
    current.load = instance;
    instance.on('response', (_client: unknown, _status: number, resBytes: number, responseTime: number) => {
      latencies.push(responseTime);
      bytes += resBytes;
    });
  });
}

/** A positive number from the environment, or the fallback. */
export const envNumber = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** The job counts to measure at: BENCH_SIZES ('1000,100000'), one to three of them, each at most 1,000,000, ascending. */
export function benchSizes(fallback: string): number[] {
  const sizes = (process.env.BENCH_SIZES ?? fallback)
    .split(',')
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0 && n <= 1_000_000)
    .slice(0, 3)
    .sort((a, b) => a - b);
  if (sizes.length === 0) throw new Error('BENCH_SIZES: give one to three job counts between 1 and 1,000,000');
  return sizes;
}
