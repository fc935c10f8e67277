import { isRemoteLocation } from '@app/shared/location';
import type { JobDto } from '@app/shared/schemas/dtos';
import type { JobFilterInput } from '@app/shared/schemas/inputs';

/** Colour of the type label on job cards. 'Part-time' and 'Part-Time' are the same type. */
export function jobTypeColor(type: string): string {
  switch (type.toLowerCase()) {
    case 'full-time':
      return 'blue';
    case 'part-time':
      return 'grape';
    case 'contract':
      return 'orange';
    case 'remote':
      return 'teal';
    default:
      return 'gray';
  }
}

/** Home tab rule: a job is remote when its location mentions global, remote or anywhere. */
export function isRemoteJob(job: Pick<JobDto, 'location'>): boolean {
  return isRemoteLocation(job.location);
}

export const HOME_TABS = [
  { value: 'featured', label: 'Featured' },
  { value: 'Full-Time', label: 'Full-Time' },
  { value: 'Part-time', label: 'Part-time' },
  { value: 'remote', label: 'Remote' },
] as const;
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
