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
  type Context,
  type ContextOptions,
  type DevicePort,
  DEFAULT_LIMITS,
  type Limits,
  type SessionPort,
  type AuthPolicy,
} from './context.ts';
export { ensureAdmin, getAdmin, hashPassword, pruneSessions, verifyPassword } from './auth.ts';
export { pruneRateCounters } from './domain/rate-limits.ts';
export { clientKeyOf } from './domain/client-key.ts';
export { pruneFailedLogins } from './domain/audit.ts';
export { GENERIC_ERROR_MESSAGE, isGone, zodIssuesOf } from './trpc.ts';
export { mayCall, rateLimitOf, type Access, type ErrorStatus, type HttpMethod, type ProcedureMeta, type RateLimit, type RestMeta } from './procedure-meta.ts';
export { LEAD_KIND_SPECS, toLeadDto } from './routers/leads.ts';
export { MAINTENANCE_MESSAGE, MAINTENANCE_RETRY_AFTER_SECONDS, blockedByMaintenance, checkPublicWrite, isMaintenanceOn } from './maintenance.ts';
export { expireJobs } from './domain/jobs.ts';
export { jobSearchSql, publishedJobsSql, searchJobs, type JobSearchParams } from './domain/job-search.ts';
export { query as runSql, sql } from './domain/sql.ts';
export { feedPosts, sitemapCounts, sitemapFileLastmods, sitemapFileRows, type FeedPostRow, type SitemapRow, type SitemapSection } from './domain/sitemap.ts';
export { SearchCache, changeGeneration } from './domain/search-cache.ts';
export { ReadLimiter } from './domain/read-limiter.ts';
export { DEFAULT_RETRY_AFTER_SECONDS, RetryAfter, retryAfterSeconds, tooManyRequests } from './retry-after.ts';
export { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, serviceUnavailable } from './unavailable.ts';
export { formSecretFrom, issueFormToken, judgeSubmission, type FormGuard, type SpamReason } from './domain/form-guard.ts';
export { openToken, readStamp, sealToken, signStamp } from './domain/signed-links.ts';
export { UNUSED_UPLOAD_TTL_MS, pruneUnusedUploads, recordUpload, uploadLimits, type NewUpload } from './domain/uploads.ts';
export { UPLOADS_FULL_MAIL, checkPendingUploads, notifyUploadsFull, reserveUploadQuota, type UploadReservation } from './domain/upload-quota.ts';
export { queueWeeklySummary, sendPrivacyReminders, MAIL_KINDS } from './domain/notifications.ts';
export { CONFIRMATION_MAIL_CAP, LINK_SECRETS_KEEP_MS, MAX_PENDING_AGE_MS, RECIPIENT_MAIL_CAP, normalizeMailbox } from './domain/outbox.ts';
export { linkSecretPlaceholder, openMail, outboxKeyFrom, outboxKeyFromSessionKey, type OpenedMail, type StoredMail } from './domain/mail-seal.ts';
export { greeting, isGreetableName } from './domain/mail-templates.ts';
export { JOB_ALERT_MAIL, jobAlertLinks, sendDailyJobAlerts, sendInstantJobAlerts, type AlertMailContext } from './domain/job-alerts.ts';
export { decryptSecret, encryptSecret, mfaKeysFrom, type MfaKeys } from './domain/mfa.ts';
export { ErrorCode, errorCodeOf } from './error-codes.ts';
export { type FileStore } from './domain/files.ts';
export { exportOf, privacyConfirmLink, PRIVACY_MAIL } from './domain/privacy.ts';
export { nextRetentionRun, removeOldLinkSecrets, runRetentionSweep } from './domain/retention.ts';
export { assertPasswordAllowed, isBreachedPassword, passwordProblem } from './domain/password-policy.ts';
export { processPasswordResetRequests, prunePasswordResets, RESET_LINK_TTL_MS, INVITATION_TTL_MS } from './domain/staff-accounts.ts';
export { STAFF_LINK, newStaffLinkToken, staffLinkTokenHash } from './domain/staff-tokens.ts';
