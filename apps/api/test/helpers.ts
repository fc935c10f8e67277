import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { AdminUser, createOrm, type Orm } from '@app/db';
import { createDatabase, dropDatabase } from '@app/db/testing';
import { hashPassword } from '@app/trpc';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/env.ts';

export interface TestApp {
  app: FastifyInstance;
  orm: Orm;
  /** The test's database, for a script run against it. */
  databaseUrl: string;
  close(): Promise<void>;
}

/** A fresh database copied from the migrated template, and the app built on it. */
export async function createTestApp(envOverrides: Record<string, string> = {}, logger: FastifyServerOptions['logger'] = false): Promise<TestApp> {
  const port = inject('pgPort');
  const db = await createDatabase(port, inject('templateDb'));
  const orm = await createOrm({ clientUrl: db.url, poolMax: 5 });
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...envOverrides });
  const app = await buildApp({ orm, env, sessionKey: randomBytes(32), logger });
  await app.ready();
  return {
    app,
    orm,
    databaseUrl: db.url,
    async close() {
      await app.close();
      await orm.close(true);
      await dropDatabase(port, db.name);
    },
  };
}

/**
 * A second app instance on the same database (its own ORM and connection pool), as when several
 * instances run behind a load balancer. Closing it leaves the database to its first instance.
 */
export async function anotherInstance(first: TestApp, envOverrides: Record<string, string> = {}): Promise<Omit<TestApp, 'databaseUrl'>> {
  const orm = await createOrm({ clientUrl: first.databaseUrl, poolMax: 5 });
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...envOverrides });
  const app = await buildApp({ orm, env, sessionKey: randomBytes(32), logger: false });
  await app.ready();
  return {
    app,
    orm,
    async close() {
      await app.close();
      await orm.close(true);
    },
  };
}

export const ADMIN = { username: 'testadmin', password: 'correct horse battery' };

export async function createAdmin(orm: Orm, username = ADMIN.username, password = ADMIN.password) {
  const em = orm.em.fork();
  const admin = em.create(AdminUser, { username, password: await hashPassword(password) });
  await em.flush();
  return admin;
}

/** The session cookie from a response, as a Cookie header value. */
export function cookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const session = all.find((c) => c.startsWith('nw_admin_session='));
  if (!session) throw new Error('no session cookie set');
  return session.split(';')[0]!;
}

/** Logs in through POST /api/admin/login and returns the cookie to send with admin calls. */
export async function loginCookie(app: FastifyInstance, creds = ADMIN): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: creds });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return cookieOf(res);
}

export const validJob = {
  title: 'Forklift Operator',
  company: 'Test Logistics Inc.',
  location: 'Mississauga, ON',
  type: 'Full-Time',
  category: 'Warehouse',
  description: 'Operate counterbalance forklifts in a busy distribution centre.',
  requirements: '- Valid forklift licence',
  salary: '$22 - $24 / hour',
  contactEmail: 'jobs@testlogistics.ca',
  contactPhone: '(905) 555-0101',
};

/** Rows of an RFC 4180 CSV text: quoted cells, doubled quotes, CRLF line ends. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
