import { JobAlert } from '@app/db';
import { ZDeleted, ZJobAlertConfirmed, ZJobAlertPage, ZSuccessMessage } from '@app/shared/schemas/dtos';
import { ZByIdInput } from '@app/shared/schemas/inputs';
import { JOB_ALERT_MESSAGES, ZJobAlertInput, ZJobAlertLinkInput, ZJobAlertListInput, describeJobAlertSearch } from '@app/shared/schemas/job-alerts';
import { adminProcedure, findOr404, router } from '../../trpc.ts';
import { adminRead } from '../../admin-procedures.ts';
import { publicFormProcedure, publicWriteProcedure } from '../../maintenance.ts';
import { flushWithAudit } from '../audit/audit.ts';
import { confirmJobAlert, createJobAlert, jobAlertPage, unsubscribeJobAlert } from './job-alerts.ts';
import { RECRUITING } from '../../procedure-meta.ts';

export const jobAlertRouter = router({
  /**
   * POST /api/job-alerts: save a /jobs search with an address; a confirmation link is mailed
   * (double opt-in). The answer is the same whoever the address is.
   */
  create: publicFormProcedure(ZJobAlertInput, ZSuccessMessage, 'jobAlert', 'jobAlert')
    .meta({
      access: 'public',
      rest: {
        method: 'POST',
        path: '/api/job-alerts',
        status: 201,
        body: true,
        impliedConsent: true,
        summary:
          "Job alert: {email, query?, location?, type?, category?, near?, radius?, frequency: 'instant' | 'daily'}; mails a confirmation link (an unknown near place: 400 with suggestions)",
      },
    })
    .mutation(async ({ ctx, input }) => {
      await createJobAlert(ctx, input);
      return { success: true as const, message: JOB_ALERT_MESSAGES.created };
    }),

  /** POST /api/job-alerts/confirm: the link of the confirmation mail starts the alert. */
  confirm: publicWriteProcedure
    .meta({
      access: 'public',
      rest: { method: 'POST', path: '/api/job-alerts/confirm', body: true, summary: 'Start a job alert {id, token} (the link of the confirmation mail)' },
    })
    .input(ZJobAlertLinkInput)
    .output(ZJobAlertConfirmed)
    .mutation(({ ctx, input }) => confirmJobAlert(ctx, input)),

  /** POST /api/job-alerts/unsubscribe: the link of every alert mail (and its one-click List-Unsubscribe POST). */
  unsubscribe: publicWriteProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'POST',
        path: '/api/job-alerts/unsubscribe',
        // The link of an alert mail carries id and token in the query; a mail client's one-click
        // unsubscribe (RFC 8058) POSTs 'List-Unsubscribe=One-Click' as a form to that same address.
        body: true,
        query: ['id', 'token'],
        formBody: true,
        summary: 'Stop a job alert {id, token} (the link of every alert mail; also the one-click List-Unsubscribe POST, id and token in the query)',
      },
    })
    .input(ZJobAlertLinkInput)
    .output(ZSuccessMessage)
    .mutation(({ ctx, input }) => unsubscribeJobAlert(ctx, input)),

  /** GET /api/admin/job-alerts (admin): the subscriptions and the count per saved search. */
  list: adminRead(ZJobAlertListInput, ZJobAlertPage, jobAlertPage).meta({
    access: RECRUITING,
    rest: {
      method: 'GET',
      path: '/api/admin/job-alerts',
      query: ['search'],
      paged: true,
      summary: 'Job alert subscriptions, newest first: search (address or search words); page, limit',
    },
  }),

  /** DELETE /api/admin/job-alerts/{id} (admin): removes a subscription (it is mailed nothing more). */
  remove: adminProcedure
    .meta({ access: RECRUITING, rest: { method: 'DELETE', path: '/api/admin/job-alerts/:id', summary: 'Remove a job alert subscription' } })
    .input(ZByIdInput)
    .output(ZDeleted)
    .mutation(async ({ ctx, input }) => {
      const alert = await findOr404(ctx.em, JobAlert, input.id, 'Job alert not found');
      const label = `${alert.email}: ${describeJobAlertSearch({ query: alert.query || null, location: alert.location || null, type: alert.type || null, category: alert.category || null })}`;
      ctx.em.remove(alert);
      await flushWithAudit(ctx, {
        action: 'jobAlert.remove',
        targetType: 'job_alert',
        targetId: input.id,
        label: label.slice(0, 200),
        before: { email: alert.email, frequency: alert.frequency, status: alert.status },
        after: null,
      });
      return { success: true as const, id: input.id };
    }),
});
