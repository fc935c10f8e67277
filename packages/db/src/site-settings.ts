import type { EntityData, EntityManager, FindOneOptions, FindOneOrFailOptions } from '@mikro-orm/core';
import { SiteSettings, type ISiteSettings } from './entities/site-settings.entity.ts';

/**
 * Site settings are one row of site_settings, which the first migration wrote. Every read and
 * write of it goes through these, so the row's id is written once here (the audit log's trigger,
 * frozen in a migration, reads it too; packages/db/test/frozen-values.test.ts holds the two together).
 */
export const SITE_SETTINGS_ID = 1;

/** The settings row, or null where it is missing (a database the migrations have not filled). */
export function findSiteSettings<Fields extends string = never>(em: EntityManager, options?: FindOneOptions<ISiteSettings, never, Fields>) {
  return em.findOne(SiteSettings, { id: SITE_SETTINGS_ID }, options);
}

/** The settings row; throws where it is missing. */
export function getSiteSettings<Fields extends string = never>(em: EntityManager, options?: FindOneOrFailOptions<ISiteSettings, never, Fields>) {
  return em.findOneOrFail(SiteSettings, { id: SITE_SETTINGS_ID }, options);
}

/** Writes these settings straight to the row (no entity loaded); answers how many rows changed (1). */
export function updateSiteSettings(em: EntityManager, values: EntityData<ISiteSettings>) {
  return em.nativeUpdate(SiteSettings, { id: SITE_SETTINGS_ID }, values);
}
