import { CarrierApplication, ContactMessage, NewsletterSubscription, TransportationQuote, WarehouseQuote } from '@app/db';
import {
  SUBSCRIPTION_STATUSES,
  ZCarrierJoinInput,
  ZContactInput,
  ZLeadExportInput,
  ZLeadListInput,
  ZLeadStatusInput,
  ZLeadStatusValue,
  ZNewsletterInput,
  ZTransportationQuoteInput,
  ZWarehouseQuoteInput,
  z,
} from '@app/validators';
import { TRPCError } from '@trpc/server';
import { adminProcedure, notFound, router } from '../trpc.ts';
import { limitWrites, publicWriteProcedure } from '../maintenance.ts';
import { LEAD_KIND_SPECS, leadBatch, leadCounts, leadPage, toLeadDto, type LeadRow } from '../domain/leads.ts';

type Row = LeadRow;

export { LEAD_KIND_SPECS, toLeadDto };

const received = (id: number, message: string) => ({ success: true as const, id, message });

export const contactRouter = router({
  /** POST /api/contact */
  submit: publicWriteProcedure.input(ZContactInput).use(limitWrites('contact')).mutation(async ({ ctx, input }) => {
    const row = ctx.em.create(ContactMessage, { ...input, phone: input.phone ?? null, company: input.company ?? null });
    await ctx.em.flush();
    return received(row.id, "Thank you for your message. We'll get back to you within 24 hours.");
  }),
});

export const quoteRouter = router({
  /** POST /api/quotes/transportation */
  transportation: publicWriteProcedure.input(ZTransportationQuoteInput).use(limitWrites('quote')).mutation(async ({ ctx, input }) => {
    const row = ctx.em.create(TransportationQuote, {
      ...input,
      weight: input.weight ?? null,
      specialRequirements: input.specialRequirements ?? null,
    });
    await ctx.em.flush();
    return received(row.id, "We'll contact you within 24 hours with a customized transportation solution.");
  }),

  /** POST /api/quotes/warehouse */
  warehouse: publicWriteProcedure.input(ZWarehouseQuoteInput).use(limitWrites('quote')).mutation(async ({ ctx, input }) => {
    const row = ctx.em.create(WarehouseQuote, {
      ...input,
      phone: input.phone ?? null,
      storageNeeds: input.storageNeeds ?? null,
      message: input.message ?? null,
    });
    await ctx.em.flush();
    return received(row.id, "Thank you for your inquiry! We'll contact you within 24 hours.");
  }),
});

export const carrierRouter = router({
  /** POST /api/carriers/join */
  join: publicWriteProcedure.input(ZCarrierJoinInput).use(limitWrites('carrier')).mutation(async ({ ctx, input }) => {
    const row = ctx.em.create(CarrierApplication, {
      companyName: input.companyName ?? null,
      contactName: input.contactName ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      fleetSize: input.fleetSize ?? null,
      equipmentTypes: input.equipmentTypes ?? null,
      serviceAreas: input.serviceAreas ?? null,
      message: input.message ?? null,
    });
    await ctx.em.flush();
    return received(row.id, "Thank you for your interest! We'll review your application and contact you soon.");
  }),
});

export const newsletterRouter = router({
  /** POST /api/newsletter: subscribing twice is fine; an unsubscribed address is re-activated. */
  subscribe: publicWriteProcedure.input(ZNewsletterInput).use(limitWrites('newsletter')).mutation(async ({ ctx, input }) => {
    const email = input.email.toLowerCase();
    const existing = await ctx.em.findOne(NewsletterSubscription, { email });
    if (existing) {
      const wasActive = existing.status === 'active';
      existing.status = 'active';
      await ctx.em.flush();
      return { success: true as const, alreadySubscribed: wasActive, message: wasActive ? "You're already subscribed. Thanks for reading!" : 'Welcome back! Your subscription is active again.' };
    }
    // A concurrent identical request may insert first; upsert keeps this idempotent.
    await ctx.em.upsert(NewsletterSubscription, { email, source: input.source ?? null, status: 'active' }, { onConflictFields: ['email'], onConflictAction: 'ignore' });
    return { success: true as const, alreadySubscribed: false, message: 'Thanks for subscribing! Look out for our weekly insights.' };
  }),
});

export const leadRouter = router({
  /** GET /api/admin/leads/{kind} (admin): one kind of lead, newest first, searched, filtered by status and paged. */
  list: adminProcedure.input(ZLeadListInput).query(({ ctx, input }) => leadPage(ctx.em, input)),

  /**
   * One batch of a lead CSV export (GET /api/admin/leads/{kind}/export.csv): leads matching the
   * list's filters with an id below `after`, and the cursor of the next batch.
   */
  exportBatch: adminProcedure.input(ZLeadExportInput).query(({ ctx, input }) => leadBatch(ctx.em, input)),

  /** GET /api/admin/leads/counts: leads with status 'new' per kind (newsletter: active subscribers), from row_counts. */
  counts: adminProcedure.query(({ ctx }) => leadCounts(ctx.em)),

  setStatus: adminProcedure.input(ZLeadStatusInput).mutation(async ({ ctx, input }) => {
    const spec = LEAD_KIND_SPECS[input.kind];
    const status =
      input.kind === 'newsletter'
        ? z.enum(SUBSCRIPTION_STATUSES, { error: 'Status must be active or unsubscribed' }).safeParse(input.status)
        : ZLeadStatusValue.safeParse(input.status);
    if (!status.success) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: status.error.issues[0]?.message ?? 'Invalid status', cause: status.error });
    }
    const row = (await ctx.em.findOne(spec.entity, { id: input.id })) as Row | null;
    if (!row) notFound('Lead not found');
    row.status = status.data;
    await ctx.em.flush();
    return toLeadDto(input.kind, row);
  }),
});
