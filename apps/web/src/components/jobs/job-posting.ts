import { idFromText } from '@app/shared/ids';
import { jobPath } from '@app/shared/job-url';
import { jobPostingJsonLd as sharedJobPostingJsonLd } from '@app/shared/job-posting';
import { parseJobLocation } from '@app/shared/location';
import { parsePay } from '@app/shared/pay';
import type { JobDto } from '@app/shared/schemas/dtos';
import { breadcrumbJsonLd, type Site } from '../../lib/seo';
import { isRemoteJob } from '../../lib/jobs';

/** Structured data for a job page (schema.org JobPosting), built from the job alone. */

export type SalaryUnit = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface ParsedSalary {
  minValue: number;
  maxValue?: number;
  unitText: SalaryUnit;
  currency: 'CAD';
}

/**
 * '$22 - $25/hour' -> 22..25 HOUR; '$55,000 - $65,000/year' -> 55000..65000 YEAR; '$60k' -> 60000
 * YEAR; a lone amount gives only minValue. The same reading the server stores (parsePay).
 * Anything without an amount (e.g. 'Competitive') gives null.
 */
export function parseSalary(salary: string | null | undefined): ParsedSalary | null {
  const pay = parsePay(salary);
  if (!pay) return null;
  return { minValue: pay.min, ...(pay.max !== pay.min ? { maxValue: pay.max } : {}), unitText: pay.period.toUpperCase() as SalaryUnit, currency: 'CAD' };
}

/** 'Mississauga, ON' -> { city: 'Mississauga', region: 'ON' }; 'Toronto, Ontario' -> region 'ON' (as the server parses it). */
export function parseLocation(location: string): { city?: string; region?: string } {
  const place = parseJobLocation(location);
  return { ...(place.city ? { city: place.city } : {}), ...(place.province ? { region: place.province } : {}) };
}

export const isTelecommute = (job: Pick<JobDto, 'type' | 'location'>) => job.type.toLowerCase() === 'remote' || isRemoteJob(job);

/** A job id from the path, or null when it cannot name a job (then nothing is fetched). */
export function jobIdOf(param: string): number | null {
  return idFromText(param);
}

/** The JobPosting object for the job page head (the same object the server writes into the HTML). */
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
