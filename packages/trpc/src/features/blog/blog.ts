import type { EntityManager } from '@app/db';
import { pageOffset } from '@app/shared/page-math';
import type { BlogAdminPage, BlogCategoryCount, BlogListPage, BlogPostSummaryDto, BlogStatusCounts } from '@app/shared/schemas/dtos';
import type { BlogStatus } from '@app/shared/schemas/inputs';
import { readRowCounts } from '../../infra/counters.ts';
import { all, likePattern, query, raw, sql, type Sql } from '../../infra/sql.ts';

/** How much of a post's body a list answer carries (cut at a word, with '…'). */
export const CONTENT_EXCERPT = 300;

/** A timestamptz as JavaScript's toISOString() writes it. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The start of a long text, cut at a word, for list answers. */
const excerpt = (column: string, max: number) =>
  `case when length(${column}) > ${max} then regexp_replace(left(${column}, ${max}), '\\s+\\S*$', '') || '…' else ${column} end`;

/** A post of a list as JSON (see BlogPostSummaryDto): every field, the body cut to an excerpt. */
const summaryJson = raw(`json_build_object(
  'id', p.id, 'slug', p.slug, 'title', p.title, 'excerpt', p.excerpt, 'content', ${excerpt('p.content', CONTENT_EXCERPT)},
  'titleFr', p.title_fr, 'excerptFr', p.excerpt_fr, 'contentFr', ${excerpt('p.content_fr', CONTENT_EXCERPT)},
  'imageUrl', p.image_url, 'category', p.category, 'author', p.author, 'published', p.published,
  'publishedAt', ${iso('p.published_at')}, 'updatedAt', ${iso('p.updated_at')})`);

/** Title, excerpt or body contains the words (any case). */
const textMatch = (search: string) => {
  const pattern = likePattern(search);
  return sql`p.title ilike ${pattern} or p.excerpt ilike ${pattern} or p.content ilike ${pattern} or p.title_fr ilike ${pattern} or p.excerpt_fr ilike ${pattern} or p.content_fr ilike ${pattern}`;
};

export async function blogStatusCounts(em: EntityManager): Promise<BlogStatusCounts> {
  const counts = await readRowCounts(em, ['blog_posts']);
  const published = counts.get('blog_posts', 'published');
  const draft = counts.get('blog_posts', 'draft');
  return { all: published + draft, published, draft };
}

interface PageRow {
  items: BlogPostSummaryDto[];
  total: number | null;
}

/** A list order over the columns of `top` (id, same, published_at, created_at). */
type Order = string[];
const orderBy = (order: Order, alias?: string) => raw(order.map((o) => (alias ? `${alias}.${o}` : o)).join(', '));

/**
 * One page of posts where `where` holds, in `order`; `same` marks the rows to put first.
 * `total` is counted only when not known already; `extra` adds columns to the answer row.
 */
async function postPage(
  em: EntityManager,
  parts: { where: Sql; same: Sql; order: Order },
  page: { page: number; limit: number },
  knownTotal: number | undefined,
  extra: Sql = raw(''),
): Promise<{ items: BlogPostSummaryDto[]; total: number; row: Record<string, unknown> }> {
  const total = knownTotal === undefined ? sql`(select count(*)::int from blog_posts p where ${parts.where})` : raw('null::int');
  const [row] = await query<PageRow & Record<string, unknown>>(
    em,
    sql`with top as (
        select p.id, ${parts.same} as same, p.published_at, p.created_at from blog_posts p where ${parts.where}
        order by ${orderBy(parts.order)} limit ${page.limit} offset ${pageOffset(page)}
      )
      select (select coalesce(json_agg(${summaryJson} order by ${orderBy(parts.order, 'top')}), '[]'::json)
              from top join blog_posts p on p.id = top.id) as items,
             ${total} as total${extra}`,
  );
  return { items: row!.items, total: knownTotal ?? row!.total ?? 0, row: row! };
}

/** Published posts: the marked ones first (related), then newest. */
const PUBLISHED_ORDER: Order = ['same desc', 'published_at desc nulls last', 'id desc'];
const WRITTEN_ORDER: Order = ['created_at desc', 'id desc'];

/** Categories of the published posts with their counts, most posts first. */
const categoriesSql = raw(`, (select coalesce(json_agg(json_build_object('name', c.category, 'count', c.n) order by c.n desc, c.category), '[]'::json)
       from (select category, count(*)::int as n from blog_posts where published group by category) c) as categories`);

/**
 * The public list: published posts, newest first, searched in title, excerpt and body, filtered
 * by category (any case). With `related`, that post is left out and posts of its category come
 * first. Every answer also carries the categories of the published posts for the filter buttons.
 */
export async function publishedPosts(
  em: EntityManager,
  input: { search?: string; category?: string; related?: string; page: number; limit: number },
): Promise<BlogListPage> {
  const conditions: Sql[] = [raw('p.published')];
  if (input.search) conditions.push(textMatch(input.search));
  if (input.category) conditions.push(sql`lower(p.category) = lower(${input.category})`);
  let same = raw('false');
  if (input.related) {
    conditions.push(sql`p.slug <> ${input.related}`);
    same = sql`coalesce(p.category = (select r.category from blog_posts r where r.slug = ${input.related}), false)`;
  }
  const unfiltered = !input.search && !input.category && !input.related;
  const known = unfiltered ? (await blogStatusCounts(em)).published : undefined;
  const { items, total, row } = await postPage(em, { where: all(conditions), same, order: PUBLISHED_ORDER }, input, known, categoriesSql);
  return { items, total, page: input.page, limit: input.limit, categories: row.categories as BlogCategoryCount[] };
}

/**
 * The admin list: drafts too, one status or all, newest written first, searched in title, slug,
 * excerpt and category; with the number of posts per status for the stat cards and tabs.
 */
export async function adminPosts(em: EntityManager, input: { status: BlogStatus; search?: string; page: number; limit: number }): Promise<BlogAdminPage> {
  const counts = await blogStatusCounts(em);
  const conditions: Sql[] = [];
  if (input.status === 'published') conditions.push(raw('p.published'));
  if (input.status === 'draft') conditions.push(raw('not p.published'));
  if (input.search) {
    const pattern = likePattern(input.search);
    conditions.push(sql`p.title ilike ${pattern} or p.slug ilike ${pattern} or p.excerpt ilike ${pattern} or p.category ilike ${pattern}`);
  }
  const known = input.search ? undefined : counts[input.status];
  const { items, total } = await postPage(em, { where: all(conditions), same: raw('false'), order: WRITTEN_ORDER }, input, known);
  return { items, total, page: input.page, limit: input.limit, counts };
}
