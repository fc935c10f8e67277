import { randomBytes } from 'node:crypto';
import { createDatabase, freePort, mulberry32, readRows, startTestCluster } from '@app/db/testing';
import { startInstance, type Instance } from './instances.ts';
import { startVarnish, type Varnish, type VarnishCounters } from './varnish.ts';

/**
 * The edge replay (issue 37, item 4), shared by the edge test (apps/edge/test) and `pnpm bench:edge`
 * (bench/edge.ts): one PostgreSQL, two app instances on it, Varnish with the repository's VCL in
 * front of them, and 10,000 anonymous page views in a realistic mix with a job approved or closed
 * every 100 views and one instance killed half-way. Every answer is checked as it arrives:
 *
 * - who answered it (`x-edge: hit` from Varnish's memory; `miss`/`pass`: an instance);
 * - that a personal request (a session cookie, the admin area, a personal page), an answer that
 *   sets a cookie and an answer that is not `public` never come from the edge's memory;
 * - what it shows: a closed job's page must say it is closed, and no list may show it, from 2 s
 *   after the close; an approved job must be on /jobs?sort=newest and its page must be there from
 *   2 s after the approval;
 * - that it did not fail (a 5xx, a connection error, an answer other than 200 to a public view).
 */

export const EDGE_ADMIN = { username: 'edge-admin', password: 'edge-admin-password' };
/** What a view may lag behind a change (the issue's 2 s). */
export const STALENESS_LIMIT_MS = 2000;

type Log = (line: string) => void;

export interface EdgeSite {
  varnish: Varnish;
  /** instances[0] takes the staff's changes and is never stopped; instances[1] is the one killed. */
  instances: Instance[];
  databaseUrl: string;
  adminCookie: string;
  /** Approved, open jobs made for the replay, most viewed first. */
  openJobs: number[];
  /** Pending jobs in the order they were made (and are approved: each becomes the newest job). */
  pendingJobs: number[];
  blogSlugs: string[];
  stop(): Promise<void>;
}

const JOB_TITLES = [
  'Forklift Operator',
  'Warehouse Associate',
  'AZ Truck Driver',
  'DZ Driver',
  'Picker Packer',
  'Shipper Receiver',
  'Machine Operator',
  'Inventory Clerk',
  'Material Handler',
  'Dispatcher',
  'Assembly Worker',
  'General Labourer',
];
// Ontario only: a job in Québec needs its French text before it can be approved.
const PLACES = [
  'Mississauga, ON',
  'Brampton, ON',
  'Toronto, ON',
  'Hamilton, ON',
  'Vaughan, ON',
  'Oakville, ON',
  'Milton, ON',
  'Ottawa, ON',
  'London, ON',
  'Guelph, ON',
];
const CATEGORIES = ['Warehouse', 'Transportation', 'Manufacturing'];
const TYPES = ['Full-Time', 'Part-time', 'Contract'];

/**
 * Starts the site: a scratch PostgreSQL, the first instance (migrations, demo content, the admin),
 * `openJobs` approved jobs and `pendingJobs` pending ones made through the admin REST API, the
 * second instance, then Varnish in front of both. Every instance purges Varnish (EDGE_PURGE_URLS).
 */
export async function startEdgeSite(options: { openJobs?: number; pendingJobs?: number; log?: Log } = {}): Promise<EdgeSite> {
  const log = options.log ?? (() => {});
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    const cluster = await startTestCluster();
    stops.push(() => cluster.stop());
    const database = await createDatabase(cluster.port, undefined, 'edge');
    const [varnishPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    const env = {
      SESSION_KEY: randomBytes(32).toString('hex'),
      ADMIN_USERNAME: EDGE_ADMIN.username,
      ADMIN_PASSWORD: EDGE_ADMIN.password,
      EDGE_PURGE_URLS: `http://127.0.0.1:${varnishPort}/`,
      // Every view reaches the instances from Varnish's one address: the per-client read limit
      // would count all visitors as one (in production TRUST_PROXY names the proxies instead).
      PUBLIC_READ_LIMIT: '1000000000',
      // No mail goes anywhere in this run.
      MAIL_WORKER: 'off',
    };
    // Varnish first, so the purges of the jobs made below reach it (and are not retried into the replay).
    const varnish = await startVarnish({
      port: varnishPort,
      backends: [
        { name: 'app_a', host: '127.0.0.1', port: portA },
        { name: 'app_b', host: '127.0.0.1', port: portB },
      ],
    });
    stops.push(() => varnish.stop());
    log(`varnish on ${varnish.url}`);
    const started = performance.now();
    const a = await startInstance({ name: 'a', port: portA, databaseUrl: database.url, env: { ...env, SEED_DEMO_CONTENT: 'true' } });
    stops.push(() => a.stop());
    log(`instance a on ${a.url} (pid ${a.pid}), ready in ${Math.round(performance.now() - started)} ms`);

    const adminCookie = await signIn(a.url);
    const openJobs = await makeJobs(a.url, adminCookie, options.openJobs ?? 200, 'open');
    const pendingJobs = await makeJobs(a.url, adminCookie, options.pendingJobs ?? 60, 'pending');
    const blogSlugs = ((await getJson(`${a.url}/api/blog?limit=20`)) as { slug: string }[]).map((post) => post.slug);
    log(`made ${openJobs.length} open and ${pendingJobs.length} pending jobs; ${blogSlugs.length} blog posts`);

    const b = await startInstance({ name: 'b', port: portB, databaseUrl: database.url, env });
    stops.push(() => b.stop());
    log(`instance b on ${b.url} (pid ${b.pid})`);
    await purgesSettled(database.url);
    return { varnish, instances: [a, b], databaseUrl: database.url, adminCookie, openJobs, pendingJobs, blogSlugs, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Waits until the outbox is empty and no purge is waiting on the queue: the replay starts from a quiet edge. */
async function purgesSettled(databaseUrl: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [row] = await readRows<{ n: number }>(
      databaseUrl,
      `select (select count(*) from cache_key_purges)::int + (select count(*) from pgboss.job where name = 'edge-purge' and state < 'completed')::int as n`,
    );
    if (row?.n === 0) return;
    if (Date.now() > deadline) throw new Error(`${row?.n} purges still waiting after 60 s: do they reach Varnish?`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(EDGE_ADMIN) });
  if (!res.ok) throw new Error(`the admin could not sign in: ${res.status} ${await res.text()}`);
  const session = res.headers.getSetCookie().find((c) => c.startsWith('nw_admin_session='));
  if (!session) throw new Error('the sign-in set no nw_admin_session cookie');
  return session.split(';')[0]!;
}

async function getJson(url: string, cookie?: string): Promise<unknown> {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function adminCall(url: string, cookie: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : null;
}

/** `count` jobs through POST /api/jobs (pending), approved 100 at a time through PATCH /api/jobs/status when `open`. */
async function makeJobs(url: string, cookie: string, count: number, state: 'open' | 'pending'): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const title = JOB_TITLES[i % JOB_TITLES.length]!;
    const job = (await adminCall(url, cookie, 'POST', '/api/jobs', {
      title: `${title} ${state === 'open' ? 'E' : 'N'}${i + 1}`,
      company: `Edge Logistics ${(i % 7) + 1} Inc.`,
      location: PLACES[i % PLACES.length],
      type: TYPES[i % TYPES.length],
      category: CATEGORIES[i % CATEGORIES.length],
      description: `Join our ${title.toLowerCase()} team: steady shifts, paid training and benefits after three months.`,
      salary: `$${18 + (i % 9)} - $${21 + (i % 9)} / hour`,
      contactEmail: 'hr@edge-logistics.example',
    })) as { id: number };
    ids.push(job.id);
  }
  if (state === 'open') {
    for (let i = 0; i < ids.length; i += 100) await adminCall(url, cookie, 'PATCH', '/api/jobs/status', { ids: ids.slice(i, i + 100), status: 'approved' });
  }
  return ids;
}

export interface EdgeReplayOptions {
  /** Anonymous views (10,000). */
  views?: number;
  /** A change (approve, then close, in turn) every this many anonymous views (100). */
  changeEvery?: number;
  /** Views sent per second, all connections together (150); 0: as fast as they answer. */
  viewsPerSecond?: number;
  /** Views under way at once (4). */
  connections?: number;
  /** The anonymous view at which the second instance is killed (half-way); null: never. */
  killInstanceAt?: number | null;
  /** One view in this many is a signed-in view, an admin page or a personal page, besides the anonymous ones (50). */
  personalEvery?: number;
  /** One view in this many looks at what changed in the last seconds, besides the mix (20); 0: none. */
  probeEvery?: number;
  /** Before the replay, a crawler walks every page of the sitemap through the edge (true). */
  warmUp?: boolean;
  /** After the replay, this many views of the same mix straight to the remaining instance (the latency without the edge); 0: none. */
  directViews?: number;
  seed?: number;
  log?: Log;
}

type Kind = 'job' | 'list' | 'home' | 'blog' | 'static' | 'personal';

interface PlannedView {
  url: string;
  kind: Kind;
  personal: boolean;
  cookie?: string;
  /** The job whose page this is. */
  jobId?: number;
  /** /jobs?sort=newest (page 1): the latest approvals must be on it. */
  newest?: boolean;
  /** A look at something that just changed (counted apart from the mix). */
  probe?: boolean;
}

export interface ViewRecord extends PlannedView {
  start: number;
  ms: number;
  status: number;
  edge: string;
  error?: string;
}

export interface Violation {
  url: string;
  atMs: number;
  what: string;
}

export interface EdgeReplayResult {
  /** The views of the mix (what the origin share is of). */
  anonymousViews: number;
  personalViews: number;
  /** Looks at what just changed, and how many an instance answered. */
  probes: { views: number; originViews: number };
  /** The crawl before the replay: pages walked, how many an instance answered, how long it took. */
  warmUp: { views: number; originViews: number; ms: number } | null;
  /** Anonymous views an instance answered (x-edge miss or pass). */
  originViews: number;
  originShare: number;
  /** Anonymous views an instance answered, by kind of page. */
  originByKind: Record<Kind, number>;
  /** Varnish's requests to the instances during the replay (misses, passes, background refreshes, retries), per view of any kind. */
  backendRequests: number;
  backendShare: number;
  counters: VarnishCounters;
  changes: { approved: number; closed: number; failed: string[] };
  /** The longest a view showed a job open after its close, or missed it after its approval (ms; 0 when none did). */
  stalenessMaxMs: { closed: number; approved: number };
  /** Views of a changed job after its change that were checked (showing it right or not). */
  checkedAfterChange: { closed: number; approved: number };
  staleViolations: Violation[];
  /** Personal views, answers setting a cookie and non-public answers that came from the edge's memory (must be none). */
  personalFromEdge: Violation[];
  /** 5xx, connection errors, unexpected statuses, answers that did not pass the edge. */
  failures: Violation[];
  failuresAfterKill: number;
  killedAtMs: number | null;
  latencyMs: { edge: Percentiles; edgeHits: Percentiles; edgeMisses: Percentiles; direct?: Percentiles };
  wallMs: number;
  viewsPerSecond: number;
  /** Every view through the edge, in the order the answers arrived. */
  records: ViewRecord[];
  mix: Record<Kind, number>;
}

export interface Percentiles {
  p50: number;
  p95: number;
  n: number;
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Picks by weight from [weight, value] pairs. */
function weighted<T>(random: () => number, table: readonly (readonly [number, T])[]): T {
  const total = table.reduce((sum, [w]) => sum + w, 0);
  let r = random() * total;
  for (const [w, value] of table) {
    r -= w;
    if (r < 0) return value;
  }
  return table[table.length - 1]![1];
}

const LIST_URLS: [number, string][] = [
  [30, '/jobs'],
  [14, '/jobs?sort=newest'],
  [12, '/fr/emplois'],
  [8, '/jobs?query=forklift'],
  [8, '/jobs?category=Warehouse'],
  [6, '/jobs?type=Full-Time'],
  [6, '/jobs?query=driver&location=Mississauga'],
  [6, '/fr/emplois?sort=newest'],
  [5, '/jobs?page=2'],
];
const SEARCH_WORDS = [
  'packer',
  'night shift',
  'reach truck',
  'receiver',
  'clerk',
  'assembly',
  'labourer',
  'dispatch',
  'dz',
  'az',
  'welder',
  'cleaner',
  'loader',
  'sorter',
];
const STATIC_URLS = ['/about', '/services', '/staffing', '/warehouse', '/transportation', '/contact', '/fr/a-propos', '/terms-conditions'];
const BROWSER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 edge-replay',
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'br, gzip',
};
const JOB_LINK = /href="(?:\/fr\/emplois|\/jobs)\/(\d+)"/g;
const CLOSED_MARK = 'data-testid="job-closed"';

export function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return { p50: round1(at(0.5)), p95: round1(at(0.95)), n: sorted.length };
}
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Replays the views through `site.varnish` and checks every answer (see the top of this file).
 * Leaves the site running (one instance killed); the caller stops it.
 */
export async function runEdgeReplay(site: EdgeSite, options: EdgeReplayOptions = {}): Promise<EdgeReplayResult> {
  const views = options.views ?? 10_000;
  const changeEvery = options.changeEvery ?? 100;
  const rate = options.viewsPerSecond ?? 150;
  const connections = options.connections ?? 4;
  const killAt = options.killInstanceAt === undefined ? Math.floor(views / 2) : options.killInstanceAt;
  const personalEvery = options.personalEvery ?? 50;
  const probeEvery = options.probeEvery ?? 20;
  const log = options.log ?? (() => {});
  // A seeded PRNG: the same mix for the same seed.
  const random = mulberry32(options.seed ?? 37);
  const [staffInstance, killedInstance] = site.instances as [Instance, Instance];
  const t0 = performance.now();
  const now = () => performance.now() - t0;

  // Popularity: a Zipf-like law over the open jobs (the first is viewed most).
  const popular = site.openJobs;
  const cumulative: number[] = [];
  popular.reduce((sum, _, rank) => (cumulative[rank] = sum + 1 / (rank + 1) ** 1.05), 0);
  const zipfJob = () => {
    const r = random() * cumulative[cumulative.length - 1]!;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < r) lo = mid + 1;
      else hi = mid;
    }
    return popular[lo]!;
  };

  // What changed, and when (ms since t0, when the change's answer arrived: it is committed then).
  const closedAt = new Map<number, number>();
  const approvedAt = new Map<number, number>();
  const approvals: number[] = [];
  const pendingQueue = [...site.pendingJobs];
  // Closed in turn: jobs across the popularity ranks, so natural views see them too.
  const closable = popular.filter((_, rank) => rank >= 2 && rank % 3 === 2);
  const recentChanges: { id: number; kind: 'closed' | 'approved'; at: number }[] = [];

  const jobUrl = (id: number) => (random() < 0.2 ? `/fr/emplois/${id}` : `/jobs/${id}`);
  /**
   * A probe: a look at something that changed in the last 6 s (its page, or the newest-first list
   * after an approval), so that each change is looked at again and again after it. Probes go
   * straight to what a change purged, so most of them miss: they measure staleness and are counted
   * apart from the mix.
   */
  const planProbe = (): PlannedView | undefined => {
    const recent = recentChanges.filter((c) => now() - c.at < 6000);
    if (recent.length === 0) return undefined;
    const change = pick(random, recent);
    if (change.kind === 'approved' && random() < 0.5) {
      const url = random() < 0.75 ? '/jobs?sort=newest' : '/fr/emplois?sort=newest';
      return { url, kind: 'list', personal: false, newest: true, probe: true };
    }
    return { url: jobUrl(change.id), kind: 'job', personal: false, jobId: change.id, probe: true };
  };
  const planAnonymous = (): PlannedView => {
    const kind = weighted<Kind>(random, [
      [70, 'job'],
      [13, 'list'],
      [7, 'home'],
      [6, 'blog'],
      [4, 'static'],
    ]);
    // Some visitors carry cookies that are not a session (analytics, the staff device cookie).
    const cookie = random() < 0.05 ? (random() < 0.5 ? '_ga=GA1.1.12345.67890' : 'nw_device=not-a-session') : undefined;
    const base = { kind, personal: false, ...(cookie ? { cookie } : {}) };
    switch (kind) {
      case 'job': {
        const id = zipfJob();
        return { ...base, url: jobUrl(id), jobId: id };
      }
      case 'list': {
        // The long tail: a search nobody made a moment ago.
        if (random() < 0.1)
          return {
            ...base,
            url: `/jobs?query=${encodeURIComponent(pick(random, SEARCH_WORDS))}&location=${encodeURIComponent(pick(random, PLACES).split(',')[0]!)}`,
          };
        const url = weighted(random, LIST_URLS);
        return { ...base, url, newest: url.endsWith('sort=newest') };
      }
      case 'home':
        return { ...base, url: random() < 0.8 ? '/' : '/fr' };
      case 'blog': {
        if (random() < 0.3 || site.blogSlugs.length === 0) return { ...base, url: '/blog' };
        const slug = pick(random, site.blogSlugs);
        return { ...base, url: random() < 0.8 ? `/blog/${slug}` : `/fr/blogue/${slug}` };
      }
      default:
        return { ...base, url: pick(random, STATIC_URLS) };
    }
  };
  let personalTurn = 0;
  const planPersonal = (): PlannedView => {
    const job = zipfJob();
    const table: PlannedView[] = [
      { url: `/jobs/${job}`, kind: 'personal', personal: true, cookie: site.adminCookie },
      { url: '/jobs', kind: 'personal', personal: true, cookie: site.adminCookie },
      { url: '/', kind: 'personal', personal: true, cookie: `_ga=GA1.1.1; ${site.adminCookie}` },
      { url: `/jobs/${job}`, kind: 'personal', personal: true, cookie: `candidate_session=${randomBytes(16).toString('hex')}` },
      { url: '/jobs?sort=newest', kind: 'personal', personal: true, cookie: `employer_session=${randomBytes(16).toString('hex')}` },
      { url: '/admin', kind: 'personal', personal: true, cookie: site.adminCookie },
      { url: '/admin/jobs', kind: 'personal', personal: true, cookie: site.adminCookie },
      { url: '/admin/login', kind: 'personal', personal: true },
      { url: '/api/jobs/pending', kind: 'personal', personal: true, cookie: site.adminCookie },
      { url: '/my-applications', kind: 'personal', personal: true },
      { url: '/fr/mes-offres', kind: 'personal', personal: true },
    ];
    return table[personalTurn++ % table.length]!;
  };

  const records: ViewRecord[] = [];
  const staleViolations: Violation[] = [];
  const personalFromEdge: Violation[] = [];
  const failures: Violation[] = [];
  const staleness = { closed: 0, approved: 0 };
  const checked = { closed: 0, approved: 0 };
  const noteStale = (kind: 'closed' | 'approved', lagMs: number, url: string, start: number, what: string) => {
    staleness[kind] = Math.max(staleness[kind], lagMs);
    if (lagMs > STALENESS_LIMIT_MS) staleViolations.push({ url, atMs: Math.round(start), what: `${what} ${Math.round(lagMs)} ms after the change` });
  };

  /** Everything an answer must be, checked on every one. */
  const check = (view: ViewRecord, headers: Headers | undefined, body: string) => {
    const at = Math.round(view.start);
    if (view.error || view.status >= 500) {
      failures.push({ url: view.url, atMs: at, what: view.error ?? `status ${view.status}` });
      return;
    }
    if (!view.personal && view.status !== 200) failures.push({ url: view.url, atMs: at, what: `status ${view.status} for a public view` });
    if (!['hit', 'miss', 'pass'].includes(view.edge)) failures.push({ url: view.url, atMs: at, what: `x-edge '${view.edge}': not answered through the edge` });
    if (view.edge === 'hit') {
      const cacheControl = headers?.get('cache-control') ?? '';
      if (view.personal)
        personalFromEdge.push({
          url: view.url,
          atMs: at,
          what: `a personal view (${view.cookie ? 'with a session cookie' : 'personal page'}) came from the edge`,
        });
      if (headers?.getSetCookie().length) personalFromEdge.push({ url: view.url, atMs: at, what: 'an answer setting a cookie came from the edge' });
      if (!/(^|,)\s*public\s*(,|$)/i.test(cacheControl))
        personalFromEdge.push({ url: view.url, atMs: at, what: `an answer with Cache-Control '${cacheControl}' came from the edge` });
    }
    if (view.personal || view.status !== 200) return;
    // A job's page: closed after its close; there after its approval.
    if (view.jobId !== undefined) {
      const closed = closedAt.get(view.jobId);
      if (closed !== undefined && view.start > closed) {
        checked.closed++;
        if (!body.includes(CLOSED_MARK)) noteStale('closed', view.start - closed, view.url, view.start, 'shows the job open');
      }
      const approved = approvedAt.get(view.jobId);
      if (approved !== undefined && view.start > approved) checked.approved++;
    }
    // A list (the job lists, the home page's featured jobs): no closed job in it.
    if (view.kind === 'list' || view.kind === 'home') {
      for (const match of body.matchAll(JOB_LINK)) {
        const closed = closedAt.get(Number(match[1]));
        if (closed !== undefined && view.start > closed) {
          checked.closed++;
          noteStale('closed', view.start - closed, view.url, view.start, `lists closed job ${match[1]}`);
        }
      }
    }
    // The newest first list: the three latest approvals (all newer than any other job) on page 1.
    if (view.newest) {
      const shown = new Set([...body.matchAll(JOB_LINK)].map((m) => Number(m[1])));
      for (const id of approvals.slice(-3)) {
        const approved = approvedAt.get(id)!;
        if (view.start <= approved) continue;
        checked.approved++;
        if (!shown.has(id)) noteStale('approved', view.start - approved, view.url, view.start, `misses approved job ${id}`);
      }
    }
  };
  /** An approved job's page answering 404 after the approval is stale too. */
  const checkApprovedPage = (view: ViewRecord) => {
    if (view.jobId === undefined || view.status !== 404) return false;
    const approved = approvedAt.get(view.jobId);
    if (approved === undefined || view.start <= approved) return false;
    checked.approved++;
    noteStale('approved', view.start - approved, view.url, view.start, 'answers 404 for the approved job');
    return true;
  };

  const send = async (base: string, view: PlannedView): Promise<ViewRecord> => {
    const start = now();
    try {
      const res = await fetch(`${base}${view.url}`, {
        headers: { ...BROWSER_HEADERS, ...(view.cookie ? { cookie: view.cookie } : {}) },
        redirect: 'manual',
        signal: AbortSignal.timeout(20_000),
      });
      const body = await res.text();
      const record: ViewRecord = { ...view, start, ms: now() - start, status: res.status, edge: res.headers.get('x-edge') ?? '' };
      if (base === site.varnish.url) {
        if (!checkApprovedPage(record)) check(record, res.headers, body);
      }
      return record;
    } catch (error) {
      const record: ViewRecord = { ...view, start, ms: now() - start, status: 0, edge: '', error: (error as Error).message };
      if (base === site.varnish.url) check(record, undefined, '');
      return record;
    }
  };

  // Staff changes, one at a time, straight to the instance that stays (a write is never retried
  // by the edge: it goes to one instance).
  let changeChain: Promise<void> = Promise.resolve();
  const changes = { approved: 0, closed: 0, failed: [] as string[] };
  let changeTurn = 0;
  const change = () => {
    const approve = changeTurn++ % 2 === 0;
    changeChain = changeChain.then(async () => {
      try {
        if (approve) {
          const id = pendingQueue.shift();
          if (id === undefined) throw new Error('no pending job left to approve');
          await adminCall(staffInstance.url, site.adminCookie, 'PATCH', `/api/jobs/${id}/status`, { status: 'approved' });
          const at = now();
          approvedAt.set(id, at);
          approvals.push(id);
          recentChanges.push({ id, kind: 'approved', at });
          changes.approved++;
        } else {
          const id = closable.find((candidate) => !closedAt.has(candidate));
          if (id === undefined) throw new Error('no open job left to close');
          await adminCall(staffInstance.url, site.adminCookie, 'POST', `/api/jobs/${id}/filled`);
          const at = now();
          closedAt.set(id, at);
          recentChanges.push({ id, kind: 'closed', at });
          changes.closed++;
        }
      } catch (error) {
        changes.failed.push((error as Error).message);
      }
    });
  };

  const warmUp = options.warmUp === false ? null : await crawl(site, connections, log);
  const before = await site.varnish.counters();
  let anonymousSent = 0;
  let slot = 0;
  let killedAtMs: number | null = null;
  let killing: Promise<void> | undefined;
  const interval = rate > 0 ? 1000 / rate : 0;
  const worker = async () => {
    for (;;) {
      if (anonymousSent >= views) return;
      const mySlot = slot++;
      const personal = personalEvery > 0 && mySlot % personalEvery === personalEvery - 1;
      const probe = !personal && probeEvery > 0 && mySlot % probeEvery === 0 ? planProbe() : undefined;
      let view: PlannedView;
      if (personal) view = planPersonal();
      else if (probe) view = probe;
      else {
        const n = anonymousSent++;
        if (n > 0 && n % 1000 === 0) log(`${n} views, ${Math.round(now())} ms`);
        if (changeEvery > 0 && n % changeEvery === changeEvery / 2) change();
        if (killAt !== null && n === killAt) {
          killedAtMs = now();
          log(`view ${n}: killing instance ${killedInstance.name} (pid ${killedInstance.pid})`);
          killing = killedInstance.kill();
        }
        view = planAnonymous();
      }
      const due = mySlot * interval - now();
      if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
      records.push(await send(site.varnish.url, view));
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  await changeChain;
  await killing;
  const wallMs = now();
  const after = await site.varnish.counters();
  const counters = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - before[k as keyof VarnishCounters]])) as unknown as VarnishCounters;

  // The same mix straight to the remaining instance: what a view costs without the edge.
  let direct: Percentiles | undefined;
  if (options.directViews) {
    const directRecords: ViewRecord[] = [];
    let sent = 0;
    const directStart = now();
    const directWorker = async () => {
      while (sent < options.directViews!) {
        const i = sent++;
        const due = directStart + i * interval - now();
        if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
        directRecords.push(await send(staffInstance.url, planAnonymous()));
      }
    };
    await Promise.all(Array.from({ length: connections }, directWorker));
    direct = percentiles(directRecords.filter((r) => r.status === 200).map((r) => r.ms));
  }

  const anonymous = records.filter((r) => !r.personal && !r.probe);
  const probes = records.filter((r) => r.probe);
  const originViews = anonymous.filter((r) => r.edge !== 'hit').length;
  const mix = { job: 0, list: 0, home: 0, blog: 0, static: 0, personal: 0 } as Record<Kind, number>;
  for (const r of records) mix[r.kind]++;
  const originByKind = { job: 0, list: 0, home: 0, blog: 0, static: 0, personal: 0 } as Record<Kind, number>;
  for (const r of anonymous) if (r.edge !== 'hit') originByKind[r.kind]++;
  return {
    anonymousViews: anonymous.length,
    personalViews: records.filter((r) => r.personal).length,
    probes: { views: probes.length, originViews: probes.filter((r) => r.edge !== 'hit').length },
    warmUp,
    originViews,
    originShare: originViews / Math.max(1, anonymous.length),
    originByKind,
    backendRequests: counters.backendRequests,
    backendShare: counters.backendRequests / Math.max(1, records.length),
    counters,
    changes,
    stalenessMaxMs: { closed: Math.round(staleness.closed), approved: Math.round(staleness.approved) },
    checkedAfterChange: checked,
    staleViolations,
    personalFromEdge,
    failures,
    failuresAfterKill: killedAtMs === null ? 0 : failures.filter((f) => f.atMs >= killedAtMs!).length,
    killedAtMs: killedAtMs === null ? null : Math.round(killedAtMs),
    latencyMs: {
      edge: percentiles(anonymous.map((r) => r.ms)),
      edgeHits: percentiles(anonymous.filter((r) => r.edge === 'hit').map((r) => r.ms)),
      edgeMisses: percentiles(anonymous.filter((r) => r.edge !== 'hit').map((r) => r.ms)),
      ...(direct ? { direct } : {}),
    },
    wallMs: Math.round(wallMs),
    records,
    viewsPerSecond: Math.round(records.length / (wallMs / 1000)),
    mix,
  };
}

/**
 * A crawler's walk through the edge before the replay: every page of the sitemap (both languages),
 * as search engines walk a job site all the time: the edge starts as a running site's is, warm.
 */
async function crawl(site: EdgeSite, connections: number, log: Log): Promise<{ views: number; originViews: number; ms: number }> {
  const started = performance.now();
  const sitemap = await (await fetch(`${site.varnish.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname + new URL(m[1]!).search);
  if (paths.length === 0) throw new Error(`the sitemap lists no page:\n${sitemap.slice(0, 500)}`);
  let next = 0;
  let originViews = 0;
  const walk = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const res = await fetch(`${site.varnish.url}${path}`, { headers: BROWSER_HEADERS, signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      if (res.headers.get('x-edge') !== 'hit') originViews++;
    }
  };
  await Promise.all(Array.from({ length: connections }, walk));
  const ms = Math.round(performance.now() - started);
  log(`warm-up: crawled ${paths.length} pages of the sitemap in ${ms} ms`);
  return { views: paths.length, originViews, ms };
}

/** The figures as lines of text (what `pnpm bench:edge` prints, and the test logs). */
export function formatEdgeReplay(r: EdgeReplayResult): string[] {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const lat = (p: Percentiles) => `p50 ${p.p50} ms, p95 ${p.p95} ms (${p.n} views)`;
  return [
    ...(r.warmUp
      ? [
          `warm-up: a crawler walked the ${r.warmUp.views} pages of the sitemap first, ${r.warmUp.originViews} answered by an instance, ${(r.warmUp.ms / 1000).toFixed(1)} s`,
        ]
      : []),
    `views: ${r.anonymousViews} anonymous in the mix + ${r.probes.views} probes of what just changed + ${r.personalViews} personal (signed-in, admin, personal pages), ${r.viewsPerSecond} views/s, ${(r.wallMs / 1000).toFixed(1)} s`,
    `mix: ${Object.entries(r.mix)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
    `changes: ${r.changes.approved} approved, ${r.changes.closed} closed${r.changes.failed.length ? `, ${r.changes.failed.length} FAILED: ${r.changes.failed[0]}` : ''}`,
    `origin share (anonymous views answered by an instance, x-edge miss/pass): ${r.originViews} = ${pct(r.originShare)} (${Object.entries(r.originByKind)
      .filter(([, v]) => v > 0)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')})`,
    `probes answered by an instance: ${r.probes.originViews} of ${r.probes.views}; with the probes and the crawl counted, instances answered ${pct(
      (r.originViews + r.probes.originViews + (r.warmUp?.originViews ?? 0)) / Math.max(1, r.anonymousViews + r.probes.views + (r.warmUp?.views ?? 0)),
    )} of anonymous views`,
    `backend requests (Varnish to the instances, every view, background refreshes and retries included): ${r.backendRequests} = ${pct(r.backendShare)} of all views; ${r.counters.backendRetries} retried, ${r.counters.graceHits} stale hits`,
    `staleness maximum: closed ${r.stalenessMaxMs.closed} ms, approved ${r.stalenessMaxMs.approved} ms (limit ${STALENESS_LIMIT_MS} ms; views checked after a change: ${r.checkedAfterChange.closed} closed, ${r.checkedAfterChange.approved} approved); over the limit: ${r.staleViolations.length}`,
    `personal answers served by the edge: ${r.personalFromEdge.length}`,
    `failed views: ${r.failures.length} (${r.failuresAfterKill} after instance b was killed at ${r.killedAtMs === null ? 'never' : `${(r.killedAtMs / 1000).toFixed(1)} s`})`,
    `latency through the edge: ${lat(r.latencyMs.edge)}; hits ${lat(r.latencyMs.edgeHits)}; misses and passes ${lat(r.latencyMs.edgeMisses)}`,
    ...(r.latencyMs.direct ? [`latency straight to an instance (same mix, same rate, no edge): ${lat(r.latencyMs.direct)}`] : []),
  ];
}
