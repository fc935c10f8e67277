import path from 'node:path';
import { migrate, seed } from '@app/db';
import {
  ensureAdmin,
  expireJobs,
  pruneVisitorSessions,
  sweepJobViewClients,
  pruneFailedLogins,
  prunePasswordResets,
  pruneRateCounters,
  pruneSessions,
  pruneUnusedUploads,
} from '@app/trpc';
import { buildApp } from './app.ts';
import { startNightlyBackups } from './backup/nightly.ts';
import { startRetentionSchedule } from './privacy/retention-schedule.ts';
import { startEdgePurges } from './edge/purges.ts';
import { adminPasswordBanner } from './banner.ts';
import { openDatabase, whileStartupLocked } from './database.ts';
import { loadEnv, type Env } from './env.ts';
import { mailWorkerFor } from './mail/start.ts';
import { sessionKeyFor } from './session-key.ts';

const JOB_EXPIRY_SWEEP_MS = 60_000;
/** A temporary upload file this old belongs to no request any more (uploads are limited to minutes). */
const UNFINISHED_UPLOAD_MS = 60 * 60_000;

async function main() {
  const started = performance.now();
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  const database = await openDatabase(env);
  const { orm, embedded } = database;
  // Instances starting together take turns at migrations, demo content and admin users.
  const applied = await whileStartupLocked(orm, () => migrate(orm));
  const sessionKey = sessionKeyFor(env);
  const app = await buildApp({ orm, env, sessionKey });
  await app.uploadStorage.prepare?.(app.log);
  if (embedded?.relocated) {
    app.log.info(
      `embedded PostgreSQL data in ${embedded.dataDir} (linked from ${path.join(env.DATA_DIR, 'pg')}): ` +
        "run as root, PostgreSQL runs as the 'postgres' user, which cannot enter the project folder",
    );
  }
  if (applied.length) app.log.info({ migrations: applied }, 'applied database migrations');

  const admin = await whileStartupLocked(orm, async () => {
    if (env.SEED_DEMO_CONTENT ?? !env.DATABASE_URL) {
      const result = await seed(orm.em.fork());
      if (result.seeded) app.log.info(result, 'wrote demo content into the empty database');
    }
    const created = await ensureAdmin(orm.em, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL });
    for (const extra of env.ADMIN_EXTRA_USERS) await ensureAdmin(orm.em, extra);
    return created;
  });
  if (admin.generatedPassword) {
    // On its own, not in a log line: the one time anyone sees this password.
    const signInUrl = `http://localhost:${env.PORT}/admin/login`;
    const heading = `Created admin user '${admin.username}'`;
    process.stderr.write(`\n${adminPasswordBanner({ heading, username: admin.username!, password: admin.generatedPassword, signInUrl })}\n\n`);
    app.log.info(`Created admin user '${admin.username}' with a random password (shown once in the box above, never logged)`);
  } else if (admin.created) {
    app.log.info(`Created admin user '${admin.username}' from ADMIN_USERNAME`);
  }

  // Approved jobs past their end date leave the public lists and counts; ended throttle windows,
  // long-ended sessions and failed sign-ins past their 90 days in the audit log are deleted (every instance may run this: each step is idempotent).
  const authPolicy = { idleTimeoutMs: env.SESSION_IDLE_MINUTES * 60_000, absoluteTimeoutMs: env.SESSION_MAX_HOURS * 3_600_000 };
  const step = (name: string, run: () => Promise<number>) =>
    run().then(
      (n) => n && app.log.info(`${name}: ${n}`),
      (error: unknown) => app.log.error({ err: error }, `${name} failed`),
    );
  const sweep = async () => {
    await step('jobs marked expired', () => expireJobs(orm.em.fork()));
    await step('throttle windows pruned', () => pruneRateCounters(orm.em.fork()));
    await step('ended sessions pruned', () => pruneSessions(orm.em.fork(), authPolicy));
    await step('ended sign-in links and visitor sessions pruned', () => pruneVisitorSessions(orm.em.fork()));
    // Yesterday's visitor hashes and salt: no visitor of an earlier day can be recognised.
    await step('job view hashes of earlier days deleted', () => sweepJobViewClients(orm.em.fork()));
    await step("week-old 'Forgot password?' requests pruned", () => prunePasswordResets(orm.em.fork()));
    await step('old failed sign-ins pruned from the audit log', () => pruneFailedLogins(orm.em.fork()));
    // Uploads no application took within a day (or whose application was deleted), and their files.
    await step('unused uploads deleted', () =>
      pruneUnusedUploads(orm.em.fork(), (key) =>
        app.uploadStorage.delete(key).catch((error: unknown) => app.log.error({ err: error, key }, 'could not delete the file of an unused upload')),
      ),
    );
    // Temporary files of uploads a crash cut short.
    await step('unfinished uploads removed', () => app.uploadStorage.pruneTemp(UNFINISHED_UPLOAD_MS));
  };
  await sweep();
  const sweeper = setInterval(() => void sweep(), JOB_EXPIRY_SWEEP_MS);
  sweeper.unref();

  // The mail worker (outbox delivery, weekly summary) runs in this process unless MAIL_WORKER=off.
  const mailWorker = env.MAIL_WORKER === 'inline' ? await mailWorkerFor(env, orm, database.url, app.log, sessionKey) : undefined;
  // Nightly backups of the embedded database into DATA_DIR/backups (an external one has its own service's).
  const backups = embedded ? await startNightlyBackups({ env, orm, databaseUrl: database.url, log: app.log }) : undefined;
  // The daily retention sweep (Site Settings → Privacy), with either database.
  const retention = await startRetentionSchedule({ orm, databaseUrl: database.url, storage: app.uploadStorage, log: app.log });
  // Every change's cache keys, purged from the edges of EDGE_PURGE_URLS (every instance drains the outbox; none twice).
  const edgePurges = await startEdgePurges({ databaseUrl: database.url, urls: env.EDGE_PURGE_URLS, log: app.log });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    // /api/ready answers 503 from now on; requests under way finish, new connections are refused.
    app.draining = true;
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    clearInterval(sweeper);
    try {
      await app.close();
      await mailWorker?.stop().catch((error: unknown) => app.log.error({ err: error }, 'mail worker stop failed'));
      await backups?.stop().catch((error: unknown) => app.log.error({ err: error }, 'backup schedule stop failed'));
      await retention.stop().catch((error: unknown) => app.log.error({ err: error }, 'retention schedule stop failed'));
      await edgePurges.stop().catch((error: unknown) => app.log.error({ err: error }, 'edge purges stop failed'));
      await database.close();
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
