import type { EntityManager } from '@app/db';
import { JOB_VIEW_SOURCES, conversionOf, type JobViewSource } from '@app/shared/job-stats';
import type { ApplicationsPerWeekDto, JobStatsDto } from '@app/shared/schemas/job-stats';
import { zonedDate } from '@app/shared/time-zone';
import { query, sql } from '../../infra/sql.ts';

/** The column of job_daily_stats that counts the visitors of each source. */
const SOURCE_COLUMNS: Record<JobViewSource, string> = {
  search: 'from_search',
  google_jobs: 'from_google_jobs',
  job_alerts: 'from_job_alerts',
  direct: 'from_direct',
  other: 'from_other',
};

interface TotalsRow {
  views: number;
  visitors: number;
  starts: number;
  applications: number;
  from_search: number;
  from_google_jobs: number;
  from_job_alerts: number;
  from_direct: number;
  from_other: number;
}

/**
 * A job's figures (GET /api/admin/jobs/{id}/stats): views, unique visitors, apply-form starts and
 * applications for each of the last `days` days (today included, company time, zeros included),
 * the totals and the visitors by source since counting began. The job must exist (the caller checks).
 */
export async function jobStats(em: EntityManager, jobId: number, days: number, now: Date): Promise<JobStatsDto> {
  const to = zonedDate(now);
  const perDay = await query<{ day: string; views: number; visitors: number; starts: number; applications: number }>(
    em,
    sql`select to_char(g.day, 'YYYY-MM-DD') as day, coalesce(s.views, 0) as views, coalesce(s.visitors, 0) as visitors,
               coalesce(s.starts, 0) as starts, coalesce(s.applications, 0) as applications
        from generate_series((${to}::date - (${days}::int - 1))::timestamp, ${to}::date::timestamp, interval '1 day') as g(day)
        left join job_daily_stats s on s.job_id = ${jobId} and s.day = g.day::date
        order by g.day`,
  );
  const [totals] = await query<TotalsRow>(
    em,
    sql`select coalesce(sum(views), 0)::int as views, coalesce(sum(visitors), 0)::int as visitors, coalesce(sum(starts), 0)::int as starts,
               coalesce(sum(applications), 0)::int as applications,
               coalesce(sum(from_search), 0)::int as from_search, coalesce(sum(from_google_jobs), 0)::int as from_google_jobs,
               coalesce(sum(from_job_alerts), 0)::int as from_job_alerts, coalesce(sum(from_direct), 0)::int as from_direct,
               coalesce(sum(from_other), 0)::int as from_other
        from job_daily_stats where job_id = ${jobId}`,
  );
  const t = totals!;
  return {
    jobId,
    from: perDay[0]?.day ?? to,
    to,
    days: perDay,
    totals: { views: t.views, visitors: t.visitors, starts: t.starts, applications: t.applications, conversion: conversionOf(t.applications, t.views) },
    sources: JOB_VIEW_SOURCES.map((source) => ({ source, visitors: t[SOURCE_COLUMNS[source] as keyof TotalsRow] })),
  };
}

/**
 * Applications received per week (Monday to Sunday, company time) for the last `weeks` weeks, the
 * current one so far last; counted when each application arrived, so a deleted job's stay.
 */
export async function applicationsPerWeek(em: EntityManager, weeks: number, now: Date): Promise<ApplicationsPerWeekDto> {
  const today = zonedDate(now);
  const rows = await query<{ week_start: string; applications: number }>(
    em,
    sql`with span as (select date_trunc('week', ${today}::date)::date as this_week)
        select to_char(g.week, 'YYYY-MM-DD') as week_start, coalesce(sum(s.applications), 0)::int as applications
        from span, generate_series((span.this_week - (${weeks}::int - 1) * 7)::timestamp, span.this_week::timestamp, interval '7 days') as g(week)
        left join job_daily_stats s on s.day >= g.week::date and s.day < g.week::date + 7
        group by g.week order by g.week`,
  );
  return { weeks: rows.map((r) => ({ weekStart: r.week_start, applications: r.applications })) };
}
