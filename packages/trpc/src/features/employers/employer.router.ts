import { TRPCError } from '@trpc/server';
import { EMPLOYER_MESSAGES } from '@app/shared/employers';
import { ZCandidateSignInInput, ZCandidateSignedIn } from '@app/shared/schemas/candidates';
import { ZPrivacyRequestAccepted, ZSuccessMessage } from '@app/shared/schemas/dtos';
import {
  ZEmployerCloseInput,
  ZEmployerJobUpdateInput,
  ZEmployerLinkInput,
  ZEmployerPostingChanged,
  ZEmployerPostingDto,
  ZEmployerPostings,
} from '@app/shared/schemas/employers';
import { ZByIdInput } from '@app/shared/schemas/inputs';
import { middleware, publicProcedure, router } from '../../trpc.ts';
import { limitWrites, publicFormProcedure, publicWriteProcedure } from '../../maintenance.ts';
import {
  closeEmployerPosting,
  currentEmployer,
  employerPosting,
  employerPostings,
  repostEmployerPosting,
  requestEmployerLink,
  signInEmployer,
  signOutEmployer,
  updateEmployerPosting,
} from './employers.ts';

/**
 * The employer session behind the request (its own cookie), or 401. It reaches the jobs posted
 * with one mailbox; staff procedures never look at it (they read the staff session only).
 */
const requireEmployer = middleware(async ({ ctx, next }) => {
  const employer = await currentEmployer(ctx);
  if (!employer) throw new TRPCError({ code: 'UNAUTHORIZED', message: EMPLOYER_MESSAGES.signInRequired });
  return next({ ctx: { employer } });
});

/** The same sign-in token and answer as My applications' (the token's signature names its audience). */
const ZEmployerSignInInput = ZCandidateSignInInput;
const ZEmployerSignedIn = ZCandidateSignedIn;

export const employerRouter = router({
  /**
   * POST /api/employers/link (202): a sign-in link for My postings, mailed when the address posted
   * jobs. The answer is the same for any address; throttled like the privacy requests, and counted
   * against the mailbox's own budget of these links.
   */
  requestLink: publicFormProcedure(ZEmployerLinkInput, ZPrivacyRequestAccepted, 'employerLink')
    .meta({
      access: 'public',
      rest: {
        method: 'POST',
        path: '/api/employers/link',
        status: 202,
        body: true,
        summary: 'Ask for a sign-in link to My postings {email}: 202 the same for any address; mails a link (single use, 30 minutes) when it posted jobs',
      },
    })
    .mutation(async ({ ctx, input }) => {
      await requestEmployerLink(ctx, input.email, input.locale);
      return { success: true as const, message: EMPLOYER_MESSAGES.linkSent };
    }),

  /**
   * POST /api/employers/sign-in {token}: the mailed link swapped for an employer session (its
   * cookie, 7 days); the page /my-postings/sign-in does it and goes on to /my-postings. A link used,
   * expired, forged or of My applications answers 400.
   */
  signIn: publicWriteProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'POST',
        path: '/api/employers/sign-in',
        body: true,
        summary: "Swap the mailed link's token {token} for an employer session (the employer_session cookie, 7 days); 400 for a link used, expired or forged",
      },
    })
    .input(ZEmployerSignInInput)
    .output(ZEmployerSignedIn)
    .use(limitWrites('employer'))
    .mutation(async ({ ctx, input }) => {
      const session = await signInEmployer(ctx, input.token);
      return { success: true as const, email: session.email, expiresAt: session.expiresAt.toISOString() };
    }),

  /**
   * The page /my-postings: the session's postings, or null without a session (the page then offers
   * the link), so the page never meets a 401. No REST path: GET /api/employers/jobs is the documented one.
   */
  session: publicProcedure
    .meta({ access: 'public' })
    .output(ZEmployerPostings.nullable())
    .query(async ({ ctx }) => {
      const employer = await currentEmployer(ctx);
      return employer ? employerPostings(ctx.em, employer, ctx.now()) : null;
    }),

  /** GET /api/employers/jobs: the session's address and its postings, newest first; 401 without a session. */
  jobs: publicProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'GET',
        path: '/api/employers/jobs',
        summary: "The employer session's job postings, newest first: state (pending, live until a date, denied with the reason, closed), applications count",
      },
      errors: [401],
    })
    .output(ZEmployerPostings)
    .use(requireEmployer)
    .query(({ ctx }) => employerPostings(ctx.em, ctx.employer, ctx.now())),

  /** GET /api/employers/jobs/{id}: one posting of the session's address; 404 for any other id. */
  job: publicProcedure
    .meta({
      access: 'public',
      rest: { method: 'GET', path: '/api/employers/jobs/:id', summary: "One of the employer session's job postings; 404 for another address's" },
      errors: [401],
    })
    .input(ZByIdInput)
    .output(ZEmployerPostingDto)
    .use(requireEmployer)
    .query(({ ctx, input }) => employerPosting(ctx.em, ctx.employer, input.id, ctx.now())),

  /**
   * PATCH /api/employers/jobs/{id}: the poster's edit, by Post a Job's rules (the contact email
   * stays). The job goes back to review: a live one is off the site until approved again.
   */
  update: publicWriteProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'PATCH',
        path: '/api/employers/jobs/:id',
        body: true,
        summary:
          "Edit one's job posting (Post a Job's fields but contactEmail; omitted fields unchanged): it goes back to review, off the site until approved again; 409 when closed",
      },
      errors: [401, 409],
    })
    .input(ZEmployerJobUpdateInput)
    .output(ZEmployerPostingChanged)
    .use(limitWrites('employer'))
    .use(requireEmployer)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: EMPLOYER_MESSAGES.updated,
      posting: await updateEmployerPosting(ctx, ctx.employer, input),
    })),

  /** POST /api/employers/jobs/{id}/close {reason}: a live job closes at once as filled or cancelled; 409 otherwise. */
  close: publicWriteProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'POST',
        path: '/api/employers/jobs/:id/close',
        body: true,
        summary: "Close one's live job posting {reason: 'filled' | 'cancelled'}: closed at once, its page says so; 409 when not live",
      },
      errors: [401, 409],
    })
    .input(ZEmployerCloseInput)
    .output(ZEmployerPostingChanged)
    .use(limitWrites('employer'))
    .use(requireEmployer)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: input.reason === 'filled' ? EMPLOYER_MESSAGES.closedFilled : EMPLOYER_MESSAGES.closedCancelled,
      posting: await closeEmployerPosting(ctx, ctx.employer, input.id, input.reason),
    })),

  /** POST /api/employers/jobs/{id}/repost: a closed job goes back to review; 409 when not closed. */
  repost: publicWriteProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'POST',
        path: '/api/employers/jobs/:id/repost',
        summary: "Repost one's closed job posting: back to review, a new end date once approved; 409 when not closed",
      },
      errors: [401, 409],
    })
    .input(ZByIdInput)
    .output(ZEmployerPostingChanged)
    .use(limitWrites('employer'))
    .use(requireEmployer)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: EMPLOYER_MESSAGES.reposted,
      posting: await repostEmployerPosting(ctx, ctx.employer, input.id),
    })),

  /** POST /api/employers/logout: the session is revoked and its cookie cleared (the same answer without one). */
  logout: publicProcedure
    .meta({
      access: 'public',
      rest: { method: 'POST', path: '/api/employers/logout', summary: 'End the employer session: revoked on the server, its cookie cleared' },
    })
    .output(ZSuccessMessage)
    .mutation(async ({ ctx }) => {
      await signOutEmployer(ctx);
      return { success: true as const, message: EMPLOYER_MESSAGES.loggedOut };
    }),
});
