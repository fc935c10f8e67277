/**
 * Job view counting benchmark: `pnpm bench:views` (not part of `pnpm test`; issue 38, item 4).
 *
 * Does counting what each job draws add time to a job page's render? Two copies of the real app
 * (bench/app-server.ts) run side by side on one scratch database of JOBS synthetic jobs, one with
 * JOB_VIEW_COUNTING=true and one with JOB_VIEW_COUNTING=false, both keeping no pages
 * (PAGE_CACHE_TTL_SECONDS=0: every request is a full server render, the worst case for counting).
 * Each iteration does what a browser does, on each server in turn (the order alternating, so both
 * meet the same machine): GET /jobs/{id} (timed: the render), then POST /api/jobs/{id}/view (the
 * beacon, timed apart). Every iteration is another visitor (its own user agent), so the counting
 * server really writes each view (a client's repeats are capped). After the run it checks that
 * PostgreSQL holds exactly the views sent to the counting server and none from the other.
 *
 * Prints p50/p95 for both and writes bench/views.md. Bounded: BENCH_VIEWS_REQUESTS iterations
 * (default 400, at most 5,000) after 40 of warm-up, against 127.0.0.1 only.
 */
import { fork, spawnSync } from 'node:child_process';
import http from 'node:http';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { freePort } from '../packages/db/src/testing.ts';
import { children, cleanup, scratchDatabase } from './scratch.ts';
import { insertSyntheticJobs } from '../packages/db/src/seeders/synthetic-jobs.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const bounded = (name: string, fallback: number, max: number) => {
  const n = Number(process.env[name]);
  return Number.isSafeInteger(n) && n > 0 ? Math.min(n, max) : fallback;
};
const REQUESTS = bounded('BENCH_VIEWS_REQUESTS', 400, 5000);
const WARMUP = 40;
const JOBS = 1000;
/** A little more than the counter's write interval (JOB_VIEW_FLUSH_MS, 2 s), so the last batch is in. */
const FLUSH_WAIT_MS = 3000;

// ---------------------------------------------------------------------------------- helpers

async function startApp(databaseUrl: string, counting: boolean): Promise<string> {
  const port = await freePort();
  const child = fork(here('./app-server.ts'), [], {
    env: {
      ...process.env,
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_PORT: String(port),
      // No kept pages or searches: every page is rendered.
      BENCH_SEARCH_CACHE_TTL: '0',
      BENCH_JOB_VIEW_COUNTING: counting ? 'true' : 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('app-server.ts did not start within 60 s')), 60_000);
    child.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`app-server.ts exited with code ${code}`));
    });
  });
  return `http://127.0.0.1:${port}`;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request, timed to the last byte; fails on a status other than `expect`. */
function timed(base: string, path: string, options: { method?: string; body?: string; userAgent: string; expect: number }): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      `${base}${path}`,
      {
        method: options.method ?? 'GET',
        agent,
        headers: {
          'user-agent': options.userAgent,
          'accept-encoding': 'br',
          ...(options.body !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(options.body) } : {}),
        },
        timeout: 30_000,
      },
      (res) => {
        res.on('data', () => {});
        res.on('error', reject);
        res.on('end', () => {
          const ms = performance.now() - started;
          if (res.statusCode !== options.expect) reject(new Error(`${options.method ?? 'GET'} ${path} answered ${res.statusCode}`));
          else resolve(ms);
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${path}: no answer within 30 s`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
const ms = (n: number) => n.toFixed(2);

// ---------------------------------------------------------------------------------- main

interface Side {
  name: string;
  base: string;
  render: number[];
  beacon: number[];
}

async function main() {
  const started = performance.now();
  console.log(`Job view counting benchmark: ${REQUESTS} page renders and beacons on each server (after ${WARMUP} of warm-up), ${JOBS} jobs.\n`);
  const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@app/web', '--output-logs=errors-only'], { cwd: here('..'), stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web build failed');

  const { db, client } = await scratchDatabase('bench_views');
  await insertSyntheticJobs(db.url, { count: JOBS, start: 0, seed: 1, now: new Date() });
  await client.query('vacuum (analyze) jobs');
  const ids = (await client.query<{ id: number }>(`select id from jobs where status = 'approved' order by id`)).rows.map((r) => Number(r.id));

  const on: Side = { name: 'counting on (JOB_VIEW_COUNTING=true)', base: await startApp(db.url, true), render: [], beacon: [] };
  const off: Side = { name: 'counting off (JOB_VIEW_COUNTING=false)', base: await startApp(db.url, false), render: [], beacon: [] };
  const loadBefore = os.loadavg()[0]!.toFixed(2);

  /** One visit: the page, then its beacon, as a browser sends it after the page has loaded. */
  const visit = async (side: Side, i: number, record: boolean) => {
    const id = ids[i % ids.length]!;
    // Every visit another visitor, so the counting server writes every one (a client's repeats are capped).
    const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 visitor/${i}`;
    const render = await timed(side.base, `/jobs/${id}`, { userAgent, expect: 200 });
    const beacon = await timed(side.base, `/api/jobs/${id}/view`, { method: 'POST', body: '{"referrer":"https://www.google.com/"}', userAgent, expect: 202 });
    if (record) {
      side.render.push(render);
      side.beacon.push(beacon);
    }
  };
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const record = i >= WARMUP;
    const n = i + 1_000_000 * Number(!record); // warm-up visitors apart from the measured ones
    const [first, second] = i % 2 === 0 ? [on, off] : [off, on];
    await visit(first, first === on ? n : n + 500_000, record);
    await visit(second, second === on ? n : n + 500_000, record);
  }
  const loadAfter = os.loadavg()[0]!.toFixed(2);

  await new Promise((r) => setTimeout(r, FLUSH_WAIT_MS));
  const [{ views, visitors }] = (
    await client.query<{ views: string; visitors: string }>(
      `select coalesce(sum(views), 0) as views, coalesce(sum(visitors), 0) as visitors from job_daily_stats`,
    )
  ).rows as [{ views: string; visitors: string }];
  await client.end();
  const expected = WARMUP + REQUESTS;
  const counted = Number(views) === expected && Number(visitors) === expected;

  const row = (side: Side) =>
    `| ${side.name} | ${ms(percentile(side.render, 50))} | ${ms(percentile(side.render, 95))} | ${ms(percentile(side.beacon, 50))} | ${ms(percentile(side.beacon, 95))} |`;
  const p50Difference = percentile(on.render, 50) - percentile(off.render, 50);
  const report = [
    '# Job view counting: a job page rendered with counting on and off',
    '',
    `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`pnpm bench:views\` (bench/views.ts); ${os.cpus().length} cores, load average ${loadBefore} before and ${loadAfter} after.`,
    '',
    `${REQUESTS} visits to each server after ${WARMUP} of warm-up, one after the other on one connection, the two servers taking turns; each visit is another visitor.`,
    'Render: `GET /jobs/{id}` to the last byte (brotli, no kept pages: every page is rendered). Beacon: `POST /api/jobs/{id}/view` sent after it.',
    '',
    '| Server | render p50 (ms) | render p95 (ms) | beacon p50 (ms) | beacon p95 (ms) |',
    '|---|---:|---:|---:|---:|',
    row(on),
    row(off),
    '',
    `Render p50 with counting minus without: ${p50Difference >= 0 ? '+' : ''}${ms(p50Difference)} ms.`,
    '',
    `Counted: ${views} views and ${visitors} visitors in PostgreSQL for the ${expected} beacons sent to the counting server (and none sent to the other) ${counted ? '✅' : '❌ (expected as many as sent)'}.`,
    '',
    `Took ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    '',
  ].join('\n');
  console.log(`\n${report}`);
  writeFileSync(here('./views.md'), report);
  if (!counted) process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
