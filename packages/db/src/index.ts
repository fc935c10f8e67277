export * from './entities/index.ts';
export { createOrm, migrate, type Orm } from './orm.ts';
export { createOrmConfig, type OrmOptions } from './config.ts';
export { seed, type SeedResult } from './seeders/seed.ts';
export type { EntityManager } from '@mikro-orm/postgresql';
export { ConnectionException, UniqueConstraintViolationException, NotFoundError, OptimisticLockError, wrap, sql, LockMode } from '@mikro-orm/core';
export type { EntityData, EntityName, FilterQuery, RequiredEntityData } from '@mikro-orm/core';
export { SITE_SETTINGS_ID, findSiteSettings, getSiteSettings, updateSiteSettings } from './site-settings.ts';
export { connectionOptions, createStatementPool, type StatementClient, type StatementPool, type StatementPoolOptions } from './statement-pool.ts';
