import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { emailAddress, nowOnCreate, serialId } from './columns.ts';

/** The SHA-256 of a secret, in hex: the only trace of a link's or a session's secret the database keeps. */
const secretHash = () => p.string().length(64).hidden();

/**
 * A sign-in link of My applications (issue 38), mailed to an address that has applications: the
 * hash of its secret, the mailbox it opens (normalised as the mail cap compares addresses), and
 * its life (30 minutes, used once).
 */
export const CandidateLink = defineEntity({
  name: 'CandidateLink',
  tableName: 'candidate_links',
  properties: {
    id: serialId(),
    tokenHash: secretHash().unique(),
    mailbox: emailAddress().index(),
    createdAt: nowOnCreate(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});

export type ICandidateLink = InferEntity<typeof CandidateLink>;

/**
 * A candidate session (the `candidate_session` cookie holds its secret; this row its hash): the
 * mailbox it may read, and its life (7 days from the sign-in, over at once when revoked by
 * signing out). It never stands for a staff user.
 */
export const CandidateSession = defineEntity({
  name: 'CandidateSession',
  tableName: 'candidate_sessions',
  properties: {
    id: serialId(),
    tokenHash: secretHash().unique(),
    mailbox: emailAddress().index(),
    createdAt: nowOnCreate(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
  },
});

export type ICandidateSession = InferEntity<typeof CandidateSession>;
