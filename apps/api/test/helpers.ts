import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { expect, inject } from 'vitest';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { AdminUser, createOrm, type Orm } from '@app/db';
import { createDatabase, dropDatabase } from '@app/db/testing';
import { formSecretFrom, hashPassword, openMail, outboxKeyFromSessionKey, type StoredMail } from '@app/trpc';
import type { StaffRole } from '@app/shared/roles';
import { htmlElements } from '@app/shared/text';
import { CLIENT_DIR, SERVER_ENTRY_FILE, SSR_DIR } from '@app/web/build';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/env.ts';
import { smtpTransport, startMailWorker, type MailWorkerOptions } from '../src/mail/worker.ts';
import { recordStatuses } from './answered-statuses.ts';

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
  const usesBuild = envOverrides.WEB_SSR_DIR === WEB_BUILD.WEB_SSR_DIR || envOverrides.WEB_DIST_DIR === WEB_BUILD.WEB_DIST_DIR;
  if (usesBuild && !inject('webBuild')) {
    // Else it would pass where a build happens to be there and fail where the tests do not wait for one.
    throw new Error('A test that uses the web build belongs in test/pages/: only that project runs after the build (vitest.config.ts).');
  }
  if (usesBuild && !existsSync(path.join(WEB_BUILD.WEB_SSR_DIR!, SERVER_ENTRY_FILE))) {
    // Else every page would be the 503 note and each assertion on it would fail for this one reason.
    throw new Error(`No web build at ${WEB_BUILD.WEB_SSR_DIR}: run 'pnpm --filter @app/web build' (turbo runs it before test:pages).`);
  }
  const orm = await createOrm({ clientUrl: databaseUrl, poolMax: 5 });
  try {
    // Every test file reads far more than a visitor would from one address: the read limit is
    // lifted unless a test sets it (search-limits.test.ts tests the limit itself).
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', PUBLIC_READ_LIMIT: '1000000', ...envOverrides });
    const app = await buildApp({ orm, env, sessionKey, logger });
    recordStatuses(app);
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

/** The app on another database (a restored backup) with a given session key, as a server started on it runs. */
export function instanceOn(databaseUrl: string, sessionKey: Buffer, envOverrides: Record<string, string> = {}): Promise<AppInstance> {
  return buildInstance(databaseUrl, sessionKey, envOverrides);
}

/**
 * Env overrides for a test that requests pages: the real web build (run `pnpm --filter @app/web
 * build` first; turbo runs it before test:pages). Only the tests in test/pages may use it; every
 * other test keeps the default, no build, and starts without waiting for one.
 */
export const WEB_BUILD: Record<string, string> = { WEB_DIST_DIR: CLIENT_DIR, WEB_SSR_DIR: SSR_DIR };

export const ADMIN = { username: 'testadmin', password: 'correct horse battery' };

export async function createAdmin(orm: Orm, username = ADMIN.username, password = ADMIN.password, role: StaffRole = 'owner') {
  const em = orm.em.fork();
  const admin = em.create(AdminUser, { username, password: await hashPassword(password), role });
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

export interface InstancePair {
  first: TestApp;
  second: AppInstance;
  /** Closes both instances. */
  close(): Promise<void>;
}

/**
 * Two instances of the app with the same settings on one fresh database, as two server processes
 * of one site run; the test admin is created.
 */
export async function createInstancePair(envOverrides: Record<string, string> = {}): Promise<InstancePair> {
  const first = await createTestApp(envOverrides);
  const second = await anotherInstance(first, envOverrides).catch(async (error: unknown) => {
    await first.close();
    throw error;
  });
  await createAdmin(first.orm);
  return {
    first,
    second,
    async close() {
      await second.close();
      await first.close();
    },
  };
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

/** A transportation quote request every field of which is valid (POST /api/quotes/transportation). */
export const validTransportationQuote = {
  contactName: 'Pat',
  company: 'Acme Ltd',
  email: 'pat@example.com',
  phone: '(416) 555-0100',
  serviceType: 'ftl',
  origin: 'Toronto',
  destination: 'Ottawa',
  freightType: 'general',
  timeline: 'asap',
};

/**
 * The Link header of the first page of a list of two pages (20 a page) at `path`: first, next and
 * last links, and no prev.
 */
export function expectFirstOfTwoPagesLinks(linkHeader: unknown, path: string) {
  const link = String(linkHeader);
  expect(link).toContain(`<${path}?page=1&limit=20>; rel="first"`);
  expect(link).toContain(`<${path}?page=2&limit=20>; rel="next"`);
  expect(link).toContain(`<${path}?page=2&limit=20>; rel="last"`);
  expect(link).not.toContain('rel="prev"');
}

/** The link key of a test app's instances (the form-token key they derive from its SESSION_KEY). */
export const linkKeyOf = (t: Pick<TestApp, 'sessionKey'>) => formSecretFrom(t.sessionKey);

/**
 * An outbox mail as the mail worker sends it: the stored text, HTML and headers with the secrets
 * of its links opened (with the test app's SESSION_KEY, as the worker opens them) and put back
 * where their placeholders are. The stored row itself holds no working link.
 */
export function delivered(t: Pick<TestApp, 'sessionKey'>, row: StoredMail) {
  const mail = openMail(row, outboxKeyFromSessionKey(t.sessionKey));
  if (!mail.ok) throw new Error(`mail ${row.kind} to ${row.toAddress}: its links cannot be filled in (${mail.reason})`);
  return { text: mail.text, html: mail.html, headers: mail.headers };
}

/**
 * The mail worker of a test app, sending through an SMTP server of the test on this machine at
 * `smtpPort`: quick sweeps, one second between tries, no log, the test app's link key. `options`
 * give the rest.
 */
export function startTestMailWorker(
  t: TestApp,
  smtpPort: number,
  options: Pick<MailWorkerOptions, 'retryLimit' | 'notifyEmails'> & Partial<MailWorkerOptions>,
) {
  return startMailWorker({
    databaseUrl: t.databaseUrl,
    orm: t.orm,
    transport: smtpTransport(`smtp://127.0.0.1:${smtpPort}`),
    from: 'Northline <no-reply@northline.example>',
    retryDelaySeconds: 1,
    siteUrl: 'http://localhost:3000',
    sweepIntervalMs: 200,
    linkSecret: linkKeyOf(t),
    log: { info: () => {}, warn: () => {}, error: () => {} },
    ...options,
  });
}

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

/** The JSON-LD objects in a page's head (`<script type="application/ld+json">`, from the routes' head()). */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return htmlElements(html, 'script')
    .filter((script) => script.attributes.startsWith('type="application/ld+json"'))
    .map((script) => JSON.parse(script.body) as Record<string, unknown>);
}

/** An attribute value or a text as React writes it (`&<>"'` escaped), read back. */
export function unescapeHtml(value: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
  return value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_match, name: string) => entities[name]!);
}

/** The attributes written in a tag (`name="value"`; a bare name is ''), values read back. */
export function attributesOf(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([^\s="'/>]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!, unescapeHtml(a[2] ?? '')]));
}

/** The attributes of each start tag `<tag …>` of a page (meta, link: elements without a body). */
export function startTags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>`, 'gi'))].map((match) => attributesOf(match[1] ?? ''));
}

/** The content of each `<meta>` of a page whose name or property is `key` (robots, og:url …). */
export function metaOf(html: string, key: string): string[] {
  return startTags(html, 'meta')
    .filter((meta) => meta.name === key || meta.property === key)
    .map((meta) => meta.content ?? '');
}

/** The phone and email links of a page (`tel:…` and `mailto:…` anchors), each as 'href text', read back. */
export function contactLinksOf(html: string): string[] {
  return htmlElements(html, 'a')
    .map((a) => ({ href: attributesOf(a.attributes).href ?? '', text: unescapeHtml(a.body) }))
    .filter((a) => a.href.startsWith('tel:') || a.href.startsWith('mailto:'))
    .map((a) => `${a.href} ${a.text}`);
}

/** The page's `<title>`, read back; throws unless the page has exactly one. */
export function titleOf(html: string): string {
  const titles = htmlElements(html, 'title');
  if (titles.length !== 1) throw new Error(`${titles.length} title elements in the page`);
  return unescapeHtml(titles[0]!.body);
}

/** A route matched for a page, as the router hands it to the browser: its id, status and loader data. */
export interface DehydratedMatch {
  i: string;
  s: string;
  l?: Record<string, unknown>;
}

/** An answer of the page's QueryClient, as the browser's QueryClient is filled from it before hydrating. */
export interface DehydratedQuery {
  queryKey: unknown[];
  state: { data: unknown; status: string };
}

/** What the server rendered a page from, as the page hands it to the browser. */
export interface RouterState {
  matches: DehydratedMatch[];
  queries: DehydratedQuery[];
  /** The data of the query whose key starts with `path` (['job', 'byId']), undefined when there is none. */
  query(...path: string[]): unknown;
}

/**
 * The router's dehydrated state in a page: its `<script data-tsr-stream-part>` elements run as the
 * browser runs them before hydrating (in a context of their own, with only the globals they use),
 * so a test reads the very values the browser gets, however they were escaped.
 */
export function routerStateOf(html: string): RouterState {
  const parts = htmlElements(html, 'script').filter((script) => /(^|\s)data-tsr-stream-part(=|\s|$)/.test(script.attributes));
  if (parts.length === 0) throw new Error('no router state in the page');
  const sandbox: Record<string, unknown> = { document: { currentScript: { previousElementSibling: null, remove() {} } }, ReadableStream };
  sandbox.self = sandbox;
  const context = vm.createContext(sandbox);
  for (const part of parts) vm.runInContext(part.body, context);
  const router = (sandbox.$_TSR as { router?: { matches: DehydratedMatch[]; dehydratedData?: { query?: { initial?: DehydratedQuery[] } } } } | undefined)
    ?.router;
  if (!router) throw new Error('the router state scripts set no router');
  const queries = router.dehydratedData?.query?.initial ?? [];
  return {
    matches: router.matches,
    queries,
    query: (...path) => queries.find((q) => path.every((name, i) => (q.queryKey[0] as unknown[])[i] === name))?.state.data,
  };
}
