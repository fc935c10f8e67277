import { applicantLabel } from '@app/shared/applicants';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  STAFF_APPLICATION_STATUSES,
  type ApplicationStatus,
  type StaffApplicationStatus,
} from '@app/shared/constants';
import type { ApplicationDto } from '@app/shared/schemas/dtos';
import type { RouterOutputs } from '@app/trpc';

/** Logic of the admin Job Applications screen: its address state, the server request, tabs, labels and fallbacks. */

/** 'All', or one status of the pipeline. */
export type ApplicationTab = 'all' | ApplicationStatus;
export type StatusFilter = 'all' | ApplicationStatus;

/**
 * All, then a tab for every status of the pipeline (APPLICATION_STATUSES, the one list the server
 * and the database know), named as the cards' status badges are: so every application is under a
 * tab, and the tabs' counts add up to All's.
 */
export const APPLICATION_TABS: { value: ApplicationTab; label: string; status: ApplicationStatus | null }[] = [
  { value: 'all', label: 'All', status: null },
  ...APPLICATION_STATUSES.map((status) => ({ value: status, label: APPLICATION_STATUS_LABELS[status], status })),
];

/** The tabs' earlier names in the address ('New', 'Review'), so saved links still open the same list. */
const OLD_TAB_NAMES = new Map<unknown, ApplicationStatus>([
  ['new', 'submitted'],
  ['review', 'under_review'],
]);

export const STATUS_FILTER_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  ...APPLICATION_STATUSES.map((status) => ({ value: status, label: APPLICATION_STATUS_LABELS[status] })),
];

/** What staff may set: 'withdrawn' is the applicant's own (My applications), shown but never chosen. */
export const STATUS_OPTIONS: { value: StaffApplicationStatus; label: string }[] = STAFF_APPLICATION_STATUSES.map((status) => ({
  value: status,
  label: APPLICATION_STATUS_LABELS[status],
}));

export const STATUS_COLORS: Record<ApplicationStatus, string> = {
  submitted: 'brand',
  under_review: 'amber',
  accepted: 'teal',
  rejected: 'red',
  withdrawn: 'gray',
};

/** 'Under Review'; an unknown stored value (such as the schema default 'pending') reads as 'Submitted'. */
export function statusLabel(status: string | null | undefined): string {
  return APPLICATION_STATUS_LABELS[normalizeStatus(status)];
}

/** The stored default 'pending' and anything unexpected count as 'submitted' (the UI default). */
export function normalizeStatus(status: string | null | undefined): ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(status ?? '') ? (status as ApplicationStatus) : 'submitted';
}

/**
 * The applicant as the card and dialog title them: the name, else the email or phone (or a note that
 * only a resume was given), and 'Unknown Applicant' only for an application with no contact at all.
 */
export const applicantName = (
  app: Pick<ApplicationDto, 'applicantName'> & Partial<Pick<ApplicationDto, 'applicantEmail' | 'applicantPhone' | 'resume' | 'resumeFile'>>,
) => applicantLabel({ ...app, hasResume: Boolean(app.resume || app.resumeFile) }) ?? 'Unknown Applicant';
export const jobTitleOf = (app: Pick<ApplicationDto, 'jobTitle'>) => app.jobTitle?.trim() || 'Unknown Job';
export const phoneOf = (app: Pick<ApplicationDto, 'applicantPhone'>) => app.applicantPhone?.trim() || 'Not provided';
export const experienceOf = (app: Pick<ApplicationDto, 'experience'>) => app.experience?.trim() || 'Not specified';

/** Who works on the application: a username, or 'Unassigned'. */
export const assigneeOf = (app: Pick<ApplicationDto, 'assignee'>) => app.assignee?.username ?? 'Unassigned';

/** "March 4, 2026" or 'Unknown date'. */
export function appliedDate(app: Pick<ApplicationDto, 'appliedAt'>): string {
  const date = app.appliedAt ? new Date(app.appliedAt) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Unknown date';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Toast text after a status change: 'Application status updated to under review.' */
export const statusUpdatedMessage = (status: string) => `Application status updated to ${status.replace(/_/g, ' ')}.`;

export interface ApplicationFilters {
  search: string;
  status: StatusFilter;
  /** 'Mine': only the applications assigned to the signed-in user. */
  mine?: boolean;
}

export const filtersActive = (filters: ApplicationFilters) => filters.search.trim() !== '' || filters.status !== 'all' || Boolean(filters.mine);

/**
 * The screen's state in the address (so Back and reload keep it): the search text, the status
 * filter, 'Mine', the tab and the page. Absent means the default (no search, all statuses,
 * everyone's, All, page 1).
 */
export interface ApplicationsSearch {
  search?: string;
  status?: ApplicationStatus;
  tab?: Exclude<ApplicationTab, 'all'>;
  page?: number;
  /** 'Mine': only the applications assigned to me (absent: everyone's). */
  mine?: true;
}

const isStatus = (v: unknown): v is ApplicationStatus => (APPLICATION_STATUSES as readonly unknown[]).includes(v);
const tabStatusOf = (v: unknown): ApplicationStatus | undefined => (isStatus(v) ? v : OLD_TAB_NAMES.get(v));

/** Reads the address's search params; anything unknown is dropped rather than failing the page. */
export function parseApplicationsSearch(raw: Record<string, unknown>): ApplicationsSearch {
  const out: ApplicationsSearch = {};
  // The router reads `?search=123` as a number: take any scalar as text.
  const text =
    typeof raw.search === 'string' || typeof raw.search === 'number' || typeof raw.search === 'boolean' ? String(raw.search).trim().slice(0, 200) : '';
  if (text) out.search = text;
  if (isStatus(raw.status)) out.status = raw.status;
  const tab = tabStatusOf(raw.tab);
  if (tab) out.tab = tab;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) out.page = page;
  if (raw.mine === true || raw.mine === 'true' || raw.mine === 1 || raw.mine === '1') out.mine = true;
  return out;
}

export const tabOf = (search: ApplicationsSearch): ApplicationTab => search.tab ?? 'all';
export const statusFilterOf = (search: ApplicationsSearch): StatusFilter => search.status ?? 'all';

export interface ApplicationListRequest {
  input: { search?: string; status: StatusFilter; mine?: true; page: number; limit: number };
  /** The tab and the status filter ask for different statuses: nothing can match. */
  contradiction: boolean;
}

/** The server request for the screen's state: the tab narrows what the status filter allows. */
export function listRequest(search: ApplicationsSearch, limit = DEFAULT_PAGE_SIZE): ApplicationListRequest {
  const tabStatus = APPLICATION_TABS.find((t) => t.value === tabOf(search))?.status ?? null;
  const filter = statusFilterOf(search);
  const status: StatusFilter = tabStatus ?? filter;
  return {
    input: { ...(search.search ? { search: search.search } : {}), status, ...(search.mine ? { mine: true as const } : {}), page: search.page ?? 1, limit },
    contradiction: tabStatus !== null && filter !== 'all' && filter !== tabStatus,
  };
}

/** Applications per status and applied today, as application.counts answers. */
export type ApplicationCounts = RouterOutputs['application']['counts'];

/** Tab badges from the server's counters: All, and each status. */
export function tabCounts(counts: ApplicationCounts): Record<ApplicationTab, number> {
  return {
    all: counts.total,
    submitted: counts.submitted,
    under_review: counts.under_review,
    accepted: counts.accepted,
    rejected: counts.rejected,
    withdrawn: counts.withdrawn,
  };
}

const FILTER_HINT = 'Try adjusting your search or filter criteria.';

/** Title and hint of the empty list for a tab. */
export function emptyStateFor(tab: ApplicationTab, active: boolean): { title: string; message: string } {
  switch (tab) {
    case 'submitted':
      return { title: 'No new applications', message: active ? FILTER_HINT : 'New applications will appear here when candidates apply.' };
    case 'under_review':
      return { title: 'No applications under review', message: active ? FILTER_HINT : 'Move an application to Under Review to see it here.' };
    case 'accepted':
      return { title: 'No accepted applications', message: active ? FILTER_HINT : 'Accepted applications will appear here.' };
    case 'rejected':
      return { title: 'No rejected applications', message: active ? FILTER_HINT : 'Rejected applications will appear here.' };
    case 'withdrawn':
      return { title: 'No withdrawn applications', message: active ? FILTER_HINT : 'Applications their applicants withdrew on My applications appear here.' };
    default:
      return { title: 'No applications found', message: active ? FILTER_HINT : 'Job applications will appear here when candidates apply.' };
  }
}
