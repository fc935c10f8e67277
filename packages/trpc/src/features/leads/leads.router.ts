import {
  CarrierApplication,
  ContactMessage,
  NewsletterSubscription,
  TransportationQuote,
  WarehouseQuote,
  type EntityData,
  type EntityName,
  type RequiredEntityData,
  findSiteSettings,
} from '@app/db';
import { DEFAULT_COMPANY_SETTINGS } from '@app/shared/company';
import { localizePath, type Locale } from '@app/shared/locale-paths';
import { SPAM_STATUS, SUBSCRIPTION_STATUSES, type LeadKind } from '@app/shared/constants';
import { z } from '@app/shared/schemas/base';
import { ZLeadBatch, ZLeadCounts, ZLeadDto, ZLeadPage, ZLeadReceived, ZSuccessMessage } from '@app/shared/schemas/dtos';
import {
  ZCarrierJoinInput,
  ZContactInput,
  ZLeadExportInput,
  ZLeadListInput,
  ZLeadRestoreInput,
  ZLeadStatusInput,
  ZLeadStatusValue,
  ZNewsletterConfirmInput,
  ZNewsletterInput,
  ZTransportationQuoteInput,
  ZWarehouseQuoteInput,
} from '@app/shared/schemas/inputs';
import { TRPCError } from '@trpc/server';
import { adminProcedure, findOr404, router } from '../../trpc.ts';
import { adminRead } from '../../admin-procedures.ts';
import { publicFormProcedure, publicWriteProcedure } from '../../maintenance.ts';
import { withoutTrapFields } from '../forms/form-guard.ts';
import { withoutConsentField } from '../privacy/consent.ts';
import { mailedSince, queueVisitorEmail } from '../mail/outbox.ts';
import { readStamp, signStamp } from '../../infra/signed-links.ts';
import type { Context } from '../../context.ts';
import { LEAD_KIND_SPECS, leadBatch, leadCounts, leadNotice, leadPage, toLeadDto, type LeadRow } from './leads.ts';
import { notifyNewLead } from '../mail/notifications.ts';
import { newsletterConfirmMail } from '../mail/mail-templates.ts';
import { flushWithAudit, reserveId } from '../audit/audit.ts';
import { RECRUITING } from '../../procedure-meta.ts';

type Row = LeadRow;

export { LEAD_KIND_SPECS, toLeadDto };

export const NEWSLETTER_THANKS = 'Thanks for subscribing! Look out for our weekly insights.';
export const INVALID_CONFIRM_LINK = 'This confirmation link is invalid or has expired.';
/** The kind of the confirmation mail, and the purpose its link is signed for. */
const NEWSLETTER_CONFIRM_MAIL = 'newsletter.confirm';
const CONFIRM_MAIL_INTERVAL_MS = 60 * 60 * 1000;
const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The double opt-in mail of an address that unsubscribed before. */
async function queueNewsletterConfirmation(ctx: Pick<Context, 'em' | 'formGuard' | 'siteUrl'>, email: string, locale: Locale, now: number) {
  const token = signStamp(ctx.formGuard.secret, NEWSLETTER_CONFIRM_MAIL, email, now);
  const link = `${ctx.siteUrl}${localizePath('/newsletter/confirm', locale)}?${new URLSearchParams({ email, token })}`;
  const settings = await findSiteSettings(ctx.em);
  const content = newsletterConfirmMail({ company: settings?.companyName ?? DEFAULT_COMPANY_SETTINGS.companyName, siteUrl: ctx.siteUrl }, locale, link);
  await queueVisitorEmail(
    ctx.em,
    { kind: NEWSLETTER_CONFIRM_MAIL, to: email, ...content, secrets: { linkKey: ctx.formGuard.secret, values: [token] } },
    'newsletter',
  );
}

const received = (id: number, message: string) => ({ success: true as const, id, message });

/** How a lead is stored: as spam (with the reason) when the spam trap caught it. */
const leadStatusFor = (ctx: Pick<Context, 'spamReason'>) => (ctx.spamReason ? { status: 'spam' as const, spamReason: ctx.spamReason } : {});

/** A form's fields as stored: without the spam-trap fields and `consent` (stored as the consent columns). */
const formFields = <T extends object>(input: T) =>
  withoutConsentField(withoutTrapFields(input as T & { website?: string; formToken?: string; consent?: boolean }));

/**
 * Stores a new lead of `kind` from a public form's fields, with the consent its sender gave, as
 * spam when the spam trap caught it, with its mail (the admins', the sender's acknowledgement;
 * spam mails nobody), and answers with its id and `thanks`.
 */
async function storeLead<T extends object>(ctx: Context, kind: LeadKind, entity: EntityName<T>, fields: EntityData<T>, thanks: string) {
  // The id is known before the insert, so the admins' notice can name it in the same flush.
  const row = ctx.em.create(entity, { id: await reserveId(ctx.em, entity), ...fields, ...ctx.consent, ...leadStatusFor(ctx) } as RequiredEntityData<T>) as Row;
  if (!ctx.spamReason) await notifyNewLead(ctx, leadNotice(kind, row));
  await ctx.em.flush();
  return received(row.id, thanks);
}

export const contactRouter = router({
  /** POST /api/contact */
  submit: publicFormProcedure(ZContactInput, ZLeadReceived, 'contact', 'contact')
    .meta({ access: 'public', rest: { method: 'POST', path: '/api/contact', status: 201, body: true, impliedConsent: true, summary: 'Contact message' } })
    .mutation(({ ctx, input }) =>
      storeLead(
        ctx,
        'contact',
        ContactMessage,
        { ...formFields(input), phone: input.phone ?? null, company: input.company ?? null },
        "Thank you for your message. We'll get back to you within 24 hours.",
      ),
    ),
});

export const quoteRouter = router({
  /** POST /api/quotes/transportation */
  transportation: publicFormProcedure(ZTransportationQuoteInput, ZLeadReceived, 'quote', 'transportationQuote')
    .meta({
      access: 'public',
      rest: { method: 'POST', path: '/api/quotes/transportation', status: 201, body: true, impliedConsent: true, summary: 'Transportation quote request' },
    })
    .mutation(({ ctx, input }) =>
      storeLead(
        ctx,
        'transportation',
        TransportationQuote,
        { ...formFields(input), weight: input.weight ?? null, specialRequirements: input.specialRequirements ?? null },
        "We'll contact you within 24 hours with a customized transportation solution.",
      ),
    ),

  /** POST /api/quotes/warehouse */
  warehouse: publicFormProcedure(ZWarehouseQuoteInput, ZLeadReceived, 'quote', 'warehouseQuote')
    .meta({
      access: 'public',
      rest: { method: 'POST', path: '/api/quotes/warehouse', status: 201, body: true, impliedConsent: true, summary: 'Warehouse quote request' },
    })
    .mutation(({ ctx, input }) =>
      storeLead(
        ctx,
        'warehouse',
        WarehouseQuote,
        { ...formFields(input), phone: input.phone ?? null, storageNeeds: input.storageNeeds ?? null, message: input.message ?? null },
        "Thank you for your inquiry! We'll contact you within 24 hours.",
      ),
    ),
});

export const carrierRouter = router({
  /** POST /api/carriers/join */
  join: publicFormProcedure(ZCarrierJoinInput, ZLeadReceived, 'carrier', 'carrier')
    .meta({
      access: 'public',
      rest: { method: 'POST', path: '/api/carriers/join', status: 201, body: true, impliedConsent: true, summary: 'Carrier network application' },
    })
    .mutation(({ ctx, input }) =>
      storeLead(
        ctx,
        'carrier',
        CarrierApplication,
        {
          companyName: input.companyName ?? null,
          contactName: input.contactName ?? null,
          email: input.email ?? null,
          phone: input.phone ?? null,
          fleetSize: input.fleetSize ?? null,
          equipmentTypes: input.equipmentTypes ?? null,
          serviceAreas: input.serviceAreas ?? null,
          message: input.message ?? null,
          locale: input.locale,
        },
        "Thank you for your interest! We'll review your application and contact you soon.",
      ),
    ),
});

export const newsletterRouter = router({
  /**
   * POST /api/newsletter. The answer is the same whether the address is new, already subscribed,
   * unsubscribed or caught by the spam trap, so it tells nobody who is on the list. An address
   * that unsubscribed is not signed up again by anyone who types it: it gets a mail with a
   * confirmation link (double opt-in), at most one an hour.
   */
  subscribe: publicFormProcedure(ZNewsletterInput, ZSuccessMessage, 'newsletter', 'newsletter')
    .meta({
      access: 'public',
      rest: { method: 'POST', path: '/api/newsletter', status: 201, body: true, impliedConsent: true, summary: 'Newsletter subscription {email}' },
    })
    .mutation(async ({ ctx, input }) => {
      const email = input.email.toLowerCase();
      const existing = await ctx.em.findOne(NewsletterSubscription, { email });
      if (!existing) {
        // A concurrent identical request may insert first; upsert keeps this idempotent.
        await ctx.em.upsert(
          NewsletterSubscription,
          { email, source: input.source ?? null, status: 'active', spamReason: null, locale: input.locale, ...ctx.consent, ...leadStatusFor(ctx) },
          { onConflictFields: ['email'], onConflictAction: 'ignore' },
        );
        return { success: true as const, message: NEWSLETTER_THANKS };
      }
      // A sign-up that is not spam renews the consent kept with the address (the latest policy it agreed to).
      if (!ctx.spamReason && ctx.consent) Object.assign(existing, ctx.consent);
      // ...and the language of the page it was signed up on (the confirmation's, and later mail's).
      if (!ctx.spamReason) existing.locale = input.locale;
      if (!ctx.spamReason && existing.status === 'spam') {
        existing.status = 'active';
        existing.spamReason = null;
        await ctx.em.flush();
      } else if (!ctx.spamReason && existing.status === 'unsubscribed') {
        const now = ctx.now();
        if (!(await mailedSince(ctx.em, NEWSLETTER_CONFIRM_MAIL, email, new Date(now.getTime() - CONFIRM_MAIL_INTERVAL_MS)))) {
          await queueNewsletterConfirmation(ctx, email, existing.locale, now.getTime());
        }
        await ctx.em.flush();
      } else {
        await ctx.em.flush();
      }
      return { success: true as const, message: NEWSLETTER_THANKS };
    }),

  /** POST /api/newsletter/confirm: the link of the confirmation mail makes the subscription active again. */
  confirm: publicWriteProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'POST',
        path: '/api/newsletter/confirm',
        body: true,
        summary: 'Confirm a returning subscriber {email, token} (the link of the confirmation mail)',
      },
    })
    .input(ZNewsletterConfirmInput)
    .output(ZSuccessMessage)
    .mutation(async ({ ctx, input }) => {
      const email = input.email.toLowerCase();
      const issued = readStamp(ctx.formGuard.secret, NEWSLETTER_CONFIRM_MAIL, email, input.token);
      const now = ctx.now().getTime();
      const row = await ctx.em.findOne(NewsletterSubscription, { email });
      if (issued === null || now - issued > CONFIRM_LINK_TTL_MS || issued > now + 60_000 || !row) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_CONFIRM_LINK });
      }
      if (row.status !== 'active') {
        row.status = 'active';
        row.spamReason = null;
        await ctx.em.flush();
      }
      return { success: true as const, message: 'Your subscription is confirmed. Welcome back!' };
    }),
});

export const leadRouter = router({
  /** GET /api/admin/leads/{kind} (admin): one kind of lead, newest first, searched, filtered by status and paged. */
  list: adminRead(ZLeadListInput, ZLeadPage, leadPage).meta({
    access: RECRUITING,
    rest: {
      method: 'GET',
      path: '/api/admin/leads/:kind',
      query: ['search', 'status'],
      paged: true,
      summary: 'Leads of one kind (contact, transportation, warehouse, carrier, newsletter), newest first: search, status; page, limit',
    },
  }),

  /**
   * One batch of a lead CSV export (GET /api/admin/leads/{kind}/export.csv): leads matching the
   * list's filters with an id below `after`, and the cursor of the next batch.
   */
  exportBatch: adminRead(ZLeadExportInput, ZLeadBatch, leadBatch).meta({ access: RECRUITING }),

  /** GET /api/admin/leads/counts: leads with status 'new' per kind (newsletter: active subscribers), from row_counts. */
  counts: adminProcedure
    .meta({ access: RECRUITING, rest: { method: 'GET', path: '/api/admin/leads/counts', summary: 'New leads per kind' } })
    .output(ZLeadCounts)
    .query(({ ctx }) => leadCounts(ctx.em)),

  setStatus: adminProcedure
    .meta({
      access: RECRUITING,
      rest: { method: 'PATCH', path: '/api/admin/leads/:kind/:id/status', body: true, summary: 'Set a lead status: new, contacted, closed' },
    })
    .input(ZLeadStatusInput)
    .output(ZLeadDto)
    .mutation(async ({ ctx, input }) => {
      const spec = LEAD_KIND_SPECS[input.kind];
      const status =
        input.kind === 'newsletter'
          ? z.enum(SUBSCRIPTION_STATUSES, { error: 'Status must be active or unsubscribed' }).safeParse(input.status)
          : ZLeadStatusValue.safeParse(input.status);
      if (!status.success) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: status.error.issues[0]?.message ?? 'Invalid status', cause: status.error });
      }
      const row = (await findOr404(ctx.em, spec.entity, input.id, 'Lead not found')) as Row;
      const before = row.status;
      row.status = status.data;
      await flushWithAudit(ctx, {
        action: 'lead.status',
        targetType: 'lead',
        targetId: row.id,
        label: `${input.kind}: ${toLeadDto(input.kind, row).name}`,
        ...(before === row.status ? {} : { before: { kind: input.kind, status: before }, after: { kind: input.kind, status: row.status } }),
      });
      return toLeadDto(input.kind, row);
    }),

  /** Restores a lead the spam trap caught: it becomes an open one again ('new'; an active subscription). */
  restore: adminProcedure
    .meta({
      access: RECRUITING,
      rest: { method: 'POST', path: '/api/admin/leads/:kind/:id/restore', summary: 'Not spam: a lead caught by the spam trap becomes an open one again' },
    })
    .input(ZLeadRestoreInput)
    .output(ZLeadDto)
    .mutation(async ({ ctx, input }) => {
      const spec = LEAD_KIND_SPECS[input.kind];
      const row = (await findOr404(ctx.em, spec.entity, input.id, 'Lead not found')) as Row;
      if (row.status === SPAM_STATUS) {
        row.status = spec.openStatus;
        row.spamReason = null;
        await flushWithAudit(ctx, {
          action: 'lead.restore',
          targetType: 'lead',
          targetId: row.id,
          label: `${input.kind}: ${toLeadDto(input.kind, row).name}`,
          before: { kind: input.kind, status: SPAM_STATUS },
          after: { kind: input.kind, status: row.status },
        });
      }
      return toLeadDto(input.kind, row);
    }),
});
