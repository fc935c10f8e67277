import { describe, expect, it } from 'vitest';
import {
  categoryOptions,
  filterValues,
  hasActiveFilters,
  jobListInput,
  parseJobSearch,
  placeSuggestions,
  searchFields,
  resultsLabel,
  sameSearch,
  sortOptions,
  toJobSearch,
  unknownPlaceOf,
  toggleFilter,
  typeOptions,
  validateJobSearch,
  withBarFilters,
  withFilters,
} from './job-filters';

describe('parseJobSearch', () => {
  it('keeps the four filters, trimmed, and drops blanks, all and unknown keys', () => {
    expect(parseJobSearch({ query: ' forklift ', location: 'Milton', type: 'Part-Time', category: 'Warehouse', color: 'red' })).toEqual({
      query: 'forklift',
      location: 'Milton',
      type: 'Part-Time',
      category: 'Warehouse',
    });
    expect(parseJobSearch({ query: '', location: '   ', type: 'all', category: 'ALL' })).toEqual({});
    expect(parseJobSearch({ query: 123, location: ['x'] })).toEqual({ query: '123' });
  });

  it('reads a positive minimum pay and its period; a period without pay, or nonsense, is dropped', () => {
    expect(parseJobSearch({ minPay: '45000', payPeriod: 'year' })).toEqual({ minPay: 45000, payPeriod: 'year' });
    expect(parseJobSearch({ minPay: 22.5 })).toEqual({ minPay: 22.5 });
    expect(parseJobSearch({ minPay: '0', payPeriod: 'year' })).toEqual({});
    expect(parseJobSearch({ minPay: 'lots' })).toEqual({});
    expect(parseJobSearch({ minPay: -4 })).toEqual({});
    expect(parseJobSearch({ minPay: 20, payPeriod: 'fortnight' })).toEqual({ minPay: 20 });
    expect(parseJobSearch({ payPeriod: 'hour' })).toEqual({});
    expect(hasActiveFilters({ minPay: 20 })).toBe(true);
    expect(jobListInput({ minPay: 20, payPeriod: 'hour' })).toMatchObject({ minPay: 20, payPeriod: 'hour' });
    expect(sameSearch({ minPay: 20, payPeriod: 'hour' }, { minPay: 20, payPeriod: 'year' })).toBe(false);
    // The filter bar keeps the pay filter.
    expect(withBarFilters({ minPay: 20, payPeriod: 'hour', query: 'a' }, { query: 'b' })).toEqual({ minPay: 20, payPeriod: 'hour', query: 'b' });
  });

  it('reads the amount a plain form sends as typed', () => {
    expect(parseJobSearch({ minPay: '45,000', payPeriod: 'year' })).toEqual({ minPay: 45000, payPeriod: 'year' });
    expect(parseJobSearch({ minPay: ' $22.50 ', payPeriod: 'hour' })).toEqual({ minPay: 22.5, payPeriod: 'hour' });
    expect(parseJobSearch({ minPay: '', payPeriod: 'hour' })).toEqual({});
    expect(parseJobSearch({ minPay: '1e3' })).toEqual({});
  });

  it("as the route's validateSearch, clears what a plain form sent blank (the router keeps the address's own values under it)", () => {
    const raw = { query: 'driver', location: '', type: 'all', category: 'all', minPay: '', payPeriod: 'hour', sort: 'relevance', utm_source: 'mail' };
    const search = validateJobSearch(raw);
    // What the router makes of it: the address's values, with the route's answer laid over them.
    const read = { ...raw, ...search };
    expect(read).toEqual({ query: 'driver', utm_source: 'mail' });
    expect(searchFields(read as typeof search)).toEqual({ query: 'driver', utm_source: 'mail' });
  });

  it('writes a search as the fields of a GET form', () => {
    expect(searchFields({ query: 'forklift', remote: true, minPay: 22.5, payPeriod: 'hour', sort: 'salary', type: undefined })).toEqual({
      query: 'forklift',
      remote: 'true',
      minPay: '22.5',
      payPeriod: 'hour',
      sort: 'salary',
    });
    expect(parseJobSearch(searchFields({ query: 'forklift', remote: true, minPay: 22.5, payPeriod: 'hour', sort: 'salary' }))).toEqual({
      query: 'forklift',
      remote: true,
      minPay: 22.5,
      payPeriod: 'hour',
      sort: 'salary',
    });
  });

  it('reads remote, sort and page, leaving out defaults and nonsense', () => {
    expect(parseJobSearch({ remote: 'true', sort: 'salary', page: '3' })).toEqual({ remote: true, sort: 'salary', page: 3 });
    expect(parseJobSearch({ remote: true, sort: 'newest', page: 2 })).toEqual({ remote: true, sort: 'newest', page: 2 });
    expect(parseJobSearch({ remote: 'yes please', sort: 'relevance', page: '1' })).toEqual({});
    expect(parseJobSearch({ sort: 'cheapest', page: '0' })).toEqual({});
    expect(parseJobSearch({ page: '2.5' })).toEqual({});
    expect(parseJobSearch({ page: '99999999' })).toEqual({});
  });
});

describe('the list query and its URL', () => {
  it('asks for twenty jobs of the page, by relevance unless a sort is chosen', () => {
    expect(jobListInput({})).toEqual({ sort: 'relevance', page: 1, limit: 20 });
    expect(jobListInput({ query: 'driver', remote: true, sort: 'salary', page: 4 })).toMatchObject({
      query: 'driver',
      remote: true,
      sort: 'salary',
      page: 4,
      limit: 20,
    });
  });

  it('a filter change goes back to page one and keeps the sort', () => {
    const current = { query: 'driver', sort: 'newest' as const, page: 3, remote: true as const };
    expect(withFilters(current, { type: 'Full-Time' })).toEqual({ query: 'driver', sort: 'newest', remote: true, type: 'Full-Time' });
    expect(withFilters(current, { remote: undefined })).toEqual({ query: 'driver', sort: 'newest' });
    // The filter bar replaces the four filters and keeps remote and sort.
    expect(withBarFilters({ ...current, category: 'Warehouse' }, { location: 'Milton' })).toEqual({ location: 'Milton', sort: 'newest', remote: true });
  });

  it('a facet click chooses a value, a second click clears it', () => {
    expect(toggleFilter({ page: 2 }, 'category', 'Warehouse')).toEqual({ category: 'Warehouse' });
    expect(toggleFilter({ category: 'warehouse' }, 'category', 'Warehouse')).toEqual({});
    expect(toggleFilter({ location: 'Toronto, ON' }, 'location', 'Milton, ON')).toEqual({ location: 'Milton, ON' });
  });
});

describe('filterValues', () => {
  it('shows what the URL asks for, matching type and category spellings', () => {
    expect(filterValues({})).toEqual({ query: '', location: '', type: 'all', category: 'all', near: '', radius: '25' });
    expect(filterValues({ near: 'Laval', radius: 50 })).toMatchObject({ near: 'Laval', radius: '50' });
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
    expect(hasActiveFilters({ remote: true })).toBe(true);
    expect(hasActiveFilters({ sort: 'salary', page: 2 })).toBe(false);
  });

  it('compares searches by value', () => {
    expect(sameSearch({ query: 'a' }, { query: 'a', type: undefined })).toBe(true);
    expect(sameSearch({ query: 'a' }, { query: 'b' })).toBe(false);
    expect(sameSearch({ query: 'a', page: 1 }, { query: 'a' })).toBe(true);
    expect(sameSearch({ query: 'a', page: 2 }, { query: 'a' })).toBe(false);
    expect(sameSearch({ sort: 'salary' }, {})).toBe(false);
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

describe('placeSuggestions', () => {
  const places = [
    { value: 'Mississauga, ON', count: 5 },
    { value: 'Calgary, AB', count: 9 },
    { value: 'Toronto, ON', count: 7 },
    { value: 'Edmonton, AB', count: 1 },
    { value: 'Nowhere, ON', count: 0 },
  ];

  it("puts the typed place's province first, then the rest by count, and never the typed place or an empty one", () => {
    expect(placeSuggestions(places, 'Timmins, ON')).toEqual({
      places: [
        { value: 'Toronto, ON', count: 7 },
        { value: 'Mississauga, ON', count: 5 },
        { value: 'Calgary, AB', count: 9 },
        { value: 'Edmonton, AB', count: 1 },
      ],
      nearby: true,
    });
    expect(placeSuggestions(places, 'toronto').places.map((p) => p.value)).toEqual(['Calgary, AB', 'Mississauga, ON', 'Edmonton, AB']);
    expect(placeSuggestions(places, 'Alberta')).toMatchObject({
      nearby: true,
      places: [{ value: 'Calgary, AB' }, { value: 'Edmonton, AB' }, { value: 'Toronto, ON' }, { value: 'Mississauga, ON' }],
    });
  });

  it('offers nothing without a place, for remote, or when no place has jobs', () => {
    expect(placeSuggestions(places, undefined)).toEqual({ places: [], nearby: false });
    expect(placeSuggestions(places, 'Remote')).toEqual({ places: [], nearby: false });
    expect(placeSuggestions([], 'Timmins')).toEqual({ places: [], nearby: false });
    expect(placeSuggestions(places, 'Timmins').nearby).toBe(false);
  });

  it('offers at most six places', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ value: `Town ${i}, ON`, count: i + 1 }));
    expect(placeSuggestions(many, 'Timmins, ON').places).toHaveLength(6);
  });
});

describe('a search near a place', () => {
  it('reads near and a radius other than the default from the address; a radius without a place means nothing', () => {
    expect(parseJobSearch({ near: ' Brampton ', radius: '50' })).toEqual({ near: 'Brampton', radius: 50 });
    expect(parseJobSearch({ near: 'Brampton', radius: '25' })).toEqual({ near: 'Brampton' });
    expect(parseJobSearch({ near: 'Brampton', radius: '30' })).toEqual({ near: 'Brampton' });
    expect(parseJobSearch({ near: '', radius: '50' })).toEqual({});
    // A plain form sends the Distance select's value whatever the place: the same search as without it.
    expect(sameSearch(toJobSearch({ query: 'driver', near: '', radius: '25' }), { query: 'driver' })).toBe(true);
    expect(sameSearch({ near: 'Laval' }, { near: 'Laval', radius: 10 })).toBe(false);
    expect(hasActiveFilters({ near: 'Laval' })).toBe(true);
  });

  it('asks job.list for the place and radius, and keeps them when the bar changes other filters', () => {
    expect(jobListInput({ near: 'Laval', radius: 10 })).toMatchObject({ near: 'Laval', radius: 10 });
    expect(jobListInput({})).toMatchObject({ near: undefined, radius: undefined });
    expect(withBarFilters({ near: 'Laval', sort: 'distance', page: 2 }, { near: 'Laval', query: 'driver' })).toEqual({
      near: 'Laval',
      query: 'driver',
      sort: 'distance',
    });
  });

  it("offers 'Nearest' only with a place", () => {
    expect(sortOptions({}).map((o) => o.value)).toEqual(['relevance', 'newest', 'salary']);
    expect(sortOptions({ near: 'Laval' }).map((o) => o.value)).toEqual(['relevance', 'newest', 'salary', 'distance']);
  });

  it('finds the unknown place and its suggestions in the error, from the browser or the server', () => {
    const issue = {
      code: 'custom',
      path: ['near'],
      message: 'We don\'t know the place "Bramptn". Did you mean: Brampton, ON?',
      params: { suggestions: [{ name: 'Brampton', province: 'ON' }] },
    };
    const expected = { message: issue.message, suggestions: [{ name: 'Brampton', province: 'ON' }] };
    expect(unknownPlaceOf({ message: issue.message, data: { issues: [issue] } })).toEqual(expected);
    expect(unknownPlaceOf({ message: issue.message, cause: { issues: [issue] } })).toEqual(expected);
    expect(unknownPlaceOf({ message: issue.message })).toEqual(expected);
    expect(unknownPlaceOf({ message: 'Failed to fetch' })).toBeUndefined();
    expect(unknownPlaceOf({ data: { issues: [{ path: ['radius'], message: 'radius must be one of: 10, 25, 50, 100 (km)' }] } })).toBeUndefined();
    expect(unknownPlaceOf(null)).toBeUndefined();
  });
});
