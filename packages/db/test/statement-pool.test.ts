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

  it('refuses a setting that is not a plain name and value', () => {
    const url = db.orm.config.get('clientUrl')!;
    expect(() => createStatementPool(url, { statementTimeoutMs: 100, settings: { 'work_mem=1 -c x': '1' } })).toThrow(/invalid setting/);
    expect(() => createStatementPool(url, { statementTimeoutMs: 100, settings: { work_mem: '1MB -c statement_timeout=0' } })).toThrow(/invalid setting/);
  });
});
