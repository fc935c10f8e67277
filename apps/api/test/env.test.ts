import { describe, expect, it } from 'vitest';
import { TRUST_PROXY_TRUE_MESSAGE, loadEnv, mailFromOf, uploadDirOf } from '../src/env.ts';
import { createTestApp } from './helpers.ts';

/** Issue 10, finding 2: TRUST_PROXY takes a hop count or proxy addresses, never `true`. */
describe('TRUST_PROXY', () => {
  const trust = (value: string | undefined) => loadEnv({ TRUST_PROXY: value }).TRUST_PROXY;

  it('is off by default and with false or 0', () => {
    expect(trust(undefined)).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
  });

  it('takes a hop count or a list of addresses, CIDR ranges and proxy-addr names', () => {
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8')).toEqual(['10.0.0.0/8']);
    expect(trust('10.0.0.0/8, 127.0.0.1,fd00::/8 ,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8', 'loopback']);
  });

  it('refuses true with a start-up error that says what to use instead', () => {
    expect(() => trust('true')).toThrow(TRUST_PROXY_TRUE_MESSAGE);
    expect(TRUST_PROXY_TRUE_MESSAGE).toContain('TRUST_PROXY=1');
    expect(TRUST_PROXY_TRUE_MESSAGE).toContain('TRUST_PROXY=10.0.0.0/8');
  });

  it('refuses trust-everything settings like true (issue 24, finding 9): any address, or more hops than a real chain', () => {
    for (const value of ['0.0.0.0/0', '::/0', '10.0.0.0/8, 0.0.0.0/0', '::/0,loopback', '6', '10', '100']) {
      expect(() => trust(value), value).toThrow(TRUST_PROXY_TRUE_MESSAGE);
    }
    expect(trust('5')).toBe(5);
    expect(trust('0.0.0.0/1')).toEqual(['0.0.0.0/1']);
  });

  it('refuses anything that is not an address', () => {
    expect(() => trust('yes')).toThrow(/not a hop count, an address or a CIDR range: yes/);
    expect(() => trust('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
    expect(() => trust('proxy.internal')).toThrow(/proxy\.internal/);
  });

  it('with one hop, the client is the address the proxy saw, not one the client wrote', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1' });
    try {
      // The login throttle counts per client IP: rotating a client-written left-most address does not escape it.
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
          payload: { username: 'admin', password: 'wrong password' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toContain(429);
    } finally {
      await t.close();
    }
  });
});

describe('empty variables (docker-compose passes ${ADMIN_PASSWORD:-} as an empty string)', () => {
  it('an empty variable is an unset one: no admin configured, so the first start makes a random password', () => {
    const env = loadEnv({ ADMIN_USERNAME: '', ADMIN_PASSWORD: '', PUBLIC_URL: '', ALLOWED_HOSTS: '', PUBLIC_WRITE_LIMIT: '' });
    expect(env.ADMIN_USERNAME).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBeUndefined();
    expect(env.PUBLIC_URL).toBeUndefined();
    expect(env.ALLOWED_HOSTS).toEqual([]);
    expect(env.PUBLIC_WRITE_LIMIT).toBe(10);
  });

  it('a password without a name (or the other way round) is still refused', () => {
    expect(() => loadEnv({ ADMIN_USERNAME: '', ADMIN_PASSWORD: 'a long password' })).toThrow('Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither.');
  });
});

describe('docker-compose.yml', () => {
  it('ships no default admin password (none given: a random one, printed once)', async () => {
    const { readFileSync } = await import('node:fs');
    const compose = readFileSync(new URL('../../../docker-compose.yml', import.meta.url), 'utf8');
    expect(compose).toContain('ADMIN_PASSWORD: ${ADMIN_PASSWORD:-}');
    expect(compose).not.toMatch(/ADMIN_PASSWORD:-[^}]/);
  });
});

describe('upload storage settings (issue 11)', () => {
  it('UPLOAD_DIR defaults to <DATA_DIR>/uploads', () => {
    expect(uploadDirOf(loadEnv({ DATA_DIR: '/srv/northline' }))).toBe('/srv/northline/uploads');
    expect(uploadDirOf(loadEnv({ DATA_DIR: '/srv/northline', UPLOAD_DIR: '/mnt/resumes' }))).toBe('/mnt/resumes');
  });

  it('S3: the endpoint needs a bucket, and the keys go in pairs', () => {
    expect(loadEnv({ S3_URL: 'http://minio:9000', S3_BUCKET: 'resumes', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toMatchObject({
      S3_URL: 'http://minio:9000',
      S3_REGION: 'us-east-1',
    });
    expect(() => loadEnv({ S3_URL: 'http://minio:9000' })).toThrow('S3_URL is set: set S3_BUCKET to the bucket that keeps the uploads.');
    expect(() => loadEnv({ S3_URL: 'http://minio:9000', S3_BUCKET: 'resumes', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.',
    );
    expect(() => loadEnv({ S3_URL: 'ftp://minio', S3_BUCKET: 'resumes' })).toThrow(/S3_URL must be the http\(s\) address/);
    expect(() => loadEnv({ S3_URL: 'http://minio:9000', S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET must be a bucket name/);
  });
});

describe('EDGE_PURGE_URLS (issue 37)', () => {
  it('is empty by default, a list of http(s) addresses when given, and a bad one stops the start with its name', () => {
    expect(loadEnv({}).EDGE_PURGE_URLS).toEqual([]);
    expect(loadEnv({ EDGE_PURGE_URLS: '' }).EDGE_PURGE_URLS).toEqual([]);
    expect(loadEnv({ EDGE_PURGE_URLS: ' http://varnish-1:6081/ , https://edge.example.ca/purge,,' }).EDGE_PURGE_URLS).toEqual([
      'http://varnish-1:6081/',
      'https://edge.example.ca/purge',
    ]);
    for (const bad of ['varnish:6081', 'ftp://edge.example.ca', 'http://', 'http://varnish-1:6081/,not a url']) {
      expect(() => loadEnv({ EDGE_PURGE_URLS: bad }), bad).toThrow(/EDGE_PURGE_URLS: EDGE_PURGE_URLS must be http\(s\) addresses separated by commas/);
    }
    expect(() => loadEnv({ EDGE_PURGE_URLS: 'http://ok:6081/,gopher://edge' })).toThrow(/not one: gopher:\/\/edge$/);
  });
});

describe('MAIL_FROM (issue 25)', () => {
  it("is the given address, or no-reply@ the public site's host, or no-reply@localhost without one", () => {
    expect(mailFromOf(loadEnv({ MAIL_FROM: 'Jobs <jobs@example.ca>' }))).toBe('Jobs <jobs@example.ca>');
    expect(mailFromOf(loadEnv({ PUBLIC_URL: 'https://www.northline.example.ca' }))).toBe('no-reply@northline.example.ca');
    expect(mailFromOf(loadEnv({ PUBLIC_URL: 'https://jobs.example.ca:8443/' }))).toBe('no-reply@jobs.example.ca');
    expect(mailFromOf(loadEnv({}))).toBe('no-reply@localhost');
  });
});
