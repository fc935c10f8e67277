import http from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@app/db/testing';
import { startVarnish, type Varnish } from '../src/varnish.ts';

/**
 * The repository's VCL (deploy/varnish/default.vcl) in a real varnishd, in front of two small
 * origins whose answers each test chooses: what is kept, what never is, what a purge drops, what a
 * failing instance costs. The replay against the real app is edge-replay.test.ts.
 */

interface Origin {
  port: number;
  /** Requests this origin got, as `METHOD url`. */
  seen: string[];
  /** When set, the next requests get their connection destroyed (a crashed instance). */
  broken: boolean;
  close(): Promise<void>;
}

let nth = 0;
/** Every answer names its origin and a counter, so a test can tell a kept copy from a fresh one. */
function startOrigin(name: string): Promise<Origin> {
  const origin: Origin = { port: 0, seen: [], broken: false, close: async () => {} };
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/api/ready') return res.end('{"status":"ready"}');
    origin.seen.push(`${req.method} ${url}`);
    if (origin.broken) return req.socket.destroy();
    const body = `${name} ${++nth} ${url} cookie=${req.headers.cookie ?? ''}`;
    const path = url.split('?')[0];
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
    if (path === '/public') Object.assign(headers, { 'cache-control': 'public, max-age=0, s-maxage=30', 'surrogate-key': `job-1 jobs-list` });
    if (path === '/other') Object.assign(headers, { 'cache-control': 'public, max-age=0, s-maxage=30', 'surrogate-key': `job-2 settings` });
    if (path === '/private') headers['cache-control'] = 'private, no-store';
    if (path === '/no-store') headers['cache-control'] = 'no-store';
    if (path === '/sets-cookie') Object.assign(headers, { 'cache-control': 'public, max-age=0, s-maxage=30', 'set-cookie': 'candidate_session=abc; HttpOnly' });
    if (path === '/compressed') {
      // As the app answers: gzip when asked for it, Vary: Accept-Encoding.
      Object.assign(headers, { 'cache-control': 'public, max-age=0, s-maxage=30', 'surrogate-key': 'job-3', vary: 'Accept-Encoding' });
      if (/gzip/.test(String(req.headers['accept-encoding']))) {
        res.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
        return res.end(gzipSync(body.repeat(50)));
      }
      res.writeHead(200, headers);
      return res.end(body.repeat(50));
    }
    // /silent says nothing: Varnish's builtin would keep it 2 minutes; this VCL does not.
    res.writeHead(200, headers);
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      origin.port = (server.address() as AddressInfo).port;
      origin.close = () => new Promise((done) => server.close(() => done()));
      server.closeAllConnections?.();
      resolve(origin);
    }),
  );
}

let a: Origin;
let b: Origin;
let varnish: Varnish;

beforeAll(async () => {
  [a, b] = await Promise.all([startOrigin('a'), startOrigin('b')]);
  varnish = await startVarnish({
    port: await freePort(),
    backends: [
      { name: 'origin_a', host: '127.0.0.1', port: a.port },
      { name: 'origin_b', host: '127.0.0.1', port: b.port },
    ],
  });
}, 60_000);
afterAll(async () => {
  await varnish?.stop();
  await Promise.all([a?.close(), b?.close()]);
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${varnish.url}${url}`, { headers });
  return { status: res.status, edge: res.headers.get('x-edge'), body: await res.text(), headers: res.headers };
};
const purge = (keys: string) => fetch(varnish.url, { method: 'PURGE', headers: { xkey: keys } });

describe('the VCL', () => {
  it('keeps a public answer with keys, and a PURGE of one of its keys drops it', async () => {
    const first = await get('/public');
    expect(first.edge).toBe('miss');
    const second = await get('/public');
    expect(second).toMatchObject({ edge: 'hit', body: first.body });
    // The xkey header is Varnish's own; clients see the origin's keys.
    expect(second.headers.get('xkey')).toBeNull();
    expect(second.headers.get('surrogate-key')).toBe('job-1 jobs-list');
    await get('/other');

    const res = await purge('jobs-list unknown-key');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-edge')).toBe('synth');
    const after = await get('/public');
    expect(after.edge).toBe('miss');
    expect(after.body).not.toBe(first.body);
    // Another key's answer stays.
    expect((await get('/other')).edge).toBe('hit');
  });

  it('a PURGE without xkey is refused (400); a purge that finds nothing still answers 200', async () => {
    expect((await fetch(varnish.url, { method: 'PURGE' })).status).toBe(400);
    expect((await purge('job-999999')).status).toBe(200);
  });

  it('never keeps an answer that is private, no-store, sets a cookie or says nothing', async () => {
    for (const url of ['/private', '/no-store', '/sets-cookie', '/silent']) {
      const first = await get(url);
      const second = await get(url);
      expect([first.edge, second.edge], url).toEqual(['miss', 'miss']);
      expect(second.body, url).not.toBe(first.body);
    }
  });

  it('passes a request with a session cookie (cookie and all) and keeps nothing of it', async () => {
    await get('/public');
    for (const cookie of ['nw_admin_session=x', 'candidate_session=y', '_ga=1; employer_session=z']) {
      const res = await get('/public', { cookie });
      expect(res.edge, cookie).toBe('pass');
      expect(res.body, cookie).toContain(`cookie=${cookie}`);
    }
    // The kept copy is still the anonymous one.
    expect((await get('/public')).body).toContain('cookie=');
    expect((await get('/public')).body).not.toContain('session');
  });

  it('drops other cookies, so that analytics or the staff device cookie do not make every view miss', async () => {
    await get('/other');
    const res = await get('/other', { cookie: '_ga=GA1.1.5; nw_device=abc' });
    expect(res.edge).toBe('hit');
  });

  it('passes the admin area and writes', async () => {
    expect((await get('/admin/jobs')).edge).toBe('pass');
    expect((await get('/api/admin/settings')).edge).toBe('pass');
    const post = await fetch(`${varnish.url}/public`, { method: 'POST', body: 'x' });
    expect(post.headers.get('x-edge')).toBe('pass');
  });

  it('stores one gzip copy and serves it to clients that take gzip and to those that do not', async () => {
    const gzip = await get('/compressed', { 'accept-encoding': 'br, gzip' });
    expect(gzip.edge).toBe('miss');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    for (const encoding of ['identity', 'br', 'gzip, deflate']) {
      const res = await get('/compressed', { 'accept-encoding': encoding });
      expect(res.edge, encoding).toBe('hit');
      expect(res.body, encoding).toBe(gzip.body);
      expect(res.headers.get('content-encoding'), encoding).toBe(encoding.includes('gzip') ? 'gzip' : null);
    }
    expect(a.seen.concat(b.seen).filter((s) => s === 'GET /compressed')).toHaveLength(1);
  });

  it('tries a failed fetch once more on the other origin: a crashed instance fails no view', async () => {
    a.broken = true;
    try {
      for (let i = 0; i < 20; i++) {
        const res = await get(`/fresh-${i}`);
        expect(res.status, `view ${i}`).toBe(200);
        expect(res.body).toMatch(/^b /);
      }
      // Some of those URLs were a's: each was tried on a, then on b.
      expect(a.seen.filter((s) => s.startsWith('GET /fresh-')).length).toBeGreaterThan(0);
    } finally {
      a.broken = false;
    }
  });
});
