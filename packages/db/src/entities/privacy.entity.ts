import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES } from '@app/shared/privacy';
import { emailAddress, nowOnCreate, recordLocale, serialId } from './columns.ts';

/**
 * An access or deletion request (PIPEDA), recorded when its person follows the mailed link
 * (verified); due 30 days later. An owner completes it: an access request's export (a ZIP in the
 * upload storage under `exportKey`, its link mailed, valid until `exportExpiresAt`), or a
 * deletion, after which `email` is erased too (null) and the row only says that it was done.
 */
export const PrivacyRequest = defineEntity({
  name: 'PrivacyRequest',
  tableName: 'privacy_requests',
  properties: {
    id: serialId(),
    /** Stored lowercase; null once a deletion request is completed. */
    email: emailAddress().nullable().index(),
    kind: p.enum(PRIVACY_REQUEST_KINDS),
    /** The language of the page the request was asked on: the export's mail is written in it. */
    locale: recordLocale(),
    status: p.enum(PRIVACY_REQUEST_STATUSES).default('verified').index(),
    verifiedAt: nowOnCreate(),
    dueAt: p.datetime(),
    completedAt: p.datetime().nullable(),
    /** The owner who completed it (no foreign key: the row outlives the account). */
    completedBy: p.integer().nullable(),
    /**
     * When the owners were reminded that it is due soon (the mail worker's daily run): set in the
     * transaction that writes the reminders to the outbox, so each request is reminded of once.
     */
    remindedAt: p.datetime().nullable(),
    exportKey: p.string().length(300).nullable(),
    exportExpiresAt: p.datetime().nullable(),
  },
});

/** One run of the retention sweep: when, started by the schedule or an admin, and what it removed per kind. */
export const RetentionRun = defineEntity({
  name: 'RetentionRun',
  tableName: 'retention_runs',
  properties: {
    id: serialId(),
    startedAt: nowOnCreate().index(),
    finishedAt: p.datetime().nullable(),
    trigger: p.string().length(20),
    counts: p.json<Record<string, number>>().nullable(),
    error: p.text().nullable(),
  },
});

export type IPrivacyRequest = InferEntity<typeof PrivacyRequest>;
export type IRetentionRun = InferEntity<typeof RetentionRun>;
