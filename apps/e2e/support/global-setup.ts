import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabase, startTestCluster } from '@app/db/testing';
import { E2E_ADMIN, startAppServer } from './app-server.ts';
import { ADMIN_STATE_FILE } from './paths.ts';

/**
 * Once per run: a throwaway PostgreSQL, and a template database made by the app's own first start
 * on it (migrations, the demo content, the e2e admins). The e2e admin signs in once, on that
 * server, and its cookies are saved (ADMIN_STATE_FILE): every worker's database is a copy of the
 * template, so it holds that session too, and every worker's server has the same SESSION_KEY, so
 * the cookie works on each of them. Returns the teardown.
 */
export default async function globalSetup() {
  const cluster = await startTestCluster();
  try {
    const template = await createDatabase(cluster.port, undefined, 'e2e_template');
    const sessionKey = randomBytes(32).toString('hex');
    const server = await startAppServer(template.url, { SEED_DEMO_CONTENT: 'true', SESSION_KEY: sessionKey });
    try {
      const res = await fetch(`${server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(E2E_ADMIN),
      });
      if (!res.ok) throw new Error(`the e2e admin could not sign in: ${res.status} ${await res.text()}`);
      mkdirSync(path.dirname(ADMIN_STATE_FILE), { recursive: true });
      writeFileSync(ADMIN_STATE_FILE, JSON.stringify({ cookies: res.headers.getSetCookie().map(toCookie), origins: [] }, null, 2));
    } finally {
      // Nobody may be connected to a template while it is copied.
      await server.stop();
    }
    process.env.E2E_PG_PORT = String(cluster.port);
    process.env.E2E_TEMPLATE_DB = template.name;
    process.env.E2E_SESSION_KEY = sessionKey;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return async () => {
    await cluster.stop();
  };
}

/** A Set-Cookie header as a Playwright storage-state cookie for localhost (any port). */
function toCookie(header: string) {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const eq = pair!.indexOf('=');
  const attribute = (name: string) => attributes.find((a) => a.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1);
  const maxAge = Number(attribute('max-age'));
  const sameSite = (attribute('samesite') ?? 'Lax').toLowerCase();
  return {
    name: pair!.slice(0, eq),
    value: pair!.slice(eq + 1),
    domain: 'localhost',
    path: attribute('path') ?? '/',
    expires: Number.isFinite(maxAge) ? Math.floor(Date.now() / 1000) + maxAge : -1,
    httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'),
    secure: attributes.some((a) => a.toLowerCase() === 'secure'),
    sameSite: (sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax') as 'Strict' | 'Lax' | 'None',
  };
}
