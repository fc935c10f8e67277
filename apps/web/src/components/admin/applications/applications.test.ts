import { describe, expect, it } from 'vitest';
import type { ApplicationDto } from '@app/validators';
import {
  applicantName,
  appliedDate,
  applicationStats,
  emptyStateFor,
  experienceOf,
  filterApplications,
  filtersActive,
  jobTitleOf,
  matchesSearch,
  normalizeStatus,
  phoneOf,
  statusLabel,
  statusUpdatedMessage,
} from './applications';

let nextId = 1;
function app(overrides: Partial<ApplicationDto> = {}): ApplicationDto {
  return {
    id: nextId++,
    jobId: 1,
    jobTitle: 'Forklift Operator',
    userId: null,
    applicantName: 'Priya Sharma',
    applicantEmail: 'priya@example.com',
    applicantPhone: '(416) 555-0100',
    experience: '3 years',
    coverLetter: 'Hello',
    resume: null,
    status: 'submitted',
    appliedAt: '2026-03-04T15:00:00.000Z',
    ...overrides,
  };
}

const apps = [
  app({ applicantName: 'Priya Sharma', applicantEmail: 'priya@example.com', jobTitle: 'Forklift Operator', status: 'submitted' }),
  app({ applicantName: 'Marc Tremblay', applicantEmail: 'marc@northmail.ca', jobTitle: 'AZ Truck Driver', status: 'under_review' }),
  app({ applicantName: 'Li Wei', applicantEmail: 'li.wei@example.com', jobTitle: 'Warehouse Associate', status: 'accepted' }),
  app({ applicantName: null, applicantEmail: null, jobTitle: null, status: 'rejected' }),
];

describe('matchesSearch', () => {
  it('matches applicant name, email or job title, ignoring case', () => {
    expect(matchesSearch(apps[0]!, 'PRIYA')).toBe(true);
    expect(matchesSearch(apps[1]!, 'northmail')).toBe(true);
    expect(matchesSearch(apps[2]!, 'warehouse assoc')).toBe(true);
    expect(matchesSearch(apps[0]!, 'driver')).toBe(false);
  });

  it('treats a blank search as no search and copes with missing fields', () => {
    expect(matchesSearch(apps[3]!, '   ')).toBe(true);
    expect(matchesSearch(apps[3]!, 'x')).toBe(false);
  });

  it('does not search other fields such as the cover letter or phone', () => {
    expect(matchesSearch(apps[0]!, 'Hello')).toBe(false);
    expect(matchesSearch(apps[0]!, '555')).toBe(false);
  });
});

describe('filterApplications', () => {
  const none = { search: '', status: 'all', tab: 'all' } as const;

  it('returns everything without filters', () => {
    expect(filterApplications(apps, none)).toHaveLength(4);
  });

  it('filters by status', () => {
    expect(filterApplications(apps, { ...none, status: 'under_review' }).map((a) => a.applicantName)).toEqual(['Marc Tremblay']);
    expect(filterApplications(apps, { ...none, status: 'rejected' })).toHaveLength(1);
  });

  it('maps tabs to statuses: New = submitted, Review = under_review, Accepted = accepted', () => {
    expect(filterApplications(apps, { ...none, tab: 'new' }).map((a) => a.status)).toEqual(['submitted']);
    expect(filterApplications(apps, { ...none, tab: 'review' }).map((a) => a.status)).toEqual(['under_review']);
    expect(filterApplications(apps, { ...none, tab: 'accepted' }).map((a) => a.status)).toEqual(['accepted']);
  });

  it('combines search, status filter and tab', () => {
    expect(filterApplications(apps, { search: 'example.com', status: 'all', tab: 'all' })).toHaveLength(2);
    expect(filterApplications(apps, { search: 'example.com', status: 'accepted', tab: 'all' })).toHaveLength(1);
    expect(filterApplications(apps, { search: 'example.com', status: 'accepted', tab: 'new' })).toHaveLength(0);
  });

  it("counts the stored default 'pending' as submitted", () => {
    const pending = app({ status: 'pending' as ApplicationDto['status'] });
    expect(filterApplications([pending], { ...none, tab: 'new' })).toHaveLength(1);
    expect(normalizeStatus('pending')).toBe('submitted');
    expect(statusLabel('pending')).toBe('Submitted');
  });
});

describe('filtersActive', () => {
  it('is true with a search or a status filter', () => {
    expect(filtersActive({ search: '', status: 'all' })).toBe(false);
    expect(filtersActive({ search: '  ', status: 'all' })).toBe(false);
    expect(filtersActive({ search: 'a', status: 'all' })).toBe(true);
    expect(filtersActive({ search: '', status: 'accepted' })).toBe(true);
  });
});

describe('applicationStats', () => {
  it('counts total, under review, accepted and applied today (local date)', () => {
    const now = new Date(2026, 2, 4, 23, 30);
    const list = [
      app({ status: 'under_review', appliedAt: new Date(2026, 2, 4, 0, 5).toISOString() }),
      app({ status: 'under_review', appliedAt: new Date(2026, 2, 3, 23, 59).toISOString() }),
      app({ status: 'accepted', appliedAt: new Date(2026, 2, 4, 12).toISOString() }),
      app({ status: 'rejected', appliedAt: 'not a date' }),
    ];
    expect(applicationStats(list, now)).toEqual({ total: 4, underReview: 2, accepted: 1, today: 2 });
  });

  it('is all zero for an empty list', () => {
    expect(applicationStats([])).toEqual({ total: 0, underReview: 0, accepted: 0, today: 0 });
  });
});

describe('fallbacks and labels', () => {
  it('uses the spec fallbacks for missing values', () => {
    const empty = app({ applicantName: null, jobTitle: '', applicantPhone: null, experience: '  ', appliedAt: '' });
    expect(applicantName(empty)).toBe('Unknown Applicant');
    expect(jobTitleOf(empty)).toBe('Unknown Job');
    expect(phoneOf(empty)).toBe('Not provided');
    expect(experienceOf(empty)).toBe('Not specified');
    expect(appliedDate(empty)).toBe('Unknown date');
  });

  it('shows the real values when present', () => {
    const full = app({ appliedAt: new Date(2026, 2, 4, 12).toISOString() });
    expect(applicantName(full)).toBe('Priya Sharma');
    expect(jobTitleOf(full)).toBe('Forklift Operator');
    expect(phoneOf(full)).toBe('(416) 555-0100');
    expect(experienceOf(full)).toBe('3 years');
    expect(appliedDate(full)).toBe('March 4, 2026');
  });

  it('labels statuses and words the status toast with spaces', () => {
    expect(statusLabel('under_review')).toBe('Under Review');
    expect(statusLabel('accepted')).toBe('Accepted');
    expect(statusUpdatedMessage('under_review')).toBe('Application status updated to under review.');
    expect(statusUpdatedMessage('rejected')).toBe('Application status updated to rejected.');
  });

  it('words the empty states per tab, with the filter hint when a filter is active', () => {
    expect(emptyStateFor('all', false)).toEqual({ title: 'No applications found', message: 'Job applications will appear here when candidates apply.' });
    expect(emptyStateFor('all', true)).toEqual({ title: 'No applications found', message: 'Try adjusting your search or filter criteria.' });
    expect(emptyStateFor('new', false).title).toBe('No new applications');
    expect(emptyStateFor('review', false).title).toBe('No applications under review');
    expect(emptyStateFor('accepted', true)).toEqual({ title: 'No accepted applications', message: 'Try adjusting your search or filter criteria.' });
  });
});
