import { DEFAULT_PAGE_SIZE, LEAD_KINDS, MAX_PAGE, leadFilterStatusesFor, leadStatusesFor, type LeadKind } from '@app/shared/constants';

export interface LeadKindInfo {
  kind: LeadKind;
  /** Tab label. */
  label: string;
  /** Singular noun for the export file and the dialog. */
  noun: string;
  emptyTitle: string;
  emptyMessage: string;
}

/** The five kinds of lead, in tab order. */
export const LEAD_KIND_INFO: LeadKindInfo[] = [
  {
    kind: 'contact',
    label: 'Contact Messages',
    noun: 'Contact message',
    emptyTitle: 'No contact messages yet',
    emptyMessage: 'Messages sent through the contact form will appear here.',
  },
  {
    kind: 'transportation',
    label: 'Transportation Quotes',
    noun: 'Transportation quote request',
    emptyTitle: 'No transportation quote requests yet',
    emptyMessage: 'Freight quote requests from the Transportation page will appear here.',
  },
  {
    kind: 'warehouse',
    label: 'Warehouse Quotes',
    noun: 'Warehouse quote request',
    emptyTitle: 'No warehouse quote requests yet',
    emptyMessage: 'Quote requests from the Warehouse page will appear here.',
  },
  {
    kind: 'carrier',
    label: 'Carrier Requests',
    noun: 'Carrier join request',
    emptyTitle: 'No carrier requests yet',
    emptyMessage: 'Carriers asking to join the network will appear here.',
  },
  {
    kind: 'newsletter',
    label: 'Newsletter',
    noun: 'Newsletter subscriber',
    emptyTitle: 'No newsletter subscribers yet',
    emptyMessage: 'Visitors who subscribe to the newsletter will appear here.',
  },
];

export const kindInfo = (kind: LeadKind): LeadKindInfo => LEAD_KIND_INFO.find((k) => k.kind === kind) ?? LEAD_KIND_INFO[0]!;

export const LEAD_STATUS_LABELS: Record<string, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
  active: 'Active',
  spam: 'Spam',
  unsubscribed: 'Unsubscribed',
};

export const LEAD_STATUS_COLORS: Record<string, string> = {
  new: 'brand',
  contacted: 'amber',
  closed: 'gray',
  active: 'teal',
  unsubscribed: 'gray',
  spam: 'orange',
};

export const statusLabel = (status: string) => LEAD_STATUS_LABELS[status] ?? status;

/** The statuses a lead of this kind can take. */
export function statusesFor(kind: LeadKind): string[] {
  return [...leadStatusesFor(kind)];
}

export const statusOptions = (kind: LeadKind) => statusesFor(kind).map((value) => ({ value, label: statusLabel(value) }));

/** The status filter: every status an admin can set, plus the submissions the spam trap caught. */
export const statusFilterOptions = (kind: LeadKind) => [
  { value: 'all', label: 'All statuses' },
  ...leadFilterStatusesFor(kind).map((value) => ({ value, label: statusLabel(value) })),
];

/** Why the spam trap caught a lead, in words. */
export const SPAM_REASON_LABELS: Record<string, string> = {
  honeypot: 'a hidden field only robots fill was filled in',
  'too fast': 'the form was sent faster than a person can fill it',
  'forged token': 'the form was not one our site served',
};

export interface LeadFilter {
  search: string;
  status: string;
}

export const leadFiltersActive = (f: LeadFilter) => f.search.trim() !== '' || (f.status !== '' && f.status !== 'all');

/** The tab after the lead kinds: job alert subscriptions (`?kind=job-alerts`). */
export const JOB_ALERTS_TAB = 'job-alerts';
/** A tab of the screen: a kind of lead, or the job alerts. */
export type LeadsTab = LeadKind | typeof JOB_ALERTS_TAB;

/**
 * The screen's state in the address (so Back and reload keep it): the tab (a kind of lead, or
 * the job alerts), the search text, the status filter (lead kinds only) and the page. Absent
 * means the default (contact, no search, all statuses, page 1).
 */
export interface LeadsSearch {
  kind?: LeadsTab;
  search?: string;
  status?: string;
  page?: number;
}

const isLeadKind = (v: unknown): v is LeadKind => (LEAD_KINDS as readonly unknown[]).includes(v);

/** Reads the address's search params; anything unknown is dropped rather than failing the page. */
export function parseLeadsSearch(raw: Record<string, unknown>): LeadsSearch {
  const out: LeadsSearch = {};
  if (isLeadKind(raw.kind) || raw.kind === JOB_ALERTS_TAB) out.kind = raw.kind;
  // The router reads `?search=905` as a number: take any scalar as text.
  const text =
    typeof raw.search === 'string' || typeof raw.search === 'number' || typeof raw.search === 'boolean' ? String(raw.search).trim().slice(0, 200) : '';
  if (text) out.search = text;
  // Job alerts have no status filter.
  const kind = out.kind ?? 'contact';
  if (kind !== JOB_ALERTS_TAB && typeof raw.status === 'string' && leadFilterStatusesFor(kind).includes(raw.status)) out.status = raw.status;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) out.page = page;
  return out;
}

/** The tab on screen. */
export const tabOf = (search: LeadsSearch): LeadsTab => search.kind ?? 'contact';

/** The kind of lead listed (contact when the address names none, or names the job alerts). */
export const kindOf = (search: LeadsSearch): LeadKind => (search.kind && search.kind !== JOB_ALERTS_TAB ? search.kind : 'contact');

/** The lead.list input for the screen's state. */
export function leadListInput(search: LeadsSearch, limit = DEFAULT_PAGE_SIZE) {
  return { kind: kindOf(search), ...(search.search ? { search: search.search } : {}), status: search.status ?? 'all', page: search.page ?? 1, limit };
}
export type LeadListRequest = ReturnType<typeof leadListInput>;

/** The jobAlert.list input for the screen's state (the Job alerts tab: search and page). */
export function jobAlertListInput(search: LeadsSearch, limit = DEFAULT_PAGE_SIZE) {
  return { ...(search.search ? { search: search.search } : {}), page: search.page ?? 1, limit };
}
export type JobAlertListRequest = ReturnType<typeof jobAlertListInput>;

/** The CSV export of every lead of a kind matching the filters (not only the page on screen). */
export function leadsExportUrl({ kind, search, status }: Pick<LeadListRequest, 'kind' | 'search' | 'status'>): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (status !== 'all') params.set('status', status);
  const query = params.toString();
  return `/api/admin/leads/${kind}/export.csv${query ? `?${query}` : ''}`;
}

export const statusUpdatedMessage = (status: string) => `Lead status updated to ${statusLabel(status).toLowerCase()}.`;
