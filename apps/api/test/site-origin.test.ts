import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxEmail } from '@app/db';
import { schemeOf, siteOriginFor } from '../src/plugins/site-origin.ts';
import { createTestApp, delivered, type TestApp } from './helpers.ts';

/**
 * Issue 33, item 6: behind a trusted proxy (TRUST_PROXY) the scheme of the site's links came from
 * X-Forwarded-Proto as it was, so a value other than http or https made mail links that start with
 * `null/`. Only those two are believed (in any case); for any other the connection's own scheme is
 * taken.
 */

const options = { allowedHosts: ['careers.example.ca'], port: 3000 };

describe('schemeOf and siteOriginFor', () => {
  it('take http and https (any case) from a trusted proxy, and the connection’s own scheme for anything else', () => {
    const plain = { socket: {} };
    const tls = { socket: { encrypted: true } };
    expect(schemeOf({ protocol: 'https', raw: plain })).toBe('https');
    expect(schemeOf({ protocol: 'HTTPS', raw: plain })).toBe('https');
    expect(schemeOf({ protocol: 'http', raw: tls })).toBe('http');
    for (const forged of ['javascript', 'ftp', 'null', '', 'https:', 'wss', 'http/1.1']) {
      expect(schemeOf({ protocol: forged, raw: plain }), forged).toBe('http');
      expect(schemeOf({ protocol: forged, raw: tls }), forged).toBe('https');
    }
    expect(siteOriginFor({ protocol: 'javascript', host: 'careers.example.ca', raw: plain }, options)).toBe('http://careers.example.ca');
    expect(siteOriginFor({ protocol: 'ftp', host: 'careers.example.ca', raw: tls }, options)).toBe('https://careers.example.ca');
    expect(siteOriginFor({ protocol: 'HTTPS', host: 'careers.example.ca', raw: plain }, options)).toBe('https://careers.example.ca');
  });
});

describe('mail links behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', ALLOWED_HOSTS: 'careers.example.ca', PUBLIC_WRITE_LIMIT: '1000' });
  });
  afterAll(() => t?.close());

  const confirmLinkFor = async (email: string, proto: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job-alerts',
      payload: { email, query: 'forklift', frequency: 'daily' },
      headers: { 'x-forwarded-host': 'careers.example.ca', 'x-forwarded-proto': proto },
    });
    expect(res.statusCode).toBe(201);
    const mail = await t.orm.em.fork().findOneOrFail(OutboxEmail, { toAddress: email, kind: 'job-alert.confirm' });
    return /Confirm your job alert: (\S+)/.exec(delivered(t, mail).text)![1]!;
  };

  it('start with http:// or https:// and the allowed host, never null/, whatever X-Forwarded-Proto says', async () => {
    expect(await confirmLinkFor('proto.https@example.com', 'https')).toMatch(/^https:\/\/careers\.example\.ca\/job-alerts\/confirm\?id=\d+&token=/);
    expect(await confirmLinkFor('proto.upper@example.com', 'HTTPS')).toMatch(/^https:\/\/careers\.example\.ca\/job-alerts\/confirm\?/);
    expect(await confirmLinkFor('proto.js@example.com', 'javascript')).toMatch(/^http:\/\/careers\.example\.ca\/job-alerts\/confirm\?/);
    expect(await confirmLinkFor('proto.ftp@example.com', 'ftp')).toMatch(/^http:\/\/careers\.example\.ca\/job-alerts\/confirm\?/);
    // HSTS goes only with https, as believed.
    expect((await t.app.inject({ url: '/api/stats', headers: { 'x-forwarded-proto': 'javascript' } })).headers['strict-transport-security']).toBeUndefined();
    expect((await t.app.inject({ url: '/api/stats', headers: { 'x-forwarded-proto': 'HTTPS' } })).headers['strict-transport-security']).toBeDefined();
  });
});
