/**
 * Edge cache replay: `pnpm bench:edge` (issue 37, item 4; not part of `pnpm test`, whose edge test
 * runs the same replay: apps/edge/test/edge-replay.test.ts).
 *
 * One scratch PostgreSQL, two app instances on it (apps/api/src/server.ts as production runs it),
 * Varnish with the repository's VCL (deploy/varnish/default.vcl) in front of them; 10,000 anonymous
 * page views in a realistic mix through Varnish with a job approved or closed every 100 views and
 * one instance killed half-way (apps/edge/src/replay.ts), then the same mix straight to the
 * remaining instance for the latency without the edge. Prints the figures and writes bench/edge.md.
 *
 * Needs varnishd (Debian: apt-get install varnish varnish-modules) and the web build
 * (pnpm --filter @app/web build). Bounded: BENCH_EDGE_VIEWS (default 10,000, at most 50,000),
 * BENCH_EDGE_RATE views per second (at most 1,000; 0, the default: as fast as they answer, as the edge test runs),
 * BENCH_EDGE_DIRECT views straight to an instance (default 2,000, at most 10,000); loopback only.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { formatEdgeReplay, runEdgeReplay, startEdgeSite, type EdgeSite } from '../apps/edge/src/replay.ts';

const bounded = (name: string, fallback: number, max: number, min = 1) => {
  const n = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isSafeInteger(n) && n >= min ? Math.min(n, max) : fallback;
};
const VIEWS = bounded('BENCH_EDGE_VIEWS', 10_000, 50_000);
const RATE = bounded('BENCH_EDGE_RATE', 0, 1000, 0);
const DIRECT = bounded('BENCH_EDGE_DIRECT', 2000, 10_000, 0);

let site: EdgeSite | undefined;
let stopping: Promise<void> | undefined;
const stop = () => (stopping ??= site ? site.stop() : Promise.resolve());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping Varnish, the instances and the database`);
    void stop().finally(() => process.exit(130));
  });
}

const log = (line: string) => console.log(`  ${line}`);
const loadBefore = os.loadavg().map((n) => n.toFixed(2));
console.log(`edge replay: ${VIEWS} views at ${RATE || 'full speed'} views/s, ${DIRECT} straight to an instance after; load average ${loadBefore.join(' ')}`);
try {
  site = await startEdgeSite({ log });
  const result = await runEdgeReplay(site, { views: VIEWS, viewsPerSecond: RATE, directViews: DIRECT, log });
  const loadAfter = os.loadavg().map((n) => n.toFixed(2));
  const lines = formatEdgeReplay(result);
  console.log(`\n${lines.join('\n')}\n`);
  // What went wrong, grouped (numbers folded), with the first case of each.
  const groups = new Map<string, { n: number; first: string }>();
  for (const v of [...result.staleViolations, ...result.personalFromEdge, ...result.failures]) {
    const key = v.what.replace(/\d+/g, 'N');
    const group = groups.get(key) ?? { n: 0, first: `${v.atMs} ms ${v.url}: ${v.what}` };
    group.n++;
    groups.set(key, group);
  }
  for (const [key, group] of groups) console.log(`  ! ${group.n} × ${key} (first: ${group.first})`);

  const cpus = os.cpus();
  const report = [
    '# Edge cache replay (issue 37, item 4)',
    '',
    'Written by `pnpm bench:edge` (bench/edge.ts; the replay is apps/edge/src/replay.ts, which the edge test in',
    '`pnpm test` also runs). Varnish 7.1 with `deploy/varnish/default.vcl` in front of two app instances on one',
    'PostgreSQL; see [caching](../docs/caching.md#varnish) for what the figures mean.',
    '',
    `- Machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}; the load generator, Varnish, both instances and PostgreSQL share it.`,
    `- Load average (1, 5, 15 min): ${loadBefore.join(' ')} before, ${loadAfter.join(' ')} after.`,
    `- Settings: ${VIEWS} anonymous views at ${RATE ? `${RATE} views/s at most` : 'full speed'} over 4 connections, a change every 100 views, instance b killed (SIGKILL) at view ${Math.floor(VIEWS / 2)}; ${DIRECT} views straight to instance a after.`,
    '',
    '```',
    ...lines,
    '```',
    '',
  ].join('\n');
  writeFileSync(fileURLToPath(new URL('./edge.md', import.meta.url)), report);
  // BENCH_EDGE_DUMP=<file>: every view (url, kind, start, ms, status, x-edge) as JSON, to look into.
  if (process.env.BENCH_EDGE_DUMP) writeFileSync(process.env.BENCH_EDGE_DUMP, JSON.stringify(result.records));
  console.log('wrote bench/edge.md');
} finally {
  await stop();
}
