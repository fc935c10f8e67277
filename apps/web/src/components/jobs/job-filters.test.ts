import { describe, expect, it } from 'vitest';
import { categoryOptions, filterValues, hasActiveFilters, parseJobSearch, resultsLabel, sameSearch, toJobSearch, typeOptions } from './job-filters';

describe('parseJobSearch', () => {
  it('keeps the four filters, trimmed, and drops blanks, all and unknown keys', () => {
    expect(parseJobSearch({ query: ' forklift ', location: 'Milton', type: 'Part-Time', category: 'Warehouse', page: '2' })).toEqual({
      query: 'forklift',
      location: 'Milton',
      type: 'Part-Time',
      category: 'Warehouse',
    });
    expect(parseJobSearch({ query: '', location: '   ', type: 'all', category: 'ALL' })).toEqual({});
    expect(parseJobSearch({ query: 123, location: ['x'] })).toEqual({ query: '123' });
  });
});

describe('filterValues', () => {
  it('shows what the URL asks for, matching type and category spellings', () => {
    expect(filterValues({})).toEqual({ query: '', location: '', type: 'all', category: 'all' });
    expect(filterValues({ type: 'Part-Time', category: 'customer service' })).toMatchObject({ type: 'Part-time', category: 'Customer Service' });
    expect(filterValues({ type: 'full-time' }).type).toBe('Full-Time');
    expect(filterValues({ category: 'Sales Assistant' }).category).toBe('Sales Assistant');
  });
});

describe('toJobSearch', () => {
  it('writes only what is set', () => {
    expect(toJobSearch({ query: ' driver ', location: '', type: 'all', category: 'Transportation' })).toEqual({ query: 'driver', category: 'Transportation' });
    expect(hasActiveFilters(toJobSearch({ query: '', location: '', type: 'all', category: 'all' }))).toBe(false);
    expect(hasActiveFilters({ location: 'Milton' })).toBe(true);
  });

  it('compares searches by value', () => {
    expect(sameSearch({ query: 'a' }, { query: 'a', type: undefined })).toBe(true);
    expect(sameSearch({ query: 'a' }, { query: 'b' })).toBe(false);
  });
});

describe('options', () => {
  it("lists 'All Types' and the four types, plus a value from a link that the list lacks", () => {
    expect(typeOptions('all').map((o) => o.label)).toEqual(['All Types', 'Full-Time', 'Part-time', 'Contract', 'Remote']);
    expect(typeOptions('all')[0]!.value).toBe('all');
    expect(categoryOptions('all')).toHaveLength(12);
    expect(categoryOptions('all')[0]).toEqual({ value: 'all', label: 'All Categories' });
    expect(categoryOptions('Sales Assistant').at(-1)).toEqual({ value: 'Sales Assistant', label: 'Sales Assistant' });
    expect(categoryOptions('Warehouse')).toHaveLength(12);
  });

  it('counts results', () => {
    expect(resultsLabel(1)).toBe('1 job found');
    expect(resultsLabel(0)).toBe('0 jobs found');
    expect(resultsLabel(1200)).toBe('1,200 jobs found');
  });
});
