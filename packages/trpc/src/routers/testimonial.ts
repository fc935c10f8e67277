import { Testimonial } from '@app/db';
import {
  ZByIdInput,
  ZDeleted,
  ZTestimonialAdminListInput,
  ZTestimonialAdminPage,
  ZTestimonialCreateInput,
  ZTestimonialDto,
  ZTestimonialListInput,
  ZTestimonialPage,
  ZTestimonialUpdateInput,
} from '@app/validators';
import { adminProcedure, notFound, publicProcedure, router } from '../trpc.ts';
import { toTestimonialDto } from '../dto.ts';
import { adminTestimonials, publicTestimonials } from '../domain/testimonials.ts';
import { changedFields, flushWithAudit, pick, reserveId } from '../domain/audit.ts';

/** What the audit log keeps of a testimonial (long texts cut). */
const AUDITED_TESTIMONIAL_FIELDS = ['name', 'company', 'position', 'content', 'rating', 'imageUrl', 'featured'] as const;

export const testimonialRouter = router({
  /** GET /api/testimonials: featured first, then newest, a page at a time. */
  list: publicProcedure
    .input(ZTestimonialListInput)
    .output(ZTestimonialPage)
    .query(({ ctx, input }) => publicTestimonials(ctx.em, input)),

  /** GET /api/admin/testimonials: one tab (all, featured, regular), searched and paged; with the screen's figures. */
  adminList: adminProcedure
    .input(ZTestimonialAdminListInput)
    .output(ZTestimonialAdminPage)
    .query(({ ctx, input }) => adminTestimonials(ctx.em, input)),

  byId: adminProcedure
    .input(ZByIdInput)
    .output(ZTestimonialDto)
    .query(async ({ ctx, input }) => {
      const row = await ctx.em.findOne(Testimonial, { id: input.id });
      if (!row) notFound('Testimonial not found');
      return toTestimonialDto(row);
    }),

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
      await flushWithAudit(ctx, {
        action: 'testimonial.create',
        targetType: 'testimonial',
        targetId: row.id,
        label: row.name,
        after: pick(row, AUDITED_TESTIMONIAL_FIELDS),
      });
      return toTestimonialDto(row);
    }),

  update: adminProcedure
    .input(ZTestimonialUpdateInput)
    .output(ZTestimonialDto)
    .mutation(async ({ ctx, input }) => {
      const { id, ...fields } = input;
      const row = await ctx.em.findOne(Testimonial, { id });
      if (!row) notFound('Testimonial not found');
      const before = pick(row, AUDITED_TESTIMONIAL_FIELDS);
      for (const [key, value] of Object.entries(fields)) {
        const clearable = key === 'company' || key === 'position' || key === 'imageUrl';
        if (value !== undefined || clearable) (row as Record<string, unknown>)[key] = value ?? null;
      }
      await flushWithAudit(ctx, {
        action: 'testimonial.update',
        targetType: 'testimonial',
        targetId: row.id,
        label: row.name,
        ...changedFields(before, pick(row, AUDITED_TESTIMONIAL_FIELDS)),
      });
      return toTestimonialDto(row);
    }),

  delete: adminProcedure
    .input(ZByIdInput)
    .output(ZDeleted)
    .mutation(async ({ ctx, input }) => {
      const row = await ctx.em.findOne(Testimonial, { id: input.id });
      if (!row) notFound('Testimonial not found');
      const before = pick(row, AUDITED_TESTIMONIAL_FIELDS);
      ctx.em.remove(row);
      await flushWithAudit(ctx, { action: 'testimonial.delete', targetType: 'testimonial', targetId: input.id, label: row.name, before });
      return { success: true, id: input.id };
    }),
});
