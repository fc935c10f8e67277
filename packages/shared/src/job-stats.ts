/**
 * What each job draws (issue 38, item 4): the sources a visitor can come from, how a visit's
 * source is told from its referrer and `utm_source`, and the caps on what one client counts.
 * zod-free: the web app's job page (the beacon) and the admin screens read it.
 */

/** Where a visitor of a job page came from. */
export const JOB_VIEW_SOURCES = ['search', 'google_jobs', 'job_alerts', 'direct', 'other'] as const;
export type JobViewSource = (typeof JOB_VIEW_SOURCES)[number];

export const JOB_VIEW_SOURCE_LABELS: Record<JobViewSource, string> = {
  search: 'Search engines',
  google_jobs: 'Google for Jobs',
  job_alerts: 'Job alerts',
  direct: 'Direct',
  other: 'Other sites',
};

/** The `utm_source` the job alert mails put on their links to a job. */
export const JOB_ALERT_UTM_SOURCE = 'job-alert';

/** Views of one job counted from one client (address and browser) in one day: a refresh loop counts this many at most. */
export const VIEWS_PER_CLIENT_PER_DAY = 3;

/**
 * Browsers (user agents) counted as visitors of one job from one address in one day, by each app
 * instance: an office behind one address is many visitors, a script rotating user agents is not.
 */
export const CLIENTS_PER_ADDRESS_PER_DAY = 20;

/** The admin job list's sorts (newest first unless another is chosen). */
export const JOB_ADMIN_SORTS = ['newest', 'views', 'applications', 'conversion'] as const;
export type JobAdminSort = (typeof JOB_ADMIN_SORTS)[number];

/** The dashboard's chart: applications per week, this many weeks by default, and at most. */
export const APPLICATION_WEEKS_DEFAULT = 12;
export const APPLICATION_WEEKS_MAX = 52;
/** A job's admin view: views and applications per day, this many days by default, and at most. */
export const JOB_STATS_DAYS_DEFAULT = 30;
export const JOB_STATS_DAYS_MAX = 365;

/** Search engines by the host of the referring page (a suffix of it, or `name.` anywhere in it for the country domains). */
const SEARCH_ENGINE_HOSTS = [
  'bing.com',
  'duckduckgo.com',
  'search.yahoo.com',
  'yahoo.com',
  'ecosia.org',
  'search.brave.com',
  'qwant.com',
  'startpage.com',
  'baidu.com',
];
const SEARCH_ENGINE_NAMES = ['google', 'yandex'];
/** `utm_source` values that name a search engine. */
const SEARCH_UTM = new Set(['google', 'bing', 'duckduckgo', 'yahoo', 'ecosia', 'brave', 'qwant', 'startpage', 'yandex', 'baidu']);

function hostOf(url: string): { host: string; search: string; path: string } | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return { host: parsed.hostname.toLowerCase().replace(/\.$/, ''), search: parsed.search, path: parsed.pathname };
  } catch {
    return null;
  }
}

const isHostOf = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);
const isSearchEngine = (host: string) =>
  SEARCH_ENGINE_HOSTS.some((domain) => isHostOf(host, domain)) ||
  SEARCH_ENGINE_NAMES.some((name) => host === name || host.startsWith(`${name}.`) || host.includes(`.${name}.`));
const isGoogle = (host: string) => host.startsWith('google.') || host.includes('.google.');

/**
 * The source of a visit, from the page's referrer (the address of the page that linked to the
 * site, as the browser gave it) and the landing address's `utm_source`:
 *
 * 1. `utm_source=job-alert` (our job alert mails): job alerts.
 * 2. `utm_source` starting with `google_jobs` (Google for Jobs' apply links, `google_jobs_apply`), or a
 *    referrer from Google carrying Google for Jobs' parameters (`ibp=htl;jobs` or `htidocid`): Google for Jobs.
 * 3. Another `utm_source` naming a search engine (google, bing, ...), or a referrer from one: search engines.
 * 4. Another `utm_source` (a newsletter, a partner): other sites.
 * 5. No referrer, or one from this site itself (`siteHost`): direct.
 * 6. Any other referrer: other sites.
 *
 * Google usually sends only its origin as the referrer (https://www.google.com/), so a visit from
 * Google for Jobs without the utm parameter counts under search engines.
 */
export function jobViewSource(referrer: string | undefined, utmSource: string | undefined, siteHost?: string): JobViewSource {
  const utm = (utmSource ?? '').trim().toLowerCase();
  if (utm === JOB_ALERT_UTM_SOURCE || utm === 'job_alert' || utm === 'job-alerts') return 'job_alerts';
  if (utm.startsWith('google_jobs') || utm.startsWith('google-jobs')) return 'google_jobs';
  const from = referrer ? hostOf(referrer) : null;
  if (from && isGoogle(from.host) && /[?&](ibp=htl(;|%3B)jobs|htidocid=)/i.test(from.search)) return 'google_jobs';
  if (utm && SEARCH_UTM.has(utm)) return 'search';
  if (utm) return 'other';
  if (!from) return 'direct';
  const own = siteHost?.toLowerCase().replace(/:\d+$/, '');
  if (own && from.host === own) return 'direct';
  if (isSearchEngine(from.host)) return 'search';
  return 'other';
}

/** Applications per view, as a share (0.05 is 5 %); null without views. */
export const conversionOf = (applications: number, views: number): number | null => (views > 0 ? applications / views : null);

/** '5.0%' (one decimal), or '—' without views. */
export const conversionLabel = (conversion: number | null): string => (conversion === null ? '—' : `${(Math.round(conversion * 1000) / 10).toFixed(1)}%`);
