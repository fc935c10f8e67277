import type { EntityManager, StatementPool } from '@app/db';
import type { StaffRole } from '@app/shared/roles';
import type { JobSearchPage } from '@app/shared/schemas/dtos';
import type { SearchCache } from './infra/search-cache.ts';
import type { CacheKeyCollector } from './infra/cache-keys.ts';
import { MIN_FORM_FILL_MS } from '@app/shared/constants';
import { trimEndChar } from '@app/shared/text';
import { newFormSecret, type FormGuard } from './features/forms/form-guard.ts';
import { clientKeyOf } from './infra/client-key.ts';
import type { ReadLimiter } from './infra/read-limiter.ts';
import type { JobViewCounter } from './features/job-stats/job-views.ts';
import { newMfaKeys, type MfaKeys } from './features/staff/mfa.ts';
import type { FileStore } from './infra/files.ts';
import { PageReads } from './infra/page-reads.ts';
import type { ConsentRecord } from './features/privacy/consent.ts';
import { DEFAULT_LIMITS, type Limits } from './infra/rate-limits.ts';

/** Where the admin session id lives (an encrypted cookie, in the HTTP server). */
export interface SessionPort {
  get(): string | undefined;
  set(sessionId: string): void;
  clear(): void;
}

/**
 * Where a visitor session's secret lives: its audience's own cookie (`candidate_session` for My
 * applications, `employer_session` for My postings), never the staff session's. The server keeps
 * only the secret's hash (candidate_sessions, whose `audience` says whose).
 */
export interface VisitorSessionPort {
  get(): string | undefined;
  /** Sets the cookie to `token` for `maxAgeSeconds`. */
  set(token: string, maxAgeSeconds: number): void;
  clear(): void;
}
/** The candidate session's cookie (My applications). */
export type CandidateSessionPort = VisitorSessionPort;

export interface AuthPolicy {
  /** A session unused for this long is over. */
  idleTimeoutMs: number;
  /** A session is over this long after login, used or not. */
  absoluteTimeoutMs: number;
}

export const DEFAULT_AUTH_POLICY: AuthPolicy = {
  idleTimeoutMs: 2 * 60 * 60 * 1000,
  absoluteTimeoutMs: 12 * 60 * 60 * 1000,
};

/**
 * The device cookie (OWASP 'device cookies'): a browser that signed in as an admin before carries
 * a signed nonce for that name. Its sign-ins are counted per device, so guessing at that name from
 * elsewhere (which locks the name) never locks out the admin's own browser.
 */
export interface DevicePort {
  /** The nonce this browser holds for `username`, when it signed in as that admin before. */
  nonceFor(username: string): string | undefined;
  /** Remembers that this browser signed in as `username`, with a new nonce. */
  remember(username: string, nonce: string): void;
}

export interface ContextOptions {
  /** A fork of the ORM's EntityManager, made for this one request. */
  em: EntityManager;
  session?: SessionPort;
  /** The candidate session's cookie (My applications); none: a memory of this context only. */
  candidateSession?: CandidateSessionPort;
  /** The employer session's cookie (My postings); none: a memory of this context only. */
  employerSession?: VisitorSessionPort;
  device?: DevicePort;
  limits?: Partial<Limits>;
  clientIp?: string;
  userAgent?: string;
  auth?: Partial<AuthPolicy>;
  now?: () => Date;
  /** Kept job search answers of this app instance; none: every search runs. */
  searchCache?: SearchCache<JobSearchPage>;
  /** Where public job searches run: connections with a statement timeout (SEARCH_TIMEOUT_MS); none: on `em`, unlimited. */
  searchPool?: Pick<StatementPool, 'query'>;
  /** This instance's count of public reads (see ReadLimiter); none: each read is counted by itself. */
  readLimiter?: ReadLimiter;
  /** This instance's counter of job page views and apply-form starts; none: beacons are answered and not counted (JOB_VIEW_COUNTING=false). */
  jobViews?: JobViewCounter;
  /** The public forms' spam trap; several instances must share `secret` (see features/forms/form-guard.ts). */
  formGuard?: Partial<FormGuard>;
  /** The site's origin for links in mail (PUBLIC_URL, or the request's allowed host). */
  siteUrl?: string;
  /** Where admin notifications go (NOTIFY_EMAILS); none: the contact email of the site settings. */
  notifyEmails?: string[];
  /** Whether mail is delivered (SMTP_URL set); when not, it stays in the outbox. */
  mailDelivery?: boolean;
  /** Whether public reads count against the client's read limit (not for the reads of a page the server writes). */
  countReads?: boolean;
  /** The two-factor keys, derived from SESSION_KEY (mfaKeysFrom); none: this process's own random keys. */
  mfaKeys?: MfaKeys;
  /** Where uploaded files are kept (résumés, privacy exports); none: files are left alone. */
  files?: FileStore;
  /**
   * A REST call of one of the specification's documented public forms: a body without `consent`
   * is stored with `consent: 'implied-api'`. Set by the REST adapter only, never from the request.
   */
  impliedConsent?: boolean;
  /** Where the request's public reads add their cache keys (see collectCacheKeys in trpc.ts); none: not collected. */
  cacheKeys?: CacheKeyCollector;
  /** Reads shared by the procedures of one server-written page; none: shared by this context's calls only. */
  pageReads?: PageReads;
}

export interface AdminIdentity {
  id: number;
  username: string;
  sessionId: string;
  lastLoginAt: Date | null;
  role: StaffRole;
  email: string | null;
  mfaEnabled: boolean;
}

export interface Context {
  em: EntityManager;
  session: SessionPort;
  candidateSession: CandidateSessionPort;
  employerSession: VisitorSessionPort;
  device: DevicePort;
  limits: Limits;
  /** The client's address as the request came (kept in the audit log and on sessions). */
  clientIp: string;
  /** What the per-client throttles count by: the address, or its /64 network for IPv6 (see clientKeyOf). */
  clientKey: string;
  userAgent: string;
  auth: AuthPolicy;
  now: () => Date;
  searchCache?: SearchCache<JobSearchPage>;
  searchPool?: Pick<StatementPool, 'query'>;
  readLimiter?: ReadLimiter;
  jobViews?: JobViewCounter;
  formGuard: FormGuard;
  siteUrl: string;
  notifyEmails: string[];
  mailDelivery: boolean;
  countReads: boolean;
  mfaKeys: MfaKeys;
  /** Set by the spam-trap middleware on a public form: why this submission is spam, or null. */
  spamReason?: string | null;
  files?: FileStore;
  /** See ContextOptions.impliedConsent: the REST adapter's, never the client's. */
  impliedConsent: boolean;
  /** Set by the consent middleware on a public form: what to store with the record. */
  consent?: ConsentRecord;
  cacheKeys?: CacheKeyCollector;
  /** Read-only reads shared by the page's procedures (see PageReads): the settings row for public answers. */
  pageReads: PageReads;
  /** Resolved once per request by getAdmin(); undefined until then. */
  admin?: AdminIdentity | null;
}

function memorySession(): SessionPort {
  let id: string | undefined;
  return {
    get: () => id,
    set: (v) => {
      id = v;
    },
    clear: () => {
      id = undefined;
    },
  };
}

function memoryVisitorSession(): VisitorSessionPort {
  let token: string | undefined;
  return {
    get: () => token,
    set: (v) => {
      token = v;
    },
    clear: () => {
      token = undefined;
    },
  };
}

function memoryDevice(): DevicePort {
  const nonces = new Map<string, string>();
  return {
    nonceFor: (username) => nonces.get(username.toLowerCase()),
    remember: (username, nonce) => void nonces.set(username.toLowerCase(), nonce),
  };
}

/** This process's form-token key, for contexts built without one (a single instance, tests). */
const processFormSecret = newFormSecret();
/** This process's two-factor keys, for contexts built without them (tests): secrets stored with them die with the process. */
const processMfaKeys = newMfaKeys();

/** The one context factory: /trpc, the REST layer and the tests all build contexts here. */
export function createContext(options: ContextOptions): Context {
  return {
    em: options.em,
    session: options.session ?? memorySession(),
    candidateSession: options.candidateSession ?? memoryVisitorSession(),
    employerSession: options.employerSession ?? memoryVisitorSession(),
    device: options.device ?? memoryDevice(),
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    clientIp: options.clientIp ?? '',
    clientKey: clientKeyOf(options.clientIp ?? ''),
    userAgent: options.userAgent ?? '',
    auth: { ...DEFAULT_AUTH_POLICY, ...options.auth },
    now: options.now ?? (() => new Date()),
    searchCache: options.searchCache,
    searchPool: options.searchPool,
    readLimiter: options.readLimiter,
    jobViews: options.jobViews,
    formGuard: { secret: processFormSecret, minFillMs: MIN_FORM_FILL_MS, ...options.formGuard },
    siteUrl: trimEndChar(options.siteUrl ?? 'http://localhost:3000', '/'),
    notifyEmails: options.notifyEmails ?? [],
    mailDelivery: options.mailDelivery ?? false,
    countReads: options.countReads ?? true,
    mfaKeys: options.mfaKeys ?? processMfaKeys,
    files: options.files,
    impliedConsent: options.impliedConsent ?? false,
    cacheKeys: options.cacheKeys,
    pageReads: options.pageReads ?? new PageReads(),
  };
}
