import { employmentTypeOf } from './job-types.ts';
import { jobPath, jobUrl } from './job-url.ts';
import { isRemoteLocation, parseJobLocation } from './location.ts';
import { escapeHtml } from './text.ts';
import type { HeadInput } from './head-tags.ts';
import type { JobDto } from './schemas/dtos.ts';

/**
 * schema.org JobPosting for Google for Jobs, built from the job alone: one function for the page
 * the browser renders and the HTML the server writes (read by crawlers without JavaScript).
 * Required: title, description (HTML), datePosted, hiringOrganization (name, url), jobLocation
 * (PostalAddress) unless the job is remote; recommended: baseSalary from the structured pay,
 * employmentType, validThrough, identifier, directApply, jobLocationType TELECOMMUTE with
 * applicantLocationRequirements for remote jobs.
 */

export type SalaryUnit = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;

/** Plain text as HTML: blank lines separate paragraphs, '- ' / '* ' / '1.' lines become lists. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.split('\n').filter((line) => line.trim());
      if (lines.length && lines.every((line) => BULLET.test(line))) {
        return `<ul>${lines.map((line) => `<li>${escapeHtml(line.replace(BULLET, '').trim())}</li>`).join('')}</ul>`;
      }
      return `<p>${lines.map((line) => escapeHtml(line.trim())).join('<br>')}</p>`;
    })
    .join('');
}

/** The job's description and requirements as the HTML Google asks for. */
export function jobDescriptionHtml(job: Pick<JobDto, 'description' | 'requirements'>): string {
  const requirements = job.requirements?.trim() ? `<h3>Requirements</h3>${textToHtml(job.requirements)}` : '';
  return `${textToHtml(job.description)}${requirements}`;
}

/** A remote job: the type Remote, the remote flag, or a place like 'Remote - Canada'. */
export const isTelecommuteJob = (job: Pick<JobDto, 'type' | 'location'> & { remote?: boolean | null }) =>
  job.type.toLowerCase() === 'remote' || job.remote === true || isRemoteLocation(job.location);

export type JobPostingSource = Pick<
  JobDto,
  'id' | 'title' | 'description' | 'requirements' | 'location' | 'company' | 'type' | 'category' | 'postedAt' | 'expiresAt' | 'payMin' | 'payMax' | 'payPeriod'
> & { remote?: boolean | null; currency?: string | null };

export interface JobPostingSite {
  /** The site's origin, without a trailing slash. */
  origin: string;
  /** The company name of Site Settings (the identifier's namespace). */
  siteName: string;
}

export function jobPostingJsonLd(job: JobPostingSource, site: JobPostingSite) {
  const remote = isTelecommuteJob(job);
  const place = parseJobLocation(job.location);
  const hasPlace = Boolean(place.city || place.province) && !isRemoteLocation(job.location);
  const min = job.payMin ?? null;
  const max = job.payMax ?? null;
  const period = job.payPeriod ?? null;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    datePosted: job.postedAt,
    ...(job.expiresAt ? { validThrough: job.expiresAt } : {}),
    employmentType: employmentTypeOf(job.type),
    industry: job.category,
    identifier: { '@type': 'PropertyValue', name: site.siteName, value: String(job.id) },
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company,
      // The employer's jobs on this site: the only address of it the site knows.
      url: `${site.origin}/jobs?${new URLSearchParams({ query: `"${job.company}"` })}`,
    },
    ...(remote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Canada' } } : {}),
    ...(hasPlace
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(place.city ? { addressLocality: place.city } : {}),
              ...(place.province ? { addressRegion: place.province } : {}),
              addressCountry: 'CA',
            },
          },
        }
      : {}),
    ...(min !== null && period
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.currency || 'CAD',
            value: {
              '@type': 'QuantitativeValue',
              ...(max !== null && max !== min ? { minValue: min, maxValue: max } : { value: min }),
              unitText: period.toUpperCase() as SalaryUnit,
            },
          },
        }
      : {}),
    directApply: true,
    url: jobUrl(site.origin, job.id),
  };
}

export type JobPostingJsonLd = ReturnType<typeof jobPostingJsonLd>;

/**
 * What a JobPosting lacks of Google's required and recommended properties (empty: complete).
 * Pay is recommended: a job whose pay is unknown lacks only 'baseSalary'.
 */
export function jobPostingGaps(data: Record<string, unknown>): string[] {
  const gaps: string[] = [];
  const has = (key: string) => data[key] !== undefined && data[key] !== null && data[key] !== '';
  for (const key of ['title', 'description', 'datePosted', 'employmentType', 'validThrough', 'identifier', 'baseSalary']) if (!has(key)) gaps.push(key);
  if (typeof data.description === 'string' && !/^<(p|ul|h3)>/.test(data.description)) gaps.push('description as HTML');
  const org = data.hiringOrganization as { name?: string; url?: string; logo?: string } | undefined;
  if (!org?.name) gaps.push('hiringOrganization.name');
  if (!org?.url && !org?.logo) gaps.push('hiringOrganization.url or logo');
  if (data.directApply !== true) gaps.push('directApply');
  const telecommute = data.jobLocationType === 'TELECOMMUTE';
  if (telecommute && !data.applicantLocationRequirements) gaps.push('applicantLocationRequirements');
  const address = (data.jobLocation as { address?: Record<string, string> } | undefined)?.address;
  if (!telecommute || address) {
    for (const key of ['addressLocality', 'addressRegion', 'addressCountry']) if (!address?.[key]) gaps.push(`jobLocation.address.${key}`);
  }
  return gaps;
}

/** What the page of a closed job (expired or filled) says. */
export const JOB_CLOSED_MESSAGE = 'This job is no longer accepting applications';
/** A new end date given with an approval must be ahead. */
export const END_DATE_PASSED_MESSAGE = 'The new end date must be in the future';
/** The heading and title of the page of a job that is not there (unknown, unpublished or deleted). */
export const JOB_NOT_FOUND_TITLE = 'Job Not Found';
/** The answer for a deleted job (HTTP 410 on the page and the API). */
export const JOB_GONE_MESSAGE = 'This job has been removed';

/**
 * Where a job stands for visitors, the one rule (its SQL twin is publishedJobsSql in
 * packages/trpc/src/features/jobs/job-search.ts; a test holds the two to the same answers):
 * - 'published': approved, not filled, and its end date (if any) is still ahead;
 * - 'closed': it was public and is no longer: its end date has passed (at once, whether or not the
 *   minute's sweep has marked it 'expired' yet), or it is 'expired' (which a filled job always is:
 *   filling sets the status, and a new end date given at approval clears filledAt);
 * - 'unpublished': pending, denied or spam; only admins see it.
 * A deleted job is gone (410) and never reaches this.
 */
export type JobState = 'published' | 'closed' | 'unpublished';

type DateLike = Date | string | null | undefined;
const timeOf = (value: DateLike): number | null => (value == null ? null : value instanceof Date ? value.getTime() : Date.parse(value));

export function jobState(job: { status: JobDto['status']; expiresAt: DateLike }, now: number | Date = Date.now()): JobState {
  if (job.status === 'expired') return 'closed';
  if (job.status !== 'approved') return 'unpublished';
  const end = timeOf(job.expiresAt);
  return end !== null && end <= (now instanceof Date ? now.getTime() : now) ? 'closed' : 'published';
}

/** Whether a job visitors can see has closed: expired (its end date passed) or filled (see jobState). */
export function isClosedJob(job: { status: JobDto['status']; expiresAt: DateLike }, now: number | Date = Date.now()): boolean {
  return jobState(job, now) === 'closed';
}

/** One-line page description: type, category, place and the start of the description. */
export function jobMetaDescription(job: Pick<JobDto, 'type' | 'category' | 'location' | 'company' | 'description'>, max = 160): string {
  const text = `${job.type} ${job.category} job at ${job.company} in ${job.location}. ${job.description.replace(/\s+/g, ' ').trim()}`;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The head of a job's page (the browser's route head and the server-written head alike). */
export function jobHead(
  job: Pick<JobDto, 'id' | 'title' | 'type' | 'category' | 'location' | 'company' | 'description' | 'status' | 'expiresAt'> & { filledAt?: string | null },
): HeadInput {
  return {
    title: job.title,
    description: jobMetaDescription(job),
    keywords: `${job.title}, ${job.category} jobs, ${job.type} jobs, jobs in ${job.location}, ${job.company} careers, Ontario jobs`,
    path: jobPath(job.id),
    // Closed (expired or filled) and unpublished jobs leave the index and Google for Jobs.
    noindex: jobState(job) !== 'published',
  };
}
