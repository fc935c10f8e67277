import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { APPLICATION_STATUSES } from '@app/shared/constants';
import { mailboxOf } from '@app/shared/mailbox';
import { Job } from './job.entity.ts';
import { User } from './user.entity.ts';
import { trigramSearchIndex } from './search-index.ts';
import { Upload } from './upload.entity.ts';
import { AdminUser } from './admin-user.entity.ts';
import { consentColumns, emailAddress, nowOnCreate, phoneNumber, recordLocale, serialId, textLine, url } from './columns.ts';

/**
 * An application to a job. The job link survives deletion of the job as null (the title is
 * kept in jobTitle), so no submitted application is ever lost. What happens to it afterwards
 * (status and assignment changes, notes, mail) is kept in application_events.
 */
export const JobApplication = defineEntity({
  name: 'JobApplication',
  tableName: 'job_applications',
  properties: {
    id: serialId(),
    job: () => p.manyToOne(Job).nullable().deleteRule('set null').index(),
    user: () => p.manyToOne(User).nullable().deleteRule('set null'),
    jobTitle: textLine().nullable(),
    applicantName: textLine().nullable(),
    applicantEmail: emailAddress().nullable(),
    /**
     * The applicant's mailbox: the address normalised as the mail cap compares them (lower case, no
     * +tag, no dots at gmail.com). My applications and the one-application-per-job rule look it up.
     * Kept from applicantEmail on every insert and update through the ORM (the seed included).
     */
    // (The hooks' type asks for a string; null is what a nullable column takes without an address.)
    applicantMailbox: emailAddress()
      .nullable()
      .index()
      .onCreate((app: { applicantEmail?: string | null }) => mailboxOf(app.applicantEmail) as string)
      .onUpdate((app: { applicantEmail?: string | null }) => mailboxOf(app.applicantEmail) as string),
    applicantPhone: phoneNumber().nullable(),
    experience: p.text().nullable(),
    coverLetter: p.text().nullable(),
    resume: url().nullable(),
    /** The uploaded resume file, if any (the owning side is Upload.application; loaded with the application). */
    resumeUpload: () => p.oneToOne(Upload).mappedBy('application').nullable().eager(),
    status: p.enum(APPLICATION_STATUSES).default('submitted').index(),
    appliedAt: nowOnCreate().index(),
    ...consentColumns(),
    /** The language of the job page it was sent from: every mail to the applicant is written in it (staff may choose another for a templated mail). */
    locale: recordLocale(),
    /**
     * When the applicant's details were erased (a deletion request, or the retention sweep): the row
     * stays as an anonymised stub (job, title, status, date) so job counts and the hired figure stay true.
     */
    erasedAt: p.datetime().nullable(),
    /**
     * The staff user working on it (an active owner or recruiter when assigned), or null. Loaded
     * with the application: every admin answer names it. Kept as null if that user ever goes away.
     */
    assignee: () => p.manyToOne(AdminUser).nullable().deleteRule('set null').index().eager(),
  },
  indexes: [trigramSearchIndex('job_applications')],
});

export type IJobApplication = InferEntity<typeof JobApplication>;
