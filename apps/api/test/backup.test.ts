import { execFileSync, spawn } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { AdminUser, NewsletterSubscription, OutboxEmail, PrivacyRequest, createOrm, migrate, seed, updateSiteSettings } from '@app/db';
import { processSignInLinkRequests, processPasswordResetRequests, sendInstantJobAlerts } from '@app/trpc';
import { createDatabase, dropDatabase, freePort } from '@app/db/testing';
import { COMPANY_TIME_ZONE } from '@app/shared/time-zone';
import { backupFileName, NIGHTLY_PREFIX, openBackup, rotateBackups, writeBackup } from '../src/backup/backup.ts';
import { BACKUP_CRON, BACKUP_QUEUE, backupDirOf, runNightlyBackup, startNightlyBackups } from '../src/backup/nightly.ts';
import { loadEnv } from '../src/env.ts';
import { ADMIN, createAdminApp, delivered, instanceOn, linkKeyOf, loginCookie, validJob, type TestApp } from './helpers.ts';
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

/** Every row of every table of the public schema, as text (what a copy of the database holds). */
async function everyRowAsText(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    const out: string[] = [];
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ row: string }>(`select t::text as row from public."${name}" t`);
      out.push(...rows.map((r) => `${name}: ${r.row}`));
    }
    return out.join('\n');
  } finally {
    await client.end();
  }
}

/**
 * What the app takes as a link's secret: a staff link token (invitation, reset: 32 random bytes
 * and an HMAC) or a signed stamp (confirmation, unsubscribe, export: a base 36 time and an HMAC),
 * each HMAC 24 characters of base64url. A word such as 'admin.password_reset_requested' has the
 * shape too; an HMAC has capitals or digits.
 */
const TOKEN_SHAPES = [/(?<![\w.-])[\w-]{43}\.([\w-]{24})(?![\w.-])/g, /(?<![\w.-])[0-9a-z]{1,12}\.([\w-]{24})(?![\w.-])/g];
const tokenShaped = (text: string) => TOKEN_SHAPES.flatMap((shape) => [...text.matchAll(shape)].filter((m) => /[A-Z0-9]/.test(m[1]!)).map((m) => m[0]));

describe('a backup holds no working link (issue 33, item 1)', () => {
  it('after mailing every kind of link (an owner invitation among them): no token in the archive, nor in any column of any table once restored', async () => {
    const cookie = await loginCookie(t.app);
    const call = (method: 'POST' | 'PATCH', url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method, url, payload, headers });
    const em = () => t.orm.em.fork();
    // An owner invitation; a password reset of the owner; the newsletter again; a job alert (its
    // confirmation, then an alert mail with its unsubscribe link); an access request (its
    // confirmation, then the export's download link).
    expect((await call('POST', '/api/admin/users/invite', { email: 'next.owner@backup.example', role: 'owner' }, { cookie })).statusCode).toBe(201);
    await em().nativeUpdate(AdminUser, { username: ADMIN.username }, { email: 'owner@backup.example' });
    expect((await call('POST', '/api/admin/password/forgot', { email: 'owner@backup.example' })).statusCode).toBe(202);
    expect(await processPasswordResetRequests({ em: em(), secret: linkKeyOf(t) })).toBe(1);
    const subscriptions = em();
    subscriptions.create(NewsletterSubscription, { email: 'reader@backup.example', status: 'unsubscribed' });
    await subscriptions.flush();
    expect((await call('POST', '/api/newsletter', { email: 'reader@backup.example' })).statusCode).toBe(201);
    expect((await call('POST', '/api/job-alerts', { email: 'seeker@backup.example', query: 'zanzibarian', frequency: 'instant' })).statusCode).toBe(201);
    const mailTo = async (to: string, kind: string) =>
      delivered(t, await em().findOneOrFail(OutboxEmail, { toAddress: to, kind }, { orderBy: { id: 'desc' } }));
    const [, alertId, alertToken] = /\/job-alerts\/confirm\?id=(\d+)&token=([\w.-]+)/.exec((await mailTo('seeker@backup.example', 'job-alert.confirm')).text)!;
    expect((await call('POST', '/api/job-alerts/confirm', { id: alertId, token: alertToken })).statusCode).toBe(200);
    const job = await call('POST', '/api/jobs', { ...validJob, title: 'Zanzibarian Picker' }, { cookie });
    expect((await call('PATCH', `/api/jobs/${job.json().id}/status`, { status: 'approved' }, { cookie })).statusCode).toBe(200);
    expect(await sendInstantJobAlerts({ em: em(), siteUrl: 'http://localhost:3000', secret: linkKeyOf(t) }, new Date())).toBe(1);
    // My applications: a sign-in link to an address that applied (issue 38).
    const applied = await call('POST', `/api/jobs/${job.json().id}/apply`, { coverLetter: 'Hello', applicantEmail: 'applicant@backup.example' });
    expect(applied.statusCode).toBe(201);
    expect((await call('POST', '/api/candidates/link', { email: 'applicant@backup.example' })).statusCode).toBe(202);
    expect(await processSignInLinkRequests({ em: em(), secret: linkKeyOf(t) })).toBe(1);
    expect((await call('POST', '/api/privacy/requests', { email: 'person@backup.example', kind: 'access' })).statusCode).toBe(202);
    const confirm = new URL(/https?:\/\/[^\s/]+\/privacy\/confirm\?\S*/.exec((await mailTo('person@backup.example', 'privacy.confirm-access')).text)![0]);
    expect((await call('POST', '/trpc/privacy.confirm', Object.fromEntries(confirm.searchParams))).statusCode).toBe(200);
    const request = await em().findOneOrFail(PrivacyRequest, { email: 'person@backup.example' });
    expect((await call('POST', `/api/admin/privacy/requests/${request.id}/complete`, {}, { cookie })).statusCode).toBe(200);

    // The links as mailed: every one carries a token the app accepts.
    const sealed = await em().find(OutboxEmail, { sealedSecrets: { $ne: null } });
    const tokens = sealed.flatMap((row) => {
      const mail = delivered(t, row);
      return [...`${mail.text}\n${JSON.stringify(mail.headers)}`.matchAll(/token=([\w.-]+)/g)].map((m) => m[1]!);
    });
    const kinds = sealed.map((row) => row.kind);
    for (const kind of [
      'team.invitation',
      'admin.password_reset',
      'newsletter.confirm',
      'job-alert.confirm',
      'job-alert.instant',
      'privacy.confirm-access',
      'privacy.export',
      'candidate.link',
    ])
      expect(kinds, kind).toContain(kind);
    expect(tokens.length).toBeGreaterThanOrEqual(8);
    const [invitationToken] = /accept-invitation\?token=([\w.-]+)/.exec((await mailTo('next.owner@backup.example', 'team.invitation')).text)!.slice(1);

    // pnpm db:backup (the logical kind: its entries are the tables' text, searched as they are).
    const file = path.join(work, 'links.tar.gz');
    const backup = await runScript(BACKUP, [file, '--logical'], envFor(t.databaseUrl));
    expect(backup.code, backup.stderr).toBe(0);
    const archive = gunzipSync(readFileSync(file)).toString('latin1');
    expect(archive).toContain('token=[link-secret-1]');
    for (const token of tokens) expect(archive.includes(token), `the archive holds ${token}`).toBe(false);
    expect(tokenShaped(archive)).toEqual([]);

    const empty = await createDatabase(port);
    try {
      expect((await runScript(RESTORE, [file], envFor(empty.url))).code).toBe(0);
      const restored = await everyRowAsText(empty.url);
      expect(restored).toContain('next.owner@backup.example');
      for (const token of tokens) expect(restored.includes(token), `the restored database holds ${token}`).toBe(false);
      expect(tokenShaped(restored)).toEqual([]);

      // The restored copy would take the invitation's token (its row is whole, only the secret is
      // missing from it), and nothing in the copy is that token.
      const copy = await instanceOn(empty.url, t.sessionKey);
      try {
        const accepted = await copy.app.inject({
          method: 'POST',
          url: '/api/admin/invitations/accept',
          payload: { token: invitationToken, username: 'from-the-mail', password: 'a long passphrase from the mail' },
        });
        expect(accepted.statusCode, accepted.body).toBe(201);
      } finally {
        await copy.close();
      }
    } finally {
      await dropDatabase(port, empty.name);
    }
  }, 120_000);
});

describe('a backup is readable by its owner only, from its first byte (issue 33, item 2)', () => {
  it('the archive being written is 0600 whenever another user could look, and a folder the command makes is 0700, whatever the umask', async () => {
    const previous = process.umask(0o022);
    try {
      // A large résumé (random, so gzip takes its time): the archive is being written for a while.
      const uploads = mkdtempSync(path.join(work, 'big-uploads-'));
      mkdirSync(path.join(uploads, 'resumes'));
      writeFileSync(path.join(uploads, 'resumes', 'big.pdf'), randomBytes(12 * 1024 * 1024));
      const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: t.databaseUrl, DATA_DIR: path.join(work, 'mode-data'), UPLOAD_DIR: uploads });

      const dir = mkdtempSync(path.join(work, 'modes-'));
      const seen: number[] = [];
      const watcher = watch(dir, (_event, name) => {
        if (!name?.endsWith('.partial')) return;
        try {
          seen.push(statSync(path.join(dir, name)).mode & 0o777);
        } catch {
          // Renamed already.
        }
      });
      try {
        const result = await writeBackup({ env, databaseUrl: t.databaseUrl, file: path.join(dir, 'watched.tar.gz'), kind: 'logical' });
        expect(statSync(result.file).mode & 0o777).toBe(0o600);
      } finally {
        watcher.close();
      }
      expect(seen.length, 'the archive was looked at while it was written').toBeGreaterThan(0);
      expect(seen.every((mode) => mode === 0o600)).toBe(true);
      expect(readdirSync(dir)).toEqual(['watched.tar.gz']);

      // A folder the command makes (two levels here) is its owner's only.
      const nested = path.join(work, 'made-by-backup', 'nightly');
      await writeBackup({ env: { ...env, UPLOAD_DIR: path.join(work, 'no-uploads') }, databaseUrl: t.databaseUrl, file: path.join(nested, 'b.tar.gz') });
      expect(statSync(path.join(work, 'made-by-backup')).mode & 0o777).toBe(0o700);
      expect(statSync(nested).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(nested, 'b.tar.gz')).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(previous);
    }
  }, 60_000);
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
  const setKept = (backupsKept: number) => updateSiteSettings(t.orm.em.fork(), { backupsKept });

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
      expect(rows).toEqual([{ cron: BACKUP_CRON, timezone: COMPANY_TIME_ZONE }]);
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
