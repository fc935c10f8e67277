import { JobAlert } from '@app/db';
import { ZDeleted, ZJobAlertConfirmed, ZJobAlertPage, ZSuccessMessage } from '@app/shared/schemas/dtos';
import { ZByIdInput } from '@app/shared/schemas/inputs';
import { JOB_ALERT_MESSAGES, ZJobAlertInput, ZJobAlertLinkInput, ZJobAlertListInput, describeJobAlertSearch } from '@app/shared/schemas/job-alerts';
import { adminProcedure, findOr404, router } from '../../trpc.ts';
import { adminRead } from '../../admin-procedures.ts';
import { publicFormProcedure, publicWriteProcedure } from '../../maintenance.ts';
import { flushWithAudit } from '../audit/audit.ts';
import { confirmJobAlert, createJobAlert, jobAlertPage, unsubscribeJobAlert } from './job-alerts.ts';

export const jobAlertRouter = router({
  /**
   * POST /api/job-alerts: save a /jobs search with an address; a confirmation link is mailed
   * (double opt-in). The answer is the same whoever the address is.
   */
  create: publicFormProcedure(ZJobAlertInput, ZSuccessMessage, 'jobAlert', 'jobAlert').mutation(async ({ ctx, input }) => {
    await createJobAlert(ctx, input);
    return { success: true as const, message: JOB_ALERT_MESSAGES.created };
  }),

  /** POST /api/job-alerts/confirm: the link of the confirmation mail starts the alert. */
  confirm: publicWriteProcedure
    .input(ZJobAlertLinkInput)
    .output(ZJobAlertConfirmed)
    .mutation(({ ctx, input }) => confirmJobAlert(ctx, input)),

  /** POST /api/job-alerts/unsubscribe: the link of every alert mail (and its one-click List-Unsubscribe POST). */
  unsubscribe: publicWriteProcedure
    .input(ZJobAlertLinkInput)
    .output(ZSuccessMessage)
    .mutation(({ ctx, input }) => unsubscribeJobAlert(ctx, input)),

  /** GET /api/admin/job-alerts (admin): the subscriptions and the count per saved search. */
  list: adminRead(ZJobAlertListInput, ZJobAlertPage, jobAlertPage),

  /** DELETE /api/admin/job-alerts/{id} (admin): removes a subscription (it is mailed nothing more). */
  remove: adminProcedure
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
