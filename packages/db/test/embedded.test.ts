import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { freePort } from '../src/testing.ts';
import { passwordFileFor, startEmbeddedPostgres } from '../src/embedded.ts';

/** The bundled PostgreSQL gets a random password, kept beside its folder, never postgres/postgres. */

const base = mkdtempSync(path.join(tmpdir(), 'embedded-pg-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const canConnect = async (port: number, password: string) => {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
};

describe('embedded PostgreSQL password', () => {
  it('is random on first use, kept in a file only its owner reads, reused on the next start, and an old postgres/postgres cluster is moved to a random one', async () => {
    const dataDir = path.join(base, '.data', 'pg');
    const port = await freePort();
    const first = await startEmbeddedPostgres({ dataDir, port, database: 'northline' });
    let stopped = false;
    try {
      const file = passwordFileFor(dataDir);
      expect(file).toBe(path.join(base, '.data', 'pg-password'));
      const password = readFileSync(file, 'utf8').trim();
      expect(password).toMatch(/^[0-9a-f]{48}$/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(new URL(first.url).password).toBe(password);
      expect(await canConnect(port, password)).toBe(true);
      expect(await canConnect(port, 'postgres')).toBe(false);

      // A cluster made before the password file existed: password 'postgres' and no file.
      const admin = new pg.Client({ connectionString: first.url.replace('/northline', '/postgres') });
      await admin.connect();
      await admin.query(`alter user postgres with password 'postgres'`);
      await admin.end();
      unlinkSync(file);
      await first.stop();
      stopped = true;

      const again = await startEmbeddedPostgres({ dataDir, port, database: 'northline' });
      try {
        expect(existsSync(file)).toBe(true);
        const renewed = readFileSync(file, 'utf8').trim();
        expect(renewed).toMatch(/^[0-9a-f]{48}$/);
        expect(await canConnect(port, 'postgres')).toBe(false);
        expect(await canConnect(port, renewed)).toBe(true);
        expect(new URL(again.url).password).toBe(renewed);
      } finally {
        await again.stop();
      }
      // The next start reads the same file.
      const third = await startEmbeddedPostgres({ dataDir, port, database: 'northline' });
      try {
        expect(new URL(third.url).password).toBe(readFileSync(file, 'utf8').trim());
        expect(await canConnect(port, new URL(third.url).password)).toBe(true);
      } finally {
        await third.stop();
      }
    } finally {
      if (!stopped) await first.stop();
    }
  }, 180_000);
});
