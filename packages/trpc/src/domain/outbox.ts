import { OutboxEmail, type EntityManager } from '@app/db';

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
  return em.create(OutboxEmail, { kind: mail.kind, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null, headers: mail.headers ?? null });
}

/** Whether a mail of this kind went to this address since `since` (so a form cannot be used to flood a mailbox). */
export async function mailedSince(em: EntityManager, kind: string, to: string, since: Date): Promise<boolean> {
  return (await em.count(OutboxEmail, { kind, toAddress: to, createdAt: { $gte: since } })) > 0;
}
