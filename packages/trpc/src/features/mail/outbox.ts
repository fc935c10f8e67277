import { OutboxEmail, type EntityManager } from '@app/db';
import { countHit } from '../../infra/rate-limits.ts';
import { sealMail, type LinkSecrets } from './mail-seal.ts';
import { normalizeMailbox } from '@app/shared/mailbox';

export interface MailToQueue {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe on alert mail). */
  headers?: Record<string, string>;
  /** The secrets of the mail's links: stored sealed, with placeholders in their place (see mail-seal.ts). */
  secrets?: LinkSecrets;
}

/** Pending mail older than this is never sent by the worker (a mail kept while SMTP was unset does not go out weeks later). */
export const MAX_PENDING_AGE_MS = 3 * 24 * 60 * 60 * 1000;
/** Sent, failed and suppressed mail keeps its links' sealed secrets this long, no longer. */
export const LINK_SECRETS_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Puts a mail in the outbox, in the caller's unit of work: it is stored with the change that
 * calls for it (the caller flushes), or not at all. A suppressed mail is never sent, so the
 * secrets of its links are not kept at all.
 */
export function queueEmail(em: EntityManager, mail: MailToQueue, status: 'pending' | 'suppressed' = 'pending') {
  const bodies = { text: mail.text, html: mail.html ?? null, headers: mail.headers ?? null };
  const stored = mail.secrets?.values.length ? sealMail(bodies, mail.secrets, { kind: mail.kind, to: mail.to }) : { ...bodies, sealed: null };
  return em.create(OutboxEmail, {
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: stored.text,
    htmlBody: stored.html,
    headers: stored.headers,
    status,
    sealedSecrets: status === 'pending' ? stored.sealed : null,
    secretsRemovedAt: status === 'pending' || !stored.sealed ? null : new Date(),
  });
}

/** Whether a mail of this kind went to this address since `since` (so a form cannot be used to flood a mailbox). */
export async function mailedSince(em: EntityManager, kind: string, to: string, since: Date): Promise<boolean> {
  return (await em.count(OutboxEmail, { kind, toAddress: to, createdAt: { $gte: since } })) > 0;
}

/**
 * Automatic acknowledgements of what a visitor sent through a public form ('we received your
 * message', 'job received', 'application received') per recipient, across every form, in a
 * window. Anyone can type anyone's address, so without this cap the forms mail a victim as often
 * as an attacker likes. Mail that staff trigger (decisions, admin notices, alerts) is not counted,
 * nor are the confirmation links a person asks for (CONFIRMATION_MAIL_CAP).
 */
export const RECIPIENT_MAIL_CAP = { max: 3, windowMs: 24 * 60 * 60 * 1000 } as const;

/**
 * A confirmation link a person just asked for (a job alert, the newsletter again, a privacy
 * request) has a budget of its own per kind and recipient, in a window: acknowledgements never
 * use it up (three applications in a day still leave the job alert's link to go out), and a
 * stranger typing the address gets no more than this many of each kind. Each kind also waits
 * between two mails to one address (10 minutes to an hour, in its own domain).
 */
export const CONFIRMATION_MAIL_CAP = { max: 3, windowMs: 24 * 60 * 60 * 1000 } as const;

/**
 * The confirmation links with a budget of their own: the two kinds of privacy request share one;
 * 'candidate' is the sign-in link of My applications, 'employer' that of My postings (issue 38).
 */
const CONFIRMATION_BUDGETS = ['newsletter', 'job-alert', 'privacy', 'candidate', 'employer'] as const;
export type ConfirmationBudget = (typeof CONFIRMATION_BUDGETS)[number];

/** The rate_counters key of a mailbox's acknowledgements, or of one kind of its confirmation links. */
const budgetKey = (mailbox: string, confirmation?: ConfirmationBudget) => (confirmation ? `mail-confirm:${confirmation}:${mailbox}` : `mail:${mailbox}`);

export { normalizeMailbox } from '@app/shared/mailbox';

/**
 * Queues an automatic mail to an address a visitor typed, counted against the recipient's
 * budget (one atomic upsert in rate_counters, shared by every instance, so a concurrent burst
 * cannot pass it): an acknowledgement against RECIPIENT_MAIL_CAP, a confirmation link against
 * its kind's CONFIRMATION_MAIL_CAP. Past it the mail is still stored, as 'suppressed': the admin
 * Email screen shows it, the worker never sends it, and the visitor's request is answered as
 * before.
 */
export async function queueVisitorEmail(em: EntityManager, mail: MailToQueue, confirmation?: ConfirmationBudget) {
  const cap = confirmation ? CONFIRMATION_MAIL_CAP : RECIPIENT_MAIL_CAP;
  const { hits } = await countHit(em, budgetKey(normalizeMailbox(mail.to), confirmation), cap.windowMs);
  return queueEmail(em, mail, hits > cap.max ? 'suppressed' : 'pending');
}

/** Every rate_counters key that names this address's mailbox (a deletion request erases them). */
export function mailBudgetKeys(address: string): string[] {
  const mailbox = normalizeMailbox(address);
  return [budgetKey(mailbox), ...CONFIRMATION_BUDGETS.map((budget) => budgetKey(mailbox, budget))];
}
