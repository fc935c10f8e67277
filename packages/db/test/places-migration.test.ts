import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm, type Orm } from '../src/index.ts';
import { createDatabase, startTestCluster } from '../src/testing.ts';

/**
 * The places migration (issue 36, item 1): the gazetteer's Canadian places in `places`, the
 * coordinates of existing jobs backfilled, and every later write of a job's place moving them.
 */

let cluster: Awaited<ReturnType<typeof startTestCluster>>;
let orm: Orm;
const BEFORE = 'Migration20261129042911_drop_commerce';
const PLACES = 'Migration20261129060822_places';

beforeAll(async () => {
  cluster = await startTestCluster();
  const db = await createDatabase(cluster.port);
  orm = await createOrm({ clientUrl: db.url, poolMax: 2 });
  await orm.migrator.up({ to: BEFORE });
}, 120_000);

afterAll(async () => {
  await orm?.close(true);
  await cluster?.stop();
});

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(text, params);

const insertJob = (title: string, location: string, city: string | null, province: string | null, remote = false) =>
  sql<{ id: number }>(
    `insert into jobs (title, company, location, type, category, description, status, city, province, remote)
     values (?, 'Acme', ?, 'Full-time', 'Warehouse', 'Work.', 'approved', ?, ?, ?) returning id`,
    [title, location, city, province, remote],
  ).then(([row]) => Number(row!.id));

const coordinates = (id: number) => sql<{ lat: number | null; lon: number | null }>(`select lat, lon from jobs where id = ?`, [id]).then(([row]) => row!);

describe('the places migration', () => {
  it('loads the Canadian places, backfills the jobs, keeps coordinates in step, and undoes cleanly', async () => {
    const mississauga = await insertJob('Picker', 'Mississauga, ON', 'Mississauga', 'ON');
    const laval = await insertJob('Packer', 'Laval', 'Laval', null);
    const remote = await insertJob('Dispatcher', 'Remote - Canada', null, null, true);
    const unknown = await insertJob('Driver', 'Acctown', 'Acctown', 'ON');

    await orm.migrator.up({ to: PLACES });

    const [count] = await sql<{ n: number; provinces: number }>(`select count(*)::int as n, count(distinct province)::int as provinces from places`);
    expect(count!.n).toBeGreaterThan(1000);
    expect(count!.provinces).toBe(13);
    // GeoNames' admin1 codes became the right provinces: each capital in its own.
    const capitals = await sql<{ name: string; province: string }>(
      `select name, province from places where name in ('Toronto', 'Québec', 'Victoria', 'Edmonton', 'Winnipeg', 'Halifax', 'Fredericton', 'St. John''s',
        'Charlottetown', 'Regina', 'Whitehorse', 'Yellowknife', 'Iqaluit') order by population desc`,
    );
    const provinceOf = Object.fromEntries(capitals.map((c) => [c.name, c.province]));
    expect(provinceOf).toMatchObject({
      Toronto: 'ON',
      Québec: 'QC',
      Victoria: 'BC',
      Edmonton: 'AB',
      Winnipeg: 'MB',
      Halifax: 'NS',
      Fredericton: 'NB',
      "St. John's": 'NL',
      Charlottetown: 'PE',
      Regina: 'SK',
      Whitehorse: 'YT',
      Yellowknife: 'NT',
      Iqaluit: 'NU',
    });
    expect(await sql(`select place_key('Montréal') as a, place_key('ST. JOHN’S') as b, place_key('Trois-Rivières') as c`)).toEqual([
      { a: 'montreal', b: 'st johns', c: 'trois rivieres' },
    ]);

    // Existing jobs were backfilled: Mississauga in Ontario, Laval (no province) as the largest Laval.
    expect(await coordinates(mississauga)).toEqual({ lat: expect.closeTo(43.58, 1), lon: expect.closeTo(-79.66, 1) });
    expect(await coordinates(laval)).toEqual({ lat: expect.closeTo(45.57, 1), lon: expect.closeTo(-73.69, 1) });
    expect(await coordinates(remote)).toEqual({ lat: null, lon: null });
    expect(await coordinates(unknown)).toEqual({ lat: null, lon: null });

    // Later writes move them: a new job, a move, a job turned remote; a value written by hand is replaced.
    const brampton = await insertJob('Loader', 'Brampton, ON', 'Brampton', 'ON');
    expect((await coordinates(brampton)).lat).toBeCloseTo(43.68, 1);
    await sql(`update jobs set city = 'Toronto' where id = ?`, [brampton]);
    expect((await coordinates(brampton)).lon).toBeCloseTo(-79.42, 1);
    await sql(`update jobs set lat = 0, lon = 0 where id = ?`, [brampton]);
    expect((await coordinates(brampton)).lon).toBeCloseTo(-79.42, 1);
    await sql(`update jobs set remote = true, city = null where id = ?`, [brampton]);
    expect(await coordinates(brampton)).toEqual({ lat: null, lon: null });

    // A radius query uses the extensions: Mississauga is about 23 km from Toronto.
    const [distance] = await sql<{ km: number }>(
      `select earth_distance(ll_to_earth(t.lat, t.lon), ll_to_earth(j.lat, j.lon)) / 1000 as km
         from places t, jobs j where t.name = 'Toronto' and t.province = 'ON' and j.id = ?`,
      [mississauga],
    );
    expect(distance!.km).toBeGreaterThan(20);
    expect(distance!.km).toBeLessThan(26);

    await orm.migrator.down({ to: BEFORE });
    expect(await sql(`select table_name from information_schema.tables where table_schema = 'public' and table_name = 'places'`)).toEqual([]);
    expect(await sql(`select column_name from information_schema.columns where table_name = 'jobs' and column_name in ('lat', 'lon')`)).toEqual([]);
    await orm.migrator.up({ to: PLACES });
    expect((await coordinates(mississauga)).lat).toBeCloseTo(43.58, 1);
  });
});
