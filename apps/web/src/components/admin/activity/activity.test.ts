import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@app/shared/schemas/audit';
import { ACTION_LABELS, actionLabel, activityFiltersActive, activityListInput, changeLines, formatDateTime, parseActivitySearch, targetRef } from './activity';

describe('admin Activity screen', () => {
  it('has a label for every action the server records', () => {
    for (const action of AUDIT_ACTIONS) expect(ACTION_LABELS[action], action).toBeTruthy();
    expect(actionLabel('job.approve')).toBe('Job approved');
    expect(actionLabel('something.new')).toBe('something.new');
  });

  it('reads its state from the address, dropping what it does not know', () => {
    expect(parseActivitySearch({ admin: 3, action: 'job.approve', from: '2026-11-01', to: '2026-11-30', page: '2' })).toEqual({
      admin: '3',
      action: 'job.approve',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
    });
    expect(parseActivitySearch({ action: 'job' })).toEqual({ action: 'job' });
    expect(parseActivitySearch({ action: 'DROP TABLE', from: 'yesterday', to: '2026-1-1', page: 'x', admin: '' })).toEqual({});
    expect(parseActivitySearch({ page: 1 })).toEqual({});
  });

  it('asks the server for the filters given and the page', () => {
    expect(activityListInput({})).toEqual({ page: 1, limit: 20 });
    expect(activityListInput({ admin: 'mallory', action: 'admin.login_failed', from: '2026-11-01', page: 3 })).toEqual({
      admin: 'mallory',
      action: 'admin.login_failed',
      from: '2026-11-01',
      page: 3,
      limit: 20,
    });
    expect(activityFiltersActive({ page: 2 })).toBe(false);
    expect(activityFiltersActive({ to: '2026-11-01' })).toBe(true);
  });

  it('writes the changes of an edit, a creation and a deletion', () => {
    expect(changeLines({ before: { status: 'pending', expiresAt: null }, after: { status: 'approved', expiresAt: '2026-12-24T00:00:00.000Z' } })).toEqual([
      'status: pending → approved',
      'expiresAt: — → 2026-12-24T00:00:00.000Z',
    ]);
    expect(changeLines({ before: null, after: { title: 'Forklift Operator', featured: false } })).toEqual(['title: Forklift Operator', 'featured: no']);
    expect(changeLines({ before: { title: 'Old' }, after: null })).toEqual(['title: Old']);
    expect(changeLines({ before: null, after: null })).toEqual([]);
    expect(changeLines({ before: null, after: { content: 'x'.repeat(100) } })[0]).toBe(`content: ${'x'.repeat(60)}…`);
  });

  it('says when a job was approved over open posting points', () => {
    expect(
      changeLines({
        before: { status: 'pending', openPostingPoints: null },
        after: { status: 'approved', openPostingPoints: 'pay range too wide' },
      }),
    ).toEqual(['status: pending → approved', 'approved with open posting points (pay range too wide)']);
  });

  it('names the target and the time', () => {
    expect(targetRef({ targetType: 'job', targetId: '12' })).toBe('Job #12');
    expect(targetRef({ targetType: 'settings', targetId: null })).toBe('Settings');
    expect(targetRef({ targetType: null, targetId: null })).toBeNull();
    const local = new Date(2026, 10, 24, 9, 5);
    expect(formatDateTime(local.toISOString())).toBe('Nov 24, 2026, 09:05');
  });
});
