/**
 * Job alert benchmark: `pnpm bench:alerts` (not part of `pnpm test`; issue 36, item 3).
 *
 * Does the daily job-alert run finish in under a minute on a board of 1,000,000 jobs with 10,000
 * confirmed alerts, and does it mail each alert only its new matches?
 *
 * 1. Starts a scratch PostgreSQL cluster (packages/db/src/testing.ts: its own temp folder and free
 *    port, deleted on exit, also on Ctrl-C), migrates a fresh database and seeds BENCH_ALERTS_JOBS
 *    jobs of a long-running board, BENCH_ALERTS_OPEN of them open (insertSyntheticJobs with a
 *    BoardShape: what `pnpm seed:jobs N --open M` writes), posted up to three days ago.
 * 2. Creates BENCH_ALERTS_COUNT confirmed daily alerts (one address each) with a mix of criteria:
 *    words from the seeded titles (some none), a place of the gazetteer with a radius of 10-100 km,
 *    the place words of /jobs, a type, a category, some in French. Their last digest went out 24
 *    hours ago (some later: confirmed or mailed since).
 * 3. Publishes jobs as the app does while alerts are on (the jobs trigger writes job_alert_events):
 *    a batch already mailed by the last run (25-30 hours ago), then BENCH_ALERTS_NEW new jobs spread
 *    over the last day, a few of which closed again before the run.
 * 4. Times ONE run of sendDailyJobAlerts, the function the pg-boss schedule (job-alerts-daily) calls,
 *    with the real mail outbox in PostgreSQL, and counts its SQL statements.
 * 5. Checks BENCH_ALERTS_SAMPLE alerts against the /jobs search (searchJobs, newest first): each
 *    alert's mail lists exactly the jobs published after its last digest that the search finds and
 *    that are still open (the count in the subject, the newest ten linked), and an alert with none
 *    gets no mail. Then runs again at once: nothing new may be queued.
 *
 * Prints the figures and writes bench/alerts.md. Environment (bounded): BENCH_ALERTS_JOBS (default
 * 1,000,000), BENCH_ALERTS_OPEN (default a tenth), BENCH_ALERTS_COUNT (default 10,000, at most
 * 50,000), BENCH_ALERTS_NEW (default 1,000, at most 1,000: one search lists at most 1,000 jobs),
 * BENCH_ALERTS_SAMPLE (default 200). Exits with code 1 when a check fails.
 */
import pg from 'pg';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { createOrm, type EntityManager } from '../packages/db/src/index.ts';
import { cleanup, scratchDatabase } from './scratch.ts';
import { boardPlaces, insertSyntheticJobs, mulberry32 } from '../packages/db/src/seeders/synthetic-jobs.ts';
import { sendDailyJobAlerts, type AlertMailContext } from '../packages/trpc/src/features/job-alerts/job-alerts.ts';
import { searchJobs } from '../packages/trpc/src/features/jobs/job-search.ts';
import { formSecretFrom } from '../packages/trpc/src/features/forms/form-guard.ts';
import { placeLabel } from '../packages/shared/src/location.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const bounded = (name: string, fallback: number, max: number) => {
  const n = Number(process.env[name]?.replace(/[_,]/g, ''));
  return Number.isSafeInteger(n) && n > 0 ? Math.min(n, max) : fallback;
};
const JOBS = bounded('BENCH_ALERTS_JOBS', 1_000_000, 2_000_000);
const OPEN = bounded('BENCH_ALERTS_OPEN', Math.round(JOBS / 10), JOBS);
const ALERTS = bounded('BENCH_ALERTS_COUNT', 10_000, 50_000);
const NEW_JOBS = bounded('BENCH_ALERTS_NEW', 1000, 1000);
const SAMPLE = bounded('BENCH_ALERTS_SAMPLE', 200, 2000);
/** Jobs published before the alerts' last digest (already mailed: never again). */
const OLD_JOBS = 200;
const TARGET_MS = 60_000;
const HOUR = 60 * 60 * 1000;
const SITE_URL = 'https://bench.example';

// ---------------------------------------------------------------------------------- helpers

const n = (v: number) => v.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

interface BenchAlert {
  email: string;
  query: string;
  location: string;
  type: string;
  category: string;
  near: string;
  radius: number;
  locale: 'en' | 'fr';
  lastSentAt: Date;
}

/** The alerts: a mix of criteria drawn from what the board holds. */
async function makeAlerts(client: pg.Client, t0: number): Promise<BenchAlert[]> {
  const rng = mulberry32(36);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
  const titles = (await client.query<{ title: string }>(`select title from jobs where status = 'approved' group by title order by count(*) desc limit 300`))
    .rows;
  const words = [
    ...new Set(
      titles.flatMap(({ title }) =>
        title
          .replace(/ - .*$/, '')
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((w) => w.length >= 4),
      ),
    ),
  ];
  const phrases = titles.map(({ title }) => title.replace(/ - .*$/, '').toLowerCase());
  const categories = (await client.query<{ category: string }>(`select distinct category from jobs order by 1`)).rows.map((r) => r.category);
  const types = ['Full-Time', 'Part-time', 'Contract'];
  // Where people live: the 300 most populous places, drawn by the square root of their population.
  const places = (
    await client.query<{ name: string; province: string; population: number }>(
      `select name, province, population from places order by population desc limit 300`,
    )
  ).rows;
  const weights = places.map((p) => Math.sqrt(p.population));
  const total = weights.reduce((a, b) => a + b, 0);
  const pickPlace = () => {
    let r = rng() * total;
    for (let i = 0; i < places.length; i++) if ((r -= weights[i]!) <= 0) return places[i]!;
    return places[0]!;
  };
  const cities = places.slice(0, 40).map((p) => p.name);
  const alerts: BenchAlert[] = [];
  for (let i = 0; i < ALERTS; i++) {
    const roll = rng();
    const query = roll < 0.3 ? '' : roll < 0.85 ? pick(words) : pick(phrases);
    const where = rng();
    const place = where < 0.5 ? pickPlace() : undefined;
    const location = place ? '' : where < 0.6 ? pick(cities) : where < 0.63 ? pick(['ON', 'Quebec', 'BC', 'Remote']) : '';
    alerts.push({
      email: `seeker${i}@bench.example`,
      query,
      location,
      type: rng() < 0.25 ? pick(types) : '',
      category: rng() < (query ? 0.15 : 0.6) ? pick(categories) : '',
      near: place ? placeLabel(place.name, place.province) : '',
      radius: place ? pick([10, 25, 25, 25, 50, 50, 100]) : 0,
      locale: rng() < 0.1 ? 'fr' : 'en',
      // Most got yesterday's digest; some were confirmed (or mailed) since.
      lastSentAt: new Date(rng() < 0.85 ? t0 - 24 * HOUR : t0 - Math.floor((1 + rng() * 22) * HOUR)),
    });
  }
  return alerts;
}

async function insertAlerts(client: pg.Client, alerts: BenchAlert[], t0: number) {
  const col = <K extends keyof BenchAlert>(key: K) => alerts.map((a) => a[key]);
  await client.query(
    `insert into job_alerts (email, query, location, type, category, near, radius, locale, frequency, status, created_at, confirmed_at, last_sent_at)
     select email, query, location, type, category, near, radius, locale, 'daily', 'active', $10, $10, last_sent_at
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[], $9::timestamptz[])
       as a(email, query, location, type, category, near, radius, locale, last_sent_at)`,
    [
      col('email'),
      col('query'),
      col('location'),
      col('type'),
      col('category'),
      col('near'),
      col('radius'),
      col('locale'),
      col('lastSentAt').map((d) => d.toISOString()),
      new Date(t0 - 10 * 24 * HOUR).toISOString(),
    ],
  );
}

/**
 * Publishes `count` jobs from index `start` as the app would while alerts are on (the trigger
 * writes their events), then moves each job's publication (and posting) to a moment between
 * `from` and `to` (ms since the epoch), as if they had been approved over that time.
 */
async function publish(
  url: string,
  client: pg.Client,
  start: number,
  count: number,
  from: number,
  to: number,
  places: Awaited<ReturnType<typeof boardPlaces>>,
) {
  const before = Number((await client.query<{ id: number }>(`select coalesce(max(id), 0) as id from jobs`)).rows[0]!.id);
  await insertSyntheticJobs(url, { count, start, seed: 1, now: new Date(to), board: { open: count, total: count, places } });
  await client.query(
    `with moved as (
       select id, to_timestamp(($2::float8 + ($3::float8 - $2::float8) * random()) / 1000) as at from jobs where id > $1
     ), e as (update job_alert_events e set published_at = moved.at from moved where e.job_id = moved.id)
     update jobs j set posted_at = moved.at, updated_at = moved.at from moved where j.id = moved.id`,
    [before, from, to],
  );
  return before;
}

interface MailRow {
  to_address: string;
  subject: string;
  text_body: string;
}

/** The number of jobs a mail announces (its subject) and the ids of the jobs it links. */
function readMail(mail: MailRow) {
  const count = Number(/^(\d+) /.exec(mail.subject)?.[1] ?? 1);
  const ids = [...mail.text_body.matchAll(/\/(?:jobs|emplois)\/(\d+)\?utm_source=/g)].map((m) => Number(m[1]));
  return { count, ids };
}

/** What the /jobs search finds for an alert among the jobs posted after `since`, newest first (or 'fuzzy': its typo fallback answered). */
async function searchFinds(em: EntityManager, alert: BenchAlert, since: Date, now: Date): Promise<number[] | 'fuzzy'> {
  const found: number[] = [];
  for (let page = 1; page < 100; page++) {
    const answer = await searchJobs(
      em,
      {
        query: alert.query || undefined,
        location: alert.location || undefined,
        type: alert.type || undefined,
        category: alert.category || undefined,
        near: alert.near || undefined,
        radius: alert.near ? alert.radius : undefined,
        sort: 'newest',
        page,
        limit: 100,
      },
      now,
    );
    if (answer.fuzzy) return 'fuzzy';
    for (const item of answer.items) {
      if (new Date(item.postedAt) <= since) return found;
      found.push(item.id);
    }
    if (answer.items.length < 100) return found;
  }
  return found;
}

// ---------------------------------------------------------------------------------- main

async function main() {
  const started = performance.now();
  console.log(
    `Job alert benchmark: ${n(JOBS)} jobs (${n(OPEN)} open), ${n(ALERTS)} confirmed daily alerts, ${n(NEW_JOBS)} new jobs; load average ${load()}.\n`,
  );
  const { db, client } = await scratchDatabase('bench_alerts');
  const places = await boardPlaces(db.url);
  // The same new jobs' times (publish: random()) on every run.
  await client.query('select setseed(0.36)');
  const t0 = Date.now();

  // 1. The board, posted until three days ago.
  const s0 = performance.now();
  let lastPrint = 0;
  await insertSyntheticJobs(db.url, {
    count: JOBS,
    seed: 1,
    now: new Date(t0 - 3 * 24 * HOUR),
    board: { open: OPEN, total: JOBS, places },
    onProgress: (written, total) => {
      if (written < total && performance.now() - lastPrint < 10_000) return;
      lastPrint = performance.now();
      console.log(`  seeded ${n(written)} / ${n(total)} jobs, ${seconds(performance.now() - s0)}`);
    },
  });
  await client.query('vacuum (analyze) jobs');
  const seedMs = performance.now() - s0;
  console.log(`Seeded ${n(JOBS)} jobs in ${seconds(seedMs)}.`);

  // 2. The alerts; 3. what was published since they were last mailed, and before.
  const a0 = performance.now();
  const alerts = await makeAlerts(client, t0);
  await insertAlerts(client, alerts, t0);
  await publish(db.url, client, JOBS, OLD_JOBS, t0 - 30 * HOUR, t0 - 25 * HOUR, places);
  await client.query(`update job_alert_events set alerted_at = published_at + interval '1 minute'`);
  const firstNew = await publish(db.url, client, JOBS + OLD_JOBS, NEW_JOBS, t0 - 24 * HOUR + 60_000, t0, places);
  // A few new jobs closed again before the run (filled, or taken down): never mailed.
  const closed = await client.query(
    `update jobs set expires_at = now() - interval '1 minute', filled_at = now() - interval '1 minute' where id > $1 and id % 40 = 0`,
    [firstNew],
  );
  await client.query('vacuum (analyze) jobs, job_alerts, job_alert_events');
  const [counts] = (
    await client.query<{ events: number; fresh: number; searches: number }>(
      `select (select count(*) from job_alert_events)::int as events,
              (select count(*) from job_alert_events where alerted_at is null)::int as fresh,
              (select count(*) from (select distinct query, location, type, category, near, radius from job_alerts) s)::int as searches`,
    )
  ).rows as [{ events: number; fresh: number; searches: number }];
  console.log(
    `${n(ALERTS)} alerts (${n(counts.searches)} distinct searches), ${n(counts.fresh)} new jobs (${closed.rowCount} closed again) and ${n(OLD_JOBS)} mailed before, in ${seconds(performance.now() - a0)}.`,
  );

  // 4. One run, as the schedule runs it.
  let statements = 0;
  let statementMs = 0;
  const slowest: { ms: number; text: string }[] = [];
  const orm = await createOrm({
    clientUrl: db.url,
    poolMax: 2,
    debug: true,
    // MikroORM logs each statement it runs as one '[query]' line (in colour).
    logger: (line) => {
      // Colour codes (ESC [ n m) around the namespace and the time: the ESC is not a word character.
      const plain = line.replace(/\W\[\d+m/g, '');
      if (!plain.startsWith('[query]')) return;
      statements++;
      const took = Number(/\[took (\d+) ms/.exec(plain)?.[1] ?? 0);
      statementMs += took;
      slowest.push({ ms: took, text: plain.slice(8, 168).replace(/\s+/g, ' ') });
      slowest.sort((a, b) => b.ms - a.ms).splice(5);
    },
  });
  const ctx = (): AlertMailContext => ({ em: orm.em.fork(), siteUrl: SITE_URL, secret: formSecretFrom(Buffer.alloc(32, 7)) });
  const loadBefore = load();
  const runAt = new Date();
  const r0 = performance.now();
  const queued = await sendDailyJobAlerts(ctx(), runAt);
  const runMs = performance.now() - r0;
  const runStatements = statements;
  const runStatementMs = statementMs;
  const runSlowest = [...slowest];
  const loadAfter = load();
  console.log(`Run: ${n(queued)} mails queued in ${seconds(runMs)} (${n(runStatements)} statements); load average ${loadAfter}.`);

  // 5. The mails against the /jobs search.
  const mails = (await client.query<MailRow>(`select to_address, subject, text_body from email_outbox where kind = 'job-alert.daily'`)).rows;
  const byAddress = new Map(mails.map((m) => [m.to_address, readMail(m)]));
  const perMail = [...byAddress.values()].map((m) => m.count);
  const problems: string[] = [];
  if (mails.length !== queued) problems.push(`${queued} mails reported, ${mails.length} in the outbox`);
  if (byAddress.size !== mails.length) problems.push('an alert got more than one mail');
  const rng = mulberry32(7);
  const sample = [...alerts.keys()].sort(() => rng() - 0.5).slice(0, SAMPLE);
  const em = orm.em.fork();
  let checked = 0;
  let fuzzy = 0;
  let withMail = 0;
  let withRadius = 0;
  for (const i of sample) {
    const alert = alerts[i]!;
    const found = await searchFinds(em, alert, alert.lastSentAt, runAt);
    if (found === 'fuzzy') {
      fuzzy++;
      continue;
    }
    checked++;
    if (alert.near) withRadius++;
    const mail = byAddress.get(alert.email);
    if (mail) withMail++;
    const label = `alert ${alert.email} (${JSON.stringify({ query: alert.query, location: alert.location, type: alert.type, category: alert.category, near: alert.near, radius: alert.radius })})`;
    if (found.length === 0) {
      if (mail) problems.push(`${label}: mailed ${mail.count} jobs, the search finds none published since its last digest`);
      continue;
    }
    if (!mail) {
      problems.push(`${label}: no mail, the search finds ${found.length} new jobs`);
      continue;
    }
    if (mail.count !== found.length) problems.push(`${label}: mailed ${mail.count} jobs, the search finds ${found.length}`);
    const newest = new Set(found.slice(0, 10));
    if (mail.ids.length !== newest.size || mail.ids.some((id) => !newest.has(id)))
      problems.push(`${label}: links ${mail.ids.join(',')}, expected the newest ${[...newest].join(',')}`);
  }
  const again = await sendDailyJobAlerts(ctx(), new Date());
  if (again !== 0) problems.push(`a second run right after queued ${again} mails`);
  await orm.close(true);
  await client.end();

  const ok = problems.length === 0 && runMs < TARGET_MS;
  const report = [
    '# Job alerts at scale: one daily run',
    '',
    `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`pnpm bench:alerts\` (bench/alerts.ts); ${os.cpus().length} cores, load average (1/5/15 min) ${loadBefore} before the run and ${loadAfter} after.`,
    '',
    '| figure | value |',
    '|---|---:|',
    `| jobs (open) | ${n(JOBS)} (${n(OPEN)}) |`,
    `| seeding the jobs | ${seconds(seedMs)} |`,
    `| confirmed daily alerts (distinct searches) | ${n(ALERTS)} (${n(counts.searches)}) |`,
    `| new jobs since the last digest (closed again before the run) | ${n(counts.fresh)} (${closed.rowCount}) |`,
    `| **run wall time** (target < ${TARGET_MS / 1000} s) | **${seconds(runMs)}** ${runMs < TARGET_MS ? '✅' : '❌'} |`,
    `| SQL statements of the run (time in them, as MikroORM logs it) | ${n(runStatements)} (${seconds(runStatementMs)}) |`,
    `| mails queued | ${n(queued)} |`,
    `| jobs per mail p50 / p95 / max | ${percentile(perMail, 50)} / ${percentile(perMail, 95)} / ${Math.max(0, ...perMail)} |`,
    `| second run right after | ${again} mails ${again === 0 ? '✅' : '❌'} |`,
    `| alerts checked against the /jobs search | ${checked} (${withMail} with a mail, ${withRadius} with a radius; ${fuzzy} left out: the search fell back to similar spellings) |`,
    '',
    problems.length
      ? `❌ ${problems.length} problem(s):\n\n${problems
          .slice(0, 20)
          .map((p) => `- ${p}`)
          .join('\n')}`
      : '✅ Every checked alert was mailed exactly the jobs published since its last digest that the /jobs search finds and that are still open (the count; the newest ten linked), and alerts with none got no mail.',
    '',
    'The slowest statements of the run:',
    '',
    ...runSlowest.map((q) => `- ${q.ms} ms: \`${q.text.replace(/`/g, "'")}…\``),
    '',
    `Took ${seconds(performance.now() - started)} in all.`,
    '',
  ].join('\n');
  console.log(`\n${report}`);
  writeFileSync(here('./alerts.md'), report);
  if (!ok) process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
