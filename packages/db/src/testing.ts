import pg from 'pg';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { TUNED_POSTGRES_FLAGS } from './embedded.ts';
import { createOrm, migrate } from './orm.ts';
import { loadEmbeddedPostgres, postgresRunsAs, scratchBase } from './postgres-user.ts';

const USER = 'postgres';
const PASSWORD = 'postgres';

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function databaseUrl(port: number, database: string) {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

async function withAdminClient<T>(port: number, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(port, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database, or a copy of `template`, and returns its URL. */
export async function createDatabase(port: number, template?: string, name = `t_${randomBytes(6).toString('hex')}`) {
  await withAdminClient(port, (c) => c.query(`create database "${name}"${template ? ` template "${template}"` : ''}`));
  return { name, url: databaseUrl(port, name) };
}

export async function dropDatabase(port: number, name: string) {
  await withAdminClient(port, (c) => c.query(`drop database if exists "${name}" with (force)`));
}

/** The rows of one query on the database at `url` (a test reading what the app stored), on a connection of its own. */
export async function readRows<T extends object>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A throwaway PostgreSQL cluster for one test run: its own folder under the system temp dir,
 * its own free port, deleted again by stop().
 */
export async function startTestCluster() {
  const port = await freePort();
  // Run as root, PostgreSQL runs as the postgres system user, which must reach binaries and data.
  const runsAs = postgresRunsAs();
  const base = mkdtempSync(path.join(scratchBase(runsAs), 'northline-pg-'));
  if (runsAs) chmodSync(base, 0o755);
  const dataDir = path.join(base, 'data');
  const EmbeddedPostgres = await loadEmbeddedPostgres(runsAs);
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    // Kept on stop (so a test can stop and start the server again); stop() deletes the folder.
    persistent: true,
    createPostgresUser: runsAs !== undefined,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [...TUNED_POSTGRES_FLAGS, '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: () => {},
  });
  await cluster.initialise();
  await cluster.start();
  return {
    port,
    /** Stops the server and deletes its folder. */
    async stop() {
      await cluster.stop();
      rmSync(base, { recursive: true, force: true });
    },
    /** Stops the server, keeping its data (a database outage, for fault tests). */
    async pause() {
      await cluster.stop();
    },
    /** Starts the server again after pause(). */
    async resume() {
      await cluster.start();
    },
  };
}

/**
 * A throwaway cluster (startTestCluster) holding a migrated template database: each test file of
 * the run copies the template (createDatabase(port, templateDb)), so the migrations run once.
 */
export async function startTemplateCluster(name = 'app_template') {
  const cluster = await startTestCluster();
  try {
    const template = await createDatabase(cluster.port, undefined, name);
    const orm = await createOrm({ clientUrl: template.url, poolMax: 2 });
    try {
      await migrate(orm);
    } finally {
      await orm.close(true);
    }
    return { port: cluster.port, templateDb: template.name, stop: () => cluster.stop() };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/** The seeded PRNG of the synthetic jobs, for tests and benches that need a repeatable mix. */
export { mulberry32 } from './seeders/synthetic-jobs.ts';
