import { describe, expect, it } from 'vitest';
import { useTestDatabase } from './test-database.ts';

/**
 * The record_locale migration (issue 35, item 5): every record a public form makes keeps the
 * language of its page; rows from before it are English, only 'en' and 'fr' are stored, and down()
 * takes the columns away again.
 */

const BEFORE = 'Migration20261129120000_job_stats';
const RECORD_LOCALE = 'Migration20261129130000_record_locale';
const TABLES = [
  'job_applications',
  'contact_messages',
  'transportation_quotes',
  'warehouse_quotes',
  'carrier_applications',
  'newsletter_subscriptions',
  'jobs',
  'job_alerts',
  'privacy_requests',
  'candidate_links',
];

const db = useTestDatabase((orm) => orm.migrator.up({ to: BEFORE }));
const sql = db.sql;

const localeColumns = () =>
  sql<{ table: string; type: string; nullable: string; fallback: string }>(
    `select table_name as "table", data_type as type, is_nullable as nullable, column_default as fallback
       from information_schema.columns where column_name = 'locale' and table_schema = current_schema() order by table_name`,
  );

describe('the record_locale migration', () => {
  it('stores English for rows written before it and without a language, French when given, nothing else; down() undoes it', async () => {
    const [before] = await sql<{ id: number }>(
      `insert into contact_messages (name, email, subject, message) values ('Pat', 'pat@example.com', 'Hello there', 'An older message.') returning id`,
    );
    expect(await localeColumns()).toEqual([]);

    await db.orm.migrator.up({ to: RECORD_LOCALE });

    expect(await localeColumns()).toEqual([...TABLES].sort().map((table) => ({ table, type: 'text', nullable: 'NO', fallback: "'en'::text" })));
    expect(await sql(`select locale from contact_messages where id = ?`, [before!.id])).toEqual([{ locale: 'en' }]);
    const [french] = await sql<{ locale: string }>(`insert into newsletter_subscriptions (email, locale) values ('marie@example.com', 'fr') returning locale`);
    expect(french!.locale).toBe('fr');
    await expect(sql(`insert into newsletter_subscriptions (email, locale) values ('hans@example.com', 'de')`)).rejects.toThrow(
      /newsletter_subscriptions_locale_check/,
    );

    await db.orm.migrator.down({ to: BEFORE });
    expect(await localeColumns()).toEqual([]);
    expect(await sql(`select email from newsletter_subscriptions order by email`)).toEqual([{ email: 'marie@example.com' }]);
  });
});
