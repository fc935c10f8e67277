import { AdminRecoveryCode } from './admin-recovery-code.entity.ts';
import { AdminSession } from './admin-session.entity.ts';
import { AdminUser } from './admin-user.entity.ts';
import { ApplicantEmailTemplate, ApplicationEvent } from './application-event.entity.ts';
import { AuditLog } from './audit-log.entity.ts';
import { CandidateLink, CandidateSession } from './candidate.entity.ts';
import { BlogPost } from './blog-post.entity.ts';
import { ChangeGeneration, JobCompany, JobFacet, JobPayFacet, RowCount } from './counters.entity.ts';
import { JobAlert } from './job-alert.entity.ts';
import { JobApplication } from './job-application.entity.ts';
import { Job } from './job.entity.ts';
import { CarrierApplication, ContactMessage, NewsletterSubscription, TransportationQuote, WarehouseQuote } from './leads.entity.ts';
import { OutboxEmail } from './outbox-email.entity.ts';
import { Place } from './place.entity.ts';
import { PrivacyRequest, RetentionRun } from './privacy.entity.ts';
import { RateCounter } from './rate-counter.entity.ts';
import { SiteSettings } from './site-settings.entity.ts';
import { AdminInvitation, AdminPasswordReset } from './staff-token.entity.ts';
import { Testimonial } from './testimonial.entity.ts';
import { Upload } from './upload.entity.ts';
import { User } from './user.entity.ts';

export * from './admin-recovery-code.entity.ts';
export * from './admin-session.entity.ts';
export * from './admin-user.entity.ts';
export * from './application-event.entity.ts';
export * from './audit-log.entity.ts';
export * from './candidate.entity.ts';
export * from './blog-post.entity.ts';
export * from './counters.entity.ts';
export * from './job-alert.entity.ts';
export * from './job-application.entity.ts';
export * from './job.entity.ts';
export * from './leads.entity.ts';
export * from './outbox-email.entity.ts';
export * from './place.entity.ts';
export * from './privacy.entity.ts';
export * from './rate-counter.entity.ts';
export * from './search-index.ts';
export * from './site-settings.entity.ts';
export * from './staff-token.entity.ts';
export * from './testimonial.entity.ts';
export * from './upload.entity.ts';
export * from './user.entity.ts';

export const entities = [
  Job,
  JobApplication,
  User,
  BlogPost,
  Testimonial,
  AdminUser,
  AdminSession,
  AdminRecoveryCode,
  AdminInvitation,
  AdminPasswordReset,
  CandidateLink,
  CandidateSession,
  ContactMessage,
  TransportationQuote,
  WarehouseQuote,
  CarrierApplication,
  NewsletterSubscription,
  SiteSettings,
  RowCount,
  JobFacet,
  JobPayFacet,
  JobCompany,
  ChangeGeneration,
  RateCounter,
  OutboxEmail,
  AuditLog,
  Upload,
  JobAlert,
  PrivacyRequest,
  RetentionRun,
  ApplicationEvent,
  ApplicantEmailTemplate,
  Place,
];
