import { describe, expect, it } from 'vitest';
import { companyDetails } from '@app/shared/company';
import type { JobDto } from '@app/shared/schemas/dtos';
import { jobDto } from '../../test-fixtures';
import { jobIdOf, jobBreadcrumbJsonLd, jobMetaDescription, jobPostingJsonLd } from './job-posting';

const SITE = { origin: 'https://www.northline.example', company: companyDetails(null) };

const job = (overrides: Partial<JobDto> = {}): JobDto =>
  jobDto({
    id: 42,
    description: 'Operate counterbalance forklifts in a busy distribution centre.',
    requirements: 'Valid forklift certificate',
    salary: '$22 - $25/hour',
    contactPhone: '(905) 555-0101',
    status: 'approved',
    isNew: true,
    payMin: 22,
    payMax: 25,
    payPeriod: 'hour',
    ...overrides,
  });

describe('jobPostingJsonLd', () => {
  it('describes an on-site job with place, salary and direct apply', () => {
    const data = jobPostingJsonLd(SITE, job({ expiresAt: '2026-05-01T00:00:00.000Z' }));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Forklift Operator',
      datePosted: '2026-03-02T15:00:00.000Z',
      validThrough: '2026-05-01T00:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Maple Logistics' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Milton', addressRegion: 'ON', addressCountry: 'CA' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'CAD', value: { '@type': 'QuantitativeValue', minValue: 22, maxValue: 25, unitText: 'HOUR' } },
      directApply: true,
    });
    expect(data.description).toBe(
      '<p>Operate counterbalance forklifts in a busy distribution centre.</p><h3>Requirements</h3><p>Valid forklift certificate</p>',
    );
    expect(data.hiringOrganization.url).toMatch(/\/jobs\?query=%22Maple\+Logistics%22$/);
    expect(data.url).toMatch(/\/jobs\/42$/);
    expect(data).not.toHaveProperty('jobLocationType');
  });

  it('marks remote jobs as telecommute and leaves out what is unknown', () => {
    const data = jobPostingJsonLd(
      SITE,
      job({ type: 'Remote', location: 'Remote - Canada', salary: 'Competitive', payMin: null, payMax: null, payPeriod: null, expiresAt: null }),
    );
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Canada' });
    expect(data).not.toHaveProperty('jobLocation');
    expect(data).not.toHaveProperty('baseSalary');
    expect(data).not.toHaveProperty('validThrough');
  });

  it('keeps the place of a remote-type job that names a city', () => {
    const data = jobPostingJsonLd(
      SITE,
      job({ type: 'Remote', location: 'Toronto, ON', salary: '$50,000/year', payMin: 50000, payMax: 50000, payPeriod: 'year' }),
    );
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.jobLocation?.address).toMatchObject({ addressLocality: 'Toronto', addressRegion: 'ON' });
    expect(data.baseSalary?.value).toEqual({ '@type': 'QuantitativeValue', value: 50000, unitText: 'YEAR' });
  });
});

describe('jobBreadcrumbJsonLd and jobMetaDescription', () => {
  it('builds Home > Jobs > title', () => {
    const crumbs = jobBreadcrumbJsonLd(SITE, job());
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Home', 'Jobs', 'Forklift Operator']);
    expect(crumbs.itemListElement[2]!.item).toMatch(/\/jobs\/42$/);
  });

  it('summarises the job within the limit', () => {
    const text = jobMetaDescription(job({ description: 'x '.repeat(200) }));
    expect(text.startsWith('Full-Time Warehouse job at Maple Logistics in Milton, ON.')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(160);
  });
});

describe('jobIdOf', () => {
  it('accepts whole positive ids in range only', () => {
    expect(jobIdOf('42')).toBe(42);
    expect(jobIdOf('abc')).toBeNull();
    expect(jobIdOf('0')).toBeNull();
    expect(jobIdOf('-3')).toBeNull();
    expect(jobIdOf('1.5')).toBeNull();
    expect(jobIdOf('99999999999')).toBeNull();
  });
});
