export { appRouter, createCaller, PUBLIC_READ_QUERIES, type AppRouter, type RouterInputs, type RouterOutputs } from './root.ts';
export { createContext, DEFAULT_AUTH_POLICY, type Context, type ContextOptions, type LoginThrottle, type SessionPort, type AuthPolicy } from './context.ts';
export { ensureAdmin, getAdmin, hashPassword, verifyPassword } from './auth.ts';
export { GENERIC_ERROR_MESSAGE, zodIssuesOf } from './trpc.ts';
export { LEAD_KIND_SPECS, toLeadDto } from './routers/leads.ts';
export { MAINTENANCE_MESSAGE, MAINTENANCE_RETRY_AFTER_SECONDS, blockedByMaintenance, isMaintenanceOn } from './maintenance.ts';
export { expireJobs } from './domain/jobs.ts';
export { jobSearchSql, searchJobs, type JobSearchParams } from './domain/job-search.ts';
export { SearchCache } from './domain/search-cache.ts';
