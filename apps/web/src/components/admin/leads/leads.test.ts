import { describe, expect, it } from 'vitest';
import type { LeadDto } from '@app/validators';
import { csvCell, csvFileName, filterLeads, leadFiltersActive, leadsToCsv, statusFilterOptions, statusesFor } from './leads';

const lead = (over: Partial<LeadDto> = {}): LeadDto => ({
  id: 1,
  kind: 'contact',
  status: 'new',
  createdAt: '2025-03-04T10:00:00.000Z',
  name: 'Jordan Smith',
  email: 'jordan@example.com',
  company: 'Peel Distribution',
  summary: 'Staffing for Q3',
  fields: [
    { label: 'Name', value: 'Jordan Smith' },
    { label: 'Email', value: 'jordan@example.com' },
    { label: 'Phone', value: null },
    { label: 'Message', value: 'Hello, "we" need, ten people\nsoon' },
  ],
  ...over,
});

describe('filterLeads', () => {
  const leads = [
    lead(),
    lead({ id: 2, name: 'Casey Brown', email: 'casey@haulers.ca', company: null, summary: 'FTL Mississauga → Montreal', status: 'contacted' }),
    lead({ id: 3, name: 'Robin Lee', email: 'robin@box.ca', company: 'Boxed Goods', summary: 'storage', status: 'closed' }),
  ];
  const ids = (l: LeadDto[]) => l.map((x) => x.id);

  it('matches name, email, company and summary, ignoring case', () => {
    expect(ids(filterLeads(leads, { search: 'JORDAN', status: 'all' }))).toEqual([1]);
    expect(ids(filterLeads(leads, { search: 'haulers.CA', status: 'all' }))).toEqual([2]);
    expect(ids(filterLeads(leads, { search: 'boxed', status: 'all' }))).toEqual([3]);
    expect(ids(filterLeads(leads, { search: 'montreal', status: 'all' }))).toEqual([2]);
    expect(ids(filterLeads(leads, { search: '  ', status: 'all' }))).toEqual([1, 2, 3]);
    expect(filterLeads(leads, { search: 'nobody', status: 'all' })).toEqual([]);
  });

  it('filters by status and combines with search', () => {
    expect(ids(filterLeads(leads, { search: '', status: 'contacted' }))).toEqual([2]);
    expect(ids(filterLeads(leads, { search: 'robin', status: 'new' }))).toEqual([]);
    expect(leadFiltersActive({ search: '', status: 'all' })).toBe(false);
    expect(leadFiltersActive({ search: 'x', status: 'all' })).toBe(true);
    expect(leadFiltersActive({ search: '', status: 'closed' })).toBe(true);
  });
});

describe('statuses', () => {
  it('newsletter subscribers are active or unsubscribed; other leads new, contacted or closed', () => {
    expect(statusesFor('newsletter')).toEqual(['active', 'unsubscribed']);
    expect(statusesFor('carrier')).toEqual(['new', 'contacted', 'closed']);
    expect(statusFilterOptions('contact')[0]).toEqual({ value: 'all', label: 'All statuses' });
  });
});

describe('CSV', () => {
  it('quotes cells with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1 905')).toBe("'+1 905");
  });

  it('has a header of ID, Received, Status and every field label, and one line per lead', () => {
    const csv = leadsToCsv([lead(), lead({ id: 7, status: 'closed', fields: [{ label: 'Name', value: 'Ann' }, { label: 'Email', value: 'a@b.c' }, { label: 'Phone', value: '(905) 555-0101' }, { label: 'Message', value: 'Hi' }] })]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('ID,Received,Status,Name,Email,Phone,Message');
    expect(csv).toContain('1,2025-03-04T10:00:00.000Z,New,Jordan Smith,jordan@example.com,,"Hello, ""we"" need, ten people\nsoon"');
    expect(csv).toContain('7,2025-03-04T10:00:00.000Z,Closed,Ann,a@b.c,(905) 555-0101,Hi');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('writes just the header when given labels and no leads', () => {
    expect(leadsToCsv([], ['Email', 'Signed up from'])).toBe('ID,Received,Status,Email,Signed up from\r\n');
  });

  it('names the file after the kind and the day', () => {
    expect(csvFileName('warehouse', new Date(2025, 0, 9))).toBe('warehouse-leads-2025-01-09.csv');
  });
});
