import type { EntityManager } from '@app/db';
import { publishedJobsSql } from '../jobs/job-search.ts';
import { query, raw, sql } from '../../infra/sql.ts';

/**
 * What the sitemap and the feeds read: published jobs and posts as plain rows (never entities),
 * in keyset pages on the primary key, so 100,000 jobs are read a few thousand rows at a time.
 */

/** A timestamptz as JavaScript's toISOString() writes it. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** When a job last changed: its update time, or its posting time when that is later (a repost). */
const JOB_LASTMOD = raw(iso('greatest(j.updated_at, j.posted_at)'));
const POST_LASTMOD = raw(iso('greatest(p.updated_at, p.published_at)'));

/** One URL of a sitemap: the id it is paged on, the path part (job id or post slug) and lastmod. */
export interface SitemapRow {
  id: number;
  /** The job id or the post slug. */
  key: string;
  lastmod: string;
}

export type SitemapSection = 'jobs' | 'posts';

/**
 * The published jobs `j` as the sitemap reads them. `j.id > 0` (always true) is part of the
 * predicate of jobs_open_id_index, the open jobs by id: only a statement that states it can use that
 * index, so the sitemap's counts and pages are index-only scans of it and no other read (a search's
 * matches) can take a scan of every open job through it (the sitemap index migration).
 */
const sitemapJobsSql = (now: Date) => sql`${publishedJobsSql(now)} and j.id > 0`;

/** How many URLs each section holds: published (open) jobs and published posts. */
export async function sitemapCounts(em: EntityManager, now: Date): Promise<Record<SitemapSection, number>> {
  const [row] = await query<{ jobs: number; posts: number }>(
    em,
    sql`select (select count(*)::int from jobs j where ${sitemapJobsSql(now)}) as jobs,
               (select count(*)::int from blog_posts p where p.published) as posts`,
  );
  return { jobs: row!.jobs, posts: row!.posts };
}

/**
 * The latest lastmod of each file of a section split into files of `size` URLs (file 1 holds the
 * `size` lowest ids, and so on): one pass over the section's ids.
 */
export async function sitemapFileLastmods(
  em: EntityManager,
  section: SitemapSection,
  now: Date,
  size: number,
): Promise<{ file: number; lastmod: string | null }[]> {
  const source =
    section === 'jobs'
      ? sql`select j.id, greatest(j.updated_at, j.posted_at) as changed from jobs j where ${sitemapJobsSql(now)}`
      : raw('select p.id, greatest(p.updated_at, p.published_at) as changed from blog_posts p where p.published');
  return query<{ file: number; lastmod: string | null }>(
    em,
    sql`select file, ${raw(iso('max(changed)'))} as lastmod
        from (select ((row_number() over (order by id) - 1) / ${size})::int + 1 as file, changed from (${source}) s) numbered
        group by file order by file`,
  );
}

/**
 * Up to `limit` URLs of a section in id order: the first ones after skipping `offset` rows, or,
 * for the next page, those after the id `after` (keyset, no offset).
 */
export async function sitemapRows(
  em: EntityManager,
  section: SitemapSection,
  now: Date,
  page: { limit: number; after?: number; offset?: number },
): Promise<SitemapRow[]> {
  const after = page.after === undefined ? raw('true') : section === 'jobs' ? sql`j.id > ${page.after}` : sql`p.id > ${page.after}`;
  const offset = page.after === undefined && page.offset ? sql` offset ${page.offset}` : raw('');
  const statement =
    section === 'jobs'
      ? sql`select j.id, j.id::text as key, ${JOB_LASTMOD} as lastmod from jobs j
            where ${sitemapJobsSql(now)} and ${after} order by j.id limit ${page.limit}${offset}`
      : sql`select p.id, p.slug as key, ${POST_LASTMOD} as lastmod from blog_posts p
            where p.published and ${after} order by p.id limit ${page.limit}${offset}`;
  return query<SitemapRow>(em, statement);
}

/**
 * Every URL of one file of a section (`file` counted from 1, `size` URLs per file), read in
 * keyset pages of `batch` rows.
 */
export async function* sitemapFileRows(
  em: EntityManager,
  section: SitemapSection,
  now: Date,
  file: { file: number; size: number; batch?: number },
): AsyncGenerator<SitemapRow[]> {
  const batch = Math.max(1, Math.min(file.batch ?? 5000, file.size));
  let left = file.size;
  let after: number | undefined;
  while (left > 0) {
    const rows = await sitemapRows(em, section, now, {
      limit: Math.min(batch, left),
      ...(after === undefined ? { offset: (file.file - 1) * file.size } : { after }),
    });
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    after = rows[rows.length - 1]!.id;
    if (rows.length < batch) return;
  }
}

/** A published post for the blog feed. */
export interface FeedPostRow {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  imageUrl: string | null;
  publishedAt: string;
  updatedAt: string;
}

/** The newest published posts, for the blog feed. */
export function feedPosts(em: EntityManager, limit: number): Promise<FeedPostRow[]> {
  return query<FeedPostRow>(
    em,
    sql`select p.slug, p.title, p.excerpt, p.category, p.author, p.image_url as "imageUrl",
               ${raw(iso('coalesce(p.published_at, p.created_at)'))} as "publishedAt", ${POST_LASTMOD} as "updatedAt"
        from blog_posts p where p.published
        order by p.published_at desc nulls last, p.id desc limit ${limit}`,
  );
}
