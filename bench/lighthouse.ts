/**
 * `pnpm lighthouse`: Lighthouse (mobile preset: Moto G class phone, simulated slow 4G and 4x CPU
 * slowdown) against the production build, with the system Chromium. Not part of `pnpm test`.
 *
 * 1. Builds the web app when stale (turbo), then starts the real server in production mode on a
 *    scratch embedded PostgreSQL under .data/lighthouse (fresh each run, seeded with the demo content).
 * 2. Runs Lighthouse RUNS times (default 5) on /, /jobs, a job page and a blog post, each run in a
 *    new headless Chromium with an empty profile (a first visit: nothing cached). Each run prints
 *    Lighthouse's benchmarkIndex; a run under MIN_BENCHMARK_INDEX (1,000: the machine was busy) is
 *    taken again, up to BUSY_RETRIES times.
 * 3. Prints a table of the medians (performance, accessibility, best practices, SEO, LCP, CLS, TBT,
 *    bytes transferred) with the targets, and writes it to bench/lighthouse.md.
 *
 * Environment: LIGHTHOUSE_RUNS (1-9), LIGHTHOUSE_PORT (default 3197), LIGHTHOUSE_PAGES (comma-separated
 * paths instead of the four), LIGHTHOUSE_SAVE (a folder: every report is also written there as JSON,
 * for the Lighthouse viewer), LIGHTHOUSE_URL (audit a server already running there instead of
 * starting one), CHROME_PATH (default /usr/bin/chromium).
 */
import lighthouse from 'lighthouse';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Math.min(Math.max(Number(process.env.LIGHTHOUSE_RUNS) || 5, 1), 9);
/** Lighthouse's measure of this machine's speed: a run under it was taken on a busy machine and is taken again. */
const MIN_BENCHMARK_INDEX = Number(process.env.LIGHTHOUSE_MIN_BENCHMARK_INDEX) || 1000;
/** How often a busy run is taken again before it counts anyway (marked in the report). */
const BUSY_RETRIES = 4;
const PORT = Number(process.env.LIGHTHOUSE_PORT) || 3197;
const BASE = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '') ?? `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(root, '.data', 'lighthouse');
const CHROME = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const TARGETS = { performance: 90, accessibility: 100, seo: 100, cls: 0.05, lcpMs: 2000, tbtMs: 200 };

const children: ChildProcess[] = [];
const cleanup = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not yet listening */
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function startServer() {
  console.log('Building the web app (when stale)...');
  const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@app/web', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The web build failed');
  rmSync(DATA_DIR, { recursive: true, force: true });
  console.log(`Starting the production server on ${BASE} (scratch database under .data/lighthouse)...`);
  const server = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_KEY: randomBytes(32).toString('hex'),
      ADMIN_USERNAME: 'lighthouse',
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      PG_PORT: String(await freePort()),
      SEED_DEMO_CONTENT: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  children.push(server);
  await waitFor(`${BASE}/healthz`, 180_000);
}

async function pagesToAudit(): Promise<{ name: string; path: string }[]> {
  if (process.env.LIGHTHOUSE_PAGES) return process.env.LIGHTHOUSE_PAGES.split(',').map((p) => ({ name: p, path: p }));
  const jobs = (await (await fetch(`${BASE}/api/jobs?limit=1`)).json()) as { id: number }[];
  const posts = (await (await fetch(`${BASE}/api/blog`)).json()) as { slug: string }[];
  if (!jobs[0] || !posts[0]) throw new Error('The demo content has no job or no blog post');
  return [
    { name: 'Home', path: '/' },
    { name: 'Jobs', path: '/jobs' },
    { name: 'Job page', path: `/jobs/${jobs[0].id}` },
    { name: 'Blog post', path: `/blog/${posts[0].slug}` },
  ];
}

interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  bytes: number;
  benchmarkIndex: number;
  lcpElement: string;
  failing: string[];
}

async function launchChrome(): Promise<{ port: number; proc: ChildProcess; profile: string }> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chrome-'));
  const args = [
    '--headless=new',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
    '--no-default-browser-check',
    'about:blank',
  ];
  if (!CHROME) throw new Error('No Chromium: install it (apt-get install chromium) or set CHROME_PATH');
  const proc = spawn(CHROME, args, { stdio: 'ignore' });
  children.push(proc);
  await waitFor(`http://127.0.0.1:${port}/json/version`, 30_000);
  return { port, proc, profile };
}

async function audit(url: string): Promise<RunResult> {
  const chrome = await launchChrome();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (process.env.LIGHTHOUSE_SAVE) {
      mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
      const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
    const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)
      ?.items;
    const lcpElement = lcpItems?.[0]?.items?.[0]?.node?.snippet ?? '';
    const failing = Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs)
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (a) =>
          a &&
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual' &&
          a.scoreDisplayMode !== 'notApplicable',
      )
      .map((a) => `${a!.id}${a!.displayValue ? ` (${a!.displayValue})` : ''}`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: num('largest-contentful-paint'),
      cls: num('cumulative-layout-shift'),
      tbtMs: num('total-blocking-time'),
      fcpMs: num('first-contentful-paint'),
      bytes: num('total-byte-weight'),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      lcpElement,
      failing: [...new Set(failing)],
    };
  } finally {
    chrome.proc.kill('SIGKILL');
    await sleep(200);
    rmSync(chrome.profile, { recursive: true, force: true });
  }
}

/**
 * A run, taken again (up to RUNTIME_RETRIES times) when Lighthouse itself fails to record it
 * (NO_NAVSTART, NO_FCP on a busy machine: its trace lost the navigation), instead of ending the
 * whole measurement.
 */
const RUNTIME_RETRIES = 3;
async function auditOrRetry(url: string): Promise<RunResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await audit(url);
    } catch (error) {
      if (attempt >= RUNTIME_RETRIES) throw error;
      console.log(`  ${url}: ${(error as Error).message.split('\n')[0]}; taken again`);
    }
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function main() {
  if (process.env.LIGHTHOUSE_URL) await waitFor(`${BASE}/healthz`, 10_000);
  else await startServer();
  const pages = await pagesToAudit();
  const rows: { name: string; path: string; runs: RunResult[] }[] = [];
  for (const page of pages) {
    const runs: RunResult[] = [];
    for (let i = 0; i < RUNS; i++) {
      let r = await auditOrRetry(`${BASE}${page.path}`);
      for (let retry = 0; r.benchmarkIndex < MIN_BENCHMARK_INDEX && retry < BUSY_RETRIES; retry++) {
        console.log(`  ${page.name} run ${i + 1}/${RUNS}: benchmarkIndex ${r.benchmarkIndex} (busy machine), taken again`);
        r = await auditOrRetry(`${BASE}${page.path}`);
      }
      console.log(
        `  ${page.name} run ${i + 1}/${RUNS}: benchmarkIndex ${r.benchmarkIndex}, performance ${r.performance}, FCP ${(r.fcpMs / 1000).toFixed(1)} s, LCP ${(r.lcpMs / 1000).toFixed(1)} s, CLS ${r.cls.toFixed(3)}, TBT ${Math.round(r.tbtMs)} ms, accessibility ${r.accessibility}, SEO ${r.seo}, ${Math.round(r.bytes / 1024)} KB`,
      );
      runs.push(r);
    }
    rows.push({ name: page.name, path: page.path, runs });
  }

  const pass = (ok: boolean) => (ok ? 'yes' : '**no**');
  const lines = [
    `# Lighthouse (mobile preset), ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Production build, ${RUNS} run(s) per page, medians; each run a first visit in a fresh headless Chromium (${CHROME}). Targets: performance >= ${TARGETS.performance}, LCP <= ${TARGETS.lcpMs / 1000} s, TBT <= ${TARGETS.tbtMs} ms, CLS < ${TARGETS.cls}, accessibility ${TARGETS.accessibility}, SEO ${TARGETS.seo}. Runs with a benchmarkIndex under ${MIN_BENCHMARK_INDEX} are taken again.`,
    '',
    '| Page | Performance (runs) | benchmarkIndex (runs) | Accessibility | Best practices | SEO | FCP | LCP | CLS | TBT | Transferred | Targets met |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  let allMet = true;
  for (const { name, path: p, runs } of rows) {
    const m = (k: keyof RunResult) => median(runs.map((r) => r[k] as number));
    const met =
      m('performance') >= TARGETS.performance &&
      m('accessibility') >= TARGETS.accessibility &&
      m('seo') >= TARGETS.seo &&
      m('cls') < TARGETS.cls &&
      m('lcpMs') <= TARGETS.lcpMs &&
      m('tbtMs') <= TARGETS.tbtMs;
    allMet &&= met;
    lines.push(
      `| ${name} \`${p}\` | ${m('performance')} (${runs.map((r) => r.performance).join(', ')}) | ${runs.map((r) => r.benchmarkIndex).join(', ')} | ${m('accessibility')} | ${m('bestPractices')} | ${m('seo')} | ${(m('fcpMs') / 1000).toFixed(1)} s | ${(m('lcpMs') / 1000).toFixed(1)} s | ${m('cls').toFixed(3)} | ${Math.round(m('tbtMs'))} ms | ${Math.round(m('bytes') / 1024)} KB | ${pass(met)} |`,
    );
  }
  lines.push('', 'Largest contentful paint element and audits scoring under 90 (last run of each page):', '');
  for (const { name, runs } of rows) {
    const last = runs.at(-1)!;
    lines.push(`- ${name}: LCP \`${last.lcpElement.slice(0, 140).replace(/`/g, "'")}\`${last.failing.length ? `; below 90: ${last.failing.join(', ')}` : ''}`);
  }
  const report = lines.join('\n') + '\n';
  console.log('\n' + report);
  writeFileSync(path.join(root, 'bench', 'lighthouse.md'), report);
  console.log(allMet ? 'All targets met.' : 'Some targets are not met.');
  cleanup();
  process.exit(allMet ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  cleanup();
  process.exit(2);
});
