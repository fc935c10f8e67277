import { TRPCError } from '@trpc/server';
import { getSiteSettings } from '@app/db';
import { MFA_MESSAGES } from '@app/shared/mfa-codes';
import { ZApplicantEmailTemplates, ZPublicSettingsDto, ZSettingsDto } from '@app/shared/schemas/dtos';
import { ZNotificationSettingsInput, ZSiteSettingsInput, ZSystemSettingsInput } from '@app/shared/schemas/inputs';
import { ZApplicantEmailTemplatesInput } from '@app/shared/schemas/pipeline';
import { adminProcedure, publicProcedure, router } from '../../trpc.ts';
import { CACHE_KEYS } from '../../infra/cache-keys.ts';
import { toPublicSettingsDto, toSettingsDto } from '../../dto.ts';
import type { Context } from '../../context.ts';
import { changedFields, flushWithAudit, pick } from '../audit/audit.ts';
import { updateEmailTemplates } from '../applications/pipeline.ts';
import { OWNER } from '../../procedure-meta.ts';

const load = (ctx: Context) => getSiteSettings(ctx.em);

/** The settings row, which the first migration wrote: its absence is a broken database, as getSiteSettings says. */
function settingsRow<T>(row: T | null): T {
  if (!row) throw new Error('The site_settings row is missing: run the migrations.');
  return row;
}

/** Saves one settings form; the audit log keeps the fields it changed. */
async function saveSettings(ctx: Context, label: string, input: Record<string, unknown>) {
  const settings = await load(ctx);
  const keys = Object.keys(input) as (keyof typeof settings & string)[];
  const before = pick(settings, keys);
  ctx.em.assign(settings, input);
  await flushWithAudit(ctx, {
    action: 'settings.update',
    targetType: 'settings',
    targetId: settings.id,
    label,
    ...changedFields(before, pick(settings, keys)),
  });
  return toSettingsDto(settings);
}

export const settingsRouter = router({
  /** Company details and the maintenance flag, for every visitor. */
  public: publicProcedure
    .meta({
      access: 'public',
      rest: { method: 'GET', path: '/api/settings/public', summary: 'Company details and maintenance flag' },
      publicRead: true,
      cacheKeys: [CACHE_KEYS.settings],
    })
    .output(ZPublicSettingsDto)
    // The row the page's other public reads share (PageReads): one query for the page.
    .query(async ({ ctx }) => toPublicSettingsDto(settingsRow(await ctx.pageReads.siteSettings(ctx.em)))),

  get: adminProcedure
    .meta({ access: OWNER, rest: { method: 'GET', path: '/api/admin/settings', summary: 'All site settings' } })
    .output(ZSettingsDto)
    .query(async ({ ctx }) => toSettingsDto(await load(ctx))),

  updateSite: adminProcedure
    .meta({
      access: OWNER,
      rest: { method: 'PUT', path: '/api/admin/settings/site', body: true, summary: 'Company details, maintenance mode, job auto-approval' },
    })
    .input(ZSiteSettingsInput)
    .output(ZSettingsDto)
    .mutation(({ ctx, input }) => saveSettings(ctx, 'Site settings', input)),

  updateNotifications: adminProcedure
    .meta({ access: OWNER, rest: { method: 'PUT', path: '/api/admin/settings/notifications', body: true, summary: 'Notification preferences' } })
    .input(ZNotificationSettingsInput)
    .output(ZSettingsDto)
    .mutation(({ ctx, input }) => saveSettings(ctx, 'Notification settings', input)),

  updateSystem: adminProcedure
    .meta({ access: OWNER, rest: { method: 'PUT', path: '/api/admin/settings/system', body: true, summary: 'Application deadline, file size and types' } })
    .input(ZSystemSettingsInput)
    .output(ZSettingsDto)
    .mutation(async ({ ctx, input }) => {
      // Requiring two-factor for the team starts with one's own: else the owner would be the first one locked in setup.
      if (input.requireMfa && !ctx.admin.mfaEnabled && !(await load(ctx)).requireMfa) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: MFA_MESSAGES.ownFirst });
      }
      return saveSettings(ctx, 'System settings', input);
    }),

  /**
   * PUT /api/admin/settings/applicant-emails: the templates of the mail recruiters send
   * applicants (Notifications tab), in English, French or both; templates and languages left out
   * stay as they are (a payload of only {subject, body}, as before issue 35, leaves French alone).
   * Answers all three.
   */
  updateApplicantEmails: adminProcedure
    .meta({
      access: OWNER,
      rest: {
        method: 'PUT',
        path: '/api/admin/settings/applicant-emails',
        body: true,
        summary:
          "Edit the templates of the mail to applicants: {interview_invitation?, not_selected?, request_for_documents?: {subject?, body?, subjectFr?, bodyFr?}}: English, French or both (a language's subject and body go together; a language left out is unchanged)",
      },
    })
    .input(ZApplicantEmailTemplatesInput)
    .output(ZApplicantEmailTemplates)
    .mutation(({ ctx, input }) => updateEmailTemplates(ctx, input)),
});
