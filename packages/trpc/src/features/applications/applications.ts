import { ADMIN_SEARCH_FIELDS, Job, JobApplication, type EntityManager, type FilterQuery, type IJob, type IJobApplication } from '@app/db';
import type { Locale } from '@app/shared/locale-paths';
import type { ApplicationStatus } from '@app/shared/constants';
import { pageOffset } from '@app/shared/page-math';
import { COMPANY_TIME_ZONE } from '@app/shared/time-zone';
import type { ApplicationBatch, ApplicationCounts, ApplicationPage } from '@app/shared/schemas/dtos';
import { toAdminApplicationDto } from '../../dto.ts';
import { readRowCounts } from '../../infra/counters.ts';
import { likePattern, query, sql } from '../../infra/sql.ts';

const NEWEST_FIRST = { appliedAt: 'desc', id: 'desc' } as const;

export interface ApplicationFilter {
  /** Part of the applicant name, applicant email or job title, any case. */
  search?: string;
  status: ApplicationStatus | 'all';
  /** Only the applications assigned to this staff user (the list's 'Mine'). */
  assigneeId?: number;
}

function applicationWhere({ search, status, assigneeId }: ApplicationFilter): FilterQuery<IJobApplication>[] {
  const conditions: FilterQuery<IJobApplication>[] = [];
  if (search) {
    const pattern = likePattern(search);
    conditions.push({
      $or: ADMIN_SEARCH_FIELDS.job_applications.map((field) => ({ [field]: { $ilike: pattern } })),
    });
  }
  if (status !== 'all') conditions.push({ status });
  if (assigneeId !== undefined) conditions.push({ assignee: assigneeId });
  return conditions;
}

const allOf = (conditions: FilterQuery<IJobApplication>[]): FilterQuery<IJobApplication> => (conditions.length ? { $and: conditions } : {});

/**
 * One page of the admin list, newest first. Without a search or 'Mine' the total comes from the
 * trigger-kept counters; only those count their matches.
 */
export async function applicationPage(em: EntityManager, input: ApplicationFilter & { page: number; limit: number }): Promise<ApplicationPage> {
  const where = allOf(applicationWhere(input));
  const [rows, total] = await Promise.all([
    em.find(JobApplication, where, { orderBy: NEWEST_FIRST, limit: input.limit, offset: pageOffset(input) }),
    input.search || input.assigneeId !== undefined
      ? em.count(JobApplication, where)
      : readRowCounts(em, ['job_applications']).then((c) => c.get('job_applications', input.status === 'all' ? undefined : input.status)),
  ]);
  return { items: rows.map(toAdminApplicationDto), total, page: input.page, limit: input.limit };
}

/**
 * A batch of the CSV export: applications matching the filter with an id below `after`, highest
 * id first (keyset paging on the primary key). Rows are read without the identity map, so a long
 * export holds one batch in memory at a time.
 */
export async function applicationBatch(em: EntityManager, input: ApplicationFilter & { after?: number; limit: number }): Promise<ApplicationBatch> {
  const conditions = applicationWhere(input);
  if (input.after !== undefined) conditions.push({ id: { $lt: input.after } });
  const rows = await em.find(JobApplication, allOf(conditions), { orderBy: { id: 'desc' }, limit: input.limit, disableIdentityMap: true });
  return { items: rows.map(toAdminApplicationDto), next: rows.length === input.limit ? rows[rows.length - 1]!.id : null };
}

/** Counts per status from row_counts, and today's applications through the applied_at index. */
export async function applicationCounts(em: EntityManager, now: Date): Promise<ApplicationCounts> {
  const [counts, todayRows] = await Promise.all([
    readRowCounts(em, ['job_applications']),
    query<{ n: number }>(
      em,
      sql`select count(*)::int as n from job_applications
          where applied_at >= date_trunc('day', ${now.toISOString()}::timestamptz, ${COMPANY_TIME_ZONE})`,
    ),
  ]);
  return {
    total: counts.get('job_applications'),
    submitted: counts.get('job_applications', 'submitted'),
    under_review: counts.get('job_applications', 'under_review'),
    accepted: counts.get('job_applications', 'accepted'),
    rejected: counts.get('job_applications', 'rejected'),
    withdrawn: counts.get('job_applications', 'withdrawn'),
    today: todayRows[0]?.n ?? 0,
  };
}

/** A job's title in a reader's language: its French title in French when it has one (docs/jobs.md, 'English and French'). */
export const jobTitleIn = (job: Pick<IJob, 'title' | 'titleFr'>, locale: Locale) => (locale === 'fr' && job.titleFr?.trim() ? job.titleFr.trim() : job.title);

/** What an application's mail calls its job, in `locale` (the application's own by default): the title of its job in it, or the title kept with the application. */
export async function applicationJobTitle(em: EntityManager, app: IJobApplication, locale: Locale = app.locale): Promise<string> {
  const kept = app.jobTitle ?? (locale === 'fr' ? 'ce poste' : 'the position');
  if (locale === 'en' || !app.job) return kept;
  const job = await em.findOne(Job, { id: app.job.id }, { fields: ['title', 'titleFr'] });
  return job?.titleFr?.trim() || kept;
}
