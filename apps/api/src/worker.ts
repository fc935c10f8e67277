import { migrate } from '@app/db';
import pino from 'pino';
import { openDatabase, whileStartupLocked } from './database.ts';
import { loadEnv } from './env.ts';
import { loggerOptions } from './logging.ts';
import { mailWorkerFor } from './mail/start.ts';
import { sessionKeyFor } from './session-key.ts';

/**
 * `pnpm worker`: the mail worker on its own, for running it apart from the web instances (set
 * MAIL_WORKER=off on those). It delivers the outbox, turns new jobs into job alert mail, sends the weekly summary and reminds the
 * owners of privacy requests soon due; any number may run.
 */
async function main() {
  const env = loadEnv();
  const { level, stream } = loggerOptions(env) as { level: string; stream?: pino.DestinationStream };
  const log = stream ? pino({ level, name: 'worker' }, stream) : pino({ level, name: 'worker' });
  const database = await openDatabase(env);
  await whileStartupLocked(database.orm, () => migrate(database.orm));
  const worker = await mailWorkerFor(env, database.orm, database.url, log, sessionKeyFor(env));
  const stop = async (signal: string) => {
    log.info(`${signal}: stopping the mail worker`);
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
