import { createHash, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import type { EntityManager } from '@app/db';
import { CLIENTS_PER_ADDRESS_PER_DAY, VIEWS_PER_CLIENT_PER_DAY, type JobViewSource } from '@app/shared/job-stats';
import { zonedDate } from '@app/shared/time-zone';
import { query, sql } from '../../infra/sql.ts';

/** How often an instance writes the views and apply-form starts it was sent. */
export const JOB_VIEW_FLUSH_MS = 2_000;
/** Distinct clients × jobs held in memory between two writes; past it, more are dropped (a flood cannot grow the heap). */
export const JOB_VIEW_MAX_PENDING = 20_000;

/** A view of a job page, or the first interaction with its apply form, as a beacon reports it. */
export interface JobViewEvent {
  jobId: number;
  kind: 'view' | 'start';
  clientIp: string;
  userAgent: string;
  /** Where the visit came from (jobViewSource); for a view. */
  source: JobViewSource;
}

interface Pending {
  day: string;
  jobId: number;
  clientIp: string;
  userAgent: string;
  views: number;
  started: boolean;
  source: JobViewSource;
}

/** Whether a user agent is a known crawler (the isbot list), or none at all: such requests are not counted. */
export const isCrawler = (userAgent: string) => userAgent.trim() === '' || isbot(userAgent);

/**
 * Counts the views of job pages and the apply-form starts (issue 38, item 4) without a database
 * write per view: beacons are added up in memory and written every JOB_VIEW_FLUSH_MS in one
 * statement (see docs/performance.md, "Counting what each job draws").
 *
 * A client is known for one day by sha256(day's salt, address, user agent, job id): the salt is
 * random, kept in PostgreSQL (job_view_salts, one per day, shared by every instance) and deleted
 * after its day with the hashes (sweepJobViewClients), so no address is stored and yesterday's
 * visitors cannot be recognised. Each client counts at most VIEWS_PER_CLIENT_PER_DAY views of a job
 * a day (a refresh loop does not inflate the figures), one unique visitor, and one apply-form
 * start; and one address counts at most CLIENTS_PER_ADDRESS_PER_DAY browsers for a job a day on
 * each instance (a script rotating user agents). Addresses stay in this instance's memory only (the
 * batch until the next write, the per-address allowance until the day ends). Crawlers (isbot) are
 * never counted.
 */
export class JobViewCounter {
  readonly #pending = new Map<string, Pending>();
  readonly #salts = new Map<string, Buffer>();
  /** The browsers seen for a job from an address today, on this instance (CLIENTS_PER_ADDRESS_PER_DAY); emptied when the day changes. */
  readonly #addresses = new Map<string, Set<string>>();
  #addressDay = '';
  readonly #em: () => EntityManager;
  readonly #now: () => Date;
  readonly #maxPending: number;
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> | undefined;

  constructor(em: () => EntityManager, options: { flushMs?: number; maxPending?: number; now?: () => Date } = {}) {
    this.#em = em;
    this.#now = options.now ?? (() => new Date());
    this.#maxPending = options.maxPending ?? JOB_VIEW_MAX_PENDING;
    this.#timer = setInterval(() => void this.flush().catch(() => {}), options.flushMs ?? JOB_VIEW_FLUSH_MS);
    this.#timer.unref();
  }

  /**
   * Adds a beacon to the next write, at once and without the database. False when it is not
   * counted: a crawler, or too many clients waiting for the next write.
   */
  record(event: JobViewEvent): boolean {
    if (isCrawler(event.userAgent)) return false;
    const day = zonedDate(this.#now());
    if (!this.#addressAllows(day, event)) return false;
    const key = `${day}\0${event.jobId}\0${event.clientIp}\0${event.userAgent}`;
    let entry = this.#pending.get(key);
    if (!entry) {
      if (this.#pending.size >= this.#maxPending) return false;
      entry = { day, jobId: event.jobId, clientIp: event.clientIp, userAgent: event.userAgent, views: 0, started: false, source: event.source };
      this.#pending.set(key, entry);
    }
    if (event.kind === 'view') {
      // The first view of the batch says the source (the visitor's first of the day, unless counted before).
      if (entry.views === 0) entry.source = event.source;
      entry.views = Math.min(entry.views + 1, VIEWS_PER_CLIENT_PER_DAY);
    } else entry.started = true;
    return true;
  }

  /** Whether the browser is among the first CLIENTS_PER_ADDRESS_PER_DAY of its address for the job today. */
  #addressAllows(day: string, event: JobViewEvent): boolean {
    if (day !== this.#addressDay) {
      this.#addresses.clear();
      this.#addressDay = day;
    }
    const key = `${event.jobId}\0${event.clientIp}`;
    const browser = event.userAgent.slice(0, 300);
    const seen = this.#addresses.get(key);
    if (seen?.has(browser)) return true;
    if (seen && seen.size >= CLIENTS_PER_ADDRESS_PER_DAY) return false;
    // Bounded like the batch: past it, addresses not yet seen today are not tracked (the per-client cap still holds).
    if (seen) seen.add(browser);
    else if (this.#addresses.size < this.#maxPending) this.#addresses.set(key, new Set([browser]));
    return true;
  }

  /** Writes what was recorded since the last write (also on close); one write at a time. */
  flush(): Promise<void> {
    this.#flushing ??= this.#flushAll().finally(() => {
      this.#flushing = undefined;
    });
    return this.#flushing;
  }

  /** Stops the timer after writing what is left. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.flush().catch(() => {});
  }

  async #flushAll(): Promise<void> {
    if (this.#pending.size === 0) return;
    const entries = [...this.#pending.values()];
    this.#pending.clear();
    try {
      const em = this.#em();
      const rows = [];
      for (const entry of entries) {
        const salt = await this.#salt(em, entry.day);
        const hash = createHash('sha256').update(salt).update(`\0${entry.clientIp}\0${entry.userAgent}\0${entry.jobId}`).digest('hex');
        rows.push({ day: entry.day, hash, job_id: entry.jobId, views: entry.views, started: entry.started, source: entry.source });
      }
      await writeViews(em, rows);
    } catch (error) {
      // Not written (the database is away): keep them for the next write, within the bound.
      for (const entry of entries) {
        const key = `${entry.day}\0${entry.jobId}\0${entry.clientIp}\0${entry.userAgent}`;
        if (!this.#pending.has(key) && this.#pending.size < this.#maxPending) this.#pending.set(key, entry);
      }
      throw error;
    }
  }

  /** The day's salt: made by the first instance that needs it, read by the others. */
  async #salt(em: EntityManager, day: string): Promise<Buffer> {
    const known = this.#salts.get(day);
    if (known) return known;
    await query(
      em,
      sql`insert into job_view_salts (day, salt) values (${day}::date, decode(${randomBytes(32).toString('hex')}, 'hex')) on conflict (day) do nothing`,
    );
    const [row] = await query<{ salt: string }>(em, sql`select encode(salt, 'hex') as salt from job_view_salts where day = ${day}::date`);
    const salt = Buffer.from(row!.salt, 'hex');
    this.#salts.clear(); // only today's (and, around midnight, yesterday's until the next day) is needed
    this.#salts.set(day, salt);
    return salt;
  }
}

interface ViewRow {
  day: string;
  hash: string;
  job_id: number;
  views: number;
  started: boolean;
  source: JobViewSource;
}

/**
 * One statement: each client's views (capped per day) and start in job_view_clients, and what that
 * added in job_daily_stats and job_stat_totals. Views of jobs that do not exist are dropped. Two
 * instances writing the same client at the same moment can count it a second time, within the cap.
 */
async function writeViews(em: EntityManager, rows: ViewRow[]): Promise<void> {
  await query(
    em,
    sql`with input as (
        select i.* from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as i(day date, hash text, job_id int, views int, started boolean, source text)
        where exists (select 1 from jobs where jobs.id = i.job_id)
      ),
      old as (
        select c.day, c.hash, c.views, c.started from job_view_clients c
        join input i on i.day = c.day and c.hash = decode(i.hash, 'hex')
      ),
      up as (
        insert into job_view_clients as c (day, hash, views, started)
        select day, decode(hash, 'hex'), least(views, ${VIEWS_PER_CLIENT_PER_DAY}), started from input
        on conflict (day, hash) do update
          set views = least(c.views + excluded.views, ${VIEWS_PER_CLIENT_PER_DAY}), started = c.started or excluded.started
        returning c.day, c.hash, c.views, c.started
      ),
      added as (
        select i.job_id, i.day, i.source,
               up.views - coalesce(o.views, 0) as views,
               (coalesce(o.views, 0) = 0 and up.views > 0)::int as visitor,
               (up.started and not coalesce(o.started, false))::int as start
        from up join input i on i.day = up.day and decode(i.hash, 'hex') = up.hash
        left join old o on o.day = up.day and o.hash = up.hash
      ),
      per_day as (
        select job_id, day, sum(views)::int as views, sum(visitor)::int as visitors, sum(start)::int as starts,
               coalesce(sum(visitor) filter (where source = 'search'), 0)::int as from_search,
               coalesce(sum(visitor) filter (where source = 'google_jobs'), 0)::int as from_google_jobs,
               coalesce(sum(visitor) filter (where source = 'job_alerts'), 0)::int as from_job_alerts,
               coalesce(sum(visitor) filter (where source = 'direct'), 0)::int as from_direct,
               coalesce(sum(visitor) filter (where source = 'other'), 0)::int as from_other
        from added group by job_id, day
        having sum(views) > 0 or sum(start) > 0
      ),
      daily as (
        insert into job_daily_stats as d (job_id, day, views, visitors, starts, from_search, from_google_jobs, from_job_alerts, from_direct, from_other)
        select job_id, day, views, visitors, starts, from_search, from_google_jobs, from_job_alerts, from_direct, from_other from per_day
        on conflict (job_id, day) do update set
          views = d.views + excluded.views, visitors = d.visitors + excluded.visitors, starts = d.starts + excluded.starts,
          from_search = d.from_search + excluded.from_search, from_google_jobs = d.from_google_jobs + excluded.from_google_jobs,
          from_job_alerts = d.from_job_alerts + excluded.from_job_alerts, from_direct = d.from_direct + excluded.from_direct,
          from_other = d.from_other + excluded.from_other
        returning 1
      )
      insert into job_stat_totals as t (job_id, views, visitors, starts)
      select job_id, sum(views), sum(visitors), sum(starts) from per_day group by job_id
      on conflict (job_id) do update set views = t.views + excluded.views, visitors = t.visitors + excluded.visitors, starts = t.starts + excluded.starts`,
  );
}

/**
 * The daily sweep's part: hashes and salts of days before today (company time) are deleted, so
 * no visitor of an earlier day can be recognised. Answers the hashes deleted.
 */
export async function sweepJobViewClients(em: EntityManager, now = new Date()): Promise<number> {
  const today = zonedDate(now);
  const rows = await query<{ n: number }>(
    em,
    sql`with gone as (delete from job_view_clients where day < ${today}::date returning 1),
        salts as (delete from job_view_salts where day < ${today}::date returning 1)
        select (select count(*) from gone)::int as n, (select count(*) from salts)::int as s`,
  );
  return rows[0]?.n ?? 0;
}
