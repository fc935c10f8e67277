import { z, str, ZId } from './base.ts';
import { wholeNumber } from './pagination.ts';
import { APPLICATION_WEEKS_DEFAULT, APPLICATION_WEEKS_MAX, JOB_STATS_DAYS_DEFAULT, JOB_STATS_DAYS_MAX, JOB_VIEW_SOURCES } from '../job-stats.ts';
import { COMPANY_TIME_ZONE } from '../time-zone.ts';

/**
 * What each job draws (issue 38, item 4): the beacons a job page sends, and the figures staff read.
 * Counts are per job and company day (COMPANY_TIME_ZONE); see docs/performance.md for how they are kept.
 */

export const JOB_STATS_MESSAGES = {
  weeks: `weeks must be a whole number from 1 to ${APPLICATION_WEEKS_MAX}`,
  days: `days must be a whole number from 1 to ${JOB_STATS_DAYS_MAX}`,
  referrer: 'referrer must be text of at most 2000 characters',
  utmSource: 'utmSource must be text of at most 100 characters',
} as const;

/** An optional text of the beacon, cut to nothing when blank. */
const beaconText = (max: number, message: string) =>
  str({ error: message }, { max, message })
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined));

/**
 * POST /api/jobs/{id}/view: one view of a job page, sent by the page once it has loaded (so it is
 * counted when the page came from a cache). `referrer` is the page's document.referrer, `utmSource`
 * the landing address's utm_source; both only tell the source, neither is stored.
 */
export const ZJobViewInput = z.object({
  id: ZId,
  referrer: beaconText(2000, JOB_STATS_MESSAGES.referrer),
  utmSource: beaconText(100, JOB_STATS_MESSAGES.utmSource),
});
export type JobViewInput = z.input<typeof ZJobViewInput>;

/** What a beacon answers (202): whether it was counted is not said, so a client cannot probe the cap or the crawler rules. */
export const ZJobBeaconAnswer = z.object({ accepted: z.literal(true) }).meta({ id: 'JobBeaconAnswer' });
export type JobBeaconAnswer = z.infer<typeof ZJobBeaconAnswer>;

/** GET /api/admin/jobs/{id}/stats?days=30 */
export const ZJobStatsInput = z.object({ id: ZId, days: wholeNumber(JOB_STATS_MESSAGES.days, 1, JOB_STATS_DAYS_MAX, JOB_STATS_DAYS_DEFAULT) });

/** GET /api/admin/stats/applications?weeks=12 */
export const ZApplicationsPerWeekInput = z
  .object({ weeks: wholeNumber(JOB_STATS_MESSAGES.weeks, 1, APPLICATION_WEEKS_MAX, APPLICATION_WEEKS_DEFAULT) })
  .prefault({});

const int = () => z.number().int();
const day = () => z.string().meta({ format: 'date' });

export const ZJobStatsTotals = z
  .object({
    views: int().describe('Page views (at most 3 a day from one client)'),
    visitors: int().describe('Unique visitors: distinct clients a day, summed over the days'),
    starts: int().describe('Visitors who started the apply form'),
    applications: int(),
    conversion: z.number().nullable().describe('Applications per view (0.05 is 5 %); null without views'),
  })
  .meta({ id: 'JobStatsTotals' });
export type JobStatsTotals = z.infer<typeof ZJobStatsTotals>;

export const ZJobStatsDay = z.object({ day: day(), views: int(), visitors: int(), starts: int(), applications: int() });
export type JobStatsDay = z.infer<typeof ZJobStatsDay>;

export const ZJobStatsDto = z
  .object({
    jobId: int(),
    from: day().describe(`The first day of \`days\` (company time, ${COMPANY_TIME_ZONE})`),
    to: day().describe('The last day: today'),
    days: z.array(ZJobStatsDay).describe('Every day from `from` to `to`, zeros included'),
    totals: ZJobStatsTotals.describe('Since counting began'),
    sources: z
      .array(z.object({ source: z.enum(JOB_VIEW_SOURCES), visitors: int() }))
      .describe("Visitors by where they came from, since counting began (a visitor's first view of the day says it)"),
  })
  .meta({ id: 'JobStats' });
export type JobStatsDto = z.infer<typeof ZJobStatsDto>;

export const ZApplicationsPerWeekDto = z
  .object({
    weeks: z
      .array(z.object({ weekStart: day().describe('Monday of the week (company time)'), applications: int() }))
      .describe('Oldest first; the last is the current week, so far'),
  })
  .meta({ id: 'ApplicationsPerWeek' });
export type ApplicationsPerWeekDto = z.infer<typeof ZApplicationsPerWeekDto>;
