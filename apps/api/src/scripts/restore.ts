/**
 * `pnpm db:restore <file> [--force]`: restores a backup written by `pnpm db:backup` into the
 * configured database (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR, started for the
 * run when the server is not running) and puts the résumé files back. The database must be empty;
 * `--force` first drops everything the app keeps in it. It refuses while other sessions are
 * connected (the app's servers and workers would keep writing and serving what they had in memory). Exit code 1, with the reason on stderr, on any failure.
 */
import path from 'node:path';
import { otherConnections } from '@app/db/backup';
import { BackupError, restoreBackup } from '../backup/backup.ts';
import { openDatabase } from '../database.ts';
import { loadEnv } from '../env.ts';
import { uploadStorageFor } from '../uploads/storage.ts';

class UsageError extends Error {}

/** The application_name of this script's connections, which the check for other sessions leaves out. */
const RESTORE_CONNECTION_NAME = 'northline-restore';

const USAGE = 'Usage: pnpm db:restore <file> [--force]   (--force replaces everything in a database that is not empty)';

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const flags = args.filter((a) => a.startsWith('-'));
  const files = args.filter((a) => !a.startsWith('-'));
  if (flags.includes('--help') || flags.includes('-h')) {
    console.log(USAGE);
    return;
  }
  if (files.length !== 1 || flags.some((f) => f !== '--force')) throw new UsageError(USAGE);
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const database = await openDatabase(env, { applicationName: RESTORE_CONNECTION_NAME });
  try {
    // A running server or worker would go on writing, and serving what it holds in memory: refuse.
    // (Asked a few times over two seconds: a session that has just closed can take a moment to go.)
    let others = await otherConnections(database.url, RESTORE_CONNECTION_NAME);
    for (let tries = 0; others.length && tries < 10; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      others = await otherConnections(database.url, RESTORE_CONNECTION_NAME);
    }
    if (others.length) {
      throw new BackupError(`Other sessions are connected to the database (${others.join(', ')}): stop the app's servers and workers first, then restore.`);
    }
    const result = await restoreBackup({
      // pnpm runs scripts in the repository root: a relative name is taken from where the command was typed.
      file: path.resolve(process.env.INIT_CWD ?? '.', files[0]!),
      orm: database.orm,
      databaseUrl: database.url,
      storage: uploadStorageFor(env),
      env,
      force: flags.includes('--force'),
    });
    const db = result.manifest.database;
    const what = db.kind === 'logical' ? `${result.tables} tables, ${result.rows} rows` : `pg_dump ${db.pgDumpMajor} archive`;
    const removed = result.removedFiles ? `, ${result.removedFiles} résumé file(s) the backup does not have removed` : '';
    const note = result.manifest.files.storage === 's3' ? ' (the backup holds no résumé files: they stayed in the S3 bucket)' : '';
    console.log(
      `Restored ${files[0]} (taken ${result.manifest.createdAt}): ${what}, ${result.files} résumé file${result.files === 1 ? '' : 's'}${removed}${note} in ${result.ms} ms.`,
    );
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof UsageError || error instanceof BackupError ? error.message : `Restore failed: ${(error as Error).message ?? String(error)}`);
    process.exit(1);
  },
);
