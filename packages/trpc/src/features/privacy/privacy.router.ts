import { PrivacyRequest, getSiteSettings } from '@app/db';
import { PRIVACY_MESSAGES } from '@app/shared/privacy';
import {
  ZPrivacyCompleted,
  ZPrivacyConfirmed,
  ZPrivacyHoldingsDto,
  ZPrivacyRequestAccepted,
  ZPrivacyRequestPage,
  ZRetentionDto,
  ZRetentionRunResult,
} from '@app/shared/schemas/dtos';
import {
  ZByIdInput,
  ZPrivacyConfirmInput,
  ZPrivacyHoldingsInput,
  ZPrivacyRequestInput,
  ZPrivacyRequestListInput,
  ZRetentionSettingsInput,
} from '@app/shared/schemas/inputs';
import { adminProcedure, findOr404, router } from '../../trpc.ts';
import { adminRead } from '../../admin-procedures.ts';
import { publicFormProcedure, publicWriteProcedure } from '../../maintenance.ts';
import { changedFields, flushWithAudit } from '../audit/audit.ts';
import { completePrivacyRequest, confirmPrivacyRequest, holdingsDto, holdingsOf, privacyRequestPage, requestPrivacy, toPrivacyRequestDto } from './privacy.ts';
import { assignRetention, retentionDto, retentionOf, runRetentionSweep } from './retention.ts';
import { OWNER } from '../../procedure-meta.ts';

export const privacyRouter = router({
  /**
   * POST /api/privacy/requests (202): an access or deletion request. The answer is the same for any
   * address; a signed confirmation link is mailed to it. Throttled like the other public forms.
   */
  request: publicFormProcedure(ZPrivacyRequestInput, ZPrivacyRequestAccepted, 'privacy')
    .meta({
      access: 'public',
      rest: {
        method: 'POST',
        path: '/api/privacy/requests',
        status: 202,
        body: true,
        summary: "An access or deletion request {email, kind: 'access' | 'delete'}: 202 the same for any address; mails a signed confirmation link",
      },
    })
    .mutation(async ({ ctx, input }) => {
      await requestPrivacy(ctx, input);
      return { success: true as const, message: PRIVACY_MESSAGES.requested };
    }),

  /** POST /api/privacy/confirm: the mailed link's page (/privacy/confirm) records a verified request, due in 30 days. */
  confirm: publicWriteProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'POST',
        path: '/api/privacy/confirm',
        body: true,
        summary:
          "Confirm a privacy request {token} (the opaque token of the confirmation mail's link; a link mailed before tokens were opaque sends {email, kind, token}): records it as verified, due in 30 days",
      },
    })
    .input(ZPrivacyConfirmInput)
    .output(ZPrivacyConfirmed)
    .mutation(({ ctx, input }) => confirmPrivacyRequest(ctx, input)),

  /** GET /api/admin/privacy/requests: the requests with their due dates, open ones first. */
  list: adminRead(ZPrivacyRequestListInput, ZPrivacyRequestPage, privacyRequestPage).meta({
    access: OWNER,
    rest: {
      method: 'GET',
      path: '/api/admin/privacy/requests',
      query: ['status'],
      paged: true,
      summary: 'Privacy requests {id, email, kind, status, verifiedAt, dueAt}, open ones first (soonest due): status all|verified|completed; page, limit',
    },
  }),

  /** GET /api/admin/privacy/holdings?email=: everything held for an address. */
  holdings: adminProcedure
    .meta({
      access: OWNER,
      rest: {
        method: 'GET',
        path: '/api/admin/privacy/holdings',
        query: ['email'],
        summary: 'Everything held for an address: applications, résumés, leads, job posts, newsletter and job alert subscriptions, mails sent, requests',
      },
    })
    .input(ZPrivacyHoldingsInput)
    .output(ZPrivacyHoldingsDto)
    .query(async ({ ctx, input }) => holdingsDto(await holdingsOf(ctx.em, input.email))),

  /** POST /api/admin/privacy/requests/{id}/complete: mails the export (access) or erases everything (delete). */
  complete: adminProcedure
    .meta({
      access: OWNER,
      rest: {
        method: 'POST',
        path: '/api/admin/privacy/requests/:id/complete',
        summary:
          'Carry out a request: access mails a download link (7 days) to a ZIP of the data; delete erases it all (applications stay as anonymised stubs)',
      },
      errors: [409],
    })
    .input(ZByIdInput)
    .output(ZPrivacyCompleted)
    .mutation(async ({ ctx, input }) => {
      const request = await findOr404(ctx.em, PrivacyRequest, input.id, 'Privacy request not found');
      const { erased } = await completePrivacyRequest(ctx, request);
      return { success: true as const, request: toPrivacyRequestDto(request), erased };
    }),

  /** GET /api/admin/privacy/retention: how long records are kept, the last sweep and the next. */
  retention: adminProcedure
    .meta({ access: OWNER, rest: { method: 'GET', path: '/api/admin/privacy/retention', summary: 'How long records are kept, the last sweep and the next' } })
    .output(ZRetentionDto)
    .query(({ ctx }) => retentionDto(ctx.em, ctx.now())),

  /** PUT /api/admin/privacy/retention (audited as a settings change). */
  updateRetention: adminProcedure
    .meta({
      access: OWNER,
      rest: {
        method: 'PUT',
        path: '/api/admin/privacy/retention',
        body: true,
        summary: 'Set how long records are kept {applicationsMonths, leadsMonths, sentMailDays, unconfirmedAlertDays, auditLogMonths}',
      },
    })
    .input(ZRetentionSettingsInput)
    .output(ZRetentionDto)
    .mutation(async ({ ctx, input }) => {
      const settings = await getSiteSettings(ctx.em);
      const before = assignRetention(settings, input);
      await flushWithAudit(ctx, {
        action: 'settings.update',
        targetType: 'settings',
        targetId: settings.id,
        label: 'Privacy settings',
        ...changedFields(before, retentionOf(settings)),
      });
      return retentionDto(ctx.em, ctx.now());
    }),

  /** POST /api/admin/privacy/retention/run: the sweep now; answers what it removed per kind. */
  runRetention: adminProcedure
    .meta({
      access: OWNER,
      rest: { method: 'POST', path: '/api/admin/privacy/retention/run', summary: 'Run the retention sweep now: answers the counts removed per kind' },
    })
    .output(ZRetentionRunResult)
    .mutation(async ({ ctx }) => {
      const now = ctx.now();
      const counts = await runRetentionSweep(ctx, { now, trigger: 'admin', files: ctx.files });
      return { success: true as const, counts, ranAt: now.toISOString() };
    }),
});
