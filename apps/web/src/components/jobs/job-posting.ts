import { idFromText } from '@app/shared/ids';
import { jobPath } from '@app/shared/job-url';
import { jobPostingJsonLd as sharedJobPostingJsonLd } from '@app/shared/job-posting';
import type { JobDto } from '@app/shared/schemas/dtos';
import { breadcrumbJsonLd, type Site } from '../../lib/seo';

/** A job id from the path, or null when it cannot name a job (then nothing is fetched). */
export function jobIdOf(param: string): number | null {
  return idFromText(param);
}

/** Structured data for a job page (schema.org JobPosting), built from the job alone: the object for the job page head (the same object the server writes into the HTML). */
export function jobPostingJsonLd(site: Site, job: JobDto) {
  return sharedJobPostingJsonLd(job, { origin: site.origin, siteName: site.company.name });
}

export function jobBreadcrumbJsonLd(site: Site, job: Pick<JobDto, 'id' | 'title'>) {
  return breadcrumbJsonLd(site, [
    { name: 'Home', path: '/' },
    { name: 'Jobs', path: '/jobs' },
    { name: job.title, path: jobPath(job.id) },
  ]);
}

/** One-line page description (shared with the server-written head). */
export { jobMetaDescription } from '@app/shared/job-posting';
