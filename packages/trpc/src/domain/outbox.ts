import { OutboxEmail, type EntityManager } from '@app/db';
import { countHit } from './rate-limits.ts';

export interface MailToQueue {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe on alert mail). */
  headers?: Record<string, string>;
}

/**
 * Puts a mail in the outbox, in the caller's unit of work: it is stored with the change that
 * calls for it (the caller flushes), or not at all.
 */
export function queueEmail(em: EntityManager, mail: MailToQueue) {
  return em.create(OutboxEmail, {
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    headers: mail.headers ?? null,
  });
}

/** Whether a mail of this kind went to this address since `since` (so a form cannot be used to flood a mailbox). */
export async function mailedSince(em: EntityManager, kind: string, to: string, since: Date): Promise<boolean> {
  return (await em.count(OutboxEmail, { kind, toAddress: to, createdAt: { $gte: since } })) > 0;
}

/**
 * Automatic replies to an address typed into a public form (acknowledgements, 'job received',
 * 'application received', confirmation links) per recipient, across every form, in a window.
 * Anyone can type anyone's address, so without this cap the forms mail a victim as often as an
 * attacker likes. Mail staff trigger (decisions, admin notices, alerts) is not counted.
 */
export const RECIPIENT_MAIL_CAP = { max: 3, windowMs: 24 * 60 * 60 * 1000 } as const;

/**
 * One mailbox, however it is spelled: lower case, without a `+tag`, and for Gmail without the
 * dots of the local part (googlemail.com is gmail.com). Addresses reach this validated.
 */
export function normalizeMailbox(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  while (domain.endsWith('.')) domain = domain.slice(0, -1);
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/**
 * Queues an automatic reply to an address a visitor typed, counted against the recipient's cap
 * (one atomic upsert in rate_counters, shared by every instance, so a concurrent burst cannot
 * pass it). Past the cap the mail is still stored, as 'suppressed': the admin Email screen shows
 * it, the worker never sends it, and the visitor's request is answered as before.
 */
export async function queueVisitorEmail(em: EntityManager, mail: MailToQueue) {
  const { hits } = await countHit(em, `mail:${normalizeMailbox(mail.to)}`, RECIPIENT_MAIL_CAP.windowMs);
  const row = queueEmail(em, mail);
  if (hits > RECIPIENT_MAIL_CAP.max) row.status = 'suppressed';
  return row;
}
