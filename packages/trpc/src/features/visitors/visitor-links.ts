import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { CandidateLink, CandidateSession, Job, JobApplication, findSiteSettings, type EntityManager, type VisitorAudience } from '@app/db';
import { CANDIDATE_LINK_MINUTES, CANDIDATE_MESSAGES, CANDIDATE_SESSION_DAYS, CANDIDATE_SIGN_IN_PATH } from '@app/shared/candidates';
import { DEFAULT_COMPANY_SETTINGS } from '@app/shared/company';
import { localizePath, type Locale } from '@app/shared/locale-paths';
import { EMPLOYER_LINK_MINUTES, EMPLOYER_MESSAGES, EMPLOYER_SESSION_DAYS, EMPLOYER_SIGN_IN_PATH } from '@app/shared/employers';
import type { VisitorSessionPort } from '../../context.ts';
import type { LinkSigning } from '../../infra/signed-links.ts';
import { query, sql } from '../../infra/sql.ts';
import { candidateLinkMail, employerLinkMail, type Brand, type MailContent } from '../mail/mail-templates.ts';
import { normalizeMailbox, queueVisitorEmail, type ConfirmationBudget } from '../mail/outbox.ts';

/**
 * Sign-in links and sessions of visitors without passwords (issue 38): job seekers on My
 * applications, employers on My postings. One mechanism, an audience apart:
 *
 * - A link is asked for an address (POST /api/candidates/link, POST /api/employers/link): the
 *   answer, and the work behind it, are the same whatever the address (one row). The mail worker
 *   then mails a link only when that mailbox (the address normalised as the mail cap compares
 *   them) holds records of the audience (applications; jobs posted), within the mailbox's own
 *   budget of that audience's links.
 *   The link's secret is `<32 random bytes>.<HMAC>`; the HMAC names the audience, so a link of one
 *   never opens the other. The database keeps its SHA-256 only, and the outbox keeps it sealed
 *   (see mail-seal.ts), so neither holds a working link.
 * - Following it (once, within 30 minutes) opens a session of that audience: a random secret in
 *   the audience's own cookie, of which the database keeps the SHA-256 and the mailbox, for 7 days
 *   or until signing out. It is never a staff session (staff procedures read the staff cookie only).
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** What differs between the audiences. */
interface Audience {
  /** The outbox's kind of the sign-in mail. */
  mailKind: string;
  /** Where the mailed link goes (its token in the query). */
  signInPath: string;
  linkMinutes: number;
  sessionDays: number;
  /** The mailbox's own budget of these links (never the acknowledgements'). */
  budget: ConfirmationBudget;
  invalidLink: string;
  /** Whether the mailbox has anything this audience's page shows. */
  holds(em: EntityManager, mailbox: string): Promise<boolean>;
  mail(brand: Brand, locale: Locale, link: { link: string; minutes: number }): MailContent;
  /** The request's cookie of this audience. */
  port(ctx: Pick<VisitorContext, 'candidateSession' | 'employerSession'>): VisitorSessionPort;
}

/** The mail's kinds in the outbox. */
export const CANDIDATE_LINK_MAIL = 'candidate.link';
export const EMPLOYER_LINK_MAIL = 'employer.link';

export const AUDIENCES: Record<VisitorAudience, Audience> = {
  candidate: {
    mailKind: CANDIDATE_LINK_MAIL,
    signInPath: CANDIDATE_SIGN_IN_PATH,
    linkMinutes: CANDIDATE_LINK_MINUTES,
    sessionDays: CANDIDATE_SESSION_DAYS,
    budget: 'candidate',
    invalidLink: CANDIDATE_MESSAGES.invalidLink,
    holds: async (em, mailbox) => (await em.count(JobApplication, { applicantMailbox: mailbox, erasedAt: null })) > 0,
    mail: candidateLinkMail,
    port: (ctx) => ctx.candidateSession,
  },
  employer: {
    mailKind: EMPLOYER_LINK_MAIL,
    signInPath: EMPLOYER_SIGN_IN_PATH,
    linkMinutes: EMPLOYER_LINK_MINUTES,
    sessionDays: EMPLOYER_SESSION_DAYS,
    budget: 'employer',
    invalidLink: EMPLOYER_MESSAGES.invalidLink,
    // A submission the spam trap caught is not the poster's to manage (it was never reviewed).
    holds: async (em, mailbox) => (await em.count(Job, { contactMailbox: mailbox, status: { $ne: 'spam' } })) > 0,
    mail: employerLinkMail,
    port: (ctx) => ctx.employerSession,
  },
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const linkSignature = (secret: Buffer, audience: VisitorAudience, key: string) =>
  createHmac('sha256', secret).update(`${audience} link\n${key}`).digest().subarray(0, 18).toString('base64url');

/** A new link secret and the hash to store. */
function newLinkToken(secret: Buffer, audience: VisitorAudience): { token: string; hash: string } {
  const key = randomBytes(32).toString('base64url');
  return { token: `${key}.${linkSignature(secret, audience, key)}`, hash: sha256(key) };
}

/** The stored hash a link's token stands for, or null when this site did not sign it for this audience. */
function linkTokenHash(secret: Buffer, audience: VisitorAudience, token: string): string | null {
  const [key, sig, ...rest] = token.split('.');
  if (!key || !sig || rest.length || !/^[\w-]{43}$/.test(key)) return null;
  const expected = Buffer.from(linkSignature(secret, audience, key));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return sha256(key);
}

/** What the link and session functions use of a request. */
export interface VisitorContext extends LinkSigning {
  em: EntityManager;
  now: () => Date;
  candidateSession: VisitorSessionPort;
  employerSession: VisitorSessionPort;
}

/** The signed-in visitor: the session's row and the one mailbox it reaches. */
export interface VisitorIdentity {
  sessionId: number;
  mailbox: string;
}

/**
 * A link request: records it, the same work whoever the address is (one row). Whether the address
 * holds anything is the mail worker's to find out, away from the request, so neither the answer
 * nor its timing tells (processSignInLinkRequests).
 */
export async function requestSignInLink(
  ctx: Pick<VisitorContext, 'em' | 'now' | 'siteUrl'> & { spamReason?: string | null },
  audience: VisitorAudience,
  email: string,
  locale: Locale = 'en',
): Promise<void> {
  if (ctx.spamReason) return;
  ctx.em.create(CandidateLink, {
    audience,
    mailbox: normalizeMailbox(email),
    toAddress: email.trim(),
    siteUrl: ctx.siteUrl,
    locale,
    createdAt: ctx.now(),
    processedAt: null,
    tokenHash: null,
    expiresAt: null,
    usedAt: null,
  });
  await ctx.em.flush();
}

/**
 * The mail worker's part of the link requests of both audiences (every sweep, a few seconds after
 * them): a mailbox that holds records of the request's audience gets its link (the secret's hash
 * stored, valid 30 minutes from the request; the mail counted against the mailbox's own budget of
 * that audience's links); a request for a mailbox without any, or that waited past its link's life,
 * is deleted, address and all. Several workers share the queue (SKIP LOCKED). Returns how many
 * mails were queued.
 */
export async function processSignInLinkRequests({ em, secret, now = new Date() }: { em: EntityManager; secret: Buffer; now?: Date }): Promise<number> {
  return em.fork().transactional(async (tx) => {
    const waiting = await query<{ id: number }>(
      tx,
      sql`select id from candidate_links where processed_at is null order by id limit 100 for update skip locked`,
    );
    if (!waiting.length) return 0;
    const requests = await tx.find(CandidateLink, { id: { $in: waiting.map((r) => Number(r.id)) } }, { orderBy: { id: 'asc' } });
    const settings = await findSiteSettings(tx);
    let queued = 0;
    for (const request of requests) {
      const audience = AUDIENCES[request.audience as VisitorAudience];
      const expiresAt = new Date(request.createdAt.getTime() + audience.linkMinutes * MINUTE_MS);
      if (expiresAt <= now || !(await audience.holds(tx, request.mailbox))) {
        tx.remove(request);
        continue;
      }
      const { token, hash } = newLinkToken(secret, request.audience as VisitorAudience);
      request.processedAt = now;
      request.tokenHash = hash;
      request.expiresAt = expiresAt;
      const brand = { company: settings?.companyName ?? DEFAULT_COMPANY_SETTINGS.companyName, siteUrl: request.siteUrl };
      // The sign-in page of the language the link was asked in, and the mail in it.
      const link = `${request.siteUrl}${localizePath(audience.signInPath, request.locale)}?${new URLSearchParams({ token })}`;
      const content = audience.mail(brand, request.locale, { link, minutes: audience.linkMinutes });
      await queueVisitorEmail(
        tx,
        { kind: audience.mailKind, to: request.toAddress, ...content, secrets: { linkKey: secret, values: [token] } },
        audience.budget,
      );
      queued += 1;
    }
    await tx.flush();
    return queued;
  });
}

/**
 * The link followed: used up (one statement, so two tabs opening it at once make one session) and
 * swapped for a session of its audience and mailbox, whose secret goes into that audience's cookie.
 * A link used, expired, forged or of the other audience: 400.
 */
export async function signInVisitor(ctx: VisitorContext, audience: VisitorAudience, token: string): Promise<{ email: string; expiresAt: Date }> {
  const config = AUDIENCES[audience];
  const invalid = (): never => {
    throw new TRPCError({ code: 'BAD_REQUEST', message: config.invalidLink });
  };
  const hash = linkTokenHash(ctx.formGuard.secret, audience, token);
  if (!hash) return invalid();
  const now = ctx.now();
  const [used] = await query<{ mailbox: string }>(
    ctx.em,
    sql`update candidate_links set used_at = ${now.toISOString()}::timestamptz
        where token_hash = ${hash} and audience = ${audience} and used_at is null and expires_at > ${now.toISOString()}::timestamptz returning mailbox`,
  );
  if (!used) return invalid();
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + config.sessionDays * DAY_MS);
  ctx.em.create(CandidateSession, { audience, tokenHash: sha256(secret), mailbox: used.mailbox, createdAt: now, expiresAt, revokedAt: null });
  await ctx.em.flush();
  config.port(ctx).set(secret, (config.sessionDays * DAY_MS) / 1000);
  return { email: used.mailbox, expiresAt };
}

/** The visitor of this audience behind this request's cookie, or null (no cookie, an unknown, revoked or expired session: the cookie is cleared). */
export async function currentVisitor(
  ctx: Pick<VisitorContext, 'em' | 'now' | 'candidateSession' | 'employerSession'>,
  audience: VisitorAudience,
): Promise<VisitorIdentity | null> {
  const port = AUDIENCES[audience].port(ctx);
  const secret = port.get();
  if (!secret) return null;
  const session = /^[\w-]{43}$/.test(secret) ? await ctx.em.findOne(CandidateSession, { tokenHash: sha256(secret), audience }) : null;
  if (!session || session.revokedAt || session.expiresAt.getTime() <= ctx.now().getTime()) {
    port.clear();
    return null;
  }
  return { sessionId: session.id, mailbox: session.mailbox };
}

/** Signing out: the session is revoked in the database (the cookie alone opens nothing more) and its cookie cleared. */
export async function signOutVisitor(
  ctx: Pick<VisitorContext, 'em' | 'now' | 'candidateSession' | 'employerSession'>,
  audience: VisitorAudience,
): Promise<void> {
  const port = AUDIENCES[audience].port(ctx);
  const secret = port.get();
  if (secret && /^[\w-]{43}$/.test(secret)) {
    await ctx.em.nativeUpdate(CandidateSession, { tokenHash: sha256(secret), audience, revokedAt: null }, { revokedAt: ctx.now() });
  }
  port.clear();
}

/** Sign-in links and sessions (both audiences) over for more than a day (the minute sweep); answers how many went. */
export async function pruneVisitorSessions(em: EntityManager, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - DAY_MS);
  // A link over a day ago, or a request no worker took within a day (its link would be dead anyway).
  const links = await em.nativeDelete(CandidateLink, { $or: [{ expiresAt: { $lt: before } }, { createdAt: { $lt: before } }] });
  const sessions = await em.nativeDelete(CandidateSession, { $or: [{ expiresAt: { $lt: before } }, { revokedAt: { $lt: before } }] });
  return links + sessions;
}
