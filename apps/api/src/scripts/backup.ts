/**
 * `pnpm db:backup [file] [--logical | --pg-dump]`: writes a backup of the configured database
 * (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR, started for the run when the server is
 * not running) and of the résumé files on disk, as one .tar.gz (see backup/backup.ts and the
 * 'Backups' in docs/operations.md). Without a file: DATA_DIR/backups/backup-<time>.tar.gz. Exit code 1, with
 * the reason on stderr, on any failure.
 */
import path from 'node:path';
import { backupFileName, writeBackup } from '../backup/backup.ts';
import { openDatabase } from '../database.ts';
import { loadEnv } from '../env.ts';

class UsageError extends Error {}

const USAGE = 'Usage: pnpm db:backup [file] [--logical | --pg-dump]';

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const flags = args.filter((a) => a.startsWith('-'));
  const files = args.filter((a) => !a.startsWith('-'));
  const unknown = flags.filter((f) => !['--logical', '--pg-dump', '--help', '-h'].includes(f));
  if (flags.includes('--help') || flags.includes('-h')) {
    console.log(USAGE);
    return;
  }
  if (unknown.length || files.length > 1 || (flags.includes('--logical') && flags.includes('--pg-dump'))) throw new UsageError(USAGE);
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  // pnpm runs scripts in the repository root: a relative name is taken from where the command was typed.
  const file = files[0] ? path.resolve(process.env.INIT_CWD ?? '.', files[0]) : path.resolve(env.DATA_DIR, 'backups', backupFileName('backup-'));
  const kind = flags.includes('--logical') ? 'logical' : flags.includes('--pg-dump') ? 'pg_dump' : undefined;

  const database = await openDatabase(env);
  try {
    const result = await writeBackup({ env, databaseUrl: database.url, file, kind });
    const { database: db, files: stored } = result.manifest;
    const what =
      db.kind === 'logical'
        ? `${db.tables.length} tables, ${db.tables.reduce((n, t) => n + t.rows, 0)} rows (logical dump)`
        : `pg_dump ${db.pgDumpMajor} custom format`;
    const resumes =
      stored.storage === 's3' ? 'résumé files stay in the S3 bucket' : `${stored.entries.length} résumé file${stored.entries.length === 1 ? '' : 's'}`;
    console.log(`Backup written to ${result.file}: ${what}, ${resumes}; ${(result.bytes / 1024).toFixed(1)} KB in ${result.ms} ms.`);
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof UsageError ? error.message : `Backup failed: ${(error as Error).message ?? String(error)}`);
    process.exit(1);
  },
);
