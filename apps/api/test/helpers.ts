import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { AdminUser, createOrm, type Orm } from '@app/db';
import { createDatabase, dropDatabase } from '@app/db/testing';
import { hashPassword } from '@app/trpc';
import { htmlElements } from '@app/validators';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/env.ts';

/** One app instance: its own ORM and connection pool, as one server process has. */
export interface AppInstance {
  app: FastifyInstance;
  orm: Orm;
  close(): Promise<void>;
}

export interface TestApp extends AppInstance {
  /** The test's database, for a script run against it (or another instance on it). */
  databaseUrl: string;
  /** The session cookie key, which every instance of one site shares (SESSION_KEY). */
  sessionKey: Buffer;
}

export interface InstanceOptions {
  logger?: FastifyServerOptions['logger'];
  sessionKey?: Buffer;
}

/** Builds the app on a database, as server.ts does (without listening). */
async function buildInstance(
  databaseUrl: string,
  sessionKey: Buffer,
  envOverrides: Record<string, string>,
  logger: FastifyServerOptions['logger'] = false,
): Promise<AppInstance> {
  const orm = await createOrm({ clientUrl: databaseUrl, poolMax: 5 });
  try {
    // Every test file reads far more than a visitor would from one address: the read limit is
    // lifted unless a test sets it (search-limits.test.ts tests the limit itself).
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', PUBLIC_READ_LIMIT: '1000000', ...envOverrides });
    const app = await buildApp({ orm, env, sessionKey, logger });
    await app.ready();
    return {
      app,
      orm,
      async close() {
        await app.close();
        await orm.close(true);
      },
    };
  } catch (error) {
    await orm.close(true);
    throw error;
  }
}

/** A fresh database copied from the migrated template, and the app built on it. */
export async function createTestApp(envOverrides: Record<string, string> = {}, logger: FastifyServerOptions['logger'] = false): Promise<TestApp> {
  const port = inject('pgPort');
  const db = await createDatabase(port, inject('templateDb'));
  const sessionKey = randomBytes(32);
  const instance = await buildInstance(db.url, sessionKey, envOverrides, logger).catch(async (error: unknown) => {
    await dropDatabase(port, db.name);
    throw error;
  });
  return {
    ...instance,
    databaseUrl: db.url,
    sessionKey,
    async close() {
      await instance.close();
      await dropDatabase(port, db.name);
    },
  };
}

/**
 * A second app instance on the same database (its own ORM, connection pool and memory), as when
 * several instances run behind a load balancer. It shares the first one's session key, as every
 * instance of a site shares SESSION_KEY, unless given another. Closing it leaves the database to
 * the first instance.
 */
export function anotherInstance(first: TestApp, envOverrides: Record<string, string> = {}, options: InstanceOptions = {}): Promise<AppInstance> {
  return buildInstance(first.databaseUrl, options.sessionKey ?? first.sessionKey, envOverrides, options.logger);
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

/** A test app with the default admin signed in: the opening of most API test files. */
export async function createAdminApp(envOverrides: Record<string, string> = {}): Promise<{ t: TestApp; cookie: string }> {
  const t = await createTestApp(envOverrides);
  await createAdmin(t.orm);
  return { t, cookie: await loginCookie(t.app) };
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

/** The JSON-LD objects the server wrote into a page's head. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return htmlElements(html, 'script')
    .filter((script) => script.attributes === 'data-server-head type="application/ld+json"')
    .map((script) => JSON.parse(script.body) as Record<string, unknown>);
}
