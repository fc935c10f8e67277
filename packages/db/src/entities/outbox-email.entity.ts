import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { EMAIL_STATUSES } from '@app/shared/constants';
import { emailAddress, nowOnCreate, serialId, textLine } from './columns.ts';

/**
 * A mail the site means to send, written in the same transaction as the event that calls for it
 * (so nothing is lost when mail is down). Delivery is done apart from the request that wrote it.
 */
export const OutboxEmail = defineEntity({
  name: 'OutboxEmail',
  tableName: 'email_outbox',
  properties: {
    id: serialId(),
    /** What the mail is for, e.g. 'newsletter.confirm'. */
    kind: p.string().length(60).index(),
    toAddress: emailAddress().index(),
    subject: textLine(),
    textBody: p.text(),
    htmlBody: p.text().nullable(),
    /** Extra mail headers, e.g. List-Unsubscribe on alert mail. */
    headers: p.json<Record<string, string>>().nullable(),
    /**
     * The secrets of the mail's links, sealed (AES-256-GCM under a key derived from SESSION_KEY, which
     * the database never holds): the bodies and headers carry placeholders where they go, and only
     * the mail worker puts them back, in the message it sends. See @app/trpc features/mail/mail-seal.ts.
     */
    sealedSecrets: p.text().nullable().hidden(),
    /** When the sealed secrets were deleted (sent, or a day old, or never to be sent): the mail's links cannot be sent again. */
    secretsRemovedAt: p.datetime().nullable(),
    /** pending (to deliver), sent, failed, or suppressed (over the per-recipient cap: kept, never delivered). */
    status: p.enum(EMAIL_STATUSES).default('pending').index(),
    attempts: p.integer().default(0),
    /** When a delivery job was put on the queue for it (null: not yet). */
    queuedAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
    createdAt: nowOnCreate().index(),
    sentAt: p.datetime().nullable(),
  },
});

export type IOutboxEmail = InferEntity<typeof OutboxEmail>;
