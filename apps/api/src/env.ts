import { z } from 'zod';
import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import path from 'node:path';
import { CLIENT_DIR, SSR_DIR } from '@app/web/build';

/** The repository root: .data/ is found from here. */
export const ROOT_DIR = fileURLToPath(new URL('../../../', import.meta.url));

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['true', '1', 'yes'].includes(v)));

export const TRUST_PROXY_TRUE_MESSAGE =
  'TRUST_PROXY=true would believe any client-written X-Forwarded-For (anyone could choose their IP and escape every per-IP limit). ' +
  'Give the number of proxies in front of the app (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8).';

/** An IP address, a CIDR range, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(part: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(part)) return true;
  const [address, prefix, ...rest] = part.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** More proxies than this in front of one app is no real deployment: such a count trusts what clients write. */
export const MAX_PROXY_HOPS = 5;

/** A range holding every address of its family ('0.0.0.0/0', '::/0'): trusting it trusts everyone. */
function isEveryAddress(part: string): boolean {
  const [address, prefix] = part.split('/');
  return prefix !== undefined && /^\d{1,3}$/.test(prefix) && Number(prefix) === 0 && isIP(address ?? '') !== 0;
}

/** An edge cache's address for purges. */
const EDGE_URL = z.url({ protocol: /^https?$/ });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** An existing PostgreSQL; without it an embedded PostgreSQL runs under DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default(path.join(ROOT_DIR, '.data')),
  PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /** 32 random bytes as 64 hex characters. Required in production. */
  SESSION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'SESSION_KEY must be 64 hexadecimal characters (32 random bytes)')
    .optional(),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  /** The first admin's email address (for password resets); set when that admin has none yet. */
  ADMIN_EMAIL: z
    .email('ADMIN_EMAIL must be an email address')
    .max(254)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * More admins created at start-up when missing, as comma-separated `username:password` pairs
   * (the end-to-end tests use one to try a password change without touching the main admin).
   */
  ADMIN_EXTRA_USERS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((pair) => pair.trim())
        .filter(Boolean)
        .map((pair) => ({ username: pair.slice(0, pair.indexOf(':')).trim(), password: pair.slice(pair.indexOf(':') + 1) })),
    )
    .refine(
      (list) => list.every((a) => a.username.length > 0 && a.password.length >= 8),
      'ADMIN_EXTRA_USERS must be username:password pairs (passwords of 8+ characters)',
    ),
  /** The site's public address (https://www.example.ca): the one origin allowed to send writes from a browser. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) address such as https://www.example.ca' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Host names the server may write into absolute links (og:url, og:image, canonical) when
   * PUBLIC_URL is not set: `example.ca,www.example.ca`, or `.example.ca` for it and every
   * subdomain. The localhost names are always allowed. Another Host gets the links of
   * http://localhost:PORT instead of its own (so a forged Host never reaches a page).
   */
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Write the demo content into an empty database. Defaults to on for the embedded database. */
  SEED_DEMO_CONTENT: bool,
  /**
   * Which proxies' X-Forwarded-* headers to believe: how many hops sit in front of the app
   * (`1`), or their addresses (`10.0.0.0/8,127.0.0.1`, `loopback`). Never `true`: that believes the
   * left-most X-Forwarded-For, which the client writes, so it could pick its own IP.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const value = v?.trim() ?? '';
      if (value === '' || value === 'false' || value === '0') return false;
      const list = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      // true, any address (0.0.0.0/0, ::/0) or more hops than any real chain of proxies: each lets
      // a client write its own address, so all are refused alike.
      if (value === 'true' || (/^\d+$/.test(value) && Number(value) > MAX_PROXY_HOPS) || list.some(isEveryAddress)) {
        ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE_MESSAGE });
        return z.NEVER;
      }
      if (/^\d+$/.test(value)) return Number(value);
      const bad = list.filter((part) => !isProxyAddress(part));
      if (bad.length > 0) {
        ctx.addIssue({ code: 'custom', message: `TRUST_PROXY: not a hop count, an address or a CIDR range: ${bad.join(', ')}` });
        return z.NEVER;
      }
      return list;
    }),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins for one username, from any addresses, in 15 minutes before that name answers 429 (browsers with its device cookie excepted). */
  LOGIN_USER_MAX_FAILURES: z.coerce.number().int().min(1).default(20),
  /** Stored public submissions per client address and kind (contact, quotes, carrier, newsletter, job, application) per minute. */
  PUBLIC_WRITE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Public reads (each REST read, each procedure of a tRPC batch, each feed) per client per minute. */
  PUBLIC_READ_LIMIT: z.coerce.number().int().min(1).default(300),
  /** The longest a public search statement may run in PostgreSQL (ms); past it the answer is 503 with Retry-After. */
  SEARCH_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /**
   * Search connections opened and warmed when the server starts and kept open however long idle
   * (the others close after 30 s idle); unset: 4, or none when NODE_ENV=test.
   */
  SEARCH_WARM_CONNECTIONS: z.coerce.number().int().min(0).max(10).optional(),
  /** Resume bytes one client may upload in 24 hours, in MB. */
  UPLOAD_DAILY_MB_PER_CLIENT: z.coerce.number().min(1).max(100_000).default(50),
  /** All uploads not yet attached to an application, together, in MB; past it uploads answer 507. */
  UPLOAD_PENDING_MAX_MB: z.coerce.number().min(1).max(10_000_000).default(1000),
  /** Where mail goes out (smtp://user:pass@host:587, smtps://... for TLS). Unset: mail stays in the outbox (admin Email screen). */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// address such as smtp://user:pass@mail.example.ca:587' }).optional(),
  /** The From of the site's mail. */
  // A bare address is sent in the company's name from Site Settings (mail/worker.ts senderOf).
  /** Unset: no-reply@ the host of PUBLIC_URL (see mailFromOf). */
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  /** Who gets the admins' notifications (comma-separated). Unset: the contact email of the site settings. */
  NOTIFY_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((address) => z.email().safeParse(address).success), 'NOTIFY_EMAILS must be email addresses separated by commas'),
  /** inline: this process runs the mail worker (the default); off: another process does (pnpm worker). */
  MAIL_WORKER: z.enum(['inline', 'off']).default('inline'),
  /** First retry of a failed delivery after this many seconds, doubling each time (up to an hour). */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Deliveries tried after the first before a mail is marked failed. */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  /** How often the mail worker matches newly published jobs to instant job alerts. */
  JOB_ALERT_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** A public form sent sooner than this after it was shown (by its signed form token) is stored as spam. */
  FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(2),
  /** How long a job search answer is kept in memory at most (0: never kept); any change to jobs drops it sooner. */
  SEARCH_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * How long a server-rendered public page (asked without a session) is kept in memory at most
   * (0: never kept); a change to what it shows drops it sooner (the generations of its cache keys:
   * docs/caching.md).
   */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * Edge caches in front of the app (Varnish with xkey...), comma-separated: every change sends each
   * one a `PURGE` of exactly its cache keys (headers `xkey` and `Surrogate-Key`), through the job
   * queue with retries (docs/caching.md). Empty (the default): no purge is sent.
   */
  EDGE_PURGE_URLS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const urls = value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean);
      const bad = urls.filter((url) => !EDGE_URL.safeParse(url).success);
      if (bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `EDGE_PURGE_URLS must be http(s) addresses separated by commas (such as http://varnish:6081/); not one: ${bad.join(', ')}`,
        });
        return z.NEVER;
      }
      return urls;
    }),
  /**
   * Count what each job draws (views, unique visitors, apply-form starts, sources) from the job
   * pages' beacons (the default); false: beacons are answered and not counted (the bench compares both).
   */
  JOB_VIEW_COUNTING: z
    .enum(['0', '1', 'true', 'false'])
    .default('true')
    .transform((value) => value === '1' || value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: readable lines (pino-pretty) on a terminal outside production, JSON otherwise. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  /**
   * The web app's build: its browser files and its server bundle (entry-server.js,
   * router-manifest.json), by default where @app/web builds them (its "./build" export). The tests
   * point them elsewhere to run the API without the web app.
   */
  WEB_DIST_DIR: z.string().default(CLIENT_DIR),
  WEB_SSR_DIR: z.string().default(SSR_DIR),
  /**
   * Development: serve the web app from its sources through Vite in middleware mode, with hot
   * reload, instead of the build (`pnpm dev` sets it). Never in production.
   */
  WEB_DEV: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  /** Uploaded resumes on disk (default <DATA_DIR>/uploads); with S3_URL set, only uploads in progress pass through it. */
  UPLOAD_DIR: z.string().optional(),
  /**
   * An S3-compatible bucket for uploaded resumes (AWS S3, MinIO, R2...), so that several app
   * instances share them: the endpoint (https://s3.ca-central-1.amazonaws.com, http://minio:9000),
   * with S3_BUCKET, S3_REGION and the key pair (without one, the AWS SDK's usual credential chain).
   */
  S3_URL: z
    .url({ protocol: /^https?$/, error: 'S3_URL must be the http(s) address of an S3-compatible endpoint such as https://s3.ca-central-1.amazonaws.com' })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots and hyphens)')
    .optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

export type Env = z.output<typeof EnvSchema>;

/** Parses the environment once; the only reader of process.env. Throws a readable error. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable is an unset one (docker-compose passes `${ADMIN_PASSWORD:-}` as '').
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.SESSION_KEY) {
    throw new Error(
      'SESSION_KEY is required when NODE_ENV=production. Generate one with:\n' +
        "  node -e \"console.log(require('node:crypto').randomBytes(32).toString('hex'))\"",
    );
  }
  if (env.NODE_ENV === 'production' && env.WEB_DEV) throw new Error('WEB_DEV serves the web app from its sources: never with NODE_ENV=production.');
  if (!!env.ADMIN_USERNAME !== !!env.ADMIN_PASSWORD) {
    throw new Error('Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither.');
  }
  if (env.S3_URL && !env.S3_BUCKET) throw new Error('S3_URL is set: set S3_BUCKET to the bucket that keeps the uploads.');
  if (!!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY) throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.');
  return env;
}

/**
 * The From of the site's mail: MAIL_FROM, or no-reply@ the host of PUBLIC_URL (its 'www.' left
 * out), or no-reply@localhost when neither is set (development).
 */
export function mailFromOf(env: Pick<Env, 'MAIL_FROM' | 'PUBLIC_URL'>): string {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  const host = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname.replace(/^www\./, '') : 'localhost';
  return `no-reply@${host}`;
}

/** Where uploads are kept on disk (or pass through, with S3): UPLOAD_DIR, by default <DATA_DIR>/uploads. */
export const uploadDirOf = (env: Pick<Env, 'UPLOAD_DIR' | 'DATA_DIR'>) => path.resolve(env.UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads'));
