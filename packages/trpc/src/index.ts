export {
  appRouter,
  createCaller,
  procedureAccess,
  procedureContracts,
  PUBLIC_READ_QUERIES,
  restProcedures,
  type AppRouter,
  type ProcedureContract,
  type ProcedurePath,
  type RouterInputs,
  type RouterOutputs,
} from './root.ts';
export {
  createContext,
  DEFAULT_AUTH_POLICY,
  type CandidateSessionPort,
  type VisitorSessionPort,
  type Context,
  type ContextOptions,
  type DevicePort,
  type SessionPort,
  type AuthPolicy,
} from './context.ts';
export { CANDIDATE_LINK_MAIL, EMPLOYER_LINK_MAIL, processSignInLinkRequests, pruneVisitorSessions } from './features/visitors/visitor-links.ts';
export { ensureAdmin, getAdmin, hashPassword, pruneSessions, verifyPassword } from './auth.ts';
export { DEFAULT_LIMITS, pruneRateCounters, type Limits } from './infra/rate-limits.ts';
export { clientKeyOf } from './infra/client-key.ts';
export { pruneFailedLogins } from './features/audit/audit.ts';
export { GENERIC_ERROR_MESSAGE, isGone, zodIssuesOf } from './trpc.ts';
export { mayCall, rateLimitOf, type Access, type ErrorStatus, type HttpMethod, type ProcedureMeta, type RateLimit, type RestMeta } from './procedure-meta.ts';
export { LEAD_KIND_SPECS, toLeadDto } from './features/leads/leads.router.ts';
export { MAINTENANCE_MESSAGE, MAINTENANCE_RETRY_AFTER_SECONDS, blockedByMaintenance, checkPublicWrite, isMaintenanceOn } from './maintenance.ts';
export { ADMIN_COUNT_CAP, expireJobs } from './features/jobs/jobs.ts';
export {
  SEARCH_CONNECTION_SETTINGS,
  SEARCH_WARM_UP_SQL,
  jobSearchSql,
  publishedJobsSql,
  searchJobs,
  type JobSearchParams,
} from './features/jobs/job-search.ts';
export { query as runSql, sql } from './infra/sql.ts';
export {
  feedPosts,
  sitemapCounts,
  sitemapFileLastmods,
  sitemapFileRows,
  type FeedPostRow,
  type SitemapRow,
  type SitemapSection,
} from './features/feeds/sitemap.ts';
export { SearchCache, changeGeneration } from './infra/search-cache.ts';
export { CACHE_KEYS, CacheKeyCollector, KeptPages, blogPostKey, jobKey, keyGenerations, type Rendered } from './infra/cache-keys.ts';
export { PageReads } from './infra/page-reads.ts';
export { ReadLimiter } from './infra/read-limiter.ts';
export { JOB_VIEW_FLUSH_MS, JobViewCounter, isCrawler, sweepJobViewClients, type JobViewEvent } from './features/job-stats/job-views.ts';
export { DEFAULT_RETRY_AFTER_SECONDS, RetryAfter, retryAfterSeconds, tooManyRequests } from './infra/retry-after.ts';
export { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, serviceUnavailable } from './infra/unavailable.ts';
export { formSecretFrom, issueFormToken, judgeSubmission, type FormGuard, type SpamReason } from './features/forms/form-guard.ts';
export { openToken, readStamp, sealToken, signStamp } from './infra/signed-links.ts';
export { UNUSED_UPLOAD_TTL_MS, pruneUnusedUploads, recordUpload, uploadLimits, type NewUpload } from './features/uploads/uploads.ts';
export { UPLOADS_FULL_MAIL, checkPendingUploads, notifyUploadsFull, reserveUploadQuota, type UploadReservation } from './features/uploads/upload-quota.ts';
export { queueWeeklySummary, sendPrivacyReminders, MAIL_KINDS } from './features/mail/notifications.ts';
export { CONFIRMATION_MAIL_CAP, LINK_SECRETS_KEEP_MS, MAX_PENDING_AGE_MS, RECIPIENT_MAIL_CAP, normalizeMailbox } from './features/mail/outbox.ts';
export { linkSecretPlaceholder, openMail, outboxKeyFrom, outboxKeyFromSessionKey, type OpenedMail, type StoredMail } from './features/mail/mail-seal.ts';
export { greeting, isGreetableName } from './features/mail/mail-templates.ts';
export { JOB_ALERT_MAIL, jobAlertLinks, sendDailyJobAlerts, sendInstantJobAlerts, type AlertMailContext } from './features/job-alerts/job-alerts.ts';
export { decryptSecret, encryptSecret, mfaKeysFrom, type MfaKeys } from './features/staff/mfa.ts';
export { ErrorCode, errorCodeOf } from './infra/error-codes.ts';
export { type FileStore } from './infra/files.ts';
export { exportOf, privacyConfirmLink, PRIVACY_MAIL } from './features/privacy/privacy.ts';
export { nextRetentionRun, removeOldLinkSecrets, runRetentionSweep } from './features/privacy/retention.ts';
export { assertPasswordAllowed, isBreachedPassword, passwordProblem } from './features/staff/password-policy.ts';
export { processPasswordResetRequests, prunePasswordResets, RESET_LINK_TTL_MS, INVITATION_TTL_MS } from './features/staff/staff-accounts.ts';
export { STAFF_LINK, newStaffLinkToken, staffLinkTokenHash } from './features/staff/staff-tokens.ts';
export { jobImportErrorsOf } from './features/jobs/job-import.ts';
