import { normalizeJobType, type JobType } from '@app/shared/job-types';
import type { JobFilterInput } from '@app/shared/schemas/inputs';

const TYPE_COLORS: Record<JobType, string> = { 'Full-Time': 'blue', 'Part-time': 'grape', Contract: 'orange', Remote: 'teal' };

/** Colour of the type label on job cards, for any spelling of a type (both Part-time spellings alike). */
export function jobTypeColor(type: string): string {
  const known = normalizeJobType(type);
  return known ? TYPE_COLORS[known] : 'gray';
}

const typeTab = <T extends JobType>(type: T) => ({ value: type, label: type });

export const HOME_TABS = [{ value: 'featured', label: 'Featured' }, typeTab('Full-Time'), typeTab('Part-time'), { value: 'remote', label: 'Remote' }] as const;
export type HomeTab = (typeof HOME_TABS)[number]['value'];

export const HOME_TAB_LIMIT = 6;

/** The featured tab: the first six featured jobs. */
export const FEATURED_JOBS_INPUT = { limit: HOME_TAB_LIMIT };

/**
 * What the server is asked for a home tab other than 'featured': the six newest jobs of that
 * type, or the six newest remote jobs (a location that mentions global, remote or anywhere).
 */
export function homeTabInput(tab: Exclude<HomeTab, 'featured'>): JobFilterInput {
  return tab === 'remote' ? { remote: true, sort: 'newest', limit: HOME_TAB_LIMIT } : { type: tab, sort: 'newest', limit: HOME_TAB_LIMIT };
}
