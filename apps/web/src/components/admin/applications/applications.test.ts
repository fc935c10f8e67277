import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '@app/shared/constants';
import type { ApplicationDto } from '@app/shared/schemas/dtos';
import {
  APPLICATION_TABS,
  applicantName,
  appliedDate,
  assigneeOf,
  emptyStateFor,
  experienceOf,
  filtersActive,
  jobTitleOf,
  listRequest,
  normalizeStatus,
  parseApplicationsSearch,
  phoneOf,
  statusLabel,
  statusUpdatedMessage,
  tabCounts,
} from './applications';
import { applicationsExportUrl } from './queries';

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
    resumeFile: null,
    status: 'submitted',
    appliedAt: '2026-03-04T15:00:00.000Z',
    consent: null,
    consentedAt: null,
    policyVersion: null,
    erasedAt: null,
    ...overrides,
  };
}

describe('parseApplicationsSearch', () => {
  it('keeps a known status, tab and page and the trimmed search text', () => {
    expect(parseApplicationsSearch({ search: '  priya ', status: 'under_review', tab: 'accepted', page: 3 })).toEqual({
      search: 'priya',
      status: 'under_review',
      tab: 'accepted',
      page: 3,
    });
  });

  it("reads the tabs' earlier names ('new', 'review') in saved links as their statuses", () => {
    expect(parseApplicationsSearch({ tab: 'new' })).toEqual({ tab: 'submitted' });
    expect(parseApplicationsSearch({ tab: 'review' })).toEqual({ tab: 'under_review' });
    expect(parseApplicationsSearch({ tab: 'rejected' })).toEqual({ tab: 'rejected' });
    expect(parseApplicationsSearch({ tab: 'constructor' })).toEqual({});
  });

  it('drops unknown or default values instead of failing', () => {
    expect(parseApplicationsSearch({ status: 'pending', tab: 'all', page: 1 })).toEqual({});
    expect(parseApplicationsSearch({ status: 'ALL', tab: 'archived', page: 'x' })).toEqual({});
    expect(parseApplicationsSearch({ page: 0 })).toEqual({});
    expect(parseApplicationsSearch({ page: 2.5 })).toEqual({});
    expect(parseApplicationsSearch({ page: 10_001 })).toEqual({});
    expect(parseApplicationsSearch({ search: '   ' })).toEqual({});
  });

  it('reads a search the router parsed as a number as text', () => {
    expect(parseApplicationsSearch({ search: 905 })).toEqual({ search: '905' });
  });
});

describe('listRequest', () => {
  it('asks for page 1 of every status by default', () => {
    expect(listRequest({})).toEqual({ input: { status: 'all', page: 1, limit: 20 }, contradiction: false });
  });

  it('sends the search, the status filter and the page', () => {
    expect(listRequest({ search: 'forklift', status: 'rejected', page: 4 })).toEqual({
      input: { search: 'forklift', status: 'rejected', page: 4, limit: 20 },
      contradiction: false,
    });
  });

  it('maps tabs to statuses: New = submitted, Review = under_review, Accepted = accepted', () => {
    expect(listRequest({ tab: 'submitted' }).input.status).toBe('submitted');
    expect(listRequest({ tab: 'under_review' }).input.status).toBe('under_review');
    expect(listRequest({ tab: 'accepted' }).input.status).toBe('accepted');
    expect(listRequest({ tab: 'rejected' }).input.status).toBe('rejected');
    expect(listRequest({ tab: 'accepted', status: 'accepted' })).toMatchObject({ input: { status: 'accepted' }, contradiction: false });
  });

  it('knows a tab and a status filter that disagree can match nothing', () => {
    expect(listRequest({ tab: 'under_review', status: 'accepted' }).contradiction).toBe(true);
    expect(listRequest({ tab: 'submitted', status: 'rejected' }).contradiction).toBe(true);
  });
});

describe('tabCounts', () => {
  it('takes All and every status from the server counts: the tabs add up to All (8 = 2 + 3 + 1 + 1 + 1)', () => {
    const counts = tabCounts({ total: 8, submitted: 2, under_review: 3, accepted: 1, rejected: 1, withdrawn: 1, today: 3 });
    expect(counts).toEqual({ all: 8, submitted: 2, under_review: 3, accepted: 1, rejected: 1, withdrawn: 1 });
    const { all, ...perStatus } = counts;
    expect(Object.values(perStatus).reduce((a, b) => a + b, 0)).toBe(all);
  });

  it('has one tab per status of the pipeline, labelled as its status badge', () => {
    expect(APPLICATION_TABS.map((t) => t.value)).toEqual(['all', ...APPLICATION_STATUSES]);
    for (const tab of APPLICATION_TABS.slice(1)) expect(tab.label).toBe(statusLabel(tab.status));
  });
});

describe('applicationsExportUrl', () => {
  it('carries the search and the status, not the page', () => {
    expect(applicationsExportUrl({ status: 'all' })).toBe('/api/admin/applications/export.csv');
    expect(applicationsExportUrl({ search: 'a&b c', status: 'accepted' })).toBe('/api/admin/applications/export.csv?search=a%26b+c&status=accepted');
  });
});

describe('filtersActive', () => {
  it('is true with a search or a status filter', () => {
    expect(filtersActive({ search: '', status: 'all' })).toBe(false);
    expect(filtersActive({ search: '  ', status: 'all' })).toBe(false);
    expect(filtersActive({ search: 'a', status: 'all' })).toBe(true);
    expect(filtersActive({ search: '', status: 'accepted' })).toBe(true);
  });

  it("counts the stored default 'pending' as submitted", () => {
    expect(normalizeStatus('pending')).toBe('submitted');
    expect(statusLabel('pending')).toBe('Submitted');
  });
});

describe('fallbacks and labels', () => {
  it('titles an application without a name by its email, phone or resume, never as Unknown Applicant', () => {
    const none = { applicantName: null, applicantEmail: null, applicantPhone: null, resume: null, resumeFile: null };
    expect(applicantName(app({ ...none, applicantName: '  Sam Lee ', applicantEmail: 'sam@example.ca' }))).toBe('Sam Lee');
    expect(applicantName(app({ ...none, applicantEmail: 'sam@example.ca', applicantPhone: '(416) 555-0199' }))).toBe('sam@example.ca');
    expect(applicantName(app({ ...none, applicantPhone: '(416) 555-0199' }))).toBe('(416) 555-0199');
    expect(applicantName(app({ ...none, resume: 'https://example.com/cv.pdf' }))).toBe('Applicant (see resume)');
    expect(applicantName(app({ ...none, resumeFile: { name: 'cv.pdf', size: 10, type: 'pdf' } }))).toBe('Applicant (see resume)');
  });

  it('uses the spec fallbacks for missing values', () => {
    const empty = app({
      applicantName: null,
      applicantEmail: null,
      resume: null,
      resumeFile: null,
      jobTitle: '',
      applicantPhone: null,
      experience: '  ',
      appliedAt: '',
    });
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
    expect(emptyStateFor('submitted', false).title).toBe('No new applications');
    expect(emptyStateFor('under_review', false).title).toBe('No applications under review');
    expect(emptyStateFor('rejected', false).title).toBe('No rejected applications');
    expect(emptyStateFor('accepted', true)).toEqual({ title: 'No accepted applications', message: 'Try adjusting your search or filter criteria.' });
  });
});

describe("the pipeline's 'Mine' filter and assignee", () => {
  it("keeps 'mine' in the address only when on, and sends it only then", () => {
    expect(parseApplicationsSearch({ mine: true })).toEqual({ mine: true });
    expect(parseApplicationsSearch({ mine: 'true' })).toEqual({ mine: true });
    expect(parseApplicationsSearch({ mine: false })).toEqual({});
    expect(parseApplicationsSearch({ mine: 'yes please' })).toEqual({});
    expect(listRequest({ mine: true }).input).toEqual({ status: 'all', mine: true, page: 1, limit: 20 });
    expect(listRequest({}).input).not.toHaveProperty('mine');
  });

  it("counts 'Mine' as an active filter, and the export carries it", () => {
    expect(filtersActive({ search: '', status: 'all', mine: true })).toBe(true);
    expect(filtersActive({ search: '', status: 'all', mine: false })).toBe(false);
    expect(applicationsExportUrl({ status: 'all', mine: true })).toBe('/api/admin/applications/export.csv?mine=true');
  });

  it("names the assignee, or says 'Unassigned'", () => {
    expect(assigneeOf(app({ assignee: { id: 3, username: 'pat' } }))).toBe('pat');
    expect(assigneeOf(app({ assignee: null }))).toBe('Unassigned');
    expect(assigneeOf(app())).toBe('Unassigned');
  });
});
