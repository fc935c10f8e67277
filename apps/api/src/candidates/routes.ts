import type { FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import { createCaller } from '@app/trpc';
import { CANDIDATE_SIGN_IN_PATH, MY_APPLICATIONS_PATH } from '@app/shared/candidates';
import { toHttpError } from '../rest/errors.ts';

/**
 * GET /my-applications/sign-in?token=…: the link of the sign-in mail (issue 38). The token is
 * swapped for a candidate session (candidate.signIn: used once, within 30 minutes) and the browser
 * goes on to /my-applications with its cookie; a link used, expired or forged goes to
 * /my-applications?link=invalid, which says so beside the form that mails a new one. Without
 * JavaScript as with it: a redirect. Nothing of it is kept by a cache, nor sent as a referrer.
 */
export default async function candidateRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { token?: unknown } }>(CANDIDATE_SIGN_IN_PATH, async (request, reply) => {
    reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    try {
      await createCaller(app.contextFor(request)).candidate.signIn({ token });
      return reply.redirect(MY_APPLICATIONS_PATH, 303);
    } catch (error) {
      if (error instanceof TRPCError && error.code === 'BAD_REQUEST') return reply.redirect(`${MY_APPLICATIONS_PATH}?link=invalid`, 303);
      const { status, body, headers } = toHttpError(error, request.log);
      if (headers) reply.headers(headers);
      return reply.code(status).send(body);
    }
  });
}
