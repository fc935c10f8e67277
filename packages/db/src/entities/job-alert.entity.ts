import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_STATUSES } from '@app/shared/schemas/job-alerts';
import { consentColumns, emailAddress, nowOnCreate, recordLocale, serialId } from './columns.ts';

/**
 * A job alert: a saved /jobs search and the address that hears of new jobs matching it. The
 * search fields are '' for "any", so one address follows one search once (the unique index).
 * 'pending' until the confirmation link is followed (nothing else is mailed before); after an
 * unsubscribe, only a new sign-up puts it back to 'pending' with a new link.
 */
export const JobAlert = defineEntity({
  name: 'JobAlert',
  tableName: 'job_alerts',
  properties: {
    id: serialId(),
    /** Stored lowercase. */
    email: emailAddress().index(),
    query: p.string().length(200).default(''),
    location: p.string().length(200).default(''),
    type: p.string().length(40).default(''),
    category: p.string().length(80).default(''),
    /** A place of the gazetteer as the search resolved it ('Brampton, ON'), '' for none; with `radius` in km (0 without a place). */
    near: p.string().length(200).default(''),
    radius: p.integer().default(0),
    frequency: p.enum(JOB_ALERT_FREQUENCIES).default('daily'),
    status: p.enum(JOB_ALERT_STATUSES).default('pending').index(),
    createdAt: nowOnCreate(),
    confirmedAt: p.datetime().nullable(),
    /** The last digest or instant mail: the next one lists jobs published after it. */
    lastSentAt: p.datetime().nullable(),
    /**
     * How many times it was unsubscribed. Confirmation links sign this number, so a link mailed
     * before an unsubscribe never starts the alert again, even after a new sign-up mails a new one.
     */
    unsubscribeCount: p.integer().default(0),
    /** The consent of the last sign-up (its moment is when the alert was last asked for: one never confirmed goes after 7 days). */
    ...consentColumns(),
    /** The language of the page of the last sign-up: its confirmation mail and every alert mail are written in it. */
    locale: recordLocale(),
  },
  uniques: [{ properties: ['email', 'query', 'location', 'type', 'category', 'near', 'radius'] }],
});

export type IJobAlert = InferEntity<typeof JobAlert>;
