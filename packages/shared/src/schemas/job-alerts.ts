import { z, str, email, ZId, listSearch } from './base.ts';
import { idFromText } from '../ids.ts';
import { normalizeJobType } from '../job-types.ts';
import { jobCategoryName, jobTypeName } from '../job-names.ts';
import { DEFAULT_NEAR_RADIUS_KM } from '../location.ts';
import type { Locale } from '../locale-paths.ts';
import { pageFields } from './pagination.ts';
import type { JobAlertSearch } from './dtos.ts';
import { ZConsentField, ZLocaleField, ZSpamTrapFields, nearRadius } from './inputs.ts';

/**
 * Job alerts: a saved job search (the /jobs filters) and an address that hears of new jobs
 * matching it, at once or in a daily digest. Double opt-in: nothing is sent but the confirmation
 * mail until its link is followed; every mail after that carries a one-click unsubscribe link.
 */
export const JOB_ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

export const JOB_ALERT_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type JobAlertStatus = (typeof JOB_ALERT_STATUSES)[number];

export const JOB_ALERT_MESSAGES = {
  frequency: "frequency must be 'instant' or 'daily'",
  created: 'Almost done! We sent you an email: follow its link to start your job alert.',
  invalidLink: 'This link is invalid or has expired.',
  confirmed: 'Your job alert is on. We will email you new jobs that match your search.',
  unsubscribed: 'You are unsubscribed: this job alert will not email you again.',
} as const;

/** A search field of an alert: trimmed, blank (or 'all' for the selects) means any. */
const searchField = (max: number, any: (v: string) => boolean = () => false) =>
  str({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v && !any(v) ? v : undefined));

const isAll = (v: string) => v.toLowerCase() === 'all';

/** The search of an alert, as /jobs names its filters. */
export const jobAlertSearchFields = {
  query: searchField(200),
  location: searchField(200),
  type: searchField(40, isAll).transform((v) => (v ? (normalizeJobType(v) ?? v) : undefined)),
  category: searchField(80, isAll),
  /** A place of the gazetteer and the radius around it in km (10, 25, 50 or 100; 25 by default), as on /jobs. */
  near: searchField(120),
  radius: nearRadius(),
};

/** POST /api/job-alerts, jobAlert.create. */
export const ZJobAlertInput = z.object({
  email: email(),
  ...jobAlertSearchFields,
  frequency: z.preprocess((v) => (v === undefined || v === '' ? 'daily' : v), z.enum(JOB_ALERT_FREQUENCIES, { error: JOB_ALERT_MESSAGES.frequency })),
  ...ZSpamTrapFields,
  ...ZConsentField,
  ...ZLocaleField,
});
export type JobAlertInput = z.input<typeof ZJobAlertInput>;

const token = z.string({ error: JOB_ALERT_MESSAGES.invalidLink }).min(1, JOB_ALERT_MESSAGES.invalidLink).max(200, JOB_ALERT_MESSAGES.invalidLink);

/** The links of the alert mails: confirm (POST /api/job-alerts/confirm) and unsubscribe (POST /api/job-alerts/unsubscribe). */
export const ZJobAlertLinkInput = z.object({
  id: z.preprocess(
    (v) => (typeof v === 'string' ? (idFromText(v) ?? v) : v),
    ZId.refine(() => true, JOB_ALERT_MESSAGES.invalidLink),
  ),
  token,
});
export type JobAlertLinkInput = z.input<typeof ZJobAlertLinkInput>;

/** The admin list of alert subscriptions (GET /api/admin/job-alerts). */
export const ZJobAlertListInput = z.object({
  search: listSearch(),
  ...pageFields,
});
export type JobAlertListInput = z.input<typeof ZJobAlertListInput>;

/** The words of a saved search's description, in each language of the site. */
const SEARCH_WORDS: Record<
  Locale,
  { quote: (words: string) => string; in: string; within: (km: number, place: string) => string; remote: string; all: string }
> = {
  en: { quote: (words) => `“${words}”`, in: 'in', within: (km, place) => `within ${km} km of ${place}`, remote: 'Remote', all: 'All jobs' },
  fr: { quote: (words) => `« ${words} »`, in: 'à', within: (km, place) => `à moins de ${km} km de ${place}`, remote: 'Télétravail', all: 'Tous les emplois' },
};

/**
 * How a saved search reads: "forklift in Toronto, ON · Full-time · Warehouse", "“warehouse”
 * within 25 km of Brampton, ON", or "All jobs"; in French (a French alert's mail) "« cariste » à
 * Toronto, ON", "à moins de 25 km de Brampton, ON", "Tous les emplois". The type and category
 * are the job's own words.
 */
export function describeJobAlertSearch(search: Partial<JobAlertSearch>, locale: Locale = 'en'): string {
  const t = SEARCH_WORDS[locale];
  const words = search.query ? t.quote(search.query) : '';
  const remote = search.location?.trim().toLowerCase() === 'remote';
  const place = search.location && !remote ? `${t.in} ${search.location}` : '';
  const near = search.near ? t.within(search.radius ?? DEFAULT_NEAR_RADIUS_KM, search.near) : '';
  const head = [words, place, near].filter(Boolean).join(' ');
  const parts = [
    head,
    remote ? t.remote : '',
    search.type ? jobTypeName(search.type, locale) : '',
    search.category ? jobCategoryName(search.category, locale) : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t.all;
}
