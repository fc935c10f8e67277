import { Testimonial, type ITestimonial } from '@app/db';
import { ZTestimonialAdminPage, ZTestimonialDto, ZTestimonialPage } from '@app/shared/schemas/dtos';
import { ZTestimonialAdminListInput, ZTestimonialCreateInput, ZTestimonialListInput, ZTestimonialUpdateInput } from '@app/shared/schemas/inputs';
import { adminProcedure, publicProcedure, router } from '../../trpc.ts';
import { toTestimonialDto } from '../../dto.ts';
import { adminTestimonials, publicTestimonials } from './testimonials.ts';
import { reserveId } from '../audit/audit.ts';
import { adminRead, adminRecord } from '../../admin-procedures.ts';

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
    .input(ZTestimonialListInput)
    .output(ZTestimonialPage)
    .query(({ ctx, input }) => publicTestimonials(ctx.em, input)),

  /** GET /api/admin/testimonials: one tab (all, featured, regular), searched and paged; with the screen's figures. */
  adminList: adminRead(ZTestimonialAdminListInput, ZTestimonialAdminPage, adminTestimonials),

  byId: TESTIMONIAL.byIdProcedure(ZTestimonialDto, toTestimonialDto),

  create: adminProcedure
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

  delete: TESTIMONIAL.deleteProcedure(),
});
