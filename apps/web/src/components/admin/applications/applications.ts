import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, type ApplicationDto, type ApplicationStatus } from '@app/validators';

/** Client-side logic of the admin Job Applications screen: search, filters, tabs, stats and fallbacks. */

export type ApplicationTab = 'all' | 'new' | 'review' | 'accepted';
export type StatusFilter = 'all' | ApplicationStatus;

export const APPLICATION_TABS: { value: ApplicationTab; label: string; status: ApplicationStatus | null }[] = [
  { value: 'all', label: 'All', status: null },
  { value: 'new', label: 'New', status: 'submitted' },
  { value: 'review', label: 'Review', status: 'under_review' },
  { value: 'accepted', label: 'Accepted', status: 'accepted' },
];

export const STATUS_FILTER_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  ...APPLICATION_STATUSES.map((status) => ({ value: status, label: APPLICATION_STATUS_LABELS[status] })),
];

export const STATUS_OPTIONS = APPLICATION_STATUSES.map((status) => ({ value: status, label: APPLICATION_STATUS_LABELS[status] }));

export const STATUS_COLORS: Record<ApplicationStatus, string> = {
  submitted: 'brand',
  under_review: 'amber',
  accepted: 'teal',
  rejected: 'red',
};

/** 'Under Review'; an unknown stored value (such as the schema default 'pending') reads as 'Submitted'. */
export function statusLabel(status: string | null | undefined): string {
  return APPLICATION_STATUS_LABELS[normalizeStatus(status)];
}

/** The stored default 'pending' and anything unexpected count as 'submitted' (the UI default). */
export function normalizeStatus(status: string | null | undefined): ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(status ?? '') ? (status as ApplicationStatus) : 'submitted';
}

export const applicantName = (app: Pick<ApplicationDto, 'applicantName'>) => app.applicantName?.trim() || 'Unknown Applicant';
export const jobTitleOf = (app: Pick<ApplicationDto, 'jobTitle'>) => app.jobTitle?.trim() || 'Unknown Job';
export const phoneOf = (app: Pick<ApplicationDto, 'applicantPhone'>) => app.applicantPhone?.trim() || 'Not provided';
export const experienceOf = (app: Pick<ApplicationDto, 'experience'>) => app.experience?.trim() || 'Not specified';

/** "March 4, 2026" or 'Unknown date'. */
export function appliedDate(app: Pick<ApplicationDto, 'appliedAt'>): string {
  const date = app.appliedAt ? new Date(app.appliedAt) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Unknown date';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Toast text after a status change: 'Application status updated to under review.' */
export const statusUpdatedMessage = (status: string) => `Application status updated to ${status.replace(/_/g, ' ')}.`;

/** Applicant name, applicant email or job title contains the search text, ignoring case. */
export function matchesSearch(app: ApplicationDto, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [app.applicantName, app.applicantEmail, app.jobTitle].some((field) => (field ?? '').toLowerCase().includes(needle));
}

export interface ApplicationFilters {
  search: string;
  status: StatusFilter;
  tab: ApplicationTab;
}

export const filtersActive = (filters: Pick<ApplicationFilters, 'search' | 'status'>) => filters.search.trim() !== '' || filters.status !== 'all';

/** The search and the status filter narrow the whole list; the tab narrows it further. */
export function filterApplications(apps: ApplicationDto[], filters: ApplicationFilters): ApplicationDto[] {
  const tabStatus = APPLICATION_TABS.find((t) => t.value === filters.tab)?.status ?? null;
  return apps.filter(
    (app) =>
      matchesSearch(app, filters.search) &&
      (filters.status === 'all' || normalizeStatus(app.status) === filters.status) &&
      (tabStatus === null || normalizeStatus(app.status) === tabStatus),
  );
}

/** Same calendar day in the browser's local time zone. */
export function isSameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

export interface ApplicationStats {
  total: number;
  underReview: number;
  accepted: number;
  today: number;
}

export function applicationStats(apps: ApplicationDto[], now: Date = new Date()): ApplicationStats {
  let underReview = 0;
  let accepted = 0;
  let today = 0;
  for (const app of apps) {
    const status = normalizeStatus(app.status);
    if (status === 'under_review') underReview += 1;
    if (status === 'accepted') accepted += 1;
    const applied = app.appliedAt ? new Date(app.appliedAt) : null;
    if (applied && !Number.isNaN(applied.getTime()) && isSameLocalDay(applied, now)) today += 1;
  }
  return { total: apps.length, underReview, accepted, today };
}

const FILTER_HINT = 'Try adjusting your search or filter criteria.';

/** Title and hint of the empty list for a tab. */
export function emptyStateFor(tab: ApplicationTab, active: boolean): { title: string; message: string } {
  switch (tab) {
    case 'new':
      return { title: 'No new applications', message: active ? FILTER_HINT : 'New applications will appear here when candidates apply.' };
    case 'review':
      return { title: 'No applications under review', message: active ? FILTER_HINT : 'Move an application to Under Review to see it here.' };
    case 'accepted':
      return { title: 'No accepted applications', message: active ? FILTER_HINT : 'Accepted applications will appear here.' };
    default:
      return { title: 'No applications found', message: active ? FILTER_HINT : 'Job applications will appear here when candidates apply.' };
  }
}
