import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { emailAddress, nowOnCreate, recordLocale, serialId } from './columns.ts';

/** The SHA-256 of a secret, in hex: the only trace of a link's or a session's secret the database keeps. */
const secretHash = () => p.string().length(64).hidden();

/**
 * Who a visitor's sign-in link and session are for: a job seeker (My applications) or an employer
 * (My postings, issue 38 item 3). One mechanism serves both; a link or a session of one audience
 * never opens the other's page (the link's signature names its audience, and every lookup does).
 */
export const VISITOR_AUDIENCES = ['candidate', 'employer'] as const;
export type VisitorAudience = (typeof VISITOR_AUDIENCES)[number];
const audience = () => p.enum(VISITOR_AUDIENCES).default('candidate');

/**
 * A sign-in link of My applications or My postings (issue 38; `audience` says which). The request stores only the mailbox asked for (the
 * address normalised as the mail cap compares them), the address as typed and the site's origin:
 * the same work whoever the address is. The mail worker then looks the mailbox up and, when it has
 * applications, fills in the hash of a link's secret and `expiresAt` (30 minutes after the
 * request) and queues the mail; a request for a mailbox without applications is deleted. The link
 * is used once (`usedAt`).
 */
export const CandidateLink = defineEntity({
  name: 'CandidateLink',
  tableName: 'candidate_links',
  properties: {
    id: serialId(),
    audience: audience(),
    mailbox: emailAddress().index(),
    /** Where the link goes: the address as typed. */
    toAddress: emailAddress(),
    /** Where the link points (PUBLIC_URL, or the request's allowed host). */
    siteUrl: p.string().length(300),
    /** The language of the page the link was asked on: the mail's, and its link's page. */
    locale: recordLocale(),
    createdAt: nowOnCreate(),
    /** When the worker looked at it (null: waiting). */
    processedAt: p.datetime().nullable(),
    tokenHash: secretHash().nullable().unique(),
    expiresAt: p.datetime().nullable(),
    usedAt: p.datetime().nullable(),
  },
});

export type ICandidateLink = InferEntity<typeof CandidateLink>;

/**
 * A visitor's session, a candidate's or an employer's (`audience`; the `candidate_session` or
 * `employer_session` cookie holds its secret; this row its hash): the
 * mailbox it may read, and its life (7 days from the sign-in, over at once when revoked by
 * signing out). It never stands for a staff user.
 */
export const CandidateSession = defineEntity({
  name: 'CandidateSession',
  tableName: 'candidate_sessions',
  properties: {
    id: serialId(),
    audience: audience(),
    tokenHash: secretHash().unique(),
    mailbox: emailAddress().index(),
    createdAt: nowOnCreate(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
  },
});

export type ICandidateSession = InferEntity<typeof CandidateSession>;
