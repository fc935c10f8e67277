import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { APPLICANT_EMAIL_TEMPLATES, APPLICATION_EVENT_KINDS } from '@app/shared/schemas/pipeline';
import { AdminUser } from './admin-user.entity.ts';
import { JobApplication } from './job-application.entity.ts';
import { OutboxEmail } from './outbox-email.entity.ts';
import { nowOnCreate, nowOnWrite, serialId, textLine } from './columns.ts';

/**
 * One thing that happened to an application after it arrived: a status change, an assignment
 * change, a note, or a mail to the applicant. The application's timeline reads these (and the
 * application's own appliedAt); rows go with their application.
 *
 * - `actor`: the staff user who did it (null for the site's own mail, or a user no longer there).
 * - `fromValue` / `toValue`: a status change's statuses, an assignment's usernames (null: nobody).
 * - `text`: a note.
 * - `email`, `template`, `subject`: a mail, its template and its subject as written (the outbox
 *   row tells its delivery state; the subject stays here should that row go).
 */
export const ApplicationEvent = defineEntity({
  name: 'ApplicationEvent',
  tableName: 'application_events',
  properties: {
    id: serialId(),
    application: () => p.manyToOne(JobApplication).deleteRule('cascade'),
    kind: p.enum(APPLICATION_EVENT_KINDS),
    createdAt: nowOnCreate(),
    actor: () => p.manyToOne(AdminUser).nullable().deleteRule('set null'),
    fromValue: p.string().length(100).nullable(),
    toValue: p.string().length(100).nullable(),
    text: p.text().nullable(),
    email: () => p.manyToOne(OutboxEmail).nullable().deleteRule('set null').index(),
    /** A template key, or 'received' / 'decision' for the site's own mail. */
    template: p.string().length(40).nullable(),
    subject: textLine().nullable(),
  },
  indexes: [{ name: 'application_events_application_id_created_at_index', properties: ['application', 'createdAt'] }],
});

export type IApplicationEvent = InferEntity<typeof ApplicationEvent>;

/**
 * The templates of the mail recruiters send applicants (Settings → Notifications): one row per
 * template, written with its default wording by the migration that made the table. Each has an
 * English subject and body and a French one (`subjectFr`, `bodyFr`, issue 35: filled with the
 * French wording by their migration), both edited in Settings side by side.
 */
export const ApplicantEmailTemplate = defineEntity({
  name: 'ApplicantEmailTemplate',
  tableName: 'applicant_email_templates',
  properties: {
    key: p.enum(APPLICANT_EMAIL_TEMPLATES).primary(),
    subject: textLine(),
    body: p.text(),
    subjectFr: textLine(),
    bodyFr: p.text(),
    updatedAt: nowOnWrite(),
  },
});

export type IApplicantEmailTemplate = InferEntity<typeof ApplicantEmailTemplate>;
