/**
 * Benchmark child process: the baseline. A bare Fastify route on `pg` (no ORM, no tRPC, no
 * plugins) that runs the very statement the app's search runs first (jobSearchSql(...).toNumbered())
 * (after the gazetteer lookup of `near`, as the app's) and answers the items array with the same
 * X-Total-Count and Link headers as GET /api/jobs.
 * It skips what the app adds around it: plugins (helmet, cookies, session, rate limit), the tRPC
 * caller and its middleware, the ORM's connection handling, and the typo fallback statement.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { SEARCH_CONNECTION_SETTINGS, SEARCH_WARM_UP_SQL, jobSearchSql, resolvePlace, type Runner } from '../packages/trpc/src/features/jobs/job-search.ts';
import { connectionOptions, warmConnection } from '../packages/db/src/statement-pool.ts';
import { DEFAULT_NEAR_RADIUS_KM } from '../packages/shared/src/location.ts';
import { ZJobFilterInput } from '../packages/shared/src/schemas/inputs.ts';
import { pageHeaders } from '../apps/api/src/rest/page-headers.ts';

const url = process.env.BENCH_DATABASE_URL;
const port = Number(process.env.BENCH_PORT);
if (!url || !port) throw new Error('BENCH_DATABASE_URL and BENCH_PORT are required');

// The same pool size, connection settings (no parallel workers) and warmed, kept connections as the app's search pool.
const pool = new pg.Pool({ connectionString: url, max: 10, min: 4, options: connectionOptions(SEARCH_CONNECTION_SETTINGS) });
pool.on('error', () => {}); // an idle connection dropped by the server (at shutdown) is not a crash
const held: pg.PoolClient[] = [];
while (held.length < 4) {
  held.push(await pool.connect());
  await warmConnection(held.at(-1)!, SEARCH_WARM_UP_SQL);
}
for (const client of held) client.release();
const app = Fastify({ logger: false });

const KEYS = ['query', 'location', 'type', 'category', 'remote', 'minPay', 'payPeriod', 'near', 'radius', 'sort', 'page', 'limit'];

/** Statements on the pool, as the search module runs them. */
const run: Runner = async <T>(statement: { toNumbered(): { text: string; values: unknown[] } }) => {
  const { text, values } = statement.toNumbered();
  return (await pool.query(text, values)).rows as T[];
};

app.get('/api/jobs', async (request, reply) => {
  const query = request.query as Record<string, unknown>;
  const input = Object.fromEntries(KEYS.map((k) => [k, query[k]]).filter(([, v]) => typeof v === 'string'));
  const parsed = ZJobFilterInput.safeParse(input);
  if (!parsed.success) return reply.code(400).send({ message: parsed.error.issues[0]?.message });
  const params = parsed.data;
  // A place to search near is looked up in the gazetteer first, as the app does (its own statement).
  const place = params.near ? await resolvePlace(run, params.near, params.radius ?? DEFAULT_NEAR_RADIUS_KM) : undefined;
  const { text, values } = jobSearchSql(params, new Date(), place).toNumbered();
  const { rows } = await pool.query<{ items: unknown[]; total: number }>(text, values);
  const row = rows[0]!;
  return reply
    .header('cache-control', 'no-store')
    .headers(pageHeaders(request.url, { total: row.total, page: params.page, limit: params.limit }))
    .send(row.items);
});

await app.listen({ port, host: '127.0.0.1' });

const close = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('disconnect', () => void close());
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => {});
process.send?.({ ready: port });
