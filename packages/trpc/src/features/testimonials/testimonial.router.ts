import { Testimonial, type ITestimonial } from '@app/db';
import { ZTestimonialAdminPage, ZTestimonialDto, ZTestimonialPage } from '@app/shared/schemas/dtos';
import { ZTestimonialAdminListInput, ZTestimonialCreateInput, ZTestimonialListInput, ZTestimonialUpdateInput } from '@app/shared/schemas/inputs';
import { adminProcedure, publicProcedure, router } from '../../trpc.ts';
import { toTestimonialDto } from '../../dto.ts';
import { CACHE_KEYS } from '../../infra/cache-keys.ts';
import { adminTestimonials, publicTestimonials } from './testimonials.ts';
import { reserveId } from '../audit/audit.ts';
import { adminRead, adminRecord } from '../../admin-procedures.ts';
import { WRITING } from '../../procedure-meta.ts';

/** How the admin procedures find a testimonial, and what the audit log keeps of it (long texts cut). */
const TESTIMONIAL = adminRecord<ITestimonial>({
  entity: Testimonial,
  notFound: 'Testimonial not found',
  action: 'testimonial',
  targetType: 'testimonial',
  fields: ['name', 'company', 'position', 'content', 'rating', 'imageUrl', 'featured'],
  label: (row) => row.name,
});

export const testimonialRouter = router({
  /** GET /api/testimonials: featured first, then newest, a page at a time. */
  list: publicProcedure
    .meta({
      access: 'public',
      rest: { method: 'GET', path: '/api/testimonials', paged: true, summary: 'Testimonials, featured first, then newest; page, limit' },
      publicRead: true,
      cacheKeys: [CACHE_KEYS.testimonials],
    })
    .input(ZTestimonialListInput)
    .output(ZTestimonialPage)
    .query(({ ctx, input }) => publicTestimonials(ctx.em, input)),

  /** GET /api/admin/testimonials: one tab (all, featured, regular), searched and paged; with the screen's figures. */
  adminList: adminRead(ZTestimonialAdminListInput, ZTestimonialAdminPage, adminTestimonials).meta({
    access: WRITING,
    rest: {
      method: 'GET',
      path: '/api/admin/testimonials',
      query: ['filter', 'search'],
      paged: true,
      summary: 'Testimonials: filter all|featured|regular, search; page, limit',
    },
  }),

  byId: TESTIMONIAL.byIdProcedure(ZTestimonialDto, toTestimonialDto).meta({
    access: WRITING,
    rest: { method: 'GET', path: '/api/admin/testimonials/:id', summary: 'One testimonial' },
  }),

  create: adminProcedure
    .meta({ access: WRITING, rest: { method: 'POST', path: '/api/admin/testimonials', status: 201, body: true, summary: 'Create a testimonial' } })
    .input(ZTestimonialCreateInput)
    .output(ZTestimonialDto)
    .mutation(async ({ ctx, input }) => {
      const row = ctx.em.create(Testimonial, {
        id: await reserveId(ctx.em, Testimonial),
        ...input,
        company: input.company ?? null,
        position: input.position ?? null,
        imageUrl: input.imageUrl ?? null,
      });
      await TESTIMONIAL.flushCreated(ctx, row);
      return toTestimonialDto(row);
    }),

  update: adminProcedure
    .meta({ access: WRITING, rest: { method: 'PATCH', path: '/api/admin/testimonials/:id', body: true, summary: 'Update a testimonial' } })
    .input(ZTestimonialUpdateInput)
    .output(ZTestimonialDto)
    .mutation(async ({ ctx, input }) => {
      const { id, ...fields } = input;
      const row = await TESTIMONIAL.find(ctx, id);
      const before = TESTIMONIAL.audited(row);
      for (const [key, value] of Object.entries(fields)) {
        const clearable = key === 'company' || key === 'position' || key === 'imageUrl';
        if (value !== undefined || clearable) (row as Record<string, unknown>)[key] = value ?? null;
      }
      await TESTIMONIAL.flushUpdated(ctx, row, before);
      return toTestimonialDto(row);
    }),

  delete: TESTIMONIAL.deleteProcedure().meta({
    access: WRITING,
    rest: { method: 'DELETE', path: '/api/admin/testimonials/:id', summary: 'Delete a testimonial' },
  }),
});
