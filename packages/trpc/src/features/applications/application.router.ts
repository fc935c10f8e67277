import { Job, JobApplication, User } from '@app/db';
import { TRPCError } from '@trpc/server';
import { JOB_CLOSED_MESSAGE, jobState } from '@app/shared/job-posting';
import { z } from '@app/shared/schemas/base';
import {
  ZApplicantEmailTemplates,
  ZApplicationEmailDraft,
  ZApplicationEmailQueued,
  ZApplicationNoteDto,
  ZApplicationTimeline,
  ZStaffRef,
  ZApplicationBatch,
  ZApplicationCounts,
  ZApplicationCreated,
  ZApplicationDto,
  ZApplicationPage,
  ZStoredUpload,
} from '@app/shared/schemas/dtos';
import {
  ZApplicationExportInput,
  ZApplicationListInput,
  ZApplicationStatusInput,
  ZByIdInput,
  ZJobApplyInput,
  ZJobApplicationInput,
} from '@app/shared/schemas/inputs';
import { ZApplicationAssignInput, ZApplicationEmailDraftInput, ZApplicationEmailInput, ZApplicationNoteInput } from '@app/shared/schemas/pipeline';
import { isUploadId } from '@app/shared/uploads';
import { adminProcedure, notFound, router } from '../../trpc.ts';
import type { Context } from '../../context.ts';
import { toAdminApplicationDto, toApplicationDto } from '../../dto.ts';
import { limitWrites, publicWriteProcedure, requireConsent } from '../../maintenance.ts';
import { applicationBatch, applicationCounts, applicationJobTitle, applicationPage, jobTitleIn } from './applications.ts';
import { changedFields, flushWithAudit } from '../audit/audit.ts';
import { claimFailed, resumeFileOf, unusedUpload } from '../uploads/uploads.ts';
import { notifyApplicationDecision, notifyNewApplication } from '../mail/notifications.ts';
import {
  addNote,
  applicationLabel,
  applicationTimeline,
  assignApplication,
  assignableUsers,
  emailDraft,
  emailTemplates,
  findApplication,
  recordMailEvent,
  recordStatusEvent,
  sendApplicantEmail,
} from './pipeline.ts';
import { RECRUITING } from '../../procedure-meta.ts';
import { openApplicationOf, relatedApplications, updateOnReapply } from '../candidates/candidates.ts';
import { normalizeMailbox } from '../mail/outbox.ts';
import { updatedApplicationSentence } from '@app/shared/candidates';
import { ZRelatedApplicationDto } from '@app/shared/schemas/candidates';

const NEWEST_FIRST = { appliedAt: 'desc', id: 'desc' } as const;

/** What staff get for a status change of an application its applicant withdrew (HTTP 409). */
export const WITHDRAWN_MESSAGE = 'The applicant withdrew this application: its status can no longer change.';

/** Stores an application to a published job (both procedures), with its mail; a closed job answers 409. */
async function storeApplication(ctx: Context, input: z.infer<typeof ZJobApplyInput>): Promise<z.infer<typeof ZApplicationCreated>> {
  const now = ctx.now();
  const job = await ctx.em.findOne(Job, { id: input.jobId });
  const state = job ? jobState(job, now) : 'unpublished';
  if (!job || state === 'unpublished') notFound('Job not found');
  // A closed job (its end date passed, or it was filled) says so: 409, nothing stored.
  if (state === 'closed') throw new TRPCError({ code: 'CONFLICT', message: JOB_CLOSED_MESSAGE });
  // userId is a placeholder from the form; it links a user only when it names a real one.
  const userId = typeof input.userId === 'number' ? input.userId : Number(input.userId);
  const user = Number.isInteger(userId) && userId > 0 && userId <= 2_147_483_647 ? await ctx.em.findOne(User, { id: userId }) : null;
  // One application per person per job (issue 38, item 2): applying again with the same mailbox
  // while the first is open updates it, with a timeline entry, and says when it was first sent.
  const mailbox = input.applicantEmail ? normalizeMailbox(input.applicantEmail) : null;
  const open = mailbox ? await openApplicationOf(ctx.em, job.id, mailbox) : null;
  if (open) {
    const stored = await updateOnReapply(ctx, open, input, { now, consent: ctx.consent });
    return {
      success: true,
      message: updatedApplicationSentence(stored.appliedAt),
      application: toApplicationDto(stored),
      updated: true,
      firstSentAt: stored.appliedAt.toISOString(),
    };
  }
  // The resume is a link, or the id of a file uploaded for it (POST /api/uploads/resume): that
  // upload must exist and be unused, and becomes this application's.
  const upload = input.resume && isUploadId(input.resume) ? await unusedUpload(ctx.em, input.resume, now) : null;
  const application = ctx.em.create(JobApplication, {
    job,
    user,
    jobTitle: job.title,
    applicantName: input.applicantName ?? null,
    applicantEmail: input.applicantEmail ?? null,
    applicantMailbox: mailbox,
    applicantPhone: input.applicantPhone ?? null,
    experience: input.experience ?? null,
    coverLetter: input.coverLetter,
    resume: upload ? null : (input.resume ?? null),
    status: 'submitted',
    appliedAt: now,
    ...ctx.consent,
    locale: input.locale,
  });
  if (upload) upload.application = application;
  const received = await notifyNewApplication(ctx, {
    jobId: job.id,
    jobTitle: job.title,
    readerJobTitle: jobTitleIn(job, input.locale),
    locale: input.locale,
    name: application.applicantName ?? null,
    email: application.applicantEmail ?? null,
    phone: application.applicantPhone ?? null,
    resume: upload ? `Uploaded file: ${upload.originalName} (download it in Applications)` : (application.resume ?? null),
  });
  // The applicant's confirmation is the first mail of the application's timeline.
  if (received) recordMailEvent(ctx.em, application, received, 'received', null);
  await ctx.em.flush().catch((error: unknown) => {
    throw claimFailed(error) ?? error;
  });
  return {
    success: true,
    message: 'Your job application has been submitted successfully.',
    application: toApplicationDto(application),
  };
}

export const applicationRouter = router({
  /**
   * The job page's form (tRPC): an application that says how to reach its applicant (an email, a
   * phone number or a resume); without one it is refused at the email field.
   */
  create: publicWriteProcedure
    .meta({ access: 'public', errors: [409] })
    .input(ZJobApplicationInput)
    .output(ZApplicationCreated)
    .use(requireConsent('application'))
    .use(limitWrites('application'))
    .mutation(({ ctx, input }) => storeApplication(ctx, input)),

  /**
   * POST /api/jobs/{id}/apply: the specification's body ({userId, coverLetter, resume}), where a
   * cover letter alone is an application. Anyone may apply to a published job; a closed one answers 409.
   */
  submit: publicWriteProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'POST',
        path: '/api/jobs/:id/apply',
        status: 201,
        body: true,
        params: { id: 'jobId' },
        impliedConsent: true,
        summary: 'Apply: {userId, coverLetter, resume, applicantName, applicantEmail, applicantPhone, experience}',
      },
      errors: [409],
    })
    .input(ZJobApplyInput)
    .output(ZApplicationCreated)
    .use(requireConsent('application'))
    .use(limitWrites('application'))
    .mutation(({ ctx, input }) => storeApplication(ctx, input)),

  /**
   * GET /api/applications (admin): newest first, a page at a time; search matches applicant
   * name, applicant email or job title ignoring case; status 'all' or one of the four; `mine`:
   * only the applications assigned to the signed-in user.
   */
  list: adminProcedure
    .meta({
      access: RECRUITING,
      rest: {
        method: 'GET',
        path: '/api/applications',
        query: ['search', 'status', 'mine'],
        paged: true,
        summary:
          'Applications, newest first: search (name, email, job title), status all|submitted|under_review|accepted|rejected, mine (true: assigned to me); page, limit',
      },
    })
    .input(ZApplicationListInput)
    .output(ZApplicationPage)
    .query(({ ctx, input: { mine, ...filter } }) => applicationPage(ctx.em, { ...filter, assigneeId: mine ? ctx.admin.id : undefined })),

  /** Applications per status and applied today (company time), for the stat cards and tabs. */
  counts: adminProcedure
    .meta({ access: RECRUITING })
    .output(ZApplicationCounts)
    .query(({ ctx }) => applicationCounts(ctx.em, ctx.now())),

  /**
   * One batch of the CSV export (GET /api/admin/applications/export.csv): rows matching the
   * list's filters ('Mine' too) with an id below `after`, and the cursor of the next batch.
   */
  exportBatch: adminProcedure
    .meta({ access: RECRUITING })
    .input(ZApplicationExportInput)
    .output(ZApplicationBatch)
    .query(({ ctx, input: { mine, ...filter } }) => applicationBatch(ctx.em, { ...filter, assigneeId: mine ? ctx.admin.id : undefined })),

  /**
   * The uploaded resume of an application: its name, size, type and where the storage keeps it.
   * GET /api/admin/applications/{id}/resume streams the file; 404 when there is none.
   */
  resumeFile: adminProcedure
    .meta({ access: RECRUITING })
    .input(ZByIdInput)
    .output(ZStoredUpload)
    .query(({ ctx, input }) => resumeFileOf(ctx.em, input.id)),

  /**
   * GET /api/applications/{id} (admin): one application as the list shows it, for a link that names
   * it (a recruiter's bookmark, another system that keeps the id) without paging through the list.
   */
  byId: adminProcedure
    .meta({
      access: RECRUITING,
      rest: { method: 'GET', path: '/api/applications/:id', summary: 'One application, as the list shows it (with its assignee)' },
    })
    .input(ZByIdInput)
    .output(ZApplicationDto)
    .query(async ({ ctx, input }) => toAdminApplicationDto(await findApplication(ctx.em, input.id))),

  /**
   * GET /api/applications/{id}/related: the other applications of the same person (the same
   * mailbox: case, +tag and Gmail dots aside), newest first, for the recruiter reading this one.
   */
  related: adminProcedure
    .meta({
      access: RECRUITING,
      rest: {
        method: 'GET',
        path: '/api/applications/:id/related',
        summary: 'The other applications of the same person (the same mailbox), newest first: job, date, status',
      },
    })
    .input(ZByIdInput)
    .output(z.array(ZRelatedApplicationDto))
    .query(async ({ ctx, input }) => relatedApplications(ctx.em, await findApplication(ctx.em, input.id))),

  /** GET /api/applications/recent (admin dashboard) */
  recent: adminProcedure
    .meta({ access: RECRUITING, rest: { method: 'GET', path: '/api/applications/recent', summary: 'The five latest applications' } })
    .output(z.array(ZApplicationDto))
    .query(async ({ ctx }) => {
      const apps = await ctx.em.find(JobApplication, {}, { orderBy: NEWEST_FIRST, limit: 5 });
      return apps.map(toAdminApplicationDto);
    }),

  /** PATCH /api/applications/{id}/status (admin): any of the four statuses, any time. */
  setStatus: adminProcedure
    .meta({
      access: RECRUITING,
      rest: {
        method: 'PATCH',
        path: '/api/applications/:id/status',
        body: true,
        summary: 'Set status: submitted, under_review, accepted or rejected; 409 for an application its applicant withdrew',
      },
      errors: [409],
    })
    .input(ZApplicationStatusInput)
    .output(ZApplicationDto)
    .mutation(async ({ ctx, input }) => {
      const app = await findApplication(ctx.em, input.id);
      // The applicant's withdrawal is final: staff see it, never undo it.
      if (app.status === 'withdrawn') throw new TRPCError({ code: 'CONFLICT', message: WITHDRAWN_MESSAGE });
      const before = { status: app.status };
      app.status = input.status;
      if (before.status !== app.status) recordStatusEvent(ctx, app, before.status, input.status);
      // The applicant hears of a decision (once: not again when it is set to the same).
      if (before.status !== app.status && (app.status === 'accepted' || app.status === 'rejected')) {
        const decision = await notifyApplicationDecision(
          ctx,
          { jobTitle: await applicationJobTitle(ctx.em, app), name: app.applicantName ?? null, email: app.applicantEmail ?? null, locale: app.locale },
          app.status === 'accepted',
        );
        if (decision) recordMailEvent(ctx.em, app, decision, 'decision', ctx.admin);
      }
      await flushWithAudit(ctx, {
        action: 'application.status',
        targetType: 'application',
        targetId: app.id,
        label: applicationLabel(app),
        ...changedFields(before, { status: app.status }),
      });
      return toAdminApplicationDto(app);
    }),

  // ---------------------------------------------------------------- the recruiter's pipeline

  /** GET /api/applications/assignees: who an application may be assigned to (active owners and recruiters), by name. */
  assignees: adminProcedure
    .meta({
      access: RECRUITING,
      rest: {
        method: 'GET',
        path: '/api/applications/assignees',
        summary: 'Who an application may be assigned to: active owners and recruiters [{id, username}]',
      },
    })
    .output(z.array(ZStaffRef))
    .query(({ ctx }) => assignableUsers(ctx.em)),

  /**
   * PATCH /api/applications/{id}/assignee {userId | null}: assigns the application to an active
   * owner or recruiter, or to nobody; anyone else is 400. Audited, and on the timeline.
   */
  assign: adminProcedure
    .meta({
      access: RECRUITING,
      rest: {
        method: 'PATCH',
        path: '/api/applications/:id/assignee',
        body: true,
        summary: 'Assign to a staff user {userId} (an active owner or recruiter), or unassign {userId: null}',
      },
    })
    .input(ZApplicationAssignInput)
    .output(ZApplicationDto)
    .mutation(async ({ ctx, input }) => toAdminApplicationDto(await assignApplication(ctx, input))),

  /** POST /api/applications/{id}/notes {text} (201): a dated note signed by the signed-in user. */
  addNote: adminProcedure
    .meta({
      access: RECRUITING,
      rest: { method: 'POST', path: '/api/applications/:id/notes', status: 201, body: true, summary: 'Add a dated note {text}, signed by the signed-in user' },
    })
    .input(ZApplicationNoteInput)
    .output(ZApplicationNoteDto)
    .mutation(({ ctx, input }) => addNote(ctx, input)),

  /**
   * GET /api/applications/{id}/timeline: what happened to it, oldest first (submitted, status and
   * assignment changes, notes with their authors, mail with its outbox state).
   */
  timeline: adminProcedure
    .meta({
      access: RECRUITING,
      rest: {
        method: 'GET',
        path: '/api/applications/:id/timeline',
        summary: 'What happened to the application, oldest first: submitted, status and assignment changes, notes, mail to the applicant',
      },
    })
    .input(ZByIdInput)
    .output(ZApplicationTimeline)
    .query(({ ctx, input }) => applicationTimeline(ctx.em, input.id)),

  /** GET /api/applications/email-templates: the templates of the mail to applicants, English and French (edited in Settings). */
  emailTemplates: adminProcedure
    .meta({
      access: RECRUITING,
      rest: {
        method: 'GET',
        path: '/api/applications/email-templates',
        summary: 'The templates of the mail to applicants (interview_invitation, not_selected, request_for_documents), in English and French',
      },
    })
    .output(ZApplicantEmailTemplates)
    .query(({ ctx }) => emailTemplates(ctx.em)),

  /** GET /api/applications/{id}/email?template=: the template filled in for this applicant, to adjust before sending. */
  emailDraft: adminProcedure
    .meta({
      access: RECRUITING,
      rest: {
        method: 'GET',
        path: '/api/applications/:id/email',
        query: ['template', 'locale'],
        summary:
          "A template filled in for this applicant ?template=&locale=: {to, subject, body, locale} in the language asked for (else the application's), to adjust before sending",
      },
    })
    .input(ZApplicationEmailDraftInput)
    .output(ZApplicationEmailDraft)
    .query(({ ctx, input }) => emailDraft(ctx, input)),

  /**
   * POST /api/applications/{id}/email {template, subject?, body?} (202): mails the applicant
   * through the outbox; 400 for an application without an email address.
   */
  sendEmail: adminProcedure
    .meta({
      access: RECRUITING,
      rest: {
        method: 'POST',
        path: '/api/applications/:id/email',
        status: 202,
        body: true,
        summary:
          "Mail the applicant through the outbox: {template, subject?, body?, locale?} (locale: the mail's language, else the application's); 400 when the application has no email address",
      },
    })
    .input(ZApplicationEmailInput)
    .output(ZApplicationEmailQueued)
    .mutation(({ ctx, input }) => sendApplicantEmail(ctx, input)),
});
