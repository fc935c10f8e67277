import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from './env.ts';

/**
 * SESSION_KEY, or in development a key generated once and kept under .data/. The web instances
 * and `pnpm worker` read the same key: the worker signs the links of the mail it writes with it.
 */
export function sessionKeyFor(env: Env): Buffer {
  if (env.SESSION_KEY) return Buffer.from(env.SESSION_KEY, 'hex');
  const file = path.join(env.DATA_DIR, 'session.key');
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process (the worker, a second instance) wrote it first.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}
