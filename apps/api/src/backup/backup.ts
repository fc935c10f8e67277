import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import type { Orm } from '@app/db';
import {
  dumpLogical,
  dumpWithPgDump,
  restoreLogical,
  restoreWithPgRestore,
  serverMajor,
  sha256File,
  toolMajor,
  databaseContents,
  wipeDatabase,
  type DatabaseDump,
} from '@app/db/backup';
import { uploadDirOf, type Env } from '../env.ts';
import type { UploadStorage } from '../uploads/storage.ts';

/**
 * `pnpm db:backup` and `pnpm db:restore`: one file holding the database and, when résumés are kept
 * on disk, the résumé files. It is a gzipped tar (node-tar: the tar format every system can open
 * and list, written and read by a well-kept library rather than by hand) of:
 *
 *   manifest.json           what the backup holds (BackupManifest; format 'northline-backup', version 1)
 *   data/<table>.copy       a logical dump: each table in COPY text format ...
 *   database.pgdump         ... or pg_dump's custom format, when a pg_dump as new as the server is on PATH
 *   files/resumes/<name>    the résumé files (UPLOAD_DIR/resumes), when they are on disk
 *
 * The manifest carries the SHA-256 of every other entry; a restore checks them all before it
 * touches the database.
 */

export const BACKUP_FORMAT = 'northline-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupFile {
  /** The storage key (resumes/<uuid>.<type>). */
  key: string;
  /** Where it is in the archive. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The PostgreSQL the backup was taken from. */
  postgres: { major: number };
  database: DatabaseDump;
  /** 'disk': the résumé files are in the archive; 's3': they stay in the bucket (its own versioning keeps them). */
  files: { storage: 'disk' | 's3'; entries: BackupFile[] };
}

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
  bytes: number;
  ms: number;
}

const RESUMES = 'resumes';

/** Every file under UPLOAD_DIR/resumes, as storage keys. */
async function resumeKeys(uploadDir: string): Promise<string[]> {
  const keys: string[] = [];
  const walk = async (dir: string, prefix: string) => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      else if (entry.isFile()) keys.push(`${prefix}/${entry.name}`);
    }
  };
  await walk(path.join(uploadDir, RESUMES), RESUMES);
  return keys.sort();
}

/** How a backup of this database is written: pg_dump when one at least as new as the server is on PATH. */
export async function dumpKindFor(url: string, forced?: 'logical' | 'pg_dump'): Promise<{ kind: 'logical' } | { kind: 'pg_dump'; major: number }> {
  if (forced === 'logical') return { kind: 'logical' };
  const [server, tool] = await Promise.all([serverMajor(url), toolMajor('pg_dump')]);
  if (tool !== undefined && tool >= server) return { kind: 'pg_dump', major: tool };
  if (forced === 'pg_dump') {
    throw new Error(`--pg-dump: the server is PostgreSQL ${server}, and ${tool === undefined ? 'no pg_dump is on PATH' : `the pg_dump on PATH is ${tool}`}.`);
  }
  return { kind: 'logical' };
}

/**
 * Writes a backup of the database at `databaseUrl` (and the résumé files on disk) to `file`. The
 * archive appears whole under its name or not at all (it is written beside it, then renamed). It
 * holds personal data, password hashes and sessions, so it is readable by this user only from its
 * first byte (created 0600, whatever the umask), and a folder the command creates for it is 0700.
 */
export async function writeBackup(options: { env: Env; databaseUrl: string; file: string; kind?: 'logical' | 'pg_dump' }): Promise<BackupResult> {
  const started = performance.now();
  const file = path.resolve(options.file);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // mkdtemp makes the staging folder 0700: the dump and the copied files are never open to others either.
  const staging = await mkdtemp(path.join(path.dirname(file), `.${path.basename(file)}.staging-`));
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  let partialIsOurs = false;
  try {
    const how = await dumpKindFor(options.databaseUrl, options.kind);
    const database = how.kind === 'pg_dump' ? await dumpWithPgDump(options.databaseUrl, staging, how.major) : await dumpLogical(options.databaseUrl, staging);

    const entries: BackupFile[] = [];
    const storage = options.env.S3_URL ? 's3' : 'disk';
    if (storage === 'disk') {
      const uploadDir = uploadDirOf(options.env);
      for (const key of await resumeKeys(uploadDir)) {
        const target = path.join(staging, 'files', ...key.split('/'));
        await mkdir(path.dirname(target), { recursive: true });
        try {
          await copyFile(path.join(uploadDir, ...key.split('/')), target);
        } catch (error) {
          // Deleted since it was listed (an unused upload swept away): not part of the backup.
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        entries.push({ key, path: `files/${key}`, bytes: (await stat(target)).size, sha256: await sha256File(target) });
      }
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      postgres: { major: await serverMajor(options.databaseUrl) },
      database,
      files: { storage, entries },
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const parts = ['manifest.json', database.kind === 'pg_dump' ? database.file : 'data'];
    if (entries.length) parts.push('files');
    // Created 0600 (a umask only narrows it) and new ('wx': never a file someone put there first),
    // so no other local user can open it, not even while it is being written.
    const archive = await open(partial, 'wx', 0o600);
    partialIsOurs = true;
    await pipeline(tar.c({ gzip: true, cwd: staging, portable: true }, parts), archive.createWriteStream());
    await rename(partial, file);
    return { file, manifest, bytes: (await stat(file)).size, ms: Math.round(performance.now() - started) };
  } finally {
    await rm(staging, { recursive: true, force: true });
    if (partialIsOurs) await rm(partial, { force: true });
  }
}

export class BackupError extends Error {}

/** Unpacks a backup into a temporary folder and checks its manifest and every entry's checksum. */
export async function openBackup(file: string): Promise<{ dir: string; manifest: BackupManifest; cleanup(): Promise<void> }> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new BackupError(`No backup file at ${file}.`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'northline-restore-'));
  // A failed extraction may still be closing files as it rejects: retried, and never hiding the real error.
  const cleanup = () => rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch(() => {});
  try {
    try {
      // strict: a damaged archive is an error, not a warning; node-tar never writes outside cwd.
      await tar.x({ file, cwd: dir, strict: true });
    } catch (error) {
      throw new BackupError(`${file} is not a readable backup (${(error as Error).message}).`);
    }
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
    } catch {
      throw new BackupError(`${file} is not a backup written by pnpm db:backup (no manifest.json).`);
    }
    if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a backup written by pnpm db:backup (format ${String(manifest.format)}).`);
    if (manifest.version !== BACKUP_FORMAT_VERSION) {
      throw new BackupError(`${file} is a backup of format version ${manifest.version}; this version of the app reads version ${BACKUP_FORMAT_VERSION}.`);
    }
    const db = manifest.database;
    const checks = db.kind === 'pg_dump' ? [{ path: db.file, sha256: db.sha256 }] : db.tables.map((t) => ({ path: t.file, sha256: t.sha256 }));
    checks.push(...manifest.files.entries.map((f) => ({ path: f.path, sha256: f.sha256 })));
    for (const check of checks) {
      if (path.isAbsolute(check.path) || check.path.split('/').includes('..'))
        throw new BackupError(`${file} is damaged: ${check.path} is not a path inside it.`);
      const actual = await sha256File(path.join(dir, check.path)).catch(() => 'missing');
      if (actual !== check.sha256)
        throw new BackupError(`${file} is damaged: ${check.path} ${actual === 'missing' ? 'is missing' : 'does not match its checksum'}.`);
    }
    return { dir, manifest, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  tables: number;
  rows: number;
  files: number;
  /** Résumé files on disk that the replaced database had and the backup does not (with --force). */
  removedFiles: number;
  ms: number;
}

/**
 * Restores a backup into the database at `databaseUrl`, which must be empty (no tables) unless
 * `force`, which first drops everything the app keeps there. Then the résumé files go back into
 * the upload storage.
 */
export async function restoreBackup(options: {
  file: string;
  orm: Orm;
  databaseUrl: string;
  storage: UploadStorage;
  env: Env;
  force?: boolean;
}): Promise<RestoreResult> {
  const started = performance.now();
  const backup = await openBackup(path.resolve(options.file));
  try {
    const { manifest, dir } = backup;
    const existing = await databaseContents(options.databaseUrl);
    if (existing.withData.length && !options.force) {
      const n = existing.withData.length;
      throw new BackupError(
        `The database is not empty (rows in ${n} table${n === 1 ? '' : 's'}, e.g. ${existing.withData.slice(0, 3).join(', ')}). ` +
          'Restore into an empty database, or pass --force to replace everything in it with the backup.',
      );
    }
    // Tables without data (a database the app has only migrated) go too: the backup brings its own schema.
    if (existing.tables.length) await wipeDatabase(options.databaseUrl);
    const db = manifest.database;
    try {
      if (db.kind === 'pg_dump') await restoreWithPgRestore(options.databaseUrl, dir, db);
      else await restoreLogical(options.orm, options.databaseUrl, dir, db);
    } catch (error) {
      // Leave the database empty rather than half restored, so the same command can run again.
      await wipeDatabase(options.databaseUrl).catch(() => {});
      throw error;
    }

    let removedFiles = 0;
    if (manifest.files.entries.length) {
      const keep = new Set(manifest.files.entries.map((f) => f.key));
      for (const entry of manifest.files.entries) {
        // Through the upload storage (disk or S3), as an upload is saved: a temporary copy, then saved under its key.
        const temp = await options.storage.tempPath(`restore-${randomBytes(8).toString('hex')}`);
        try {
          await copyFile(path.join(dir, entry.path), temp);
          await options.storage.save(entry.key, temp, { size: entry.bytes, contentType: 'application/octet-stream' });
        } finally {
          await rm(temp, { force: true });
        }
      }
      if (options.force && options.storage.kind === 'disk') {
        const uploadDir = uploadDirOf(options.env);
        for (const key of await resumeKeys(uploadDir)) {
          if (keep.has(key)) continue;
          await options.storage.delete(key);
          removedFiles++;
        }
      }
    }
    return {
      manifest,
      tables: db.kind === 'logical' ? db.tables.length : 0,
      rows: db.kind === 'logical' ? db.tables.reduce((n, t) => n + t.rows, 0) : 0,
      files: manifest.files.entries.length,
      removedFiles,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await backup.cleanup();
  }
}

/** Nightly backups are named so: the rotation deletes only these, never a backup written by hand. */
export const NIGHTLY_PREFIX = 'nightly-';

export function backupFileName(prefix: string, at = new Date()): string {
  return `${prefix}${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;
}

/** Deletes the oldest nightly backups in `dir` beyond the newest `keep`; answers the names deleted. */
export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.startsWith(NIGHTLY_PREFIX) && n.endsWith('.tar.gz')).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}
