import { describe, expect, it } from 'vitest';
import { isRemoteLocation, parseJobLocation, parseLocationQuery } from '@app/shared/location';
import { pageCount, pageOffset } from '@app/shared/page-math';
import { annualPay, parsePay } from '@app/shared/pay';
import { ZFeaturedJobsInput, ZJobAdminListInput, ZJobFilterInput } from '@app/shared/schemas/inputs';

describe('parseJobLocation', () => {
  it.each([
    ['Mississauga, ON', { city: 'Mississauga', province: 'ON', remote: false }],
    ['Toronto', { city: 'Toronto', province: null, remote: false }],
    ['Milton Ontario', { city: 'Milton', province: 'ON', remote: false }],
    ['Ottawa ON', { city: 'Ottawa', province: 'ON', remote: false }],
    ['St. Catharines, ON', { city: 'St. Catharines', province: 'ON', remote: false }],
    ['Vancouver, British Columbia', { city: 'Vancouver', province: 'BC', remote: false }],
    ['Remote - Canada', { city: null, province: null, remote: true }],
    ['Remote (Ontario)', { city: null, province: 'ON', remote: true }],
    ['Anywhere in Canada', { city: null, province: null, remote: true }],
    ['Global', { city: null, province: null, remote: true }],
    ['Ontario', { city: null, province: 'ON', remote: false }],
    // Québec City, written as its province is.
    ['Québec, QC', { city: 'Québec', province: 'QC', remote: false }],
    ['Quebec, Québec', { city: 'Quebec', province: 'QC', remote: false }],
    ['Québec', { city: null, province: 'QC', remote: false }],
    ['Lévis, QC', { city: 'Lévis', province: 'QC', remote: false }],
    // Names of Object's own properties are no province (they gave one, and a 500 when the job was written).
    ['__proto__', { city: null, province: null, remote: false }],
    ['constructor', { city: 'constructor', province: null, remote: false }],
    ['Toronto, toString', { city: 'Toronto', province: null, remote: false }],
    ['Toronto, Ontario', { city: 'Toronto', province: 'ON', remote: false }],
    ['Springfield, Somewhere', { city: 'Springfield', province: null, remote: false }],
    ['', { city: null, province: null, remote: false }],
  ])('%s', (location, place) => {
    expect(parseJobLocation(location)).toEqual(place);
  });
});

describe('isRemoteLocation', () => {
  it('is the home tab rule: the location mentions global, remote or anywhere, in any case', () => {
    expect(isRemoteLocation('REMOTE')).toBe(true);
    expect(isRemoteLocation('Anywhere in Ontario')).toBe(true);
    expect(isRemoteLocation('Global')).toBe(true);
    expect(isRemoteLocation('Mississauga, ON')).toBe(false);
  });
});

describe('parseLocationQuery', () => {
  it('reads a city, a city with its province, a province or remote', () => {
    expect(parseLocationQuery('Milton')).toEqual({ kind: 'city', city: 'Milton', province: null });
    expect(parseLocationQuery(' toronto,  on ')).toEqual({ kind: 'city', city: 'toronto', province: 'ON' });
    expect(parseLocationQuery('Ontario')).toEqual({ kind: 'province', province: 'ON' });
    expect(parseLocationQuery('qc')).toEqual({ kind: 'province', province: 'QC' });
    expect(parseLocationQuery('Remote')).toEqual({ kind: 'remote' });
    expect(parseLocationQuery('work from home')).toEqual({ kind: 'remote' });
    expect(parseLocationQuery('   ')).toBeUndefined();
  });
});

describe('parsePay', () => {
  it('reads ranges, periods and thousands', () => {
    expect(parsePay('$18 - $19.50 / hour')).toEqual({ min: 18, max: 19.5, period: 'hour' });
    expect(parsePay('$48,000 - $56,000 / year plus bonus')).toEqual({ min: 48000, max: 56000, period: 'year' });
    expect(parsePay('$25/hr')).toEqual({ min: 25, max: 25, period: 'hour' });
    expect(parsePay('$900 per week')).toEqual({ min: 900, max: 900, period: 'week' });
    expect(parsePay('55k')).toEqual({ min: 55000, max: 55000, period: 'year' });
    expect(parsePay('$22 - $25/hour')).toEqual({ min: 22, max: 25, period: 'hour' });
    expect(parsePay('$55,000 - $65,000/year')).toEqual({ min: 55000, max: 65000, period: 'year' });
    expect(parsePay('$78,000 - $92,000 / year')).toEqual({ min: 78000, max: 92000, period: 'year' });
    expect(parsePay('$24 - $27 per hour')).toEqual({ min: 24, max: 27, period: 'hour' });
    expect(parsePay('$60k - $70k annually')).toEqual({ min: 60000, max: 70000, period: 'year' });
    expect(parsePay('$4,000 - $5,000 / month')).toEqual({ min: 4000, max: 5000, period: 'month' });
  });

  it('takes a period from the size of the amount when none is written', () => {
    expect(parsePay('$18 - $20')).toEqual({ min: 18, max: 20, period: 'hour' });
    expect(parsePay('$48,000')).toEqual({ min: 48000, max: 48000, period: 'year' });
  });

  it('gives nothing without an amount, or for an amount of unknown period', () => {
    expect(parsePay(null)).toBeUndefined();
    expect(parsePay('Competitive')).toBeUndefined();
    expect(parsePay('$2,500')).toBeUndefined();
  });

  it('compares pay by its yearly equivalent', () => {
    expect(annualPay({ min: 20, max: 25, period: 'hour' })).toBe(52_000);
    expect(annualPay({ min: 60_000, max: 70_000, period: 'year' })).toBe(70_000);
  });
});

describe('pages', () => {
  it('defaults to page 1 of 20 and reads numbers from query strings', () => {
    expect(ZJobFilterInput.parse(undefined)).toEqual({ sort: 'relevance', page: 1, limit: 20 });
    expect(ZJobFilterInput.parse({ page: '3', limit: '50', remote: 'true', type: 'all', query: '  ' })).toMatchObject({ page: 3, limit: 50, remote: true });
    expect(ZJobFilterInput.parse({ type: 'all' }).type).toBeUndefined();
    expect(ZFeaturedJobsInput.parse(undefined)).toEqual({ page: 1, limit: 20 });
    expect(ZJobAdminListInput.parse({ status: 'expired', page: 2 })).toMatchObject({ status: 'expired', page: 2, limit: 20 });
    expect(pageOffset({ page: 3, limit: 20 })).toBe(40);
    expect(pageCount({ total: 41, limit: 20 })).toBe(3);
    expect(pageCount({ total: 0, limit: 20 })).toBe(1);
  });

  it.each([
    [{ page: 0 }, 'page must be a whole number from 1 to 10,000'],
    [{ page: '1.5' }, 'page must be a whole number from 1 to 10,000'],
    [{ page: 'two' }, 'page must be a whole number from 1 to 10,000'],
    [{ limit: 101 }, 'limit must be a whole number from 1 to 100'],
    [{ limit: '10000' }, 'limit must be a whole number from 1 to 100'],
    [{ sort: 'cheapest' }, 'sort must be one of: relevance, newest, salary, distance'],
    [{ remote: 'maybe' }, 'remote must be true or false'],
  ])('rejects %j', (input, message) => {
    expect(ZJobFilterInput.safeParse(input).error?.issues[0]?.message).toBe(message);
  });

  it('rejects an unknown admin status', () => {
    expect(ZJobAdminListInput.safeParse({ status: 'archived' }).error?.issues[0]?.message).toBe(
      'status must be one of: all, pending, approved, denied, expired, spam',
    );
  });
});
