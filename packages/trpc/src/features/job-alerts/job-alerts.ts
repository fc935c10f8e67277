import { JobAlert, type EntityManager, type IJobAlert, findSiteSettings } from '@app/db';
import { DEFAULT_COMPANY_SETTINGS } from '@app/shared/company';
import { jobPath } from '@app/shared/job-url';
import { localizePath, type Locale } from '@app/shared/locale-paths';
import { JOB_ALERT_UTM_SOURCE } from '@app/shared/job-stats';
import { pageOffset } from '@app/shared/page-math';
import { z } from '@app/shared/schemas/base';
import type { JobAlertDto, JobAlertPage, JobAlertSearch, JobAlertSearchCount } from '@app/shared/schemas/dtos';
import { JOB_ALERT_MESSAGES, describeJobAlertSearch, type JobAlertListInput, type ZJobAlertInput } from '@app/shared/schemas/job-alerts';
import { TRPCError } from '@trpc/server';
import { DEFAULT_NEAR_RADIUS_KM, placeLabel } from '@app/shared/location';
import { filterSql, publishedJobsSql, resolvePlace, tsquerySql, withinRadiusOfEarthSql, type NearPlace, type Runner } from '../jobs/job-search.ts';
import { jobAlertConfirmMail, jobAlertMail, type AlertJob, type Brand } from '../mail/mail-templates.ts';
import { mailedSince, queueEmail, queueVisitorEmail } from '../mail/outbox.ts';
import { jobTitleIn } from '../applications/applications.ts';
import { readStamp, signStamp, type LinkSigning } from '../../infra/signed-links.ts';
import type { ConsentRecord } from '../privacy/consent.ts';
import { join, likePattern, query, raw, sql, type Sql } from '../../infra/sql.ts';

/**
 * Job alerts. A visitor saves a /jobs search with an address; nothing is sent but a confirmation
 * mail until its signed link is followed (double opt-in). Then new jobs matching the search are
 * mailed at once (instant) or once a day (daily), each mail with a one-click unsubscribe link and
 * a List-Unsubscribe header (RFC 8058). Matching uses the search of /jobs: the same filters, the
 * same full-text query (not its typo fallback: an alert mails what the words really match) and
 * the same radius around a place (stored as the gazetteer named it: 'Brampton, ON').
 *
 * New jobs come from job_alert_events, written by a trigger on jobs whenever a job becomes
 * approved (a decision, auto-approval, an admin edit), so no path of publication is missed. The
 * worker turns events into mail (see sendInstantJobAlerts and sendDailyJobAlerts).
 */

export const JOB_ALERT_MAIL = { confirm: 'job-alert.confirm', instant: 'job-alert.instant', daily: 'job-alert.daily' } as const;
const UNSUBSCRIBE = 'job-alert.unsubscribe';
const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** One confirmation mail per alert in this time, however often the form is sent. */
const CONFIRM_MAIL_INTERVAL_MS = 10 * 60 * 1000;
/** Alerts one address may keep (pending or active). */
export const MAX_ALERTS_PER_EMAIL = 20;
/** Jobs listed in one alert mail; the rest are a link to the search. */
export const JOBS_PER_ALERT_MAIL = 10;
/** Events kept after they were mailed, for the daily digest. */
const EVENT_RETENTION_MS = 3 * 24 * 60 * 60 * 1000;

type Secret = Buffer;
export interface AlertMailContext {
  em: EntityManager;
  siteUrl: string;
  /** Signs the links (the form-token key every instance shares). */
  secret: Secret;
}

/** The stored search: '' for any (and radius 0 without a place). */
type StoredSearch = Pick<IJobAlert, 'query' | 'location' | 'type' | 'category' | 'near' | 'radius'>;

/** The search an alert stores: a place as the gazetteer names it (an unknown one is refused with a 400 and suggestions, as on /jobs). */
async function storedSearch(em: EntityManager, input: z.output<typeof ZJobAlertInput>): Promise<StoredSearch> {
  const place = input.near ? await resolvePlace(runnerOf(em), input.near, input.radius ?? DEFAULT_NEAR_RADIUS_KM) : undefined;
  return {
    query: input.query ?? '',
    location: input.location ?? '',
    type: input.type ?? '',
    category: input.category ?? '',
    near: place ? placeLabel(place.name, place.province) : '',
    radius: place ? place.radiusKm : 0,
  };
}

const runnerOf =
  (em: EntityManager): Runner =>
  <T>(statement: Sql) =>
    query<T>(em, statement);

const searchOf = (row: StoredSearch): JobAlertSearch => ({
  query: row.query || null,
  location: row.location || null,
  type: row.type || null,
  category: row.category || null,
  near: row.near || null,
  radius: row.near ? row.radius : null,
});

/** The /jobs address of a saved search. */
export function searchUrl(siteUrl: string, search: StoredSearch, locale: Locale = 'en'): string {
  const params = new URLSearchParams();
  for (const key of ['query', 'location', 'type', 'category', 'near'] as const) if (search[key]) params.set(key, search[key]);
  if (search.near) params.set('radius', String(search.radius));
  const text = params.toString();
  return `${siteUrl}${localizePath('/jobs', locale)}${text ? `?${text}` : ''}`;
}

type LinkedAlert = Pick<IJobAlert, 'id' | 'email' | 'unsubscribeCount'>;

/**
 * What a confirmation link signs: the alert, its address and how many times it was unsubscribed,
 * so a link mailed before an unsubscribe is dead once the count moves on. Count 0 is signed as
 * links were before the count existed (`id:email`), so those already mailed keep working.
 */
const confirmSubject = (alert: LinkedAlert) =>
  alert.unsubscribeCount > 0 ? `${alert.id}:${alert.email}:${alert.unsubscribeCount}` : `${alert.id}:${alert.email}`;

/**
 * What an unsubscribe link signs: the alert's id alone. The key is the server's, so the id cannot
 * be signed by anyone else, and a token is judged without the row: an unknown id and an existing
 * one answer a forged token alike.
 */
const unsubscribeSubject = (id: number) => String(id);

/** Unsubscribe links mailed before, signed over `id:email`: they keep working while their alert exists. */
const legacyUnsubscribeSubject = (alert: Pick<IJobAlert, 'id' | 'email'>) => `${alert.id}:${alert.email}`;

/** The signed links of one alert: the confirmation page, the unsubscribe page and the one-click POST address, and their tokens. */
export function jobAlertLinks(ctx: Pick<AlertMailContext, 'siteUrl' | 'secret'>, alert: LinkedAlert & { locale?: Locale }, now: number) {
  // The pages of the alert's language; the one-click POST is the API's, the same in every language.
  const page = (path: string) => `${ctx.siteUrl}${localizePath(path, alert.locale ?? 'en')}`;
  const tokens = {
    confirm: signStamp(ctx.secret, JOB_ALERT_MAIL.confirm, confirmSubject(alert), now),
    // The unsubscribe token never expires: its time is fixed (0), so every mail carries the same link.
    unsubscribe: signStamp(ctx.secret, UNSUBSCRIBE, unsubscribeSubject(alert.id), 0),
  };
  const confirm = new URLSearchParams({ id: String(alert.id), token: tokens.confirm });
  const unsubscribe = new URLSearchParams({ id: String(alert.id), token: tokens.unsubscribe });
  return {
    confirm: `${page('/job-alerts/confirm')}?${confirm}`,
    unsubscribe: `${page('/job-alerts/unsubscribe')}?${unsubscribe}`,
    oneClick: `${ctx.siteUrl}/api/job-alerts/unsubscribe?${unsubscribe}`,
    tokens,
  };
}

async function brandOf(em: EntityManager, siteUrl: string): Promise<Brand> {
  const settings = await findSiteSettings(em);
  return { company: settings?.companyName ?? DEFAULT_COMPANY_SETTINGS.companyName, siteUrl };
}

/** The confirmation mail: a reply to an address a visitor typed, so it counts against that recipient's budget of job alert confirmations. */
async function queueConfirmation(ctx: AlertMailContext, brand: Brand, alert: IJobAlert, now: number) {
  const links = jobAlertLinks(ctx, alert, now);
  const content = jobAlertConfirmMail(brand, alert.locale, {
    search: describeJobAlertSearch(searchOf(alert), alert.locale),
    frequency: alert.frequency,
    link: links.confirm,
  });
  await queueVisitorEmail(
    ctx.em,
    { kind: JOB_ALERT_MAIL.confirm, to: alert.email, ...content, secrets: { linkKey: ctx.secret, values: [links.tokens.confirm] } },
    'job-alert',
  );
}

/**
 * What the job alert form and its links use of a request: its unit of work and clock, the links'
 * origin and key, and what the form's consent and spam trap made of the submission.
 */
export interface AlertRequest extends LinkSigning {
  em: EntityManager;
  now: () => Date;
  spamReason?: string | null;
  consent?: ConsentRecord;
}

const contextOf = (ctx: AlertRequest): AlertMailContext => ({ em: ctx.em, siteUrl: ctx.siteUrl, secret: ctx.formGuard.secret });

/**
 * POST /api/job-alerts. The answer never says whether the address already follows the search
 * (or any other): a new or waiting alert gets a confirmation mail (at most one per 10 minutes);
 * an active one is left as it is; one that was unsubscribed goes back to waiting and gets a new
 * link (links mailed before the unsubscribe stay dead). A submission the spam trap caught is
 * answered alike and stores nothing.
 */
export async function createJobAlert(ctx: AlertRequest, input: z.output<typeof ZJobAlertInput>): Promise<void> {
  if (ctx.spamReason) return;
  const email = input.email.toLowerCase();
  const search = await storedSearch(ctx.em, input);
  const now = ctx.now();
  const consent = ctx.consent;
  await ctx.em.transactional(async (em) => {
    const tx = { ...contextOf(ctx), em };
    let alert = await em.findOne(JobAlert, { email, ...search });
    if (!alert) {
      const kept = await em.count(JobAlert, { email, status: { $ne: 'unsubscribed' } });
      if (kept >= MAX_ALERTS_PER_EMAIL) return;
      // A concurrent identical request may insert first: then that one mails.
      const [inserted] = await query<{ id: number }>(
        em,
        sql`insert into job_alerts (email, query, location, type, category, near, radius, frequency, locale, status, consent, consent_purpose, policy_version, consented_at)
            values (${email}, ${search.query}, ${search.location}, ${search.type}, ${search.category}, ${search.near}, ${search.radius}, ${input.frequency}, ${input.locale}, 'pending',
                    ${consent?.consent ?? null}, ${consent?.consentPurpose ?? null}, ${consent?.policyVersion ?? null}, ${consent?.consentedAt ?? null})
            on conflict (email, query, location, type, category, near, radius) do nothing returning id`,
      );
      if (!inserted) return;
      alert = await em.findOneOrFail(JobAlert, { id: inserted.id });
    } else if (alert.status === 'active') {
      return;
    } else if (alert.status === 'unsubscribed') {
      // A new sign-up: waiting for a new link. No 10-minute wait here: only the subscriber's own
      // unsubscribe makes an alert 'unsubscribed', so this happens once per unsubscribe (and the
      // recipient cap still counts the mail).
      const kept = await em.count(JobAlert, { email, status: { $ne: 'unsubscribed' } });
      if (kept >= MAX_ALERTS_PER_EMAIL) return;
      // Its consent, and its moment: an alert never confirmed goes 7 days after it was last asked for.
      if (consent) Object.assign(alert, consent);
      alert.status = 'pending';
      alert.frequency = input.frequency;
      alert.locale = input.locale;
    } else {
      // Still waiting: the last sign-up's frequency and language are the alert's.
      alert.frequency = input.frequency;
      alert.locale = input.locale;
      if (consent) Object.assign(alert, consent);
      if (await mailedSince(em, JOB_ALERT_MAIL.confirm, email, new Date(now.getTime() - CONFIRM_MAIL_INTERVAL_MS))) {
        await em.flush();
        return;
      }
    }
    await queueConfirmation(tx, await brandOf(em, ctx.siteUrl), alert, now.getTime());
    await em.flush();
  });
}

const invalidLink = (): never => {
  throw new TRPCError({ code: 'BAD_REQUEST', message: JOB_ALERT_MESSAGES.invalidLink });
};

/**
 * POST /api/job-alerts/confirm: the confirmation link starts the alert (from now: older jobs are
 * not mailed). Single-use across unsubscribes: it starts only an alert waiting for it; once the
 * alert is unsubscribed the link is dead, and stays dead after a new sign-up (whose link signs
 * the new unsubscribe count). Following it again while the alert is on answers success and
 * changes nothing.
 */
export async function confirmJobAlert(ctx: Pick<AlertRequest, 'em' | 'now' | 'formGuard'>, input: { id: number; token: string }) {
  const alert = await ctx.em.findOne(JobAlert, { id: input.id });
  const now = ctx.now();
  const issued = alert ? readStamp(ctx.formGuard.secret, JOB_ALERT_MAIL.confirm, confirmSubject(alert), input.token) : null;
  if (!alert || issued === null || now.getTime() - issued > CONFIRM_LINK_TTL_MS || issued > now.getTime() + 60_000) return invalidLink();
  if (alert.status === 'unsubscribed') return invalidLink();
  if (alert.status === 'pending') {
    // Only while it is still waiting for this very link: an unsubscribe and a new sign-up racing
    // this request move the status or the count, and the update then changes nothing.
    const started = await ctx.em.nativeUpdate(
      JobAlert,
      { id: alert.id, status: 'pending', unsubscribeCount: alert.unsubscribeCount },
      { status: 'active', confirmedAt: now, lastSentAt: now },
    );
    if (started === 0) return invalidLink();
  }
  return {
    success: true as const,
    message: JOB_ALERT_MESSAGES.confirmed,
    search: describeJobAlertSearch(searchOf(alert), alert.locale),
    frequency: alert.frequency,
  };
}

/**
 * POST /api/job-alerts/unsubscribe (the link of every alert mail, and the one-click POST of
 * List-Unsubscribe). Idempotent. The answer is the same whether or not the id exists: a token the
 * server signed for the id answers success (an alert an admin removed is unsubscribed too), a
 * forged one answers 400 either way. Links mailed before, signed over `id:email`, still work for
 * their alert.
 */
export async function unsubscribeJobAlert(ctx: Pick<AlertRequest, 'em' | 'formGuard'>, input: { id: number; token: string }) {
  const secret = ctx.formGuard.secret;
  const signedForId = readStamp(secret, UNSUBSCRIBE, unsubscribeSubject(input.id), input.token) !== null;
  const alert = await ctx.em.findOne(JobAlert, { id: input.id });
  if (!signedForId && !(alert && readStamp(secret, UNSUBSCRIBE, legacyUnsubscribeSubject(alert), input.token) !== null)) return invalidLink();
  if (alert) {
    // The count moves with the status, in one statement: confirmation links mailed before are dead from now on.
    await query(
      ctx.em,
      sql`update job_alerts set status = 'unsubscribed', unsubscribe_count = unsubscribe_count + 1 where id = ${alert.id} and status <> 'unsubscribed'`,
    );
  }
  return { success: true as const, message: JOB_ALERT_MESSAGES.unsubscribed };
}

// ---------------------------------------------------------------- matching and mailing

/** A part of a saved search (its type, category, place words, words or place and radius) and its condition on the jobs of alias `j`. */
interface AlertPart {
  key: string;
  condition: Sql;
}

/**
 * The conditions of a saved search on the new jobs of alias `j` (NEW_JOBS_SQL's columns), one per
 * part it has (a job matches when it meets them all): the filters and words of /jobs, and the
 * radius around its place (`place`: the search's `near`, resolved; null when the gazetteer no
 * longer knows it, after a refresh: then it matches nothing rather than everything). Two searches
 * with a part alike have the same key for it.
 */
export function alertConditions(search: StoredSearch, place: NearPlace | null | undefined): AlertPart[] {
  const filters = filterSql({ location: search.location || undefined, type: search.type || undefined, category: search.category || undefined }, 'j');
  const parts: AlertPart[] = [];
  if (search.type) parts.push({ key: `type:${search.type}`, condition: filters.type });
  if (search.category) parts.push({ key: `category:${search.category}`, condition: filters.category });
  if (search.location) parts.push({ key: `location:${search.location}`, condition: filters.location });
  if (search.query) parts.push({ key: `query:${search.query}`, condition: sql`j.search_vector @@ ${tsquerySql(search.query)}` });
  if (search.near) parts.push({ key: `near:${search.near}:${search.radius}`, condition: place ? withinRadiusOfEarthSql(place, raw('j.earth')) : raw('false') });
  return parts;
}

/**
 * The columns of a new job the conditions read, each made once per job for the many conditions
 * tested on it: its words uncompressed (`|| ''` adds nothing; a stored search_vector would
 * otherwise be decompressed again for every search's words) and its point on the earth.
 */
const NEW_JOBS_SQL = raw(`j.id, j.type, j.category, j.city, j.province, j.remote, j.location,
  j.search_vector || ''::tsvector as search_vector, case when j.lat is not null then ll_to_earth(j.lat, j.lon) end as earth`);

/**
 * The place of a saved search, resolved as /jobs does; undefined when it has none. A place the
 * gazetteer no longer knows (after a refresh) matches nothing rather than everything.
 */
async function alertPlace(em: EntityManager, near: string, radius: number): Promise<NearPlace | null> {
  try {
    return await resolvePlace(runnerOf(em), near, radius || DEFAULT_NEAR_RADIUS_KM);
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'BAD_REQUEST') return null;
    throw error;
  }
}

interface MatchedJob {
  id: number;
  title: string;
  title_fr: string | null;
  company: string;
  location: string;
  published_at: Date;
}

/** Jobs one saved search lists at most in a run (newest first). */
const MATCHES_PER_SEARCH = 1000;
/** Conditions one matching statement evaluates at most (each a branch over the new jobs). */
const CONDITIONS_PER_STATEMENT = 500;

const searchKey = (s: StoredSearch) => JSON.stringify([s.query, s.location, s.type, s.category, s.near, s.radius]);

/**
 * The published jobs among the events in `events` matching each saved search of `searches`,
 * newest first (at most MATCHES_PER_SEARCH each), by searchKey.
 *
 * A search is a conjunction of independent conditions, each on one of its parts (alertConditions:
 * type, category, place words, words, radius), and the new jobs are few while the searches are
 * many: so the new jobs are read once, each distinct value of each part (every distinct set of
 * words, every place and radius...) is evaluated once over them, in a few statements of
 * CONDITIONS_PER_STATEMENT branches, and each search's matches are the new jobs that meet all of
 * its parts. The same SQL conditions as one statement per search, without a statement per search:
 * at 10,000 alerts the run costs a few dozen statements instead of tens of thousands.
 */
async function matchingJobsBySearch(em: EntityManager, searches: StoredSearch[], events: Sql, now: Date): Promise<Map<string, MatchedJob[]>> {
  const result = new Map<string, MatchedJob[]>();
  if (searches.length === 0) return result;
  const published = sql`select ${NEW_JOBS_SQL} from job_alert_events e join jobs j on j.id = e.job_id where ${events} and ${publishedJobsSql(now)}`;
  const candidates = (
    await query<Omit<MatchedJob, 'published_at'> & { published_at: Date }>(
      em,
      sql`select j.id, j.title, j.title_fr, j.company, j.location, e.published_at from job_alert_events e join jobs j on j.id = e.job_id
          where ${events} and ${publishedJobsSql(now)} order by e.published_at desc, j.id desc`,
    )
  ).map((r) => ({ ...r, id: Number(r.id), published_at: new Date(r.published_at) }));
  if (candidates.length === 0) return result;

  // Each distinct part, once: its condition on the new jobs (alias j), by a key of its own.
  const places = new Map<string, NearPlace | null>();
  for (const s of searches) {
    if (!s.near) continue;
    const key = `${s.near}:${s.radius}`;
    if (!places.has(key)) places.set(key, await alertPlace(em, s.near, s.radius));
  }
  const partsOf = (s: StoredSearch) => alertConditions(s, s.near ? places.get(`${s.near}:${s.radius}`) : undefined);
  const conditions = new Map<string, Sql>();
  for (const s of searches) for (const part of partsOf(s)) if (!conditions.has(part.key)) conditions.set(part.key, part.condition);

  const meets = new Map<string, Set<number>>();
  const keys = [...conditions.keys()];
  for (let from = 0; from < keys.length; from += CONDITIONS_PER_STATEMENT) {
    const chunk = keys.slice(from, from + CONDITIONS_PER_STATEMENT);
    const branches = chunk.map((key, i) => sql`select ${from + i}::int as k, j.id from c j where ${conditions.get(key)!}`);
    const rows = await query<{ k: number; id: number }>(em, sql`with c as materialized (${published}) ${join(branches, ' union all ')}`);
    for (const key of chunk) meets.set(key, new Set());
    for (const row of rows) meets.get(keys[Number(row.k)]!)!.add(Number(row.id));
  }

  for (const s of searches) {
    const parts = partsOf(s).map((part) => meets.get(part.key)!);
    const jobs: MatchedJob[] = [];
    for (const job of candidates) {
      if (parts.every((ids) => ids.has(job.id))) jobs.push(job);
      if (jobs.length === MATCHES_PER_SEARCH) break;
    }
    if (jobs.length) result.set(searchKey(s), jobs);
  }
  return result;
}

/** The active alerts of one frequency, by the searchKey of their saved search, each list in id order. */
async function activeAlerts(em: EntityManager, frequency: 'instant' | 'daily'): Promise<Map<string, IJobAlert[]>> {
  const alerts = await em.find(JobAlert, { status: 'active', frequency }, { orderBy: { id: 'asc' } });
  const bySearch = new Map<string, IJobAlert[]>();
  for (const alert of alerts) {
    const key = searchKey(alert);
    const list = bySearch.get(key);
    if (list) list.push(alert);
    else bySearch.set(key, [alert]);
  }
  return bySearch;
}

/**
 * A job as an alert's mail lists it, in the alert's language: its French title in French when it
 * has one, and a link to its page in that language. utm_source tells the job's figures that the
 * visit came from a job alert (issue 38, item 4).
 */
const alertJobIn = (siteUrl: string, locale: Locale, job: MatchedJob): AlertJob => ({
  title: jobTitleIn({ title: job.title, titleFr: job.title_fr }, locale),
  company: job.company,
  location: job.location,
  url: `${siteUrl}${localizePath(jobPath(job.id), locale)}?utm_source=${JOB_ALERT_UTM_SOURCE}`,
});

function queueAlertMail(ctx: AlertMailContext, brand: Brand, alert: IJobAlert, jobs: MatchedJob[], digest: boolean) {
  const links = jobAlertLinks(ctx, alert, 0);
  const content = jobAlertMail(brand, alert.locale, {
    search: describeJobAlertSearch(searchOf(alert), alert.locale),
    digest,
    jobs: jobs.slice(0, JOBS_PER_ALERT_MAIL).map((job) => alertJobIn(ctx.siteUrl, alert.locale, job)),
    more: Math.max(0, jobs.length - JOBS_PER_ALERT_MAIL),
    searchUrl: searchUrl(ctx.siteUrl, alert, alert.locale),
    unsubscribe: links.unsubscribe,
  });
  queueEmail(ctx.em, {
    kind: digest ? JOB_ALERT_MAIL.daily : JOB_ALERT_MAIL.instant,
    to: alert.email,
    ...content,
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    secrets: { linkKey: ctx.secret, values: [links.tokens.unsubscribe] },
  });
}

/**
 * Instant alerts: claims the jobs published since the last sweep (skipping rows another instance
 * is claiming) and queues, for each active instant alert, one mail listing the new jobs that
 * match its search, in one transaction. Returns the number of mails queued.
 */
export async function sendInstantJobAlerts(ctx: AlertMailContext, now: Date): Promise<number> {
  return ctx.em.transactional(async (em) => {
    const tx = { ...ctx, em };
    const claimed = await query<{ job_id: number }>(
      em,
      sql`update job_alert_events set alerted_at = ${now} where job_id in (
            select job_id from job_alert_events where alerted_at is null order by job_id limit 500 for update skip locked)
          returning job_id`,
    );
    if (claimed.length === 0) return 0;
    const ids = join(
      claimed.map((r) => sql`${Number(r.job_id)}`),
      ', ',
    );
    const bySearch = await activeAlerts(em, 'instant');
    const searches = [...bySearch.values()].map((alerts) => alerts[0]!);
    const matches = await matchingJobsBySearch(em, searches, sql`e.job_id in (${ids})`, now);
    let mails = 0;
    let brand: Brand | undefined;
    for (const [key, jobs] of matches) {
      brand ??= await brandOf(em, ctx.siteUrl);
      for (const alert of bySearch.get(key)!) {
        // Jobs published before the alert was confirmed are not news to it.
        const fresh = jobs.filter((job) => !alert.confirmedAt || job.published_at >= alert.confirmedAt);
        if (fresh.length === 0) continue;
        queueAlertMail(tx, brand, alert, fresh, false);
        alert.lastSentAt = now;
        mails += 1;
      }
    }
    await em.flush();
    return mails;
  });
}

/**
 * The daily digest: for each active daily alert, the jobs published since its last mail (or its
 * confirmation) that match its search and are still open, in one mail. Alerts with nothing new get
 * no mail. Old events are deleted. Returns the number of mails queued.
 */
export async function sendDailyJobAlerts(ctx: AlertMailContext, now: Date): Promise<number> {
  return ctx.em.transactional(async (em) => {
    const tx = { ...ctx, em };
    const bySearch = await activeAlerts(em, 'daily');
    const sinceOf = (alert: IJobAlert) => (alert.lastSentAt ?? alert.confirmedAt ?? alert.createdAt).getTime();
    // The new jobs of every alert: those published since the alert that was mailed longest ago.
    const since = [...bySearch.values()].flat().reduce((min, alert) => Math.min(min, sinceOf(alert)), now.getTime());
    const matches = await matchingJobsBySearch(
      em,
      [...bySearch.values()].map((alerts) => alerts[0]!),
      sql`e.published_at > ${new Date(since).toISOString()}::timestamptz and e.published_at <= ${now.toISOString()}::timestamptz`,
      now,
    );
    let mails = 0;
    let brand: Brand | undefined;
    for (const [key, jobs] of matches) {
      brand ??= await brandOf(em, ctx.siteUrl);
      for (const alert of bySearch.get(key)!) {
        const after = sinceOf(alert);
        const fresh = jobs.filter((job) => job.published_at.getTime() > after);
        if (fresh.length === 0) continue;
        queueAlertMail(tx, brand, alert, fresh, true);
        alert.lastSentAt = now;
        mails += 1;
      }
    }
    await em.flush();
    await query(
      em,
      sql`delete from job_alert_events where alerted_at is not null and published_at < ${new Date(now.getTime() - EVENT_RETENTION_MS).toISOString()}::timestamptz`,
    );
    return mails;
  });
}

// ---------------------------------------------------------------- admin

const toDto = (a: IJobAlert): JobAlertDto => ({
  id: a.id,
  email: a.email,
  ...searchOf(a),
  frequency: a.frequency,
  status: a.status,
  createdAt: a.createdAt.toISOString(),
  confirmedAt: a.confirmedAt?.toISOString() ?? null,
  lastSentAt: a.lastSentAt?.toISOString() ?? null,
  locale: a.locale,
});

/** GET /api/admin/job-alerts: the subscriptions (newest first, searched by address or search words) and the count per saved search. */
export async function jobAlertPage(em: EntityManager, input: JobAlertListInput & { page: number; limit: number }): Promise<JobAlertPage> {
  const where: Sql = input.search
    ? sql`(email ilike ${likePattern(input.search)} or query ilike ${likePattern(input.search)} or location ilike ${likePattern(input.search)} or near ilike ${likePattern(input.search)} or category ilike ${likePattern(input.search)})`
    : raw('true');
  const rows = await query<{ id: number }>(em, sql`select id from job_alerts where ${where} order by id desc limit ${input.limit} offset ${pageOffset(input)}`);
  const [total] = await query<{ n: number }>(em, sql`select count(*)::int as n from job_alerts where ${where}`);
  const searches = await query<StoredSearch & { active: number; pending: number }>(
    em,
    sql`select query, location, type, category, near, radius, count(*) filter (where status = 'active')::int as active, count(*) filter (where status = 'pending')::int as pending
          from job_alerts where status <> 'unsubscribed' group by query, location, type, category, near, radius
          order by active desc, pending desc, query, location limit 50`,
  );
  const alerts = rows.length ? await em.find(JobAlert, { id: { $in: rows.map((r) => Number(r.id)) } }, { orderBy: { id: 'desc' } }) : [];
  return {
    items: alerts.map(toDto),
    total: total?.n ?? 0,
    page: input.page,
    limit: input.limit,
    searches: searches.map((s): JobAlertSearchCount => ({ ...searchOf(s), active: s.active, pending: s.pending })),
  };
}
