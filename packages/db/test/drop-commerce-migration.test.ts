import { describe, expect, it } from 'vitest';
import { useTestDatabase } from './test-database.ts';

/**
 * The migration that drops the commerce tables no screen used (issue 34, item 5): after it they are
 * gone, and undoing it puts them back as the earlier migrations had made them.
 */

const DROP = 'Migration20261129042911_drop_commerce';
const TABLES = ['order_items', 'orders', 'products', 'warehouse_requests'];
const IN_TABLES = `in (${TABLES.map((table) => `'${table}'`).join(', ')})`;

const db = useTestDatabase((orm) => orm.migrator.up({ to: 'Migration20261128225716_privacy_reminders' }));

const sql = db.sql;

/** Columns, indexes and constraints of the commerce tables, as PostgreSQL describes them. */
async function commerceSchema() {
  return {
    columns: await sql(
      `select table_name, column_name, data_type, character_maximum_length, numeric_precision, numeric_scale, is_nullable, column_default
         from information_schema.columns where table_schema = 'public' and table_name ${IN_TABLES} order by 1, 2`,
    ),
    indexes: await sql(`select indexdef from pg_indexes where schemaname = 'public' and tablename ${IN_TABLES} order by 1`),
    constraints: await sql(
      `select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as definition from pg_constraint
         where connamespace = 'public'::regnamespace and conrelid::regclass::text ${IN_TABLES} order by 1, 2`,
    ),
  };
}

describe('the drop_commerce migration', () => {
  it('drops the four tables, and down() puts them back as they were', async () => {
    const before = await commerceSchema();
    expect(before.columns.length).toBeGreaterThan(30);

    await db.orm.migrator.up({ to: DROP });
    expect(await sql(`select table_name from information_schema.tables where table_schema = 'public' and table_name ${IN_TABLES}`)).toEqual([]);

    await db.orm.migrator.down({ to: 'Migration20261128225716_privacy_reminders' });
    expect(await commerceSchema()).toEqual(before);
  });
});
