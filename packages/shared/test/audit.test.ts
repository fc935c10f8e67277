import { describe, expect, it } from 'vitest';
import { ZAuditListInput } from '@app/shared/schemas/audit';

const parse = (input: unknown) => ZAuditListInput.safeParse(input);

describe('ZAuditListInput (audit.list, GET /api/admin/activity)', () => {
  it('defaults to the first page of everything', () => {
    expect(parse(undefined).data).toEqual({ page: 1, limit: 20 });
    expect(parse({ admin: '', action: 'all', from: '', to: ' ' }).data).toEqual({ page: 1, limit: 20 });
  });

  it('takes an admin id or name, an action or prefix, and page and limit from a query string', () => {
    expect(parse({ admin: 3, action: 'job', page: '2', limit: '50' }).data).toEqual({ admin: '3', action: 'job', page: 2, limit: 50 });
    expect(parse({ admin: ' mallory ', action: 'admin.login_failed' }).data).toMatchObject({ admin: 'mallory', action: 'admin.login_failed' });
  });

  it('takes days as they are and moments with an offset as UTC', () => {
    expect(parse({ from: '2026-11-01', to: '2026-11-30' }).data).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(parse({ from: '2026-11-24T09:05-05:00' }).data?.from).toBe('2026-11-24T14:05:00.000Z');
  });

  it.each(['0', 'yesterday', '2026-02-30', '2026-11-24T09:05', '1969-12-31', '275760-09-13', '-000001-01-01', 'a\u0000b'])(
    'refuses the date %j with a message',
    (value) => {
      const result = parse({ to: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/valid date|control characters/);
    },
  );

  it('refuses filters that are too long and pages out of range', () => {
    expect(parse({ admin: 'x'.repeat(101) }).success).toBe(false);
    expect(parse({ action: 'x'.repeat(61) }).success).toBe(false);
    expect(parse({ limit: 1000 }).success).toBe(false);
  });
});
