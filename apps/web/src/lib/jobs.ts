import type { JobDto } from '@app/validators';

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
  return /global|remote|anywhere/i.test(job.location);
}

export const HOME_TABS = [
  { value: 'featured', label: 'Featured' },
  { value: 'Full-Time', label: 'Full-Time' },
  { value: 'Part-time', label: 'Part-time' },
  { value: 'remote', label: 'Remote' },
] as const;
export type HomeTab = (typeof HOME_TABS)[number]['value'];

export const HOME_TAB_LIMIT = 6;

/**
 * The jobs a home tab shows, at most six: `featured` takes the featured list as given, `remote`
 * the jobs whose location reads remote, the others the jobs of that type.
 */
export function homeTabJobs<T extends Pick<JobDto, 'location' | 'type'>>(tab: HomeTab, featured: T[], all: T[]): T[] {
  let list: T[];
  if (tab === 'featured') list = featured;
  else if (tab === 'remote') list = all.filter(isRemoteJob);
  else list = all.filter((job) => job.type.toLowerCase() === tab.toLowerCase());
  return list.slice(0, HOME_TAB_LIMIT);
}
