import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { prettyLogs } from '../src/logging.ts';
import { createTestApp } from './helpers.ts';

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

/** The log lines of one GET /healthz answered by an app with this environment and log level. */
async function logOfOneRequest(env: Record<string, string>, level: string): Promise<LogLine[]> {
  const lines: LogLine[] = [];
  const t = await createTestApp(env, { level, stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } });
  try {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    return lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');
  } finally {
    await t.close();
  }
}

describe('request log lines', () => {
  it('are debug lines in development, so the default info log shows no request', async () => {
    expect(await logOfOneRequest({ NODE_ENV: 'development' }, 'info')).toEqual([]);
    const debug = await logOfOneRequest({ NODE_ENV: 'development' }, 'debug');
    expect(debug.map((l) => [l.level, l.msg])).toEqual([
      [20, 'incoming request'],
      [20, 'request completed'],
    ]);
  });

  it('are one info line per request in production, with method, path, status and time', async () => {
    const lines = await logOfOneRequest({ NODE_ENV: 'production', SESSION_KEY: randomBytes(32).toString('hex') }, 'info');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/healthz' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });
});

describe('log format', () => {
  const env = (vars: Record<string, string>) => loadEnv({ SESSION_KEY: randomBytes(32).toString('hex'), ...vars });

  it('is readable on a terminal outside production and JSON otherwise', () => {
    expect(prettyLogs(env({}), true)).toBe(true);
    expect(prettyLogs(env({}), false)).toBe(false);
    expect(prettyLogs(env({ NODE_ENV: 'production' }), true)).toBe(false);
  });

  it('follows LOG_FORMAT when it is set', () => {
    expect(prettyLogs(env({ LOG_FORMAT: 'json' }), true)).toBe(false);
    expect(prettyLogs(env({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' }), false)).toBe(true);
  });
});
