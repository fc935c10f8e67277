/**
 * Benchmark child process: the real app (buildApp from apps/api with an env from loadEnv) on a
 * loopback port, against BENCH_DATABASE_URL. Started and stopped by bench/run.ts.
 */
import { randomBytes } from 'node:crypto';
import { createOrm } from '../packages/db/src/index.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { loadEnv } from '../apps/api/src/env.ts';

const url = process.env.BENCH_DATABASE_URL;
const port = Number(process.env.BENCH_PORT);
if (!url || !port) throw new Error('BENCH_DATABASE_URL and BENCH_PORT are required');

const env = loadEnv({
  NODE_ENV: 'production',
  SESSION_KEY: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'silent',
  DATABASE_URL: url,
  HOST: '127.0.0.1',
  PORT: String(port),
  // One load generator on one address sends thousands of reads a minute: the per-client read limit
  // (PUBLIC_READ_LIMIT, 300 by default) would answer most of them 429.
  PUBLIC_READ_LIMIT: '1000000000',
  // The app's own default (kept search answers and pages) unless the run asks for none ('0').
  ...(process.env.BENCH_SEARCH_CACHE_TTL
    ? { SEARCH_CACHE_TTL_SECONDS: process.env.BENCH_SEARCH_CACHE_TTL, PAGE_CACHE_TTL_SECONDS: process.env.BENCH_SEARCH_CACHE_TTL }
    : {}),
  // pnpm bench:views runs one server counting job views and one not (JOB_VIEW_COUNTING).
  ...(process.env.BENCH_JOB_VIEW_COUNTING ? { JOB_VIEW_COUNTING: process.env.BENCH_JOB_VIEW_COUNTING } : {}),
});
const orm = await createOrm({ clientUrl: url });
const app = await buildApp({ orm, env, sessionKey: Buffer.from(env.SESSION_KEY!, 'hex') });
await app.listen({ port, host: '127.0.0.1' });

const close = async () => {
  await app.close();
  await orm.close(true);
  process.exit(0);
};
// Leave with the parent, however it ends.
process.on('disconnect', () => void close());
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => {});
process.send?.({ ready: port });
