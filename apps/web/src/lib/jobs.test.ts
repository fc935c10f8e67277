import { describe, expect, it } from 'vitest';
import { FEATURED_JOBS_INPUT, homeTabInput, jobTypeColor } from './jobs';

describe('home job tabs', () => {
  it('asks the server for the six newest jobs of the tab', () => {
    expect(homeTabInput('remote')).toEqual({ remote: true, sort: 'newest', limit: 6 });
    expect(homeTabInput('Full-Time')).toEqual({ type: 'Full-Time', sort: 'newest', limit: 6 });
    expect(homeTabInput('Part-time')).toEqual({ type: 'Part-time', sort: 'newest', limit: 6 });
    expect(FEATURED_JOBS_INPUT).toEqual({ limit: 6 });
  });

  it('colours each type differently', () => {
    const colours = ['Full-Time', 'Part-time', 'Contract', 'Remote'].map(jobTypeColor);
    expect(new Set(colours).size).toBe(4);
    expect(jobTypeColor('Part-Time')).toBe(jobTypeColor('Part-time'));
  });
});
