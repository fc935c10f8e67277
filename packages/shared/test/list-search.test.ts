import { describe, expect, it } from 'vitest';
import { listSearch } from '@app/shared/schemas/base';
import { ZEmailListInput } from '@app/shared/schemas/email';
import { ZJobAlertListInput } from '@app/shared/schemas/job-alerts';

/** The admin lists' search box, shared by the outbox and the job alert subscriptions. */
describe.each([
  ['ZEmailListInput', ZEmailListInput],
  ['ZJobAlertListInput', ZJobAlertListInput],
])('%s search', (_name, schema) => {
  it('is trimmed, and blank or missing means no search', () => {
    expect(schema.parse({ search: '  forklift  ' }).search).toBe('forklift');
    expect(schema.parse({ search: '   ' }).search).toBeUndefined();
    expect(schema.parse({ search: '' }).search).toBeUndefined();
    expect(schema.parse({}).search).toBeUndefined();
  });

  it('allows 200 characters and refuses 201 with its own message', () => {
    expect(schema.parse({ search: 'x'.repeat(200) }).search).toHaveLength(200);
    const result = schema.safeParse({ search: 'x'.repeat(201) });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['search'], message: 'Search must be at most 200 characters' })]);
  });

  it('refuses control characters', () => {
    const result = schema.safeParse({ search: 'fork\u0000lift' });
    expect(result.error?.issues[0]?.message).toBe('Must not contain control characters');
  });
});

describe('listSearch', () => {
  it('names its own limit', () => {
    expect(listSearch(50).safeParse('x'.repeat(51)).error?.issues[0]?.message).toBe('Search must be at most 50 characters');
    expect(listSearch(50).parse(' a ')).toBe('a');
  });
});
