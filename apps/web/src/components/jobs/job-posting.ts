import { parseJobLocation, parsePay, type JobDto } from '@app/validators';
import { absoluteUrl, breadcrumbJsonLd } from '../../lib/seo';
import { isRemoteJob } from '../../lib/jobs';
import { currentCompany } from '../../lib/company';

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

/** schema.org employmentType for the job types (both Part-time spellings). */
export function employmentType(type: string): string {
  switch (type.trim().toLowerCase()) {
    case 'full-time':
      return 'FULL_TIME';
    case 'part-time':
      return 'PART_TIME';
    case 'contract':
      return 'CONTRACTOR';
    case 'temporary':
      return 'TEMPORARY';
    default:
      return 'OTHER';
  }
}

export const isTelecommute = (job: Pick<JobDto, 'type' | 'location'>) => job.type.toLowerCase() === 'remote' || isRemoteJob(job);

export const jobPath = (id: number | string) => `/jobs/${id}`;

/** A job id from the path, or null when it cannot name a job (then nothing is fetched). */
export function jobIdOf(param: string): number | null {
  if (!/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}


/** The JobPosting object for the job page head. */
export function jobPostingJsonLd(job: JobDto) {
  const remote = isTelecommute(job);
  const place = parseLocation(job.location);
  const salary = parseSalary(job.salary);
  const description = [job.description, job.requirements ? `Requirements:\n${job.requirements}` : null].filter(Boolean).join('\n\n');
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    datePosted: job.postedAt,
    ...(job.expiresAt ? { validThrough: job.expiresAt } : {}),
    employmentType: employmentType(job.type),
    industry: job.category,
    identifier: { '@type': 'PropertyValue', name: currentCompany().name, value: String(job.id) },
    hiringOrganization: { '@type': 'Organization', name: job.company },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'Canada' },
        }
      : {}),
    ...(!isRemoteJob(job)
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(place.city ? { addressLocality: place.city } : {}),
              ...(place.region ? { addressRegion: place.region } : {}),
              addressCountry: 'CA',
            },
          },
        }
      : {}),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.maxValue !== undefined ? { minValue: salary.minValue, maxValue: salary.maxValue } : { value: salary.minValue }),
              unitText: salary.unitText,
            },
          },
        }
      : {}),
    directApply: true,
    url: absoluteUrl(jobPath(job.id)),
  };
}

export function jobBreadcrumbJsonLd(job: Pick<JobDto, 'id' | 'title'>) {
  return breadcrumbJsonLd([
    { name: 'Home', path: '/' },
    { name: 'Jobs', path: '/jobs' },
    { name: job.title, path: jobPath(job.id) },
  ]);
}

/** One-line page description: type, category, place and the start of the description. */
export function jobMetaDescription(job: Pick<JobDto, 'type' | 'category' | 'location' | 'company' | 'description'>, max = 160): string {
  const text = `${job.type} ${job.category} job at ${job.company} in ${job.location}. ${job.description.replace(/\s+/g, ' ').trim()}`;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
