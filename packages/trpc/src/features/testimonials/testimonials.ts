import { Testimonial, type EntityManager, type FilterQuery, type ITestimonial } from '@app/db';
import { pageOffset } from '@app/shared/page-math';
import type { TestimonialAdminPage, TestimonialPage, TestimonialStatsDto } from '@app/shared/schemas/dtos';
import type { TestimonialFilter } from '@app/shared/schemas/inputs';
import { toTestimonialDto } from '../../dto.ts';
import { readRowCounts } from '../../infra/counters.ts';
import { likePattern, query, sql } from '../../infra/sql.ts';

/** Featured first, then newest. */
const ORDER = { featured: 'desc', createdAt: 'desc', id: 'desc' } as const;

/**
 * Figures of the admin screen: counts from the trigger-kept counters, the average rating and
 * the distinct companies from one small aggregate.
 */
export async function testimonialStats(em: EntityManager): Promise<TestimonialStatsDto> {
  const counts = await readRowCounts(em, ['testimonials']);
  const [row] = await query<{ average: string | null; companies: number }>(
    em,
    sql`select round(avg(rating)::numeric, 1)::text as average,
               count(distinct lower(btrim(company))) filter (where btrim(company) <> '')::int as companies
        from testimonials`,
  );
  const featured = counts.get('testimonials', 'featured');
  const regular = counts.get('testimonials', 'regular');
  return { total: featured + regular, featured, regular, averageRating: row?.average ? Number(row.average) : 0, companies: row?.companies ?? 0 };
}

async function testimonialPage(
  em: EntityManager,
  where: FilterQuery<ITestimonial>,
  page: { page: number; limit: number },
  knownTotal: number | undefined,
): Promise<TestimonialPage> {
  const rows = await em.find(Testimonial, where, { orderBy: ORDER, limit: page.limit, offset: pageOffset(page) });
  const total = knownTotal ?? (await em.count(Testimonial, where));
  return { items: rows.map(toTestimonialDto), total, page: page.page, limit: page.limit };
}

/** The public list: every testimonial, featured first then newest, a page at a time. */
export async function publicTestimonials(em: EntityManager, page: { page: number; limit: number }): Promise<TestimonialPage> {
  const counts = await readRowCounts(em, ['testimonials']);
  return testimonialPage(em, {}, page, counts.get('testimonials'));
}

/** The admin list: a tab (all, featured, regular), a search in name, company, position and words; with the figures. */
export async function adminTestimonials(
  em: EntityManager,
  input: { filter: TestimonialFilter; search?: string; page: number; limit: number },
): Promise<TestimonialAdminPage> {
  const stats = await testimonialStats(em);
  const conditions: FilterQuery<ITestimonial>[] = [];
  if (input.filter !== 'all') conditions.push({ featured: input.filter === 'featured' });
  if (input.search) {
    const pattern = likePattern(input.search);
    conditions.push({
      $or: [{ name: { $ilike: pattern } }, { company: { $ilike: pattern } }, { position: { $ilike: pattern } }, { content: { $ilike: pattern } }],
    });
  }
  const known = input.search ? undefined : input.filter === 'all' ? stats.total : stats[input.filter];
  const page = await testimonialPage(em, conditions.length ? { $and: conditions } : {}, input, known);
  return { ...page, stats };
}
