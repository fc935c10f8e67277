/**
 * Fresh-render benchmark: `pnpm bench:render [--before <checkout>]` (not part of `pnpm test`;
 * issue 37, item 1: a fresh render at least 3× cheaper). See bench/README.md.
 *
 * What does a page rendered afresh cost, beside the JSON answer of the same data, before and after
 * a change, in one run on one machine moment?
 *
 * 1. Starts a scratch PostgreSQL cluster (packages/db/src/testing.ts), migrates one database and
 *    seeds 1,000 synthetic jobs (then up to 100,000: BENCH_SIZES, default "1000,100000").
 * 2. Runs app servers on that one database, each a child process with the V8 flags of `pnpm start`
 *    and keeping no pages and no search answers (BENCH_SEARCH_CACHE_TTL=0: every page is rendered):
 *    - "after": this checkout's bench/app-server.ts (its web app built first, as `pnpm bench` does);
 *    - with `--before <checkout>`: "before", that checkout's bench/app-server.ts (it must have a
 *      built web app), forked with its own folder as cwd; and "before, NODE_ENV=production", the
 *      same checkout with NODE_ENV=production in its process environment (React's production
 *      build: neither `pnpm start` nor the bench sets process.env.NODE_ENV, so the others run as
 *      `pnpm start` runs them and NODE_ENV is removed from their environment).
 * 3. Checks that every page is 200, compressed, not kept, and shows the job title of its JSON answer.
 * 4. For each path (job page, /jobs, home, then GET /api/jobs/{id} and GET /api/jobs on the after
 *    server), the servers in turn (before, before-prod, after: the same machine moment for each
 *    path): WARMUP_S s warm-up (discarded), DURATION_S s at 4 connections (p50, p95, req/s, and the
 *    server's CPU time per answer from /proc/<pid>/stat), then SINGLE_S s at 1 connection (p50, p95).
 * 5. Prints a markdown report and writes it to bench/render.md: the figures per size, each page's
 *    p50 beside the JSON answer's, issue 37's targets judged on the after server, and the speed-ups
 *    after vs before.
 *
 * Bounded: BENCH_DURATION (s, max 60), BENCH_WARMUP (s, max 10), BENCH_SINGLE (s, max 30),
 * BENCH_SIZES (at most three sizes, each at most 1,000,000); 127.0.0.1 only.
 */
import { execFileSync, fork, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { freePort } from '../packages/db/src/testing.ts';
import { benchSizes, children, cleanup, envNumber, loadRun, scratchDatabase, type LoadRun } from './scratch.ts';
import { insertSyntheticJobs } from '../packages/db/src/seeders/synthetic-jobs.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const DURATION_S = Math.min(envNumber('BENCH_DURATION', 10), 60);
const WARMUP_S = Math.min(envNumber('BENCH_WARMUP', 2), 10);
const SINGLE_S = Math.min(envNumber('BENCH_SINGLE', 5), 30);
const CONNECTIONS = 4;
const SIZES = benchSizes('1000,100000');
const SEED = 1;
const NOW = new Date();
/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const CLK_TCK = (() => {
  try {
    const n = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isSafeInteger(n) && n > 0 ? n : 100;
  } catch {
    return 100;
  }
})();

// Issue 37, item 1: the targets, no kept pages, judged on the after server.
const TARGET_JOB_PAGE_P50_MS = 8;
const TARGET_LIST_PAGE_P50_MS = 12;
const TARGET_PAGES_PER_S = 100;
const TARGET_CPU_MS = 10;
const TARGET_CHEAPER = 3;
/** A 4-connection run with fewer answers than this is too short to say much (flagged in the report). */
const FEW_ANSWERS = 30;

// ---------------------------------------------------------------------------------- arguments

/** A failure with a message that says it all (no stack trace needed). */
class BenchError extends Error {}

const { values: args } = parseArgs({
  // `pnpm bench:render -- --before x` passes the `--` on.
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { before: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  strict: true,
});
if (args.help) {
  console.log('Usage: pnpm bench:render [--before <path to another checkout, with pnpm install and a web build>]');
  process.exit(0);
}
/** pnpm runs the script from the repository's root: a relative path is taken from where it was typed. */
const beforeDir = args.before ? path.resolve(process.env.INIT_CWD ?? process.cwd(), args.before) : undefined;
const afterDir = path.resolve(here('..'));

/** Fails with what to do when the before checkout cannot be run as it is. */
function checkBeforeCheckout(dir: string) {
  const howTo = `Make one with: git worktree add ../before <commit> && (cd ../before && pnpm install && pnpm --filter @app/web build)`;
  if (!existsSync(dir)) throw new BenchError(`--before ${dir}: no such folder. ${howTo}`);
  if (path.resolve(dir) === path.resolve(afterDir))
    throw new BenchError(`--before ${dir} is this checkout (the after server): give another checkout. ${howTo}`);
  if (!existsSync(path.join(dir, 'bench', 'app-server.ts')))
    throw new BenchError(`--before ${dir}: no bench/app-server.ts there (not a checkout of this project?). ${howTo}`);
  if (!existsSync(path.join(dir, 'node_modules'))) throw new BenchError(`--before ${dir}: no node_modules (run pnpm install there). ${howTo}`);
  for (const built of ['apps/web/dist', 'apps/web/dist-ssr']) {
    const folder = path.join(dir, built);
    if (!existsSync(folder) || readdirSync(folder).length === 0) {
      throw new BenchError(`--before ${dir}: the web app is not built (${built} is missing or empty): run \`pnpm --filter @app/web build\` there. ${howTo}`);
    }
  }
}

function commitOf(dir: string): string {
  try {
    const commit = execFileSync('git', ['-C', dir, 'log', '-1', '--format=%h %s'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['-C', dir, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    return `${commit}${dirty ? ' (with uncommitted changes)' : ''}`;
  } catch {
    return 'not a git checkout';
  }
}

// ---------------------------------------------------------------------------------- servers

type ServerKey = 'before' | 'before-prod' | 'after';
interface Server {
  key: ServerKey;
  name: string;
  checkout: string;
  base: string;
  pid: number;
}

/** One app server (the checkout's bench/app-server.ts) keeping nothing, as `pnpm start` runs it. */
async function startServer(key: ServerKey, name: string, checkout: string, databaseUrl: string, nodeEnv?: 'production'): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BENCH_DATABASE_URL: databaseUrl,
    BENCH_PORT: String(port),
    // No kept pages (PAGE_CACHE_TTL_SECONDS=0) and no kept search answers: every page is rendered.
    BENCH_SEARCH_CACHE_TTL: '0',
  };
  // `pnpm start` does not set it: only the row that says so runs with React's production build.
  delete env.NODE_ENV;
  if (nodeEnv) env.NODE_ENV = nodeEnv;
  const child = fork(path.join(checkout, 'bench', 'app-server.ts'), [], {
    // Its own folder, so its own node_modules and web build are the ones used.
    cwd: checkout,
    // The V8 flags `pnpm start` runs the server with (see startServer in bench/run.ts).
    execArgv: [...process.execArgv, '--max-semi-space-size=16', '--max-old-space-size=320'],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name}: ${checkout}/bench/app-server.ts did not start within 60 s`)), 60_000);
    child.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name}: ${checkout}/bench/app-server.ts exited with code ${code}`));
    });
  });
  // Runs as the row says: NODE_ENV in its process environment only for the production row.
  const environ = readFileSync(`/proc/${child.pid}/environ`, 'utf8').split('\0');
  const seen = environ.find((v) => v.startsWith('NODE_ENV='))?.slice('NODE_ENV='.length);
  if (seen !== nodeEnv) throw new BenchError(`${name}: its process environment has NODE_ENV=${seen ?? '(none)'}, expected ${nodeEnv ?? '(none)'}`);
  return { key, name, checkout, base: `http://127.0.0.1:${port}`, pid: child.pid! };
}

/** The CPU time a process has used so far (user + system, all its threads), in ms, from /proc. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after "(comm)": state is field 3, utime field 14, stime field 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
}

/** The machine's CPU ticks so far, busy and all (the first line of /proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  const idle = fields[3]! + fields[4]!; // idle + iowait
  return { busy: total - idle, total };
}

function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? NaN) / 1024;
}

// ---------------------------------------------------------------------------------- load

interface Measurement extends LoadRun {
  /** Server CPU time per answer during the 4-connection run, ms. */
  cpuMsPerAnswer: number;
  single: { p50: number; p95: number };
}

/** What Chromium sends: each server answers in the encoding it would choose for a browser. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const DECODERS: Record<string, (raw: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, zstd: zstdDecompressSync };

/** One bounded run, asked as a browser asks. */
const load = (url: string, duration: number, connections: number) => loadRun(url, duration, connections, { 'accept-encoding': BROWSER_ACCEPT_ENCODING });

async function measure(server: Server, urlPath: string): Promise<Measurement> {
  const url = server.base + urlPath;
  await load(url, WARMUP_S, CONNECTIONS);
  const cpuBefore = cpuMs(server.pid);
  const run = await load(url, DURATION_S, CONNECTIONS);
  const cpuAfter = cpuMs(server.pid);
  const one = await load(url, SINGLE_S, 1);
  return {
    ...run,
    errors: run.errors + one.errors,
    cpuMsPerAnswer: run.requests ? (cpuAfter - cpuBefore) / run.requests : NaN,
    single: { p50: one.p50, p95: one.p95 },
  };
}

/** One GET as a browser asks, the body decoded. */
function get(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING }, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        try {
          const raw = Buffer.concat(chunks);
          const decode = DECODERS[String(res.headers['content-encoding'])];
          const body = (decode ? decode(raw) : raw).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer within 30 s`)));
    req.on('error', reject);
  });
}

async function getOk(url: string) {
  const res = await get(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${res.body.slice(0, 200)}`);
  return res;
}

const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

// ---------------------------------------------------------------------------------- paths

type PathKey = 'page-id' | 'page-list' | 'page-home' | 'json-id' | 'json-list';
interface PathSpec {
  key: PathKey;
  name: string;
  path: string;
  /** A page: the key of the JSON answer its p50 is compared with. */
  json?: PathKey;
  /** Target p50 at 1 connection on the after server (pages). */
  targetP50?: number;
}

const paths = (jobId: number): PathSpec[] => [
  { key: 'page-id', name: 'job page', path: `/jobs/${jobId}`, json: 'json-id', targetP50: TARGET_JOB_PAGE_P50_MS },
  { key: 'page-list', name: '/jobs', path: '/jobs', json: 'json-list', targetP50: TARGET_LIST_PAGE_P50_MS },
  // The home page shows featured jobs, stats and posts: compared with the default list, the JSON
  // answer nearest to its work.
  { key: 'page-home', name: 'home', path: '/', json: 'json-list', targetP50: TARGET_LIST_PAGE_P50_MS },
  { key: 'json-id', name: 'JSON: job by id', path: `/api/jobs/${jobId}` },
  { key: 'json-list', name: 'JSON: default list', path: '/api/jobs' },
];

/** Each page is there, compressed, rendered afresh (not kept), and shows the job of its JSON answer. */
async function checkPages(servers: Server[], after: Server, list: PathSpec[]) {
  const titleOf = async (urlPath: string) => {
    const json = JSON.parse((await getOk(after.base + urlPath)).body) as { title: string } | { title: string }[];
    const first = Array.isArray(json) ? json[0] : json;
    if (!first?.title) throw new Error(`${urlPath} on the after server answered no job`);
    return first.title;
  };
  const titles: Record<string, string> = {
    'page-id': await titleOf(list.find((p) => p.key === 'json-id')!.path),
    'page-list': await titleOf(list.find((p) => p.key === 'json-list')!.path),
    // What the home page shows of the jobs: the featured ones (trpc.job.featured, 6 of them).
    'page-home': await titleOf('/api/jobs/featured?limit=6'),
  };
  for (const server of servers) {
    for (const p of list.filter((x) => x.json)) {
      const first = await getOk(server.base + p.path);
      if (!DECODERS[String(first.headers['content-encoding'])])
        throw new BenchError(`${server.name}: ${p.path} was not compressed (content-encoding: ${first.headers['content-encoding'] ?? 'none'})`);
      const title = titles[p.key]!;
      if (!first.body.includes(escapeHtml(title))) throw new BenchError(`${server.name}: ${p.path} does not show '${title}' of its JSON answer`);
      // A server keeping pages says so (x-page-cache: miss, then hit); one keeping none sends no such header.
      const second = await getOk(server.base + p.path);
      if (first.headers['x-page-cache'] || second.headers['x-page-cache']) {
        throw new BenchError(
          `${server.name}: ${p.path} was answered from kept pages: its bench/app-server.ts does not turn PAGE_CACHE_TTL_SECONDS off with BENCH_SEARCH_CACHE_TTL=0`,
        );
      }
    }
  }
}

// ---------------------------------------------------------------------------------- formatting

const f1 = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? n.toFixed(1) : '–');
const f2 = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? n.toFixed(2) : '–');
const int = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–');
const times = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? `${n.toFixed(2)}×` : '–');
const mark = (ok: boolean) => (ok ? '✅ pass' : '❌ FAIL');

// ---------------------------------------------------------------------------------- main

async function main() {
  const started = performance.now();
  if (beforeDir) checkBeforeCheckout(beforeDir);
  console.log(
    `Fresh-render benchmark: ${SIZES.map(int).join(' then ')} jobs; ${WARMUP_S} s warm-up, ${DURATION_S} s at ${CONNECTIONS} connections, ${SINGLE_S} s at 1 connection per path and server; ` +
      `after = ${afterDir}${beforeDir ? `, before = ${beforeDir}` : ''}.\n`,
  );

  // The after server renders from this checkout's web build (turbo rebuilds it only when its sources changed).
  const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@app/web', '--output-logs=errors-only'], { cwd: afterDir, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web build failed');

  const { db, client, port: clusterPort, pgVersion } = await scratchDatabase('bench_render');
  console.log(`Scratch PostgreSQL ${pgVersion} on 127.0.0.1:${clusterPort}`);

  // Measured in this order for every path: the same machine moment for each server.
  const servers: Server[] = [];
  if (beforeDir) {
    servers.push(await startServer('before', 'before', beforeDir, db.url));
    servers.push(await startServer('before-prod', 'before, NODE_ENV=production', beforeDir, db.url, 'production'));
  }
  const after = await startServer('after', 'after', afterDir, db.url);
  servers.push(after);
  for (const s of servers) console.log(`  ${s.name.padEnd(30)} ${s.base} (pid ${s.pid})`);
  console.log('');

  const results = new Map<number, Map<string, Measurement>>();
  const rss = new Map<number, Map<ServerKey, number>>();
  const loads: string[] = [];
  const seedTimes: string[] = [];
  let current = 0;
  let list: PathSpec[] = [];
  const at = (size: number, pathKey: PathKey, serverKey: ServerKey) => results.get(size)?.get(`${pathKey} ${serverKey}`);

  for (const size of SIZES) {
    if (size > current) {
      process.stdout.write(`Seeding ${int(size - current)} jobs (to ${int(size)})... `);
      const { ms } = await insertSyntheticJobs(db.url, { count: size - current, start: current, seed: SEED, now: NOW });
      const v0 = performance.now();
      await client.query('vacuum (analyze) jobs');
      const vacuumMs = performance.now() - v0;
      seedTimes.push(`${int(size - current)} jobs in ${(ms / 1000).toFixed(1)} s + vacuum analyze ${(vacuumMs / 1000).toFixed(1)} s`);
      console.log(`${(ms / 1000).toFixed(1)} s + vacuum analyze ${(vacuumMs / 1000).toFixed(1)} s`);
      current = size;
    }
    // A job in the middle, as bench/run.ts picks it.
    const jobId = (await client.query<{ id: number }>(`select id from jobs where status = 'approved' order by id offset $1 limit 1`, [Math.floor(size / 2)]))
      .rows[0]!.id;
    list = paths(jobId);
    await checkPages(servers, after, list);

    loads.push(`before the ${int(size)} runs ${os.loadavg()[0]!.toFixed(2)}`);
    const ticks = machineTicks();
    const measured = new Map<string, Measurement>();
    for (const p of list) {
      for (const server of p.json ? servers : [after]) {
        const m = await measure(server, p.path);
        measured.set(`${p.key} ${server.key}`, m);
        if (m.errors) console.warn(`  ! ${server.name}: ${p.path}: ${m.errors} errors or non-2xx answers`);
        console.log(
          `  ${int(size).padStart(7)} jobs  ${p.name.padEnd(18)} ${server.name.padEnd(28)} 1 conn p50 ${f1(m.single.p50).padStart(6)} ms p95 ${f1(m.single.p95).padStart(6)} ms | ` +
            `${CONNECTIONS} conn p50 ${f1(m.p50).padStart(6)} ms ${int(m.rps).padStart(5)} req/s ${f1(m.cpuMsPerAnswer).padStart(5)} ms CPU each`,
        );
      }
    }
    results.set(size, measured);
    const ticksAfter = machineTicks();
    const busy = (ticksAfter.busy - ticks.busy) / (ticksAfter.total - ticks.total);
    loads.push(`after them ${os.loadavg()[0]!.toFixed(2)} (all cores ${(busy * 100).toFixed(0)} % busy during them)`);
    rss.set(size, new Map(servers.map((s) => [s.key, residentMb(s.pid)])));
    console.log('');
  }
  await client.end();

  // ------------------------------------------------------------------------------ report
  const cpu = os.cpus();
  const autocannonVersion = (JSON.parse(readFileSync(here('../node_modules/autocannon/package.json'), 'utf8')) as { version: string }).version;
  const lines: string[] = [];
  lines.push('# Fresh-render benchmark: pages rendered afresh, beside the JSON answers', '');
  lines.push(
    `Written by \`pnpm bench:render${beforeDir ? ' --before …' : ''}\` (bench/render.ts) on ${new Date().toISOString()}; overwritten by every run.`,
    '',
  );
  lines.push(
    '**The machine is shared** (other work, the load generator, PostgreSQL and every server on the same cores): absolute figures move from run to run. ' +
      'What to compare are the figures of one run side by side (after vs before, a page vs its JSON answer): each path was measured on every server in turn, the same machine moment.',
    '',
  );
  lines.push('## Machine and settings', '');
  lines.push(
    `- Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}`,
  );
  lines.push(`- 1-minute load average: ${loads.join(', ')}`);
  lines.push(
    `- Node ${process.version}; PostgreSQL ${pgVersion} (scratch cluster from packages/db/src/testing.ts: fsync, synchronous_commit and full_page_writes off)`,
  );
  lines.push(
    `- Load: autocannon ${autocannonVersion}, \`Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}\` as Chromium asks (each server answers in the encoding it chooses), per path and server ${WARMUP_S} s warm-up (discarded), ${DURATION_S} s at ${CONNECTIONS} connections ` +
      `(p50, p95, req/s, server CPU), then ${SINGLE_S} s at 1 connection (p50, p95: the latency without queueing); 127.0.0.1 only`,
  );
  lines.push(
    `- Server CPU per answer: the server process's utime + stime from /proc/<pid>/stat (all its threads: render, compression, database driver) before and after the ${CONNECTIONS}-connection run, ` +
      `clock ticks of 1/${CLK_TCK} s, divided by its answers. ` +
      'It is the CPU time as this machine accounts it: when the cores are saturated by other work it may rise too (shared caches; on a virtual machine, time taken by its host may be counted), so compare it within one run',
  );
  lines.push(
    '- Servers, all on one database, each keeping no pages and no search answers (PAGE_CACHE_TTL_SECONDS=0, SEARCH_CACHE_TTL_SECONDS=0: every page is rendered afresh), ' +
      'each `bench/app-server.ts` of its checkout forked with the V8 flags of `pnpm start` (`--max-semi-space-size=16 --max-old-space-size=320`), the app with NODE_ENV=production in its own env (loadEnv) and LOG_LEVEL=silent:',
  );
  for (const s of servers) {
    const nodeEnv =
      s.key === 'before-prod'
        ? 'process.env.NODE_ENV=production (React and other libraries load their production builds)'
        : 'no NODE_ENV in its process environment, as `pnpm start` runs it';
    lines.push(`  - **${s.name}**: ${s.checkout} at ${commitOf(s.checkout)}; ${nodeEnv}`);
  }
  lines.push(
    `- Data: \`insertSyntheticJobs\` (packages/db/src/seeders/synthetic-jobs.ts), seed ${SEED}, all approved, then \`vacuum analyze jobs\`: ${seedTimes.join('; ')}. ` +
      'The job page is the job in the middle of the ids; each page was checked to be 200, compressed, not kept, and to show the job title of its JSON answer (home: of `/api/jobs/featured`).',
  );
  lines.push('- The JSON answers are measured on the after server only. Latencies in ms, per response to its last byte.', '');

  for (const size of SIZES) {
    lines.push(`## ${int(size)} jobs`, '');
    lines.push(
      `| Path | Server | p50 1 conn | p95 1 conn | p50 ${CONNECTIONS} conn | p95 ${CONNECTIONS} conn | req/s ${CONNECTIONS} conn | answers ${CONNECTIONS} conn | CPU ms/answer | × JSON (p50 1 conn) | bytes as sent |`,
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const p of list) {
      for (const server of p.json ? servers : [after]) {
        const m = at(size, p.key, server.key)!;
        const json = p.json ? at(size, p.json, 'after') : undefined;
        const ratio = json ? `${times(m.single.p50 / json.single.p50)} \`${list.find((x) => x.key === p.json)!.path}\`` : '';
        lines.push(
          `| ${p.name} \`${p.path}\` | ${server.name} | ${f1(m.single.p50)} | ${f1(m.single.p95)} | ${f1(m.p50)} | ${f1(m.p95)} | ${int(m.rps)} | ${int(m.requests)} | ${f2(m.cpuMsPerAnswer)} | ${ratio} | ${int(m.bytesPerAnswer)} |`,
        );
      }
    }
    lines.push('', `Resident memory after these runs: ${servers.map((s) => `${s.name} ${int(rss.get(size)?.get(s.key))} MB`).join(', ')}.`, '');
  }

  lines.push('## Issue 37, item 1: targets on the after server (no kept pages)', '');
  lines.push('| Target | Measured | Result |', '|---|---|---|');
  const verdicts: boolean[] = [];
  const target = (label: string, measured: string, ok: boolean) => {
    verdicts.push(ok);
    lines.push(`| ${label} | ${measured} | ${mark(ok)} |`);
  };
  for (const size of SIZES) {
    for (const p of list.filter((x) => x.targetP50)) {
      const m = at(size, p.key, 'after')!;
      target(`${p.name}: p50 at 1 connection ≤ ${p.targetP50} ms at ${int(size)}`, `${f1(m.single.p50)} ms`, m.single.p50 <= p.targetP50!);
    }
  }
  for (const size of SIZES) {
    for (const p of list.filter((x) => x.json)) {
      const m = at(size, p.key, 'after')!;
      target(
        `${p.name}: ≥ ${TARGET_PAGES_PER_S} fresh pages/s at ${CONNECTIONS} connections, ≤ ${TARGET_CPU_MS} ms CPU each, at ${int(size)}`,
        `${int(m.rps)} pages/s, ${f1(m.cpuMsPerAnswer)} ms CPU each`,
        m.rps >= TARGET_PAGES_PER_S && m.cpuMsPerAnswer <= TARGET_CPU_MS,
      );
    }
  }
  if (beforeDir) {
    for (const size of SIZES) {
      for (const p of list.filter((x) => x.json)) {
        const b = at(size, p.key, 'before')!;
        const a = at(size, p.key, 'after')!;
        target(
          `${p.name}: at least ${TARGET_CHEAPER}× cheaper than before (CPU per answer) at ${int(size)}`,
          `${f1(b.cpuMsPerAnswer)} → ${f1(a.cpuMsPerAnswer)} ms = ${times(b.cpuMsPerAnswer / a.cpuMsPerAnswer)}`,
          b.cpuMsPerAnswer >= TARGET_CHEAPER * a.cpuMsPerAnswer,
        );
      }
    }
  }
  const all = [...results.values()].flatMap((m) => [...m.values()]);
  const errors = all.reduce((n, m) => n + m.errors, 0);
  const few = all.filter((m) => m.requests < FEW_ANSWERS).length;
  lines.push('', `${verdicts.filter(Boolean).length} of ${verdicts.length} targets met. Errors or non-2xx answers during the runs: ${errors}.`, '');
  if (few) {
    lines.push(
      `⚠️ ${few} of the ${CONNECTIONS}-connection runs got fewer than ${FEW_ANSWERS} answers: their figures (CPU per answer above all: a render still running at the end is counted in the CPU, not in the answers) are noise. ` +
        'Run with the default durations on a quieter machine.',
      '',
    );
  }

  if (beforeDir) {
    lines.push('## After vs before', '');
    lines.push(
      'Speed-up = before ÷ after (above 1: the after server is faster or cheaper). "before" is the before checkout as `pnpm start` runs it; ' +
        '"before, NODE_ENV=production" the same code with React\'s production build, which separates that one effect from the others.',
      '',
    );
    lines.push(
      '| Jobs | Path | vs | p50 1 conn: before → after | speed-up | CPU ms/answer: before → after | speed-up | req/s 4 conn: before → after |',
      '|---:|---|---|---|---:|---|---:|---|',
    );
    for (const size of SIZES) {
      for (const p of list.filter((x) => x.json)) {
        const a = at(size, p.key, 'after')!;
        for (const key of ['before', 'before-prod'] as const) {
          const b = at(size, p.key, key)!;
          lines.push(
            `| ${int(size)} | ${p.name} | ${servers.find((s) => s.key === key)!.name} | ${f1(b.single.p50)} → ${f1(a.single.p50)} ms | ${times(b.single.p50 / a.single.p50)} | ` +
              `${f1(b.cpuMsPerAnswer)} → ${f1(a.cpuMsPerAnswer)} | ${times(b.cpuMsPerAnswer / a.cpuMsPerAnswer)} | ${int(b.rps)} → ${int(a.rps)} |`,
          );
        }
      }
    }
    lines.push('');
  }
  lines.push(`Took ${((performance.now() - started) / 1000).toFixed(0)} s.`, '');

  const report = lines.join('\n');
  writeFileSync(here('./render.md'), report);
  console.log(report);
  console.log('Written to bench/render.md.');
  if (errors) process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof BenchError ? `bench:render: ${error.message}` : error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
