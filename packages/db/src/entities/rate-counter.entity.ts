import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One fixed-window counter of a throttle (login attempts, password checks, public writes), kept
 * in PostgreSQL so every app instance shares it. Counted only by the atomic upsert in
 * @app/trpc's rate-limits module; the ORM never writes these rows.
 */
export const RateCounter = defineEntity({
  name: 'RateCounter',
  tableName: 'rate_counters',
  readonly: true,
  properties: {
    key: p.text().primary(),
    hits: p.integer().defaultRaw('0'),
    resetAt: p.datetime().index(),
  },
});

export type IRateCounter = InferEntity<typeof RateCounter>;
