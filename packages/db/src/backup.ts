import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * The database half of `pnpm db:backup` / `pnpm db:restore` (the archive, the résumé files and the
 * commands live in apps/api/src/backup). Two kinds of dump, both described by the backup's
 * manifest (docs/operations.md, 'Backups'):
 *
 * - 'pg_dump': pg_dump's custom format, when a pg_dump at least as new as the server is on PATH
 *   (restored with pg_restore).
 * - 'logical': what this file writes when there is none (the embedded PostgreSQL 18 ships no
 *   pg_dump, and Debian's is older). The schema is the committed migrations, so only the
 *   migration names are kept; the data is each table of the public schema COPYed out in text
 *   format inside one REPEATABLE READ, READ ONLY transaction (one snapshot: every table as of
 *   the same moment), plus every sequence's position. pg-copy-streams (already used by
 *   `pnpm seed:jobs`) streams COPY, so no table is ever held in memory.
 *
 * Only the app's schema (public) is kept; pg-boss's queue tables (schema pgboss) are not: pg-boss
 * makes them again at start, and the mail worker queues whatever is still pending.
 */

const SCHEMA = 'public';
const QUEUE_SCHEMA = 'pgboss';

export interface LogicalTable {
  name: string;
  /** The columns COPYed, in order (generated columns are left out: PostgreSQL computes them again). */
  columns: string[];
  rows: number;
  /** The COPY text of the table, relative to the dump folder. */
  file: string;
  bytes: number;
  sha256: string;
}

export interface LogicalSequence {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface LogicalDump {
  kind: 'logical';
  /** Names of the migrations applied when the backup was taken, in order: the schema. */
  migrations: string[];
  tables: LogicalTable[];
  sequences: LogicalSequence[];
}

export interface PgDumpDump {
  kind: 'pg_dump';
  /** The custom-format archive, relative to the dump folder. */
  file: string;
  bytes: number;
  sha256: string;
  /** The major version of the pg_dump that wrote it (pg_restore must be at least as new). */
  pgDumpMajor: number;
  migrations: string[];
}

export type DatabaseDump = LogicalDump | PgDumpDump;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (name: string) => `${quoteIdent(SCHEMA)}.${quoteIdent(name)}`;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The server's major version (18 for 18.1). */
export async function serverMajor(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
    return Math.floor(Number(rows[0]!.v) / 10_000);
  });
}

/**
 * Tables the migrations fill in a new database (the migration log, the one settings row, counters
 * and change generations, the cache keys' generations and their purge outbox, the default
 * templates of the mail to applicants, the gazetteer's places): rows there alone are no one's data.
 */
const BOOKKEEPING_TABLES = [
  'mikro_orm_migrations',
  'site_settings',
  'row_counts',
  'change_generations',
  'cache_key_generations',
  'cache_key_purges',
  'job_facets',
  'job_pay_facets',
  'job_companies',
  'applicant_email_templates',
  'places',
];

export interface DatabaseContents {
  /** Every table outside PostgreSQL's own schemas and the job queue's ('schema.table'). */
  tables: string[];
  /** Those holding rows, bookkeeping tables left out: any of them and the database holds data. */
  withData: string[];
}

/**
 * What the database holds. No tables: empty. Tables but no data in them (a database the app has
 * only migrated): empty too, for a restore. The job queue's schema (pgboss) holds no data of the
 * app's and is not counted.
 */
export async function databaseContents(url: string): Promise<DatabaseContents> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ schema: string; table: string }>(
      `select n.nspname as schema, c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', $1) and n.nspname not like 'pg\\_%'
        order by 1, 2`,
      [QUEUE_SCHEMA],
    );
    const withData: string[] = [];
    for (const { schema, table } of rows) {
      if (schema === SCHEMA && BOOKKEEPING_TABLES.includes(table)) continue;
      const found = await client.query(`select 1 from ${quoteIdent(schema)}.${quoteIdent(table)} limit 1`);
      if (found.rowCount) withData.push(`${schema}.${table}`);
    }
    return { tables: rows.map((r) => `${r.schema}.${r.table}`), withData };
  });
}

/**
 * The other sessions connected to the database (an app server, a worker, the job queue, psql), by
 * application name: 'northline ×10'. `ownName` is the application name of the caller's own
 * connections, left out.
 */
export async function otherConnections(url: string, ownName: string): Promise<string[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string; n: number }>(
      `select coalesce(nullif(application_name, ''), 'unnamed') as name, count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend' and application_name is distinct from $1
        group by 1 order by 1`,
      [ownName],
    );
    return rows.map((r) => `${r.name} ×${r.n}`);
  });
}

/**
 * Empties the database for a forced restore: the app's schema and the queue's go, with
 * everything in them (tables, sequences, functions, triggers, the pg_trgm extension), and an
 * empty public schema takes their place.
 */
export async function wipeDatabase(url: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query('begin');
    await client.query(`drop schema if exists ${quoteIdent(QUEUE_SCHEMA)} cascade`);
    await client.query(`drop schema if exists ${quoteIdent(SCHEMA)} cascade`);
    await client.query(`create schema ${quoteIdent(SCHEMA)}`);
    await client.query('commit');
  });
}

async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const exists = await client.query(`select to_regclass('public.mikro_orm_migrations') as t`);
  if (!exists.rows[0].t) return [];
  const { rows } = await client.query<{ name: string }>('select name from public.mikro_orm_migrations order by id');
  return rows.map((r) => r.name);
}

/** Counts the bytes, lines and SHA-256 of what passes through. */
function measure() {
  const hash = createHash('sha256');
  const stats = { bytes: 0, lines: 0, sha256: '' };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      stats.bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) stats.lines++;
      done(null, chunk);
    },
    flush(done) {
      stats.sha256 = hash.digest('hex');
      done();
    },
  });
  return { stream, stats };
}

/** The SHA-256 of a file, hex. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Writes a logical dump of the database into `dir` (data/<table>.copy) from one snapshot and
 * answers its description.
 */
export async function dumpLogical(url: string, dir: string): Promise<LogicalDump> {
  await mkdir(path.join(dir, 'data'), { recursive: true });
  return withClient(url, async (client) => {
    // One snapshot for every table; READ ONLY, so a dump can never write.
    await client.query('begin isolation level repeatable read read only');
    try {
      const migrations = await appliedMigrations(client);
      const tables = await client.query<{ name: string; columns: string[] }>(
        `select c.relname as name,
                array_agg(a.attname::text order by a.attnum) as columns
           from pg_class c
           join pg_namespace n on n.oid = c.relnamespace
           join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
          where n.nspname = $1 and c.relkind in ('r', 'p')
          group by c.relname
          order by c.relname`,
        [SCHEMA],
      );
      const dumped: LogicalTable[] = [];
      for (const table of tables.rows) {
        const file = `data/${table.name}.copy`;
        const { stream, stats } = measure();
        const copy = client.query(copyStreams.to(`copy ${qualified(table.name)} (${table.columns.map(quoteIdent).join(', ')}) to stdout`));
        await pipeline(copy, stream, createWriteStream(path.join(dir, file)));
        // COPY's text format writes one line per row (newlines inside values are escaped as \n).
        dumped.push({ name: table.name, columns: table.columns, rows: stats.lines, file, bytes: stats.bytes, sha256: stats.sha256 });
      }
      // Read last: a sequence is outside transactions, so its position now is at least that of
      // any row in the snapshot, which is what a restored database needs.
      const sequences = await client.query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind = 'S' order by 1`,
        [SCHEMA],
      );
      const positions: LogicalSequence[] = [];
      for (const { name } of sequences.rows) {
        const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${qualified(name)}`);
        positions.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
      }
      await client.query('commit');
      return { kind: 'logical', migrations, tables: dumped, sequences: positions };
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  });
}

/**
 * Restores a logical dump into a database whose public schema is empty: the migrations the backup
 * names are applied (no later ones: the data fits that schema; the server applies the rest when
 * it starts), then, in one transaction, every table is emptied of what migrations wrote and filled
 * from its COPY file, with foreign keys and the app's triggers set aside while the rows go in
 * (the audit log's append-only trigger, the counters: the backup's counter rows are restored as
 * they were) and the indexes that back no constraint built after the rows are in, and the
 * sequences are set to their positions.
 */
export async function restoreLogical(orm: MikroORM, url: string, dir: string, dump: LogicalDump): Promise<void> {
  const known = [...(await orm.migrator.getExecuted()).map((m) => m.name), ...(await orm.migrator.getPending()).map((m) => m.name)];
  const unknown = dump.migrations.filter((name) => !known.includes(name));
  if (unknown.length) {
    throw new Error(
      `This backup was written by a newer version of the app (migrations this one does not have: ${unknown.join(', ')}). Restore it with that version.`,
    );
  }
  if (dump.migrations.length) await orm.migrator.up({ to: dump.migrations.at(-1)! });

  await withClient(url, async (client) => {
    await client.query('begin');
    try {
      const present = new Set(
        (
          await client.query<{ name: string }>(
            `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind in ('r', 'p')`,
            [SCHEMA],
          )
        ).rows.map((r) => r.name),
      );
      const missing = dump.tables.filter((t) => !present.has(t.name)).map((t) => t.name);
      if (missing.length) throw new Error(`The migrations did not make the tables ${missing.join(', ')} named in the backup.`);
      const names = dump.tables.map((t) => qualified(t.name));
      // Foreign keys go while the rows are loaded (any order, cycles included), then come back,
      // checked against every row.
      const foreignKeys = await client.query<{ table: string; name: string; definition: string }>(
        `select cl.relname as table, co.conname as name, pg_get_constraintdef(co.oid) as definition
           from pg_constraint co join pg_class cl on cl.oid = co.conrelid join pg_namespace n on n.oid = cl.relnamespace
          where co.contype = 'f' and n.nspname = $1`,
        [SCHEMA],
      );
      for (const fk of foreignKeys.rows) await client.query(`alter table ${qualified(fk.table)} drop constraint ${quoteIdent(fk.name)}`);
      // Indexes that back no constraint (search, trigram, sorting) are built once after the load,
      // as pg_restore does, instead of row by row: most of the time of a large restore.
      const indexes = await client.query<{ name: string; definition: string }>(
        `select i.relname as name, pg_get_indexdef(i.oid) as definition
           from pg_index x join pg_class i on i.oid = x.indexrelid join pg_namespace n on n.oid = i.relnamespace
          where n.nspname = $1 and not exists (select 1 from pg_constraint co where co.conindid = i.oid)`,
        [SCHEMA],
      );
      for (const index of indexes.rows) await client.query(`drop index ${qualified(index.name)}`);
      for (const name of names) await client.query(`alter table ${name} disable trigger user`);
      if (names.length) await client.query(`truncate ${names.join(', ')}`);
      for (const table of dump.tables) {
        const copy = client.query(copyStreams.from(`copy ${qualified(table.name)} (${table.columns.map(quoteIdent).join(', ')}) from stdin`));
        await pipeline(createReadStream(path.join(dir, table.file)), copy);
      }
      await client.query(`set local maintenance_work_mem = '256MB'`);
      for (const index of indexes.rows) await client.query(index.definition);
      for (const name of names) await client.query(`alter table ${name} enable trigger user`);
      for (const fk of foreignKeys.rows) await client.query(`alter table ${qualified(fk.table)} add constraint ${quoteIdent(fk.name)} ${fk.definition}`);
      for (const sequence of dump.sequences) {
        await client.query(`select setval($1::regclass, $2::bigint, $3)`, [qualified(sequence.name), sequence.lastValue, sequence.isCalled]);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  });
}

// ------------------------------------------------------------------ pg_dump, when there is one

const run = promisify(execFile);

/** The major version of a PostgreSQL client program on PATH, or undefined when there is none. */
export async function toolMajor(tool: 'pg_dump' | 'pg_restore'): Promise<number | undefined> {
  try {
    const { stdout } = await run(tool, ['--version'], { timeout: 10_000 });
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** The URL without its password, and the password apart (for PGPASSWORD: never on a command line, where `ps` shows it). */
function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Writes `dir/database.pgdump` with pg_dump's custom format (the app's schema; not pg-boss's queue). */
export async function dumpWithPgDump(url: string, dir: string, pgDumpMajor: number): Promise<PgDumpDump> {
  const file = 'database.pgdump';
  const { dbname, env } = connectionFor(url);
  const migrations = await withClient(url, appliedMigrations);
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--exclude-schema=${QUEUE_SCHEMA}`, `--file=${path.join(dir, file)}`, `--dbname=${dbname}`],
    {
      env,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const { size } = await import('node:fs/promises').then((fs) => fs.stat(path.join(dir, file)));
  return { kind: 'pg_dump', file, bytes: size, sha256: await sha256File(path.join(dir, file)), pgDumpMajor, migrations };
}

/** Restores a pg_dump archive in one transaction, stopping at the first error. */
export async function restoreWithPgRestore(url: string, dir: string, dump: PgDumpDump): Promise<void> {
  const major = await toolMajor('pg_restore');
  if (major === undefined || major < dump.pgDumpMajor) {
    throw new Error(
      `This backup was written by pg_dump ${dump.pgDumpMajor}; restoring it needs pg_restore ${dump.pgDumpMajor} or newer on PATH` +
        (major === undefined ? ' (none found).' : ` (found ${major}).`),
    );
  }
  const { dbname, env } = connectionFor(url);
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, path.join(dir, dump.file)], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
}
