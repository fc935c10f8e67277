import { describe, expect, it } from 'vitest';
import { recentActivity } from './recent-activity';

const job = (id: number, postedAt: string) => ({ id, title: `Job ${id}`, company: 'Acme', status: 'approved', postedAt });
const app = (id: number, appliedAt: string) => ({ id, jobId: 1, jobTitle: 'Driver', applicantName: `Person ${id}`, appliedAt });

describe('recentActivity', () => {
  it('takes up to 3 of each, newest first, and at most 4 entries', () => {
    const jobs = [job(1, '2026-05-05T10:00:00Z'), job(2, '2026-05-03T10:00:00Z'), job(3, '2026-05-01T10:00:00Z'), job(4, '2026-05-09T10:00:00Z')];
    const apps = [app(1, '2026-05-04T10:00:00Z'), app(2, '2026-05-02T10:00:00Z'), app(3, '2026-04-30T10:00:00Z')];
    const list = recentActivity(jobs, apps);
    expect(list.map((e) => e.key)).toEqual(['job-1', 'application-1', 'job-2', 'application-2']);
    expect(list).toHaveLength(4);
    // job 4 is the fourth of its kind and is never considered
    expect(list.some((e) => e.key === 'job-4')).toBe(false);
  });

  it('works with few or no rows', () => {
    expect(recentActivity([], [])).toEqual([]);
    expect(recentActivity([job(1, '2026-05-05T10:00:00Z')], [])).toHaveLength(1);
    expect(recentActivity([], [app(1, '2026-05-05T10:00:00Z')])[0]).toMatchObject({ kind: 'application', detail: 'For Driver' });
  });
});
