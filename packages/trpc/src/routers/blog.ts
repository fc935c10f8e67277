import { TRPCError } from '@trpc/server';
import { BlogPost, type FilterQuery, type IBlogPost } from '@app/db';
import { ZBlogListInput, ZBlogPostCreateInput, ZBlogPostUpdateInput, ZByIdInput, ZBySlugInput } from '@app/validators';
import { adminProcedure, notFound, publicProcedure, router } from '../trpc.ts';
import { getAdmin } from '../auth.ts';
import { toBlogPostDto } from '../dto.ts';
import type { Context } from '../context.ts';
import { likePattern } from '../domain/sql.ts';

export const SLUG_TAKEN = 'This slug is already used by another post. Choose a different slug.';

async function assertSlugFree(ctx: Context, slug: string, exceptId?: number) {
  const other = await ctx.em.findOne(BlogPost, { slug }, { fields: ['id'] });
  if (other && other.id !== exceptId) throw new TRPCError({ code: 'CONFLICT', message: SLUG_TAKEN });
}

export const blogRouter = router({
  /** GET /api/blog: published posts, newest first; optional search and category. */
  list: publicProcedure.input(ZBlogListInput).query(async ({ ctx, input }) => {
    const conditions: FilterQuery<IBlogPost>[] = [{ published: true }];
    if (input.search) {
      const pattern = likePattern(input.search);
      conditions.push({ $or: [{ title: { $ilike: pattern } }, { excerpt: { $ilike: pattern } }, { content: { $ilike: pattern } }] });
    }
    if (input.category && input.category.toLowerCase() !== 'all') conditions.push({ category: input.category });
    const posts = await ctx.em.find(BlogPost, { $and: conditions }, { orderBy: { publishedAt: 'desc', id: 'desc' } });
    return posts.map(toBlogPostDto);
  }),

  /** GET /api/blog/{slug}: a published post; drafts only for admins (the admin "View" preview). */
  bySlug: publicProcedure.input(ZBySlugInput).query(async ({ ctx, input }) => {
    const post = await ctx.em.findOne(BlogPost, { slug: input.slug });
    if (!post || (!post.published && !(await getAdmin(ctx)))) notFound('Blog post not found');
    return toBlogPostDto(post);
  }),

  /** GET /api/admin/blog: every post, drafts included. */
  adminList: adminProcedure.query(async ({ ctx }) => {
    const posts = await ctx.em.find(BlogPost, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return posts.map(toBlogPostDto);
  }),

  /** POST /api/admin/blog */
  create: adminProcedure.input(ZBlogPostCreateInput).mutation(async ({ ctx, input }) => {
    await assertSlugFree(ctx, input.slug);
    const now = ctx.now();
    const post = ctx.em.create(BlogPost, {
      ...input,
      imageUrl: input.imageUrl ?? null,
      category: input.category ?? 'General',
      author: input.author ?? 'Editorial Team',
      published: input.published ?? false,
      publishedAt: input.published ? now : null,
    });
    await ctx.em.flush();
    return toBlogPostDto(post);
  }),

  /** PATCH /api/admin/blog/{id}: only the fields sent change. Publishing stamps the date. */
  update: adminProcedure.input(ZBlogPostUpdateInput).mutation(async ({ ctx, input }) => {
    const { id, ...fields } = input;
    const post = await ctx.em.findOne(BlogPost, { id });
    if (!post) notFound('Blog post not found');
    if (fields.slug && fields.slug !== post.slug) await assertSlugFree(ctx, fields.slug, id);
    const changes: Partial<IBlogPost> = {};
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
    }
    if ('imageUrl' in fields && fields.imageUrl === undefined) changes.imageUrl = null;
    if (fields.published === true && !post.published) changes.publishedAt = ctx.now();
    if (fields.published === false) changes.publishedAt = null;
    ctx.em.assign(post, changes);
    await ctx.em.flush();
    return toBlogPostDto(post);
  }),

  /** DELETE /api/admin/blog/{id} */
  delete: adminProcedure.input(ZByIdInput).mutation(async ({ ctx, input }) => {
    const post = await ctx.em.findOne(BlogPost, { id: input.id });
    if (!post) notFound('Blog post not found');
    ctx.em.remove(post);
    await ctx.em.flush();
    return { success: true, id: input.id };
  }),
});
