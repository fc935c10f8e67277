import { describe, expect, it } from 'vitest';
import { homeTabJobs, isRemoteJob, jobTypeColor } from './jobs';

const job = (id: number, type: string, location: string) => ({ id, type, location });

describe('home job tabs', () => {
  const all = [
    job(1, 'Full-Time', 'Toronto, ON'),
    job(2, 'Part-Time', 'Brampton, ON'),
    job(3, 'Remote', 'Remote - Canada'),
    job(4, 'Contract', 'Anywhere in Ontario'),
    job(5, 'Full-Time', 'Global'),
    job(6, 'Part-time', 'Ottawa, ON'),
  ];

  it('remote means the location mentions global, remote or anywhere, whatever the type', () => {
    expect(homeTabJobs('remote', [], all).map((j) => j.id)).toEqual([3, 4, 5]);
    expect(isRemoteJob({ location: 'REMOTE' })).toBe(true);
    expect(isRemoteJob({ location: 'Mississauga, ON' })).toBe(false);
  });

  it('type tabs match the type, treating Part-time and Part-Time alike', () => {
    expect(homeTabJobs('Full-Time', [], all).map((j) => j.id)).toEqual([1, 5]);
    expect(homeTabJobs('Part-time', [], all).map((j) => j.id)).toEqual([2, 6]);
  });

  it('shows at most six jobs', () => {
    const many = Array.from({ length: 10 }, (_, i) => job(i, 'Full-Time', 'Toronto'));
    expect(homeTabJobs('Full-Time', [], many)).toHaveLength(6);
    expect(homeTabJobs('featured', many, [])).toHaveLength(6);
  });

  it('colours each type differently', () => {
    const colours = ['Full-Time', 'Part-time', 'Contract', 'Remote'].map(jobTypeColor);
    expect(new Set(colours).size).toBe(4);
    expect(jobTypeColor('Part-Time')).toBe(jobTypeColor('Part-time'));
  });
});
