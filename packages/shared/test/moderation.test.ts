import { describe, expect, it } from 'vitest';
import { ZJobStatusInput } from '@app/shared/schemas/inputs';
import { DENIAL_DETAILS_MAX, DENIAL_REASON_MAX, DENIAL_REASON_PRESETS, ZJobStatusManyInput, denialReasonText } from '@app/shared/schemas/moderation';

describe('denialReasonText (the Deny dialog)', () => {
  it('stores a preset, with the details after it when given', () => {
    expect(denialReasonText('Duplicate posting')).toBe('Duplicate posting');
    expect(denialReasonText('Duplicate posting', '   ')).toBe('Duplicate posting');
    expect(denialReasonText('Pay or terms missing', ' Please add the hourly rate. ')).toBe('Pay or terms missing: Please add the hourly rate.');
  });

  it("stores the admin's words alone for 'Other', and nothing without them", () => {
    expect(denialReasonText('Other', 'We only list jobs in Ontario.')).toBe('We only list jobs in Ontario.');
    expect(denialReasonText('Other', '  ')).toBeUndefined();
    expect(denialReasonText(null)).toBeUndefined();
  });

  it('always fits the stored limit', () => {
    for (const preset of DENIAL_REASON_PRESETS) {
      expect(denialReasonText(preset, 'x'.repeat(DENIAL_DETAILS_MAX))!.length).toBeLessThanOrEqual(DENIAL_REASON_MAX);
    }
  });
});

describe('ZJobStatusInput (PATCH /api/jobs/{id}/status)', () => {
  it("takes the spec's {status} alone, or a reason too (trimmed; blank is none)", () => {
    expect(ZJobStatusInput.parse({ id: 1, status: 'denied' })).toEqual({ id: 1, status: 'denied' });
    expect(ZJobStatusInput.parse({ id: 1, status: 'denied', reason: ' Duplicate posting ' })).toEqual({ id: 1, status: 'denied', reason: 'Duplicate posting' });
    expect(ZJobStatusInput.parse({ id: 1, status: 'denied', reason: null })).toEqual({ id: 1, status: 'denied' });
    expect(ZJobStatusInput.parse({ id: 1, status: 'denied', reason: '' })).toEqual({ id: 1, status: 'denied' });
  });

  it('refuses a too long reason and control characters', () => {
    expect(ZJobStatusInput.safeParse({ id: 1, status: 'denied', reason: 'x'.repeat(DENIAL_REASON_MAX + 1) }).error?.issues[0]?.message).toBe(
      `The reason must be at most ${DENIAL_REASON_MAX} characters`,
    );
    expect(ZJobStatusInput.safeParse({ id: 1, status: 'denied', reason: 'a\u0000b' }).error?.issues[0]?.message).toBe('Must not contain control characters');
  });
});

describe('ZJobStatusManyInput (PATCH /api/jobs/status)', () => {
  it('takes 1 to 100 ids, each once', () => {
    expect(ZJobStatusManyInput.parse({ ids: [3, 1, 3], status: 'approved' })).toEqual({ ids: [3, 1], status: 'approved' });
    expect(ZJobStatusManyInput.safeParse({ ids: Array.from({ length: 100 }, (_, i) => i), status: 'approved' }).success).toBe(true);
    expect(ZJobStatusManyInput.safeParse({ ids: Array.from({ length: 101 }, (_, i) => i), status: 'approved' }).error?.issues[0]?.message).toBe(
      'At most 100 jobs can be changed at once',
    );
    expect(ZJobStatusManyInput.safeParse({ ids: [], status: 'approved' }).error?.issues[0]?.message).toBe('Choose at least one job');
    expect(ZJobStatusManyInput.safeParse({ ids: ['1'], status: 'approved' }).success).toBe(false);
  });

  it("takes 'approved' or 'denied' only", () => {
    expect(ZJobStatusManyInput.safeParse({ ids: [1], status: 'pending' }).error?.issues[0]?.message).toBe("Status must be 'approved' or 'denied'");
    expect(ZJobStatusManyInput.parse({ ids: [1], status: 'denied', reason: 'Outside our service area' })).toEqual({
      ids: [1],
      status: 'denied',
      reason: 'Outside our service area',
    });
  });
});
