import { TRPCError } from '@trpc/server';
import { findSiteSettings } from '@app/db';
import type { Context } from './context.ts';
import { getAdmin } from './auth.ts';
import { builders, declared, middleware } from './trpc.ts';
import type { PublicMeta } from './procedure-meta.ts';
import { countHit, tryAgainIn } from './infra/rate-limits.ts';
import { tooManyRequests } from './infra/retry-after.ts';
import { judgeSubmission } from './features/forms/form-guard.ts';
import type { ConsentPurpose } from '@app/shared/privacy';
import type { z } from '@app/shared/schemas/base';
import type { ConsentFields, SpamTrapFields } from '@app/shared/schemas/inputs';
import { consentOf } from './features/privacy/consent.ts';

/** What a visitor's write gets while the site is in maintenance mode (HTTP 503). */
export const MAINTENANCE_MESSAGE = 'The site is under maintenance. Please try again later.';

export { MAINTENANCE_RETRY_AFTER_SECONDS } from './infra/retry-after.ts';

/** Whether maintenance mode is switched on in the site settings. */
export async function isMaintenanceOn(ctx: Pick<Context, 'em'>): Promise<boolean> {
  const settings = await findSiteSettings(ctx.em, { fields: ['maintenanceMode'] });
  return settings?.maintenanceMode === true;
}

/** True when maintenance mode is on and the caller is not a signed-in admin (admins pass). */
export async function blockedByMaintenance(ctx: Context): Promise<boolean> {
  if (!(await isMaintenanceOn(ctx))) return false;
  return !(await getAdmin(ctx));
}

/**
 * Public procedures that write (job submission, applications, contact, quotes, carrier join,
 * newsletter, the links mailed to confirm or unsubscribe): refused with 503 while maintenance mode
 * is on, except for admins. Their rate limit class is 'writes', which their meta says for them.
 */
const publicWriteBuilder = builders.public.meta({ access: 'public', rateLimit: 'writes' }).use(async ({ ctx, next }) => {
  if (await blockedByMaintenance(ctx)) {
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: MAINTENANCE_MESSAGE });
  }
  return next();
});
export const publicWriteProcedure = declared<PublicMeta, typeof publicWriteBuilder>(publicWriteBuilder);

/** The kinds of public submission, each limited on its own per client address. */
export type PublicWriteKind =
  | 'contact'
  | 'quote'
  | 'carrier'
  | 'newsletter'
  | 'job'
  | 'application'
  | 'upload'
  | 'jobAlert'
  | 'privacy'
  /** My applications: the sign-in link requests, and the candidate's own writes. */
  | 'candidateLink'
  | 'candidate'
  /** My postings: the sign-in link requests, and the employer's own writes. */
  | 'employerLink'
  | 'employer';

/** What a visitor gets past the public write limit (HTTP 429 with Retry-After). */
export const WRITE_LIMIT_MESSAGE = 'Too many submissions from your network.';

/**
 * Per-address limit on one kind of public submission: `limits.publicWritesPerMinute` a minute,
 * counted in PostgreSQL (every instance shares it). Used after `.input()`, so only submissions
 * that pass validation count: a person fixing a typo in a form is never the one throttled.
 */
export const limitWrites = (kind: PublicWriteKind) =>
  middleware(async ({ ctx, next }) => {
    await countPublicWrite(ctx, kind);
    return next();
  });

/** Counts one public write of `kind` from the caller's address; throws 429 past the limit. */
async function countPublicWrite(ctx: Context, kind: PublicWriteKind): Promise<void> {
  const count = await countHit(ctx.em, `write:${kind}:${ctx.clientKey}`, 60_000);
  if (count.hits > ctx.limits.publicWritesPerMinute) {
    throw tooManyRequests(`${WRITE_LIMIT_MESSAGE} ${tryAgainIn(count.retryAfter)}`, count.retryAfter);
  }
}

/**
 * The checks of a public write that is not a procedure (a file upload, which streams): 503 in
 * maintenance mode (admins pass), then the per-address limit of `kind`, as for the forms.
 */
export async function checkPublicWrite(ctx: Context, kind: PublicWriteKind): Promise<void> {
  if (await blockedByMaintenance(ctx)) throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: MAINTENANCE_MESSAGE });
  await countPublicWrite(ctx, kind);
}

/**
 * The spam trap of a public form (after `.input()`): judges the honeypot and the form token and
 * tells the procedure through `ctx.spamReason`. The procedure stores a trapped submission as
 * spam and answers it like any other.
 */
export const trapSpam = middleware(async ({ ctx, input, next }) => {
  const spamReason = judgeSubmission(input as SpamTrapFields, ctx.formGuard, ctx.now().getTime());
  return next({ ctx: { spamReason } });
});

/**
 * Consent on a public form that takes personal data (after `.input()`, before the write limit: a
 * submission without it is refused like any invalid one, and not counted). Tells the procedure
 * what to store through `ctx.consent` (see features/privacy/consent.ts).
 */
export const requireConsent = (purpose: ConsentPurpose | undefined) =>
  middleware(async ({ ctx, input, next }) => next({ ctx: { consent: purpose ? consentOf(ctx, input as ConsentFields, purpose) : undefined } }));

/**
 * A public form (job submission, contact, quotes, carrier join, newsletter, job alert): its input
 * validated first, then its consent (`purpose`: what the person agrees to), then counted against
 * the per-address limit of `kind` (so only valid submissions count), then judged by the spam
 * trap; refused in maintenance mode. Without `purpose` (a privacy request) no consent is asked.
 */
export const publicFormProcedure = <Input extends z.ZodType, Output extends z.ZodType>(
  input: Input,
  output: Output,
  kind: PublicWriteKind,
  purpose?: ConsentPurpose,
) => {
  const builder = publicWriteBuilder.input(input).output(output).use(requireConsent(purpose)).use(limitWrites(kind)).use(trapSpam);
  return declared<PublicMeta, typeof builder>(builder);
};
