import type { IBlogPost, IJob, IJobApplication, ITestimonial, ISiteSettings } from '@app/db';
import type { ApplicationStatus } from '@app/shared/constants';
import type { ConsentKind } from '@app/shared/privacy';
import type { ApplicationDto, BlogPostDto, JobDto, PublicSettingsDto, SettingsDto, TestimonialDto } from '@app/shared/schemas/dtos';
import { salaryOf } from '@app/shared/pay';
import { hasFrenchText } from '@app/shared/job-language';
import { allowedResumeTypes } from '@app/shared/uploads';

import { NEW_JOB_WINDOW_MS } from './features/jobs/job-search.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The consent stored with a record, as the admin DTOs carry it (null on records older than consent tracking). */
export const consentDto = (row: { consent?: string | null; consentedAt?: Date | null; policyVersion?: string | null }) => ({
  consent: (row.consent ?? null) as ConsentKind | null,
  consentedAt: iso(row.consentedAt),
  policyVersion: row.policyVersion ?? null,
});

export function toJobDto(job: IJob, now = Date.now()): JobDto {
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    location: job.location,
    company: job.company,
    type: job.type,
    category: job.category,
    requirements: job.requirements ?? null,
    titleFr: job.titleFr ?? null,
    hasFrench: hasFrenchText(job),
    descriptionFr: job.descriptionFr ?? null,
    requirementsFr: job.requirementsFr ?? null,
    requiresEnglish: job.requiresEnglish,
    englishReason: job.englishReason ?? null,
    // The poster's text, or the structured pay written out when they gave none (the REST contract).
    salary: salaryOf({
      salary: job.salary,
      payMin: job.payMin == null ? null : Number(job.payMin),
      payMax: job.payMax == null ? null : Number(job.payMax),
      payPeriod: job.payPeriod,
      currency: job.currency,
    }),
    contactEmail: job.contactEmail ?? null,
    contactPhone: job.contactPhone ?? null,
    status: job.status,
    featured: job.featured,
    isNew: now - job.postedAt.getTime() < NEW_JOB_WINDOW_MS,
    postedAt: job.postedAt.toISOString(),
    expiresAt: iso(job.expiresAt),
    filledAt: iso(job.filledAt),
    city: job.city ?? null,
    province: job.province ?? null,
    remote: job.remote,
    payMin: job.payMin == null ? null : Number(job.payMin),
    payMax: job.payMax == null ? null : Number(job.payMax),
    payPeriod: job.payPeriod ?? null,
    currency: job.currency,
    existingVacancy: job.existingVacancy ?? null,
    aiScreening: job.aiScreening ?? null,
    employerUnder25: job.employerUnder25,
    complianceIssues: job.complianceIssues ?? [],
    // Only while denied: an approved or reopened job carries no reason (see features/jobs/moderation.ts).
    denialReason: job.status === 'denied' ? (job.denialReason ?? null) : null,
    deniedAt: job.status === 'denied' ? iso(job.moderatedAt) : null,
    locale: job.locale,
  };
}

export function toApplicationDto(app: IJobApplication): ApplicationDto {
  return {
    id: app.id,
    jobId: app.job?.id ?? null,
    jobTitle: app.jobTitle ?? null,
    userId: app.user?.id ?? null,
    applicantName: app.applicantName ?? null,
    applicantEmail: app.applicantEmail ?? null,
    applicantPhone: app.applicantPhone ?? null,
    experience: app.experience ?? null,
    coverLetter: app.coverLetter ?? null,
    resume: app.resume ?? null,
    resumeFile: app.resumeUpload ? { name: app.resumeUpload.originalName, size: app.resumeUpload.size, type: app.resumeUpload.type } : null,
    status: app.status as ApplicationStatus,
    appliedAt: app.appliedAt.toISOString(),
    ...consentDto(app),
    erasedAt: iso(app.erasedAt),
    locale: app.locale,
  };
}

/** An application as admins read it: every field of toApplicationDto and who is working on it. */
export function toAdminApplicationDto(app: IJobApplication): ApplicationDto {
  return { ...toApplicationDto(app), assignee: app.assignee ? { id: app.assignee.id, username: app.assignee.username } : null };
}

export function toBlogPostDto(post: IBlogPost): BlogPostDto {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    titleFr: post.titleFr ?? null,
    excerptFr: post.excerptFr ?? null,
    contentFr: post.contentFr ?? null,
    imageUrl: post.imageUrl ?? null,
    category: post.category,
    author: post.author,
    published: post.published,
    publishedAt: iso(post.publishedAt),
    updatedAt: post.updatedAt.toISOString(),
  };
}

export function toTestimonialDto(t: ITestimonial): TestimonialDto {
  return {
    id: t.id,
    name: t.name,
    company: t.company ?? null,
    position: t.position ?? null,
    content: t.content,
    rating: t.rating,
    imageUrl: t.imageUrl ?? null,
    featured: t.featured,
    createdAt: t.createdAt.toISOString(),
  };
}

export function toPublicSettingsDto(s: ISiteSettings): PublicSettingsDto {
  return {
    companyName: s.companyName,
    companyDescription: s.companyDescription,
    companyDescriptionFr: s.companyDescriptionFr,
    contactEmail: s.contactEmail,
    contactPhone: s.contactPhone,
    address: s.address,
    businessHours: s.businessHours,
    maintenanceMode: s.maintenanceMode,
  };
}

export function toSettingsDto(s: ISiteSettings): SettingsDto {
  return {
    ...toPublicSettingsDto(s),
    jobAutoApproval: s.jobAutoApproval,
    notifyNewApplications: s.notifyNewApplications,
    notifyNewJobPosts: s.notifyNewJobPosts,
    notifyBlogComments: s.notifyBlogComments,
    notifyWeeklySummary: s.notifyWeeklySummary,
    notifyBrowser: s.notifyBrowser,
    applicationDeadlineDays: s.applicationDeadlineDays,
    maxFileSizeMb: s.maxFileSizeMb,
    // Only the types the server can check, whatever an older version stored.
    allowedFileTypes: allowedResumeTypes(s.allowedFileTypes).join(','),
    backupsKept: s.backupsKept,
    requireMfa: s.requireMfa,
    updatedAt: s.updatedAt.toISOString(),
  };
}
