import {
  type EntityName,
  type FilterQuery,
  CarrierApplication,
  ContactMessage,
  NewsletterSubscription,
  TransportationQuote,
  WarehouseQuote,
} from '@app/db';
import {
  SUBSCRIPTION_STATUSES,
  ZCarrierJoinInput,
  ZContactInput,
  ZLeadListInput,
  ZLeadStatusInput,
  ZLeadStatusValue,
  ZNewsletterInput,
  ZTransportationQuoteInput,
  ZWarehouseQuoteInput,
  z,
  type LeadDto,
  type LeadKind,
} from '@app/validators';
import { TRPCError } from '@trpc/server';
import { adminProcedure, notFound, router } from '../trpc.ts';
import { publicWriteProcedure } from '../maintenance.ts';
import { likePattern } from '../domain/sql.ts';

type Row = Record<string, unknown> & { id: number; status: string; createdAt: Date };

interface LeadKindSpec {
  entity: EntityName<any>;
  /** Fields matched by the admin search box. */
  searchFields: string[];
  /** Labelled fields in form order, for the detail view and the CSV export. */
  fields: [key: string, label: string][];
  statuses: readonly string[];
  toSummary(row: Row): { name: string; email: string | null; company: string | null; summary: string };
}

const LEAD_STATUS_VALUES = ['new', 'contacted', 'closed'] as const;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The five kinds of lead, each stored in its own table by its public form. */
export const LEAD_KIND_SPECS: Record<LeadKind, LeadKindSpec> = {
  contact: {
    entity: ContactMessage,
    searchFields: ['name', 'email', 'subject', 'company', 'message'],
    fields: [
      ['name', 'Name'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['company', 'Company'],
      ['subject', 'Subject'],
      ['message', 'Message'],
    ],
    statuses: LEAD_STATUS_VALUES,
    toSummary: (r) => ({ name: String(r.name), email: String(r.email), company: str(r.company), summary: String(r.subject) }),
  },
  transportation: {
    entity: TransportationQuote,
    searchFields: ['contactName', 'email', 'company', 'origin', 'destination'],
    fields: [
      ['contactName', 'Contact name'],
      ['company', 'Company'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['serviceType', 'Service type'],
      ['origin', 'Origin'],
      ['destination', 'Destination'],
      ['freightType', 'Freight type'],
      ['weight', 'Weight'],
      ['timeline', 'Timeline'],
      ['specialRequirements', 'Special requirements'],
    ],
    statuses: LEAD_STATUS_VALUES,
    toSummary: (r) => ({
      name: String(r.contactName),
      email: String(r.email),
      company: str(r.company),
      summary: `${String(r.serviceType).toUpperCase()} ${r.origin} → ${r.destination} (${r.freightType}, ${r.timeline})`,
    }),
  },
  warehouse: {
    entity: WarehouseQuote,
    searchFields: ['name', 'email', 'company', 'message'],
    fields: [
      ['name', 'Name'],
      ['company', 'Company'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['serviceType', 'Service type'],
      ['storageNeeds', 'Storage needs (sq ft)'],
      ['message', 'Message'],
    ],
    statuses: LEAD_STATUS_VALUES,
    toSummary: (r) => ({
      name: String(r.name),
      email: String(r.email),
      company: str(r.company),
      summary: `${r.serviceType}${r.storageNeeds ? `, ${r.storageNeeds} sq ft` : ''}`,
    }),
  },
  carrier: {
    entity: CarrierApplication,
    searchFields: ['companyName', 'contactName', 'email', 'serviceAreas'],
    fields: [
      ['companyName', 'Company'],
      ['contactName', 'Contact name'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['fleetSize', 'Fleet size'],
      ['equipmentTypes', 'Equipment'],
      ['serviceAreas', 'Service areas'],
      ['message', 'Message'],
    ],
    statuses: LEAD_STATUS_VALUES,
    toSummary: (r) => ({
      name: str(r.contactName) ?? str(r.companyName) ?? 'Carrier (no name given)',
      email: str(r.email),
      company: str(r.companyName),
      summary: [r.fleetSize && `Fleet: ${r.fleetSize}`, r.equipmentTypes, r.serviceAreas].filter(Boolean).join(' · ') || 'Carrier application',
    }),
  },
  newsletter: {
    entity: NewsletterSubscription,
    searchFields: ['email', 'source'],
    fields: [
      ['email', 'Email'],
      ['source', 'Signed up from'],
    ],
    statuses: SUBSCRIPTION_STATUSES,
    toSummary: (r) => ({ name: String(r.email), email: String(r.email), company: null, summary: `Newsletter subscriber${r.source ? ` (${r.source})` : ''}` }),
  },
};

export function toLeadDto(kind: LeadKind, row: Row): LeadDto {
  const spec = LEAD_KIND_SPECS[kind];
  return {
    id: row.id,
    kind,
    status: row.status as LeadDto['status'],
    createdAt: row.createdAt.toISOString(),
    ...spec.toSummary(row),
    fields: spec.fields.map(([key, label]) => ({ label, value: str(row[key]) })),
  };
}

const received = (id: number, message: string) => ({ success: true as const, id, message });

export const contactRouter = router({
  /** POST /api/contact */
  submit: publicWriteProcedure.input(ZContactInput).mutation(async ({ ctx, input }) => {
    const row = ctx.em.create(ContactMessage, { ...input, phone: input.phone ?? null, company: input.company ?? null });
    await ctx.em.flush();
    return received(row.id, "Thank you for your message. We'll get back to you within 24 hours.");
  }),
});

export const quoteRouter = router({
  /** POST /api/quotes/transportation */
  transportation: publicWriteProcedure.input(ZTransportationQuoteInput).mutation(async ({ ctx, input }) => {
    const row = ctx.em.create(TransportationQuote, {
      ...input,
      weight: input.weight ?? null,
      specialRequirements: input.specialRequirements ?? null,
    });
    await ctx.em.flush();
    return received(row.id, "We'll contact you within 24 hours with a customized transportation solution.");
  }),

  /** POST /api/quotes/warehouse */
  warehouse: publicWriteProcedure.input(ZWarehouseQuoteInput).mutation(async ({ ctx, input }) => {
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
  join: publicWriteProcedure.input(ZCarrierJoinInput).mutation(async ({ ctx, input }) => {
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
  subscribe: publicWriteProcedure.input(ZNewsletterInput).mutation(async ({ ctx, input }) => {
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
  /** Admin list of one kind of lead, newest first, with search and status filters. */
  list: adminProcedure.input(ZLeadListInput).query(async ({ ctx, input }) => {
    const spec = LEAD_KIND_SPECS[input.kind];
    const conditions: FilterQuery<any>[] = [];
    if (input.search) {
      const pattern = likePattern(input.search);
      conditions.push({ $or: spec.searchFields.map((f) => ({ [f]: { $ilike: pattern } })) });
    }
    if (input.status && input.status !== 'all') conditions.push({ status: input.status });
    const rows = await ctx.em.find(spec.entity, conditions.length ? { $and: conditions } : {}, {
      orderBy: { createdAt: 'desc', id: 'desc' } as Record<string, 'desc'>,
    });
    return rows.map((r) => toLeadDto(input.kind, r as Row));
  }),

  /** Counts of leads with status 'new' per kind (newsletter: active subscribers). */
  counts: adminProcedure.query(async ({ ctx }) => {
    const entries = await Promise.all(
      (Object.keys(LEAD_KIND_SPECS) as LeadKind[]).map(async (kind) => {
        const spec = LEAD_KIND_SPECS[kind];
        const status = kind === 'newsletter' ? 'active' : 'new';
        return [kind, await ctx.em.count(spec.entity, { status })] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<LeadKind, number>;
  }),

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
