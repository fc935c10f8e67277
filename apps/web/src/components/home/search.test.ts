import { describe, expect, it } from 'vitest';
import { jobSearchParams } from './search';

describe('jobSearchParams', () => {
  it('keeps both values when given', () => {
    expect(jobSearchParams('forklift', 'Brampton')).toEqual({ query: 'forklift', location: 'Brampton' });
  });
  it('drops empty and blank values', () => {
    expect(jobSearchParams('', '')).toEqual({});
    expect(jobSearchParams('  ', 'Toronto ')).toEqual({ location: 'Toronto' });
    expect(jobSearchParams('driver', '')).toEqual({ query: 'driver' });
  });
});
