/**
 * Writes a migration for the difference between the entities and the schema that the
 * committed migrations produce. Runs against a scratch database on the embedded PostgreSQL.
 *   pnpm db:migration:create [name]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../embedded.ts';
import { createOrm } from '../orm.ts';
import { migrationsDir } from '../config.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const name = process.argv[2];
const scratch = `migration_scratch_${Date.now()}`;
const pg = await startEmbeddedPostgres({
  dataDir: path.join(root, '.data', 'pg-tools'),
  port: Number(process.env.PG_TOOLS_PORT ?? 54349),
  database: scratch,
});
const orm = await createOrm({ clientUrl: pg.url });
try {
  await orm.migrator.up();
  const result = await orm.migrator.create(migrationsDir, false, false, name);
  if (!result.fileName) {
    console.log('No schema changes: no migration written.');
  } else {
    const className = result.fileName.replace(/\.ts$/, '');
    const indexPath = path.join(migrationsDir, 'index.ts');
    const index = readFileSync(indexPath, 'utf8')
      .replace(/^(import type .*\n)/m, `$1import { ${className} } from './${className}.ts';\n`)
      .replace(/\n\];\s*$/, `\n  { name: '${className}', class: ${className} },\n];\n`);
    writeFileSync(indexPath, index);
    console.log(`Wrote ${result.fileName} and registered it in migrations/index.ts`);
  }
} finally {
  await orm.close(true);
  await pg.dropDatabase(scratch);
  await pg.stop();
}
