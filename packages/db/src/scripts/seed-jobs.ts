/**
 * Adds N realistic synthetic approved jobs to the configured database, for load and search tests.
 *
 *   pnpm seed:jobs 100000                 # from the repository root
 *   pnpm seed:jobs 5000 --seed 42         # another set of jobs
 *   pnpm seed:jobs 1000 --start 0         # from job number 0 (default: after the jobs already there)
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
 * --concurrency <connections> (default 2).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../embedded.ts';
import { createOrm, migrate } from '../orm.ts';
import { insertSyntheticJobs } from '../seeders/synthetic-jobs.ts';

const ROOT_DIR = fileURLToPath(new URL('../../../../', import.meta.url));

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('Usage: pnpm seed:jobs <count> [--seed <int>] [--start <int>] [--batch <rows>] [--concurrency <n>]');
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
    console.log(
      `Adding ${count.toLocaleString('en-US')} approved jobs (seed ${seed}, jobs #${start}..#${start + count - 1}) in batches of ${batchSize} over ${concurrency} connection(s)...`,
    );
    let lastPrint = 0;
    const t0 = performance.now();
    const { inserted, ms } = await insertSyntheticJobs(databaseUrl, {
      count,
      seed,
      start,
      batchSize,
      concurrency,
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
    const { rows } = await client.query<{ n: number }>(
      `select coalesce(sum(n), 0)::int as n from "row_counts" where relation = 'jobs' and bucket = 'approved'`,
    );
    console.log(
      `Inserted ${inserted.toLocaleString('en-US')} jobs in ${(ms / 1000).toFixed(1)} s (${Math.round(inserted / (ms / 1000)).toLocaleString('en-US')} rows/s); ` +
        `vacuum analyze ${(vacuumMs / 1000).toFixed(1)} s; total ${((performance.now() - t0) / 1000).toFixed(1)} s. ` +
        `Approved jobs now: ${rows[0]!.n.toLocaleString('en-US')}.`,
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
