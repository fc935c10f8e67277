import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createOrm, migrate, seed } from '@app/db';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@app/db/dev';
import { ensureAdmin, expireJobs } from '@app/trpc';
import { buildApp } from './app.ts';
import { loadEnv, type Env } from './env.ts';

/** SESSION_KEY, or in development a key generated once and kept under .data/. */
function sessionKeyFor(env: Env): Buffer {
  if (env.SESSION_KEY) return Buffer.from(env.SESSION_KEY, 'hex');
  const file = path.join(env.DATA_DIR, 'session.key');
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}

const JOB_EXPIRY_SWEEP_MS = 60_000;

async function main() {
  const started = performance.now();
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(env.DATA_DIR, 'pg'), port: env.PG_PORT, database: 'northline' });
    databaseUrl = embedded.url;
  }

  const orm = await createOrm({ clientUrl: databaseUrl });
  const applied = await migrate(orm);
  const sessionKey = sessionKeyFor(env);
  const app = await buildApp({ orm, env, sessionKey });
  if (applied.length) app.log.info({ migrations: applied }, 'applied database migrations');

  if (env.SEED_DEMO_CONTENT ?? !env.DATABASE_URL) {
    const result = await seed(orm.em.fork());
    if (result.seeded) app.log.info(result, 'wrote demo content into the empty database');
  }
  const admin = await ensureAdmin(orm.em, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
  for (const extra of env.ADMIN_EXTRA_USERS) await ensureAdmin(orm.em, extra);
  if (admin.generatedPassword) {
    app.log.warn(
      `Created admin user '${admin.username}' with password: ${admin.generatedPassword}  ` +
        '(shown once; set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own)',
    );
  } else if (admin.created) {
    app.log.info(`Created admin user '${admin.username}' from ADMIN_USERNAME`);
  }

  // Approved jobs past their end date leave the public lists and counts (every instance may run
  // this: the update is idempotent).
  const sweep = () =>
    expireJobs(orm.em.fork()).then(
      (n) => n && app.log.info(`marked ${n} job(s) expired`),
      (error: unknown) => app.log.error({ err: error }, 'job expiry sweep failed'),
    );
  await sweep();
  const sweeper = setInterval(() => void sweep(), JOB_EXPIRY_SWEEP_MS);
  sweeper.unref();

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    clearInterval(sweeper);
    try {
      await app.close();
      await orm.close(true);
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Ready on http://localhost:${env.PORT} in ${Math.round(performance.now() - started)} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
