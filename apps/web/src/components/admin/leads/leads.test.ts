import { describe, expect, it } from 'vitest';
import {
  jobAlertListInput,
  kindOf,
  leadFiltersActive,
  leadListInput,
  leadsExportUrl,
  parseLeadsSearch,
  statusFilterOptions,
  statusesFor,
  statusUpdatedMessage,
  tabOf,
} from './leads';

describe('statuses', () => {
  it('newsletter subscribers are active or unsubscribed; other leads new, contacted or closed', () => {
    expect(statusesFor('newsletter')).toEqual(['active', 'unsubscribed']);
    expect(statusesFor('carrier')).toEqual(['new', 'contacted', 'closed']);
    expect(statusFilterOptions('contact')[0]).toEqual({ value: 'all', label: 'All statuses' });
    expect(statusUpdatedMessage('contacted')).toBe('Lead status updated to contacted.');
  });

  it('a filter is active with a search or a status', () => {
    expect(leadFiltersActive({ search: '', status: 'all' })).toBe(false);
    expect(leadFiltersActive({ search: '  ', status: 'all' })).toBe(false);
    expect(leadFiltersActive({ search: 'x', status: 'all' })).toBe(true);
    expect(leadFiltersActive({ search: '', status: 'closed' })).toBe(true);
  });
});

describe('parseLeadsSearch', () => {
  it('keeps a known kind, the trimmed search, a status of that kind and a page', () => {
    expect(parseLeadsSearch({ kind: 'warehouse', search: ' boxed ', status: 'contacted', page: 2 })).toEqual({
      kind: 'warehouse',
      search: 'boxed',
      status: 'contacted',
      page: 2,
    });
    expect(parseLeadsSearch({ kind: 'newsletter', status: 'unsubscribed' })).toEqual({ kind: 'newsletter', status: 'unsubscribed' });
  });

  it('drops what the kind cannot have and anything unknown', () => {
    expect(parseLeadsSearch({ kind: 'newsletter', status: 'new' })).toEqual({ kind: 'newsletter' });
    expect(parseLeadsSearch({ status: 'active' })).toEqual({});
    expect(parseLeadsSearch({ kind: 'spam', status: 'all', page: 1 })).toEqual({});
    expect(parseLeadsSearch({ page: -2 })).toEqual({});
    expect(parseLeadsSearch({ page: 'two' })).toEqual({});
    expect(parseLeadsSearch({ search: 4165550100 })).toEqual({ search: '4165550100' });
  });

  it('keeps the Job alerts tab with its search and page, without a status', () => {
    expect(parseLeadsSearch({ kind: 'job-alerts', search: ' forklift ', status: 'active', page: '2' })).toEqual({
      kind: 'job-alerts',
      search: 'forklift',
      page: 2,
    });
  });
});

describe('leadListInput', () => {
  it('asks for page 1 of every contact message by default', () => {
    expect(leadListInput({})).toEqual({ kind: 'contact', status: 'all', page: 1, limit: 20 });
  });

  it('sends the kind, the search, the status and the page', () => {
    expect(leadListInput({ kind: 'carrier', search: 'haulers', status: 'closed', page: 3 })).toEqual({
      kind: 'carrier',
      search: 'haulers',
      status: 'closed',
      page: 3,
      limit: 20,
    });
  });
});

describe('jobAlertListInput', () => {
  it('sends the search and the page', () => {
    expect(jobAlertListInput({ kind: 'job-alerts' })).toEqual({ page: 1, limit: 20 });
    expect(jobAlertListInput({ kind: 'job-alerts', search: 'forklift', page: 3 })).toEqual({ search: 'forklift', page: 3, limit: 20 });
  });

  it('the tab is the job alerts, the kind of lead stays contact', () => {
    expect(tabOf({ kind: 'job-alerts' })).toBe('job-alerts');
    expect(kindOf({ kind: 'job-alerts' })).toBe('contact');
    expect(tabOf({})).toBe('contact');
  });
});

describe('leadsExportUrl', () => {
  it('points at the server export of the kind with the filters, not the page', () => {
    expect(leadsExportUrl({ kind: 'contact', status: 'all' })).toBe('/api/admin/leads/contact/export.csv');
    expect(leadsExportUrl({ kind: 'newsletter', search: 'a+b@x.ca', status: 'active' })).toBe(
      '/api/admin/leads/newsletter/export.csv?search=a%2Bb%40x.ca&status=active',
    );
  });
});
