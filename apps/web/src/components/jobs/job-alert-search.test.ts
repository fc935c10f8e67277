import { describe, expect, it } from 'vitest';
import { describeJobAlertSearch } from '@app/shared/schemas/job-alerts';
import { alertSearchOf } from './JobAlertDialog';

describe('the saved search of a job alert', () => {
  it('takes the four filters of /jobs; remote-only becomes the place Remote', () => {
    expect(alertSearchOf({ query: 'forklift', location: 'Toronto, ON', type: 'Full-Time', category: 'Warehouse', sort: 'newest', page: 3 })).toEqual({
      query: 'forklift',
      location: 'Toronto, ON',
      type: 'Full-Time',
      category: 'Warehouse',
      near: null,
      radius: null,
    });
    expect(alertSearchOf({ remote: true })).toEqual({ query: null, location: 'Remote', type: null, category: null, near: null, radius: null });
    expect(alertSearchOf({ remote: true, location: 'Ottawa' }).location).toBe('Ottawa');
  });

  it('keeps a place to be near and its radius (25 km unless the search says otherwise)', () => {
    expect(alertSearchOf({ query: 'warehouse', near: 'Brampton' })).toMatchObject({ near: 'Brampton', radius: 25 });
    expect(alertSearchOf({ near: 'Brampton', radius: 50 })).toMatchObject({ near: 'Brampton', radius: 50 });
    expect(describeJobAlertSearch(alertSearchOf({ query: 'warehouse', near: 'Brampton' }))).toBe('“warehouse” within 25 km of Brampton');
  });

  it('reads as a person would say it', () => {
    expect(describeJobAlertSearch(alertSearchOf({ query: 'forklift', location: 'Toronto', type: 'Full-Time', category: 'Warehouse' }))).toBe(
      '“forklift” in Toronto · Full-Time · Warehouse',
    );
    expect(describeJobAlertSearch(alertSearchOf({ query: 'dispatcher', remote: true }))).toBe('“dispatcher” · Remote');
    expect(describeJobAlertSearch(alertSearchOf({}))).toBe('All jobs');
  });
});
