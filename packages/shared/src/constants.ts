/** Domain constants shared by the web app, the procedures and the database layer. */
import { groupDigits } from './numbers.ts';

/** Categories offered by the public job list filter. */
export const JOB_FILTER_CATEGORIES = [
  'Transportation',
  'Manufacturing',
  'Warehouse',
  'Administrative',
  'Customer Service',
  'Food Service',
  'Design',
  'Accounting',
  'Digital Marketing',
  'Broadcasting',
  'Sales',
] as const;

/** Categories offered by the admin job form. */
export const ADMIN_JOB_CATEGORIES = ['Transportation', 'Manufacturing', 'Warehouse', 'Administrative', 'Construction', 'Healthcare'] as const;

/** Categories offered by the public post-a-job form. */
export const PUBLIC_JOB_CATEGORIES = [
  'Manufacturing',
  'Transportation',
  'Warehouse',
  'Administrative',
  'Food Service',
  'Healthcare',
  'Construction',
  'Retail',
  'Other',
] as const;

/**
 * 'expired': an approved job whose end date has passed (set by the server's expiry sweep).
 * 'spam': a submission caught by the spam trap (stored, never published; an admin can restore it).
 */
export const JOB_STATUSES = ['pending', 'approved', 'denied', 'expired', 'spam'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const APPLICATION_STATUSES = ['submitted', 'under_review', 'accepted', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The statuses staff give an application. 'withdrawn' is the applicant's own (My applications),
 * a terminal state staff see but never set.
 */
export const STAFF_APPLICATION_STATUSES = ['submitted', 'under_review', 'accepted', 'rejected'] as const satisfies readonly ApplicationStatus[];
export type StaffApplicationStatus = (typeof STAFF_APPLICATION_STATUSES)[number];

/** Applications still open: applying again to the same job updates one of these instead of making a second. */
export const OPEN_APPLICATION_STATUSES = ['submitted', 'under_review'] as const satisfies readonly ApplicationStatus[];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under Review',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const TRANSPORT_SERVICE_TYPES = ['ftl', 'ltl', 'expedited', 'last-mile', 'custom'] as const;
export const FREIGHT_TYPES = ['general', 'refrigerated', 'hazmat', 'oversized', 'automotive', 'food'] as const;
export const TRANSPORT_TIMELINES = ['asap', '1-3-days', '1-week', '2-weeks', 'flexible'] as const;
export const WAREHOUSE_SERVICE_TYPES = ['storage', 'distribution', 'fulfillment', 'inventory', 'logistics', 'custom'] as const;

export const APPLICATION_DEADLINE_OPTIONS = [7, 14, 30, 60] as const;
export const MAX_FILE_SIZE_OPTIONS = [2, 5, 10, 20] as const;
/** How many nightly backups of the embedded database are kept (0: none are made). */
export const BACKUPS_KEPT_OPTIONS = [0, 3, 7, 14, 30] as const;
export const DEFAULT_BACKUPS_KEPT = 7;

/** Leads collected by the public forms, one table each. */
export const LEAD_KINDS = ['contact', 'transportation', 'warehouse', 'carrier', 'newsletter'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

// ---------------------------------------------------------------- pages of lists (no zod here: the web app's first paint imports these)

/** Every list answers one page at a time: `page` is 1-based, `limit` rows per page. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * Procedures in one tRPC batch request: the web client never sends more (httpBatchLink maxItems),
 * the server refuses larger batches with a 400, so one request cannot ask for unbounded work.
 */
export const TRPC_MAX_BATCH_SIZE = 20;
/** Deep enough for any person; beyond it offsets only cost the database time. */
export const MAX_PAGE = 10_000;

export const PAGE_MESSAGES = {
  page: `page must be a whole number from 1 to ${groupDigits(MAX_PAGE)}`,
  limit: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
} as const;

/** Orders of the job search. */
/** 'distance' orders by distance from `near` (without `near` it orders as 'relevance'). */
export const JOB_SORTS = ['relevance', 'newest', 'salary', 'distance'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const JOB_SORT_MESSAGE = `sort must be one of: ${JOB_SORTS.join(', ')}`;

/** The statuses an admin can give a lead of this kind (newsletter subscribers: active or unsubscribed). */
export const leadStatusesFor = (kind: LeadKind): readonly string[] => (kind === 'newsletter' ? SUBSCRIPTION_STATUSES : LEAD_STATUSES);

/** The status of a public submission caught by the spam trap (a lead or a job): kept apart, restorable. */
export const SPAM_STATUS = 'spam';

/** The statuses the admin lists filter by: the kind's own, plus the trapped submissions. */
export const leadFilterStatusesFor = (kind: LeadKind): readonly string[] => [...leadStatusesFor(kind), SPAM_STATUS];

/** A form must be on screen this long before its submission counts as a person's (see ZSpamTrapFields). */
export const MIN_FORM_FILL_MS = 2000;

/**
 * tRPC queries whose answers are the same for every visitor (published content only): the service
 * worker may answer them from its cache (every procedure of a batch must be listed). Each declares
 * it in its `.meta({ publicRead: true })`, which is what the server reads (HTTP caches may keep
 * them briefly when asked without an admin session; everything else is `no-store`); this copy is
 * for the web app, which loads no server code, and apps/api/test/procedure-meta.test.ts holds it
 * to the declarations.
 */
export const PUBLIC_READ_QUERIES = [
  'job.list',
  'job.featured',
  'job.byId',
  'blog.list',
  'blog.bySlug',
  'testimonial.list',
  'stats.get',
  'settings.public',
] as const;

/**
 * States of a mail of the outbox (admin Email screen, GET /api/admin/emails). 'suppressed': an
 * automatic reply to an address typed in a public form, kept but never sent because that address
 * already had its share of such mail (see the per-recipient cap in @app/trpc's outbox).
 */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed', 'suppressed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * Jobs that need an admin (admin job list `needs`): 'pay' (a salary text from which no pay could
 * be read, and no structured pay), 'compliance' (open points of the Ontario posting rules) or
 * 'french' (no French title or description: required to publish a job in Québec).
 */
export const JOB_ATTENTION_FILTERS = ['pay', 'compliance', 'french'] as const;
export type JobAttentionFilter = (typeof JOB_ATTENTION_FILTERS)[number];
