import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clusterDirFor, firstUnreachableDir, type SystemUser } from '../src/postgres-user.ts';

// The postgres system user as seen by files of this test: neither their owner nor in their group.
const stranger: SystemUser = { name: 'postgres', uid: 4242, gids: [4242] };

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'northline-access-'));
  chmodSync(root, 0o755);
});
afterEach(() => {
  chmodSync(root, 0o755);
  rmSync(root, { recursive: true, force: true });
});

/** root/home (mode `mode`)/project/.data */
function project(mode: number) {
  const home = path.join(root, 'home');
  mkdirSync(path.join(home, 'project', '.data'), { recursive: true });
  chmodSync(home, mode);
  return { home, dataDir: path.join(home, 'project', '.data', 'pg') };
}

describe('firstUnreachableDir', () => {
  it('reports a parent folder of mode 700 that the user does not own', () => {
    const { home, dataDir } = project(0o700);
    expect(firstUnreachableDir(dataDir, stranger)).toBe(home);
    expect(firstUnreachableDir(path.join(home, 'project'), stranger)).toBe(home);
  });

  it('lets the user through folders that others, its group or itself may enter', () => {
    const { home, dataDir } = project(0o711);
    expect(firstUnreachableDir(dataDir, stranger)).toBeUndefined();

    chmodSync(home, 0o710);
    expect(firstUnreachableDir(dataDir, stranger)).toBe(home);
    expect(firstUnreachableDir(dataDir, { ...stranger, gids: [statSync(home).gid] })).toBeUndefined();

    chmodSync(home, 0o700);
    expect(firstUnreachableDir(dataDir, { ...stranger, uid: statSync(home).uid })).toBeUndefined();
    expect(firstUnreachableDir(dataDir, { ...stranger, uid: 0 })).toBeUndefined();
  });

  it('treats a user that does not exist yet as anyone else', () => {
    const { home, dataDir } = project(0o700);
    const notCreatedYet: SystemUser = { name: 'postgres', uid: null, gids: [] };
    expect(firstUnreachableDir(dataDir, notCreatedYet)).toBe(home);
  });
});

describe('clusterDirFor', () => {
  it('keeps the data folder when the user can reach it, and for a process not run as root', () => {
    const { dataDir } = project(0o755);
    expect(clusterDirFor(dataDir, stranger, root)).toEqual({ dir: dataDir, relocated: false });
    const hidden = project(0o700);
    expect(clusterDirFor(hidden.dataDir, undefined, root)).toEqual({ dir: hidden.dataDir, relocated: false });
  });

  it('moves an unreachable cluster to a reachable folder that the data folder links to, until that link is deleted', () => {
    const { dataDir } = project(0o700);
    const shared = path.join(root, 'shared');
    mkdirSync(shared, { mode: 0o755 });

    const first = clusterDirFor(dataDir, stranger, shared);
    expect(first.relocated).toBe(true);
    expect(path.dirname(path.dirname(first.dir))).toBe(shared);
    expect(firstUnreachableDir(first.dir, stranger)).toBeUndefined();
    expect(lstatSync(dataDir).isSymbolicLink()).toBe(true);
    expect(readlinkSync(dataDir)).toBe(first.dir);
    expect(readFileSync(path.join(path.dirname(first.dir), 'ORIGIN'), 'utf8')).toBe(`${dataDir}\n`);

    // A later start finds the same cluster through the link.
    mkdirSync(first.dir);
    writeFileSync(path.join(first.dir, 'PG_VERSION'), '18\n');
    expect(clusterDirFor(dataDir, stranger, shared)).toEqual(first);

    // Deleting the data folder deletes the database: the next start begins afresh.
    rmSync(path.dirname(dataDir), { recursive: true });
    expect(clusterDirFor(dataDir, stranger, shared)).toEqual(first);
    expect(existsSync(path.join(first.dir, 'PG_VERSION'))).toBe(false);
  });

  it('stops with what to do when an existing cluster sits out of reach', () => {
    const { home, dataDir } = project(0o700);
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '18\n');

    expect(() => clusterDirFor(dataDir, stranger, root)).toThrow(
      `cannot enter ${home} (mode 700) on the way to ${dataDir}. Let it through with \`chmod o+x ${home}\``,
    );
  });
});
