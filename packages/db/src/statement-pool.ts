import pg from 'pg';
import { guardPool } from './pool-guard.ts';

/** Runs statements with numbered placeholders ($1, $2...) and answers their rows. */
export interface StatementPool {
  query<T>(text: string, values: readonly unknown[]): Promise<T[]>;
  /**
   * Runs `work` in one transaction on one connection: committed when it resolves, rolled back when
   * it throws. `client` runs its statements in that transaction (the edge purge drain hands it to
   * pg-boss, so the jobs it queues and the outbox rows it deletes commit together).
   */
  transaction<R>(work: (client: StatementClient) => Promise<R>): Promise<R>;
  /**
   * Opens the pool's `min` connections one after another, each running the warm-up before the
   * next opens, and keeps them; resolves when they are ready. Meanwhile the pool serves as usual.
   */
  warm(): Promise<void>;
  end(): Promise<void>;
}

/** Statements of one connection, inside StatementPool.transaction. */
export interface StatementClient {
  query<T>(text: string, values?: readonly unknown[]): Promise<T[]>;
}

export interface StatementPoolOptions {
  /** PostgreSQL cancels any statement of this pool that runs longer (its `statement_timeout`). */
  statementTimeoutMs: number;
  max?: number;
  /**
   * PostgreSQL settings each connection starts with (`-c name=value` startup options), for
   * example `{ max_parallel_workers_per_gather: '0' }`.
   */
  settings?: Record<string, string>;
  /**
   * A statement each connection opened by `warm()` runs once before it serves (with no statement
   * timeout, up to WARM_UP_TIMEOUT_MS): a PostgreSQL backend maps shared memory page by page the
   * first time it touches it, so its first statements over many rows run several times slower
   * than the same statements later (a search of 13,000 jobs: 320 ms on a new connection, 40-70 ms
   * after). The warm-up pays that once, reading what the pool's statements read. A warm-up that
   * fails (the database is busy or down) is passed over. Connections the pool opens on demand
   * are not warmed: a request would wait for it (seconds on a large database).
   */
  warmUp?: string;
  /** Connections opened (and warmed) by `warm()` and kept open however long idle; others close after 30 s idle. */
  min?: number;
}

/** The longest a connection's warm-up may run. */
export const WARM_UP_TIMEOUT_MS = 30_000;

/**
 * A small pool of its own for statements that must never run long (the public job search): its
 * connections carry `statement_timeout` from the moment they open, so a statement is limited at no
 * extra round trip (no transaction and SET LOCAL around each one), while the ORM's pool keeps no
 * limit for the work that may take longer (migrations, exports, sweeps). Same outage behaviour as
 * the ORM's pool: waiting for a connection ends after 5 s, keep-alive, guardPool.
 */
/** PostgreSQL settings as a connection's startup options (`-c name=value ...`); names and values are checked. */
export function connectionOptions(settings: Record<string, string>): string {
  return Object.entries(settings)
    .map(([name, value]) => {
      if (!/^[a-z_.]+$/.test(name) || !/^[\w.-]+$/.test(value)) throw new Error(`createStatementPool: invalid setting ${name}=${value}`);
      return `-c ${name}=${value}`;
    })
    .join(' ');
}

export function createStatementPool(clientUrl: string, { statementTimeoutMs, max = 10, settings = {}, warmUp, min = 0 }: StatementPoolOptions): StatementPool {
  const options = connectionOptions(settings);
  const pool = new pg.Pool({
    connectionString: clientUrl,
    max,
    min: Math.min(min, max),
    ...(options ? { options } : {}),
    statement_timeout: Math.max(1, Math.round(statementTimeoutMs)),
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  guardPool(pool);
  // An idle connection that breaks (the server restarted) is dropped by the pool; never crash on it.
  pool.on('error', () => {});
  return {
    async query<T>(text: string, values: readonly unknown[]) {
      const connection = await pool.connect();
      let broken: Error | undefined;
      try {
        return (await connection.query(text, [...values])).rows as T[];
      } catch (error) {
        // PostgreSQL refused or cancelled the statement (statement_timeout; severity ERROR): the
        // connection is as it was, warm, and is kept. pool.query() dropped it on any error, so under
        // a burst of timeouts every warm connection was replaced by a cold one, which timed out in
        // turn. Anything else (FATAL: the server closed it; a socket error) drops it.
        const statementOnly = error instanceof pg.DatabaseError && error.severity === 'ERROR';
        if (!statementOnly) broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        connection.release(broken);
      }
    },
    async transaction(work) {
      const connection = await pool.connect();
      let broken: unknown;
      try {
        await connection.query('begin');
        const result = await work({
          async query<T>(text: string, values: readonly unknown[] = []) {
            return (await connection.query(text, [...values])).rows as T[];
          },
        });
        await connection.query('commit');
        return result;
      } catch (error) {
        await connection.query('rollback').catch((rollbackError: unknown) => (broken = rollbackError));
        throw error;
      } finally {
        // A connection whose rollback failed is dropped, never reused in an unknown state.
        connection.release(broken instanceof Error ? broken : undefined);
      }
    },
    async warm() {
      // Each is held until all are warmed, so the next connect() opens another connection.
      const held: pg.PoolClient[] = [];
      try {
        while (held.length < Math.min(min, max)) {
          const client = await pool.connect();
          held.push(client);
          if (warmUp) await warmConnection(client, warmUp);
        }
      } finally {
        for (const client of held) client.release();
      }
    },
    end: () => pool.end(),
  };
}

/**
 * Runs `warmUp` on a connection in a transaction of its own with a longer statement timeout
 * (the connection's own stays for what it serves); a failure is passed over.
 */
export async function warmConnection(client: Pick<pg.ClientBase, 'query'>, warmUp: string): Promise<void> {
  try {
    await client.query(`begin; set local statement_timeout = ${WARM_UP_TIMEOUT_MS}; ${warmUp}; commit`);
  } catch {
    await client.query('rollback').catch(() => {});
  }
}
