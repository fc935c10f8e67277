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
}

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

export function createStatementPool(clientUrl: string, { statementTimeoutMs, max = 10, settings = {} }: StatementPoolOptions): StatementPool {
  const options = connectionOptions(settings);
  const pool = new pg.Pool({
    connectionString: clientUrl,
    max,
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
      const result = await pool.query(text, [...values]);
      return result.rows as T[];
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
    end: () => pool.end(),
  };
}
