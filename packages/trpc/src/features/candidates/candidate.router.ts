import { TRPCError } from '@trpc/server';
import { CANDIDATE_MESSAGES } from '@app/shared/candidates';
import {
  ZCandidateApplicationChanged,
  ZCandidateApplicationUpdateInput,
  ZCandidateApplications,
  ZCandidateLinkInput,
  ZCandidateSignInInput,
  ZCandidateSignedIn,
} from '@app/shared/schemas/candidates';
import { ZPrivacyRequestAccepted, ZSuccessMessage } from '@app/shared/schemas/dtos';
import { ZByIdInput } from '@app/shared/schemas/inputs';
import { middleware, publicProcedure, router } from '../../trpc.ts';
import { limitWrites, publicFormProcedure, publicWriteProcedure } from '../../maintenance.ts';
import {
  candidateApplications,
  currentCandidate,
  requestCandidateLink,
  signInCandidate,
  signOutCandidate,
  updateCandidateApplication,
  withdrawCandidateApplication,
} from './candidates.ts';

/**
 * The candidate session behind the request (its own cookie), or 401. It reaches one mailbox's
 * applications; staff procedures never look at it (they read the staff session only).
 */
const requireCandidate = middleware(async ({ ctx, next }) => {
  const candidate = await currentCandidate(ctx);
  if (!candidate) throw new TRPCError({ code: 'UNAUTHORIZED', message: CANDIDATE_MESSAGES.signInRequired });
  return next({ ctx: { candidate } });
});

/** The answer to a link request, the same for every address. */
const ZCandidateLinkAccepted = ZPrivacyRequestAccepted;

export const candidateRouter = router({
  /**
   * POST /api/candidates/link (202): a sign-in link for My applications, mailed when the address
   * has applications. The answer is the same for any address; throttled like the privacy requests,
   * and counted against the mailbox's own budget of these links.
   */
  requestLink: publicFormProcedure(ZCandidateLinkInput, ZCandidateLinkAccepted, 'candidateLink')
    .meta({
      access: 'public',
      rest: {
        method: 'POST',
        path: '/api/candidates/link',
        status: 202,
        body: true,
        summary:
          'Ask for a sign-in link to My applications {email}: 202 the same for any address; mails a link (single use, 30 minutes) when it has applications',
      },
    })
    .mutation(async ({ ctx, input }) => {
      await requestCandidateLink(ctx, input.email, input.locale);
      return { success: true as const, message: CANDIDATE_MESSAGES.linkSent };
    }),

  /**
   * POST /api/candidates/sign-in {token}: the mailed link swapped for a candidate session (its
   * cookie, 7 days); the page /my-applications/sign-in does it and goes on to /my-applications.
   * A link used, expired or not this site's answers 400.
   */
  signIn: publicWriteProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'POST',
        path: '/api/candidates/sign-in',
        body: true,
        summary: "Swap the mailed link's token {token} for a candidate session (the candidate_session cookie, 7 days); 400 for a link used, expired or forged",
      },
    })
    .input(ZCandidateSignInInput)
    .output(ZCandidateSignedIn)
    .use(limitWrites('candidate'))
    .mutation(async ({ ctx, input }) => {
      const session = await signInCandidate(ctx, input.token);
      return { success: true as const, email: session.email, expiresAt: session.expiresAt.toISOString() };
    }),

  /**
   * The page /my-applications: the session's applications, or null without a session (the page
   * then offers the link), so the page never meets a 401 (which the web app reads as a staff
   * session ending). No REST path: GET /api/candidates/applications is the documented one.
   */
  session: publicProcedure
    .meta({ access: 'public' })
    .output(ZCandidateApplications.nullable())
    .query(async ({ ctx }) => {
      const candidate = await currentCandidate(ctx);
      return candidate ? candidateApplications(ctx.em, candidate) : null;
    }),

  /** GET /api/candidates/applications: the session's address and its applications, newest first; 401 without a session. */
  applications: publicProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'GET',
        path: '/api/candidates/applications',
        summary: "The candidate session's applications, newest first: job, date, status (Received, In review, Interview, Not selected, Hired, Withdrawn)",
      },
      errors: [401],
    })
    .output(ZCandidateApplications)
    .use(requireCandidate)
    .query(({ ctx }) => candidateApplications(ctx.em, ctx.candidate)),

  /**
   * PATCH /api/candidates/applications/{id}: correct name, phone or email, or replace the résumé
   * (a link, or an upload's id; the old file is deleted). 404 for an id that is not the session's.
   */
  update: publicWriteProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'PATCH',
        path: '/api/candidates/applications/:id',
        body: true,
        summary:
          "Correct one's application {applicantName?, applicantEmail?, applicantPhone?, resume?}: a new email moves it to that address; a résumé replaces the old (its file deleted); 409 once decided or withdrawn",
      },
      errors: [401, 409],
    })
    .input(ZCandidateApplicationUpdateInput)
    .output(ZCandidateApplicationChanged)
    .use(limitWrites('candidate'))
    .use(requireCandidate)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: CANDIDATE_MESSAGES.updated,
      application: await updateCandidateApplication(ctx, ctx.candidate, input),
    })),

  /** POST /api/candidates/applications/{id}/withdraw: staff see 'Withdrawn', and the timeline says so; 409 once decided or withdrawn. */
  withdraw: publicWriteProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'POST',
        path: '/api/candidates/applications/:id/withdraw',
        summary: 'Withdraw one of the applications of the candidate session (staff see Withdrawn); 409 once decided or withdrawn',
      },
      errors: [401, 409],
    })
    .input(ZByIdInput)
    .output(ZCandidateApplicationChanged)
    .use(limitWrites('candidate'))
    .use(requireCandidate)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: CANDIDATE_MESSAGES.withdrawn,
      application: await withdrawCandidateApplication(ctx, ctx.candidate, input.id),
    })),

  /** POST /api/candidates/logout: the session is revoked and its cookie cleared (the same answer without one). */
  logout: publicProcedure
    .meta({
      access: 'public',
      rest: { method: 'POST', path: '/api/candidates/logout', summary: 'End the candidate session: revoked on the server, its cookie cleared' },
    })
    .output(ZSuccessMessage)
    .mutation(async ({ ctx }) => {
      await signOutCandidate(ctx);
      return { success: true as const, message: CANDIDATE_MESSAGES.loggedOut };
    }),
});
