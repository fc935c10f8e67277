import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SEARCH_FIELDS, jobLocationWordsSql, jobTitleCompanySql, trigramSearchIndex, type AdminSearchTable } from '@app/db';
import { LEAD_KIND_SPECS } from '@app/trpc';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * A search is only fast while its index holds what it searches. The searches build their
 * conditions from @app/db's search-index.ts; the indexes were made by migrations, which are frozen.
 * So each live index (pg_indexes of a migrated database) is compared with the index the search
 * code's own expression makes: a change on either side fails here.
 */

let t: TestApp;
let client: pg.Client;

beforeAll(async () => {
  t = await createTestApp();
  client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await t?.close();
});

const PROBE = 'search_probe_index';

/** How PostgreSQL writes an index, without its name. */
const definition = (indexdef: string, name: string) => indexdef.replace(`INDEX ${name} ON`, 'INDEX ON');

async function liveIndex(name: string): Promise<string> {
  const { rows } = await client.query<{ indexdef: string }>(`select indexdef from pg_indexes where schemaname = 'public' and indexname = $1`, [name]);
  expect(rows, `index ${name}`).toHaveLength(1);
  return definition(rows[0]!.indexdef, name);
}

/** The index `create` makes (named PROBE), as PostgreSQL writes it; made in a transaction that is rolled back. */
async function probeIndex(create: string): Promise<string> {
  await client.query('begin');
  try {
    await client.query(create);
    return definition((await client.query<{ indexdef: string }>(`select indexdef from pg_indexes where indexname = $1`, [PROBE])).rows[0]!.indexdef, PROBE);
  } finally {
    await client.query('rollback');
  }
}

describe('the admin search boxes and their trigram indexes', () => {
  it.each(Object.keys(ADMIN_SEARCH_FIELDS) as AdminSearchTable[])('%s: the live index holds the searched columns', async (table) => {
    const { name, expression } = trigramSearchIndex(table);
    expect(await liveIndex(name)).toBe(await probeIndex(expression.replace(`"${name}"`, PROBE)));
  });

  it('the lead lists search the fields their index holds', () => {
    for (const spec of Object.values(LEAD_KIND_SPECS)) expect(spec.searchFields, spec.table).toEqual(ADMIN_SEARCH_FIELDS[spec.table as AdminSearchTable]);
  });
});

describe("the job search's expressions and their indexes", () => {
  it('title and company of the jobs of other statuses, for the admin list: jobs_other_title_company_trgm_index', async () => {
    expect(await liveIndex('jobs_other_title_company_trgm_index')).toBe(
      await probeIndex(`create index ${PROBE} on jobs using gin (${jobTitleCompanySql('jobs')} gin_trgm_ops) where status <> 'approved'`),
    );
  });

  it('title and company of the open jobs, for the public typo fallback: jobs_open_title_company_trgm_index', async () => {
    expect(await liveIndex('jobs_open_title_company_trgm_index')).toBe(
      await probeIndex(`create index ${PROBE} on jobs using gin (${jobTitleCompanySql('jobs')} gin_trgm_ops) where status = 'approved'`),
    );
  });

  it("the words of an open job's location: jobs_open_location_words_index", async () => {
    expect(await liveIndex('jobs_open_location_words_index')).toBe(
      await probeIndex(`create index ${PROBE} on jobs using gin ((${jobLocationWordsSql('jobs')})) where status = 'approved'`),
    );
  });
});
