import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122192857_initial } from './Migration20261122192857_initial.ts';

/** Every committed migration, in order. `pnpm db:migration:create` appends to this list. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122192857_initial', class: Migration20261122192857_initial },
];
