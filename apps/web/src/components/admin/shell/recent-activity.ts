import type { ApplicationDto, JobDto } from '@app/shared/schemas/dtos';

export interface ActivityEntry {
  key: string;
  kind: 'job' | 'application';
  title: string;
  detail: string;
  at: string;
}

export const RECENT_PER_KIND = 3;
export const RECENT_LIMIT = 4;

/**
 * Dashboard 'Recent Activity': up to 3 jobs and 3 applications, newest first, at most 4 entries.
 */
export function recentActivity(
  jobs: Pick<JobDto, 'id' | 'title' | 'company' | 'status' | 'postedAt'>[],
  applications: Pick<ApplicationDto, 'id' | 'jobId' | 'jobTitle' | 'applicantName' | 'appliedAt'>[],
): ActivityEntry[] {
  const jobEntries: ActivityEntry[] = jobs.slice(0, RECENT_PER_KIND).map((job) => ({
    key: `job-${job.id}`,
    kind: 'job',
    title: `New job posted: ${job.title}`,
    detail: `${job.company} · ${job.status}`,
    at: job.postedAt,
  }));
  const appEntries: ActivityEntry[] = applications.slice(0, RECENT_PER_KIND).map((app) => ({
    key: `application-${app.id}`,
    kind: 'application',
    title: `New application received${app.applicantName ? ` from ${app.applicantName}` : ''}`,
    detail: app.jobTitle ? `For ${app.jobTitle}` : app.jobId ? `For job #${app.jobId}` : 'For a removed job',
    at: app.appliedAt,
  }));
  const time = (iso: string) => {
    const t = new Date(iso).getTime();
    return Number.isNaN(t) ? 0 : t;
  };
  return [...jobEntries, ...appEntries].sort((a, b) => time(b.at) - time(a.at)).slice(0, RECENT_LIMIT);
}
