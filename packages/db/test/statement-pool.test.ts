import { describe, expect, it } from 'vitest';
import { createStatementPool } from '../src/statement-pool.ts';
import { useTestDatabase } from './test-database.ts';

/**
 * The statement pool (the public search's connections): every connection starts with the
 * statement timeout and the settings it was given, and the server's defaults otherwise.
 */

const db = useTestDatabase(async () => {});
const settingsOf = async (pool: ReturnType<typeof createStatementPool>) =>
  (
    await pool.query<{ timeout: string; workers: string }>(
      `select current_setting('statement_timeout') as timeout, current_setting('max_parallel_workers_per_gather') as workers`,
      [],
    )
  )[0];

describe('createStatementPool', () => {
  it('opens its connections with the statement timeout and the settings given', async () => {
    const url = db.orm.config.get('clientUrl')!;
    const plain = createStatementPool(url, { statementTimeoutMs: 1500, max: 2 });
    const serial = createStatementPool(url, { statementTimeoutMs: 1500, max: 2, settings: { max_parallel_workers_per_gather: '0' } });
    try {
      const [defaults, given] = await Promise.all([settingsOf(plain), settingsOf(serial)]);
      expect(given).toEqual({ timeout: '1500ms', workers: '0' });
      expect(defaults?.timeout).toBe('1500ms');
      expect(defaults?.workers).not.toBe('0');
      // Every connection of the pool, not only the first one.
      const all = await Promise.all(Array.from({ length: 4 }, () => settingsOf(serial)));
      expect(all.every((row) => row?.workers === '0')).toBe(true);
      await serial.transaction(async (client) => {
        expect((await client.query<{ w: string }>(`select current_setting('max_parallel_workers_per_gather') as w`))[0]?.w).toBe('0');
      });
    } finally {
      await Promise.all([plain.end(), serial.end()]);
    }
  });

  it('warm() opens its kept connections one after another, each warmed under a longer timeout than its own', async () => {
    const url = db.orm.config.get('clientUrl')!;
    await db.orm.em.getConnection().execute(`create table if not exists warm_log (pid int not null, timeout text not null, at timestamptz not null)`);
    const warmUp = `insert into warm_log select pg_backend_pid(), current_setting('statement_timeout'), clock_timestamp(); select pg_sleep(0.05)`;
    const pool = createStatementPool(url, { statementTimeoutMs: 1500, max: 3, min: 2, warmUp });
    try {
      await pool.warm();
      const warmed = await db.orm.em.getConnection().execute<{ pid: number; timeout: string }[]>(`select pid, timeout from warm_log order by at`);
      // Two connections, each warmed under WARM_UP_TIMEOUT_MS (30 s), not the pool's 1.5 s.
      expect(warmed).toHaveLength(2);
      expect(new Set(warmed.map((row) => row.pid)).size).toBe(2);
      expect(warmed.every((row) => row.timeout === '30s')).toBe(true);
      // Both stay open and serve the pool's statements with its own timeout, outside any transaction.
      const seen = await Promise.all(
        Array.from({ length: 2 }, () =>
          pool.transaction(async (client) => {
            const [row] = await client.query<{ pid: number; timeout: string }>(
              `select pg_backend_pid() as pid, current_setting('statement_timeout') as timeout`,
            );
            await client.query('select pg_sleep(0.05)');
            return row!;
          }),
        ),
      );
      expect(seen.map((row) => row.pid).sort()).toEqual(warmed.map((row) => row.pid).sort());
      expect(seen.every((row) => row.timeout === '1500ms')).toBe(true);
      // A connection opened on demand is not warmed (a request would wait for it).
      await Promise.all(Array.from({ length: 3 }, () => pool.query('select pg_sleep(0.05)', [])));
      expect(await db.orm.em.getConnection().execute(`select count(*)::int as n from warm_log`)).toEqual([{ n: 2 }]);
    } finally {
      await pool.end();
      await db.orm.em.getConnection().execute(`drop table warm_log`);
    }
  });

  it('passes over a warm-up that fails: the connection serves, outside any transaction', async () => {
    const url = db.orm.config.get('clientUrl')!;
    const pool = createStatementPool(url, { statementTimeoutMs: 1500, max: 1, min: 1, warmUp: 'select 1 / 0' });
    try {
      await pool.warm();
      expect(await pool.query(`select 2 as n, now() = statement_timestamp() as own_transaction`, [])).toEqual([{ n: 2, own_transaction: true }]);
    } finally {
      await pool.end();
    }
  });

  it('keeps a connection whose statement ran out of time or was refused, and drops one that broke', async () => {
    const url = db.orm.config.get('clientUrl')!;
    const pool = createStatementPool(url, { statementTimeoutMs: 100, max: 1 });
    const pid = async () => (await pool.query<{ pid: number }>('select pg_backend_pid() as pid', []))[0]!.pid;
    try {
      const first = await pid();
      await expect(pool.query('select pg_sleep(2)', [])).rejects.toMatchObject({ code: '57014' });
      await expect(pool.query('select * from no_such_table', [])).rejects.toMatchObject({ code: '42P01' });
      // The same backend (warm) serves on, outside any transaction.
      expect(await pid()).toBe(first);
      // A connection PostgreSQL closed is dropped (by the pool when it notices while idle, or when
      // the next statement fails on it): the statement after gets a new one.
      await db.orm.em.getConnection().execute(`select pg_terminate_backend(${first})`);
      await pool.query('select 1', []).catch(() => {});
      expect(await pid()).not.toBe(first);
    } finally {
      await pool.end();
    }
  });

  it('refuses a setting that is not a plain name and value', () => {
    const url = db.orm.config.get('clientUrl')!;
    expect(() => createStatementPool(url, { statementTimeoutMs: 100, settings: { 'work_mem=1 -c x': '1' } })).toThrow(/invalid setting/);
    expect(() => createStatementPool(url, { statementTimeoutMs: 100, settings: { work_mem: '1MB -c statement_timeout=0' } })).toThrow(/invalid setting/);
  });
});
