import { Testimonial } from '@app/db';
import { ZByIdInput, ZTestimonialAdminListInput, ZTestimonialCreateInput, ZTestimonialListInput, ZTestimonialUpdateInput } from '@app/validators';
import { adminProcedure, notFound, publicProcedure, router } from '../trpc.ts';
import { toTestimonialDto } from '../dto.ts';
import { adminTestimonials, publicTestimonials } from '../domain/testimonials.ts';

export const testimonialRouter = router({
  /** GET /api/testimonials: featured first, then newest, a page at a time. */
  list: publicProcedure.input(ZTestimonialListInput).query(({ ctx, input }) => publicTestimonials(ctx.em, input)),

  /** GET /api/admin/testimonials: one tab (all, featured, regular), searched and paged; with the screen's figures. */
  adminList: adminProcedure.input(ZTestimonialAdminListInput).query(({ ctx, input }) => adminTestimonials(ctx.em, input)),

  byId: adminProcedure.input(ZByIdInput).query(async ({ ctx, input }) => {
    const row = await ctx.em.findOne(Testimonial, { id: input.id });
    if (!row) notFound('Testimonial not found');
    return toTestimonialDto(row);
  }),

  create: adminProcedure.input(ZTestimonialCreateInput).mutation(async ({ ctx, input }) => {
    const row = ctx.em.create(Testimonial, {
      ...input,
      company: input.company ?? null,
      position: input.position ?? null,
      imageUrl: input.imageUrl ?? null,
    });
    await ctx.em.flush();
    return toTestimonialDto(row);
  }),

  update: adminProcedure.input(ZTestimonialUpdateInput).mutation(async ({ ctx, input }) => {
    const { id, ...fields } = input;
    const row = await ctx.em.findOne(Testimonial, { id });
    if (!row) notFound('Testimonial not found');
    for (const [key, value] of Object.entries(fields)) {
      const clearable = key === 'company' || key === 'position' || key === 'imageUrl';
      if (value !== undefined || clearable) (row as Record<string, unknown>)[key] = value ?? null;
    }
    await ctx.em.flush();
    return toTestimonialDto(row);
  }),

  delete: adminProcedure.input(ZByIdInput).mutation(async ({ ctx, input }) => {
    const row = await ctx.em.findOne(Testimonial, { id: input.id });
    if (!row) notFound('Testimonial not found');
    ctx.em.remove(row);
    await ctx.em.flush();
    return { success: true, id: input.id };
  }),
});
