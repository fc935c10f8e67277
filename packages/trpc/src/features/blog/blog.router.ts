import { TRPCError } from '@trpc/server';
import { BlogPost, type IBlogPost } from '@app/db';
import { ZBlogAdminPage, ZBlogListPage, ZBlogPostDto, type BlogPostDto } from '@app/shared/schemas/dtos';
import { ZBlogAdminListInput, ZBlogListInput, ZBlogPostCreateInput, ZBlogPostUpdateInput, ZBySlugInput } from '@app/shared/schemas/inputs';
import { adminProcedure, notFound, publicProcedure, router } from '../../trpc.ts';
import { CACHE_KEYS, blogPostKey } from '../../infra/cache-keys.ts';
import { getAdmin } from '../../auth.ts';
import { toBlogPostDto } from '../../dto.ts';
import type { Context } from '../../context.ts';
import { adminPosts, publishedPosts } from './blog.ts';
import { reserveId } from '../audit/audit.ts';
import { adminRead, adminRecord } from '../../admin-procedures.ts';
import { WRITING } from '../../procedure-meta.ts';

export const SLUG_TAKEN = 'This slug is already used by another post. Choose a different slug.';

async function assertSlugFree(ctx: Context, slug: string, exceptId?: number) {
  const other = await ctx.em.findOne(BlogPost, { slug }, { fields: ['id'] });
  if (other && other.id !== exceptId) throw new TRPCError({ code: 'CONFLICT', message: SLUG_TAKEN });
}

/** How the admin procedures find a post, and what the audit log keeps of it (long texts cut). */
const POST = adminRecord<IBlogPost>({
  entity: BlogPost,
  notFound: 'Blog post not found',
  action: 'blog',
  targetType: 'blog_post',
  fields: ['title', 'slug', 'excerpt', 'content', 'titleFr', 'excerptFr', 'contentFr', 'imageUrl', 'category', 'author', 'published', 'publishedAt'],
  label: (post) => post.title,
});

export const blogRouter = router({
  /**
   * GET /api/blog: a page of published posts, newest first, searched and filtered by category;
   * `related` leaves that post out and puts its category first. Bodies are excerpts; the answer
   * also lists the categories with their counts.
   */
  list: publicProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'GET',
        path: '/api/blog',
        query: ['search', 'category', 'related'],
        paged: true,
        summary: 'Published posts, newest first: search, category, related (a slug); page, limit',
      },
      publicRead: true,
      cacheKeys: [CACHE_KEYS.blogList],
    })
    .input(ZBlogListInput)
    .output(ZBlogListPage)
    .query(({ ctx, input }) => publishedPosts(ctx.em, input)),

  /** GET /api/blog/{slug}: a published post; drafts only for admins (the admin "View" preview). */
  bySlug: publicProcedure
    .meta({
      access: 'public',
      rest: { method: 'GET', path: '/api/blog/:slug', summary: 'One published post' },
      publicRead: true,
      cacheKeys: (post: BlogPostDto) => [blogPostKey(post.id)],
    })
    .input(ZBySlugInput)
    .output(ZBlogPostDto)
    .query(async ({ ctx, input }) => {
      const post = await ctx.em.findOne(BlogPost, { slug: input.slug });
      if (!post || (!post.published && !(await getAdmin(ctx)))) notFound('Blog post not found');
      return toBlogPostDto(post);
    }),

  /** GET /api/admin/blog: a page of posts of one status (or all), drafts included; with the count of each status. */
  adminList: adminRead(ZBlogAdminListInput, ZBlogAdminPage, adminPosts).meta({
    access: WRITING,
    rest: {
      method: 'GET',
      path: '/api/admin/blog',
      query: ['status', 'search'],
      paged: true,
      summary: 'Posts, drafts included: status all|published|draft, search; page, limit',
    },
  }),

  /** One post with its whole body, drafts included (the admin edit dialog). */
  byId: POST.byIdProcedure(ZBlogPostDto, toBlogPostDto).meta({ access: WRITING }),

  /** POST /api/admin/blog */
  create: adminProcedure
    .meta({ access: WRITING, rest: { method: 'POST', path: '/api/admin/blog', status: 201, body: true, summary: 'Create a post' }, errors: [409] })
    .input(ZBlogPostCreateInput)
    .output(ZBlogPostDto)
    .mutation(async ({ ctx, input }) => {
      await assertSlugFree(ctx, input.slug);
      const now = ctx.now();
      const post = ctx.em.create(BlogPost, {
        id: await reserveId(ctx.em, BlogPost),
        ...input,
        imageUrl: input.imageUrl ?? null,
        titleFr: input.titleFr ?? null,
        excerptFr: input.excerptFr ?? null,
        contentFr: input.contentFr ?? null,
        category: input.category ?? 'General',
        author: input.author ?? 'Editorial Team',
        published: input.published ?? false,
        publishedAt: input.published ? now : null,
      });
      await POST.flushCreated(ctx, post);
      return toBlogPostDto(post);
    }),

  /** PATCH /api/admin/blog/{id}: only the fields sent change. Publishing stamps the date. */
  update: adminProcedure
    .meta({ access: WRITING, rest: { method: 'PATCH', path: '/api/admin/blog/:id', body: true, summary: 'Update the fields sent' }, errors: [409] })
    .input(ZBlogPostUpdateInput)
    .output(ZBlogPostDto)
    .mutation(async ({ ctx, input }) => {
      const { id, ...fields } = input;
      const post = await POST.find(ctx, id);
      if (fields.slug && fields.slug !== post.slug) await assertSlugFree(ctx, fields.slug, id);
      const before = POST.audited(post);
      const changes: Partial<IBlogPost> = {};
      for (const [key, value] of Object.entries(fields)) {
        if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
      }
      // A field sent blank clears it (the image, the French version).
      for (const key of ['imageUrl', 'titleFr', 'excerptFr', 'contentFr'] as const) if (key in fields && fields[key] === undefined) changes[key] = null;
      if (fields.published === true && !post.published) changes.publishedAt = ctx.now();
      if (fields.published === false) changes.publishedAt = null;
      ctx.em.assign(post, changes);
      await POST.flushUpdated(ctx, post, before);
      return toBlogPostDto(post);
    }),

  /** DELETE /api/admin/blog/{id} */
  delete: POST.deleteProcedure().meta({ access: WRITING, rest: { method: 'DELETE', path: '/api/admin/blog/:id', summary: 'Delete a post' } }),
});
