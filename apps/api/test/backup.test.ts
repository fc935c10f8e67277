import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createOrm, migrate, seed, SiteSettings } from '@app/db';
import { createDatabase, dropDatabase, freePort } from '@app/db/testing';
import { backupFileName, NIGHTLY_PREFIX, openBackup, rotateBackups } from '../src/backup/backup.ts';
import { BACKUP_CRON, BACKUP_QUEUE, backupDirOf, runNightlyBackup, startNightlyBackups } from '../src/backup/nightly.ts';
import { loadEnv } from '../src/env.ts';
import { createAdminApp, type TestApp } from './helpers.ts';
import { multipart, pdfFile } from './resume-files.ts';

/**
 * The restore drill (issue 23): demo content, applications with uploaded résumés, sign-ins in the
 * audit log; `pnpm db:backup`; the database and the files wiped; `pnpm db:restore` into an empty
 * database; then every table's rows, every sequence and every file's checksum compared with what
 * was there before. The commands run as the user runs them (the scripts, in a process of their
 * own) against a real PostgreSQL.
 */

const BACKUP = fileURLToPath(new URL('../src/scripts/backup.ts', import.meta.url));
const RESTORE = fileURLToPath(new URL('../src/scripts/restore.ts', import.meta.url));

let t: TestApp;
let work: string;
let uploadDir: string;
const port = inject('pgPort');

function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const envFor = (databaseUrl: string) => ({ DATABASE_URL: databaseUrl, UPLOAD_DIR: uploadDir, DATA_DIR: path.join(work, 'data') });

/** Every table of the public schema: its row count and a digest of all its rows (generated columns included), every sequence's position, and the indexes, constraints and triggers. */
async function databaseFingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: Record<string, string> = {};
    const tables = await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ n: string; digest: string }>(
        `select count(*)::text as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from public."${name}" t`,
      );
      out[`table ${name}`] = `${rows[0]!.n} rows ${rows[0]!.digest}`;
    }
    const sequences = await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'S' order by 1`,
    );
    for (const { name } of sequences.rows) {
      const { rows } = await client.query<{ v: string }>(`select last_value::text || ' ' || is_called::text as v from public."${name}"`);
      out[`sequence ${name}`] = rows[0]!.v;
    }
    // The schema too: indexes, constraints, and triggers with their on/off state.
    const schema = await client.query<{ key: string; value: string }>(
      `select 'index ' || indexname as key, indexdef as value from pg_indexes where schemaname = 'public'
       union all
       select 'constraint ' || cl.relname || '.' || co.conname, pg_get_constraintdef(co.oid)
         from pg_constraint co join pg_class cl on cl.oid = co.conrelid join pg_namespace n on n.oid = cl.relnamespace where n.nspname = 'public'
       union all
       select 'trigger ' || cl.relname || '.' || tg.tgname, tg.tgenabled::text
         from pg_trigger tg join pg_class cl on cl.oid = tg.tgrelid join pg_namespace n on n.oid = cl.relnamespace where n.nspname = 'public' and not tg.tgisinternal`,
    );
    for (const row of schema.rows) out[row.key] = row.value;
    return out;
  } finally {
    await client.end();
  }
}

/** Every file under UPLOAD_DIR/resumes and its SHA-256. */
function filesFingerprint(): Record<string, string> {
  const dir = path.join(uploadDir, 'resumes');
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort())
    out[name] = createHash('sha256')
      .update(readFileSync(path.join(dir, name)))
      .digest('hex');
  return out;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'northline-backup-test-'));
  uploadDir = path.join(work, 'uploads');
  // Signing in writes sessions and audit entries; demo content fills the rest.
  ({ t } = await createAdminApp({ UPLOAD_DIR: uploadDir, PUBLIC_WRITE_LIMIT: '1000' }));
  await seed(t.orm.em.fork());
  const jobs = await t.orm.em.fork().getConnection().execute<{ id: number }[]>(`select id from jobs where status = 'approved' order by id limit 3`);
  for (const [i, job] of jobs.entries()) {
    const body = multipart([{ name: 'file', filename: `cv-${i}.pdf`, contentType: 'application/pdf', data: pdfFile(`Resume number ${i}`) }]);
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/uploads/resume', ...body });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/apply`,
      payload: {
        coverLetter: `Cover letter ${i}\nwith a tab\there and a backslash \\ in it.`,
        applicantName: `Drill Applicant ${i}`,
        applicantEmail: `drill${i}@example.com`,
        resume: uploaded.json<{ id: string }>().id,
      },
    });
    expect(applied.statusCode, applied.body).toBe(201);
  }
});

afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the restore drill: pnpm db:backup, wipe, pnpm db:restore', () => {
  it('gives back every row of every table, every sequence and every résumé file', async () => {
    const before = await databaseFingerprint(t.databaseUrl);
    const filesBefore = filesFingerprint();
    expect(Object.keys(filesBefore)).toHaveLength(3);
    expect(before['table job_applications']).toMatch(/^9 rows/);
    expect(before['table audit_log']).not.toMatch(/^0 rows/);

    const file = path.join(work, 'drill.tar.gz');
    const backup = await runScript(BACKUP, [file], envFor(t.databaseUrl));
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout.startsWith(`Backup written to ${file}: `)).toBe(true);
    expect(backup.stdout).toContain('3 résumé files');

    // Wipe: a new, empty database, and no files.
    rmSync(uploadDir, { recursive: true, force: true });
    const empty = await createDatabase(port);
    try {
      const restore = await runScript(RESTORE, [file], envFor(empty.url));
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain('3 résumé files');

      expect(await databaseFingerprint(empty.url)).toEqual(before);
      expect(filesFingerprint()).toEqual(filesBefore);

      // The restored database is the app's: no migration is missing and it answers.
      const orm = await createOrm({ clientUrl: empty.url, poolMax: 2 });
      try {
        expect(await migrate(orm)).toEqual([]);
      } finally {
        await orm.close(true);
      }

      // Not into a database that is not empty, unless --force.
      const refused = await runScript(RESTORE, [file], envFor(empty.url));
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('The database is not empty');
      expect(refused.stderr).toContain('--force');

      // Not while the app is connected to it (a server would go on writing and serving its memory).
      const app = new pg.Client({ connectionString: empty.url, application_name: 'northline' });
      await app.connect();
      try {
        const busy = await runScript(RESTORE, [file, '--force'], envFor(empty.url));
        expect(busy.code).toBe(1);
        expect(busy.stderr).toContain("Other sessions are connected to the database (northline ×1): stop the app's servers and workers first");
        expect(await databaseFingerprint(empty.url)).toEqual(before);
      } finally {
        await app.end();
      }

      // A change after the restore, which --force undoes.
      const client = new pg.Client({ connectionString: empty.url });
      await client.connect();
      await client.query('delete from testimonials where id = (select min(id) from testimonials)');
      await client.end();
      expect(await databaseFingerprint(empty.url)).not.toEqual(before);
      writeFileSync(path.join(uploadDir, 'resumes', 'not-in-the-backup.pdf'), pdfFile('stray'));
      const forced = await runScript(RESTORE, [file, '--force'], envFor(empty.url));
      expect(forced.stderr).toBe('');
      expect(forced.code).toBe(0);
      expect(forced.stdout).toContain('1 résumé file(s) the backup does not have removed');
      expect(await databaseFingerprint(empty.url)).toEqual(before);
      expect(filesFingerprint()).toEqual(filesBefore);
    } finally {
      await dropDatabase(port, empty.name);
    }
    // Six runs of the scripts, each a Node process that opens the database: minutes on a busy machine.
  }, 120_000);

  it('restores into a database the app has only migrated (no data in it yet) without --force', async () => {
    const before = await databaseFingerprint(t.databaseUrl);
    const file = path.join(work, 'into-migrated.tar.gz');
    expect((await runScript(BACKUP, [file], envFor(t.databaseUrl))).code).toBe(0);
    const migrated = await createDatabase(port, inject('templateDb'));
    try {
      const restore = await runScript(RESTORE, [file], envFor(migrated.url));
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(await databaseFingerprint(migrated.url)).toEqual(before);
    } finally {
      await dropDatabase(port, migrated.name);
    }
  });

  it('refuses a damaged backup, a missing file and bad arguments with a message and exit code 1, touching nothing', async () => {
    const file = path.join(work, 'whole.tar.gz');
    expect((await runScript(BACKUP, [file], envFor(t.databaseUrl))).code).toBe(0);
    const bytes = readFileSync(file);
    const damaged = path.join(work, 'damaged.tar.gz');
    writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const empty = await createDatabase(port);
    try {
      const cut = await runScript(RESTORE, [damaged], envFor(empty.url));
      expect(cut.code).toBe(1);
      expect(cut.stderr).toContain('is not a readable backup');
      const missing = await runScript(RESTORE, [path.join(work, 'nothing-here.tar.gz')], envFor(empty.url));
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('No backup file at');
      const usage = await runScript(RESTORE, [], envFor(empty.url));
      expect(usage.code).toBe(1);
      expect(usage.stderr).toContain('Usage: pnpm db:restore <file> [--force]');
      // Nothing was written into the empty database.
      expect(Object.keys(await databaseFingerprint(empty.url))).toEqual([]);
    } finally {
      await dropDatabase(port, empty.name);
    }
    const unreachable = await runScript(BACKUP, [path.join(work, 'x.tar.gz')], envFor(`postgres://postgres:postgres@127.0.0.1:${port}/no_such_database`));
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr.startsWith('Backup failed: ')).toBe(true);
    expect(unreachable.stderr).toContain('no_such_database');
  });
});

describe('nightly backup rotation', () => {
  it('keeps the newest nightly backups and never touches one written by hand', async () => {
    const dir = mkdtempSync(path.join(work, 'rotation-'));
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 8));
    for (let n = 1; n <= 9; n++) writeFileSync(path.join(dir, backupFileName(NIGHTLY_PREFIX, day(n))), '');
    writeFileSync(path.join(dir, backupFileName('backup-', day(1))), '');
    const removed = await rotateBackups(dir, 7);
    expect(removed).toEqual([backupFileName(NIGHTLY_PREFIX, day(1)), backupFileName(NIGHTLY_PREFIX, day(2))]);
    expect(readdirSync(dir).sort()).toEqual(
      [backupFileName('backup-', day(1)), ...[3, 4, 5, 6, 7, 8, 9].map((n) => backupFileName(NIGHTLY_PREFIX, day(n)))].sort(),
    );
  });
});

describe('the nightly backup', () => {
  const silent = { info: () => {}, error: () => {} };
  const nightlyEnv = () => loadEnv({ NODE_ENV: 'test', DATABASE_URL: t.databaseUrl, DATA_DIR: path.join(work, 'nightly-data'), UPLOAD_DIR: uploadDir });
  const setKept = (backupsKept: number) => t.orm.em.fork().nativeUpdate(SiteSettings, { id: 1 }, { backupsKept });

  it('writes DATA_DIR/backups/nightly-<time>.tar.gz and keeps as many as the System settings say', async () => {
    const env = nightlyEnv();
    const dir = backupDirOf(env);
    rmSync(dir, { recursive: true, force: true });
    await setKept(3);
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 8, 30));
    for (let n = 1; n <= 3; n++) {
      const done = await runNightlyBackup({ env, orm: t.orm, databaseUrl: t.databaseUrl, log: silent }, day(n));
      expect(done?.file).toBe(path.join(dir, backupFileName(NIGHTLY_PREFIX, day(n))));
      expect(done?.removed).toEqual([]);
    }
    const fourth = await runNightlyBackup({ env, orm: t.orm, databaseUrl: t.databaseUrl, log: silent }, day(4));
    expect(fourth?.removed).toEqual([backupFileName(NIGHTLY_PREFIX, day(1))]);
    expect(readdirSync(dir).sort()).toEqual([2, 3, 4].map((n) => backupFileName(NIGHTLY_PREFIX, day(n))));
    // A nightly backup is a backup like any other, with the résumé files.
    const opened = await openBackup(fourth!.file);
    await opened.cleanup();
    expect(opened.manifest.files.entries).toHaveLength(3);

    // 0: none are made, and the ones there are stay.
    await setKept(0);
    expect(await runNightlyBackup({ env, orm: t.orm, databaseUrl: t.databaseUrl, log: silent }, day(5))).toBeUndefined();
    expect(readdirSync(dir)).toHaveLength(3);
    await setKept(7);
  });

  it('is scheduled on the job queue at 03:30 Toronto time', async () => {
    const nightly = await startNightlyBackups({ env: nightlyEnv(), orm: t.orm, databaseUrl: t.databaseUrl, log: silent });
    try {
      const rows = await t.orm.em
        .fork()
        .getConnection()
        .execute<{ cron: string; timezone: string }[]>('select cron, timezone from pgboss.schedule where name = ?', [BACKUP_QUEUE]);
      expect(rows).toEqual([{ cron: BACKUP_CRON, timezone: 'America/Toronto' }]);
    } finally {
      await nightly.stop();
    }
  });
});

/** The major version of the pg_dump on PATH, when there is one. */
function pgDumpMajor(): number | undefined {
  try {
    return Number(/\(PostgreSQL\)\s+(\d+)/.exec(execFileSync('pg_dump', ['--version'], { encoding: 'utf8' }))?.[1]) || undefined;
  } catch {
    return undefined;
  }
}

const dumpMajor = pgDumpMajor();
/** Debian's PostgreSQL server of the same major version as that pg_dump (Debian 12: 15), when installed. */
const serverBin = dumpMajor ? `/usr/lib/postgresql/${dumpMajor}/bin` : undefined;
const canTryPgDump = serverBin !== undefined && existsSync(path.join(serverBin, 'initdb')) && existsSync(path.join(serverBin, 'pg_ctl'));

/**
 * The pg_dump kind of backup, where this machine can try it: a server of the pg_dump's own
 * version (the embedded PostgreSQL 18 has no pg_dump of its version here, so the drill above runs
 * the logical kind).
 */
describe.runIf(canTryPgDump)('the restore drill with pg_dump and pg_restore', () => {
  let base: string;
  let pgPort: number;
  const asRoot = process.getuid?.() === 0;
  // Run as root, the server runs as the postgres system user, as the embedded one does.
  const asPostgres = (tool: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(serverBin!, tool), ...args]) : execFileSync(path.join(serverBin!, tool), args);
  const urlOf = (db: string) => `postgres://postgres@127.0.0.1:${pgPort}/${db}`;

  beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), 'northline-pgdump-'));
    if (asRoot) {
      chmodSync(base, 0o755);
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(base, uid, 0);
    }
    pgPort = await freePort();
    asPostgres('initdb', ['-D', path.join(base, 'data'), '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C']);
    asPostgres('pg_ctl', [
      '-D',
      path.join(base, 'data'),
      '-o',
      `-p ${pgPort} -k ${base} -c fsync=off -c listen_addresses=127.0.0.1`,
      '-w',
      '-l',
      path.join(base, 'log'),
      'start',
    ]);
  }, 60_000);

  afterAll(() => {
    try {
      asPostgres('pg_ctl', ['-D', path.join(base, 'data'), '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it('backs up with pg_dump and restores with pg_restore, every row and sequence the same', async () => {
    const admin = new pg.Client({ connectionString: urlOf('postgres') });
    await admin.connect();
    await admin.query('create database source');
    await admin.query('create database target');
    await admin.end();
    const orm = await createOrm({ clientUrl: urlOf('source'), poolMax: 2 });
    try {
      await migrate(orm);
      await seed(orm.em.fork());
    } finally {
      await orm.close(true);
    }
    const before = await databaseFingerprint(urlOf('source'));
    const file = path.join(work, 'pgdump.tar.gz');
    const backup = await runScript(BACKUP, [file], envFor(urlOf('source')));
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain(`pg_dump ${dumpMajor} custom format`);

    const restore = await runScript(RESTORE, [file], envFor(urlOf('target')));
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(await databaseFingerprint(urlOf('target'))).toEqual(before);

    expect((await runScript(RESTORE, [file], envFor(urlOf('target')))).code).toBe(1);
    const forced = await runScript(RESTORE, [file, '--force'], envFor(urlOf('target')));
    expect(forced.stderr).toBe('');
    expect(await databaseFingerprint(urlOf('target'))).toEqual(before);
  });
});
