import type { FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import { createCaller } from '@app/trpc';
import { CANDIDATE_SIGN_IN_PATH, MY_APPLICATIONS_PATH } from '@app/shared/candidates';
import { EMPLOYER_SIGN_IN_PATH, MY_POSTINGS_PATH } from '@app/shared/employers';
import { toHttpError } from '../rest/errors.ts';

type Caller = ReturnType<typeof createCaller>;

/** The mailed sign-in links of the visitors' pages (issue 38): where each goes, and what swaps its token for a session. */
const SIGN_IN_PAGES: { signInPath: string; page: string; signIn: (caller: Caller, token: string) => Promise<unknown> }[] = [
  { signInPath: CANDIDATE_SIGN_IN_PATH, page: MY_APPLICATIONS_PATH, signIn: (caller, token) => caller.candidate.signIn({ token }) },
  { signInPath: EMPLOYER_SIGN_IN_PATH, page: MY_POSTINGS_PATH, signIn: (caller, token) => caller.employer.signIn({ token }) },
];

/**
 * GET /my-applications/sign-in?token=… and GET /my-postings/sign-in?token=…: the links of the
 * sign-in mails (issue 38). The token is swapped for a session of its audience (used once, within
 * 30 minutes) and the browser goes on to the page with its cookie; a link used, expired, forged or
 * of the other page goes to the page with ?link=invalid, which says so beside the form that mails a
 * new one. Without JavaScript as with it: a redirect. Nothing of it is kept by a cache, nor sent as
 * a referrer.
 */
export default async function visitorSignInRoutes(app: FastifyInstance) {
  for (const { signInPath, page, signIn } of SIGN_IN_PAGES) {
    app.get<{ Querystring: { token?: unknown } }>(signInPath, async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      try {
        await signIn(createCaller(app.contextFor(request)), token);
        return reply.redirect(page, 303);
      } catch (error) {
        if (error instanceof TRPCError && error.code === 'BAD_REQUEST') return reply.redirect(`${page}?link=invalid`, 303);
        const { status, body, headers } = toHttpError(error, request.log);
        if (headers) reply.headers(headers);
        return reply.code(status).send(body);
      }
    });
  }
}
