/**
 * Adds N realistic synthetic jobs to the configured database, for load and search tests: all
 * approved, or with --open a long-running board's mix of open and closed jobs.
 *
 *   pnpm seed:jobs 100000                 # from the repository root
 *   pnpm seed:jobs 5000 --seed 42         # another set of jobs
 *   pnpm seed:jobs 1000 --start 0         # from job number 0 (default: after the jobs already there)
 *   pnpm seed:jobs 1000000 --open 100000  # a board that has run for years: 100,000 of the jobs open,
 *                                         # the rest closed over five years, all over Canada
 *
 * Database: DATABASE_URL when set; otherwise the embedded PostgreSQL the app uses (DATA_DIR,
 * default ./.data, PG_PORT, default 54329, database 'northline'), started for the run if it is not
 * running and stopped again afterwards. Migrations are applied first.
 *
 * The same seed and start always give the same jobs (see seeders/synthetic-jobs.ts). Without
 * --start, numbering continues after the jobs already in the table, so a second run adds new jobs
 * instead of copies. Note that the server writes its demo content only into a database without
 * jobs: seed the synthetic jobs after the first start if you want both.
 *
 * Options: --seed <int> (default 1), --start <int>, --batch <rows per COPY> (default 5000),
 * --concurrency <connections> (default 2), --open <M> (M of the N jobs open; without it all are
 * open and in Ontario, as the benches have always seeded them). With --open, the closed jobs were
 * posted 91 days to five years ago (about a third marked filled) and places are drawn from the
 * gazetteer's Canadian places by population (see seeders/synthetic-jobs.ts, BoardShape).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../embedded.ts';
import { createOrm, migrate } from '../orm.ts';
import { boardPlaces, insertSyntheticJobs } from '../seeders/synthetic-jobs.ts';

const ROOT_DIR = fileURLToPath(new URL('../../../../', import.meta.url));

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('Usage: pnpm seed:jobs <count> [--open <open jobs>] [--seed <int>] [--start <int>] [--batch <rows>] [--concurrency <n>]');
  process.exit(message ? 1 : 0);
}

function integer(name: string, value: string | undefined, min: number, fallback?: number): number | undefined {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/[_,]/g, ''));
  if (!Number.isSafeInteger(n) || n < min) usage(`${name} must be a whole number >= ${min} (got '${value}')`);
  return n;
}

function parse() {
  try {
    return parseArgs({
      args: process.argv.slice(2).filter((a) => a !== '--'),
      allowPositionals: true,
      options: {
        seed: { type: 'string' },
        start: { type: 'string' },
        batch: { type: 'string' },
        concurrency: { type: 'string' },
        open: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    usage((error as Error).message);
  }
}
const { values, positionals } = parse();
if (values.help) usage();
if (positionals.length !== 1) usage('Give the number of jobs to add.');
const count = integer('count', positionals[0], 0)!;
const seed = integer('--seed', values.seed, 0, 1)!;
const batchSize = integer('--batch', values.batch, 1, 5000)!;
const concurrency = integer('--concurrency', values.concurrency, 1, 2)!;
let start = integer('--start', values.start, 0);
const open = integer('--open', values.open, 0);
if (open !== undefined && open > count) usage(`--open must be at most the number of jobs (${count})`);

// Same defaults as apps/api/src/env.ts; a relative DATA_DIR is read from where pnpm was run.
let embedded: EmbeddedDatabase | undefined;
let url = process.env.DATABASE_URL;
if (!url) {
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(cwd, process.env.DATA_DIR || path.join(ROOT_DIR, '.data'));
  const port = Number(process.env.PG_PORT || 54329);
  console.log(`Embedded PostgreSQL: ${path.join(dataDir, 'pg')} on port ${port}`);
  embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port, database: 'northline' });
  url = embedded.url;
}
const databaseUrl = url;
const stopEmbedded = async () => {
  const db = embedded;
  embedded = undefined;
  // Ctrl-C in a terminal reaches postgres too, which then stops by itself and stop() would wait for
  // an exit that already happened: wait 10 s at most.
  if (db) await Promise.race([db.stop(), new Promise((r) => setTimeout(r, 10_000).unref())]);
};
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping (batches already written stay)`);
    void stopEmbedded().finally(() => process.exit(130));
  });
}

try {
  const where = new URL(databaseUrl);
  console.log(`Database: ${where.hostname}:${where.port || 5432}${where.pathname}`);
  const orm = await createOrm({ clientUrl: databaseUrl, poolMax: 1 });
  try {
    const applied = await migrate(orm);
    if (applied.length) console.log(`Applied ${applied.length} migration(s).`);
  } finally {
    await orm.close(true);
  }

  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {}); // a broken connection fails the running query instead
  await client.connect();
  try {
    if (start === undefined) {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from "jobs"');
      start = rows[0]!.n;
    }
    const board = open === undefined ? undefined : { open, total: count, places: await boardPlaces(databaseUrl) };
    const what =
      open === undefined
        ? `${count.toLocaleString('en-US')} approved jobs`
        : `${count.toLocaleString('en-US')} jobs (${open.toLocaleString('en-US')} open, the rest closed; ${board!.places.length.toLocaleString('en-US')} places over Canada)`;
    console.log(`Adding ${what} (seed ${seed}, jobs #${start}..#${start + count - 1}) in batches of ${batchSize} over ${concurrency} connection(s)...`);
    let lastPrint = 0;
    const t0 = performance.now();
    const { inserted, ms } = await insertSyntheticJobs(databaseUrl, {
      count,
      seed,
      start,
      batchSize,
      concurrency,
      board,
      onProgress: (written, total) => {
        const now = performance.now();
        if (written < total && now - lastPrint < 1000) return;
        lastPrint = now;
        const s = (now - t0) / 1000;
        console.log(
          `  ${written.toLocaleString('en-US').padStart(9)} / ${total.toLocaleString('en-US')}  ${s.toFixed(1)} s  ${Math.round(written / s).toLocaleString('en-US')} rows/s`,
        );
      },
    });
    // The planner's statistics and the GIN pending lists, as autovacuum would leave them.
    const v0 = performance.now();
    await client.query('vacuum (analyze) "jobs"');
    const vacuumMs = performance.now() - v0;
    const { rows } = await client.query<{ approved: number; expired: number }>(
      `select coalesce(sum(n) filter (where bucket = 'approved'), 0)::int as approved, coalesce(sum(n) filter (where bucket = 'expired'), 0)::int as expired
       from "row_counts" where relation = 'jobs'`,
    );
    console.log(
      `Inserted ${inserted.toLocaleString('en-US')} jobs in ${(ms / 1000).toFixed(1)} s (${Math.round(inserted / (ms / 1000)).toLocaleString('en-US')} rows/s); ` +
        `vacuum analyze ${(vacuumMs / 1000).toFixed(1)} s; total ${((performance.now() - t0) / 1000).toFixed(1)} s. ` +
        `Approved jobs now: ${rows[0]!.approved.toLocaleString('en-US')}; closed: ${rows[0]!.expired.toLocaleString('en-US')}.`,
    );
  } finally {
    await client.end();
  }
} catch (error) {
  if (!interrupted) console.error(error);
  process.exitCode = 1;
} finally {
  await stopEmbedded();
}
