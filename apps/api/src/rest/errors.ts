import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import {
  errorCodeOf,
  GENERIC_ERROR_MESSAGE,
  isGone,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  retryAfterSeconds,
  zodIssuesOf,
} from '@app/trpc';
import type { FastifyBaseLogger } from 'fastify';

export interface HttpError {
  status: number;
  body: { message: string; issues?: unknown[]; code?: string };
  /** Extra response headers (Retry-After on 429 and 503). */
  headers?: Record<string, string>;
}

/**
 * The one place where errors become HTTP answers: validation -> 400 with the first message and
 * the issues, unauthenticated -> 401, unknown id -> 404, unique clash -> 409, throttled -> 429,
 * a refusal with a code of its own (two-factor) -> its status with {code, message},
 * throttled -> 429 and maintenance mode -> 503, both with Retry-After, anything else -> 500 with a generic message (the detail goes to the log only).
 */
export function toHttpError(error: unknown, log: FastifyBaseLogger): HttpError {
  if (error instanceof TRPCError) {
    // Deleted for good (a job): 410, so crawlers drop the address.
    if (isGone(error)) return { status: 410, body: { message: error.message } };
    const status = getHTTPStatusCodeFromError(error);
    // Throttled or maintenance mode: the procedure's own message, and when to come back.
    const retryAfter = retryAfterSeconds(error);
    if (retryAfter !== undefined) return { status, body: { message: error.message }, headers: { 'retry-after': String(retryAfter) } };
    if (status >= 500) {
      log.error({ err: error.cause ?? error }, 'procedure failed');
      return { status: 500, body: { message: GENERIC_ERROR_MESSAGE } };
    }
    const issues = zodIssuesOf(error);
    if (issues) return { status: 400, body: { message: issues[0]?.message ?? 'Invalid input', issues } };
    // A refusal with a code of its own: {code: 'MFA_REQUIRED', message} (see ErrorCode in @app/trpc).
    const code = errorCodeOf(error);
    if (code) return { status, body: { code, message: error.message } };
    return { status, body: status === 400 ? { message: error.message, issues: [] } : { message: error.message } };
  }
  const fastifyError = error as { statusCode?: number; code?: string; message?: string };
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const message =
      fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'Malformed JSON in request body'
        : fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type: send JSON with Content-Type: application/json'
          : (fastifyError.message ?? 'Bad request');
    return { status: fastifyError.statusCode, body: fastifyError.statusCode === 400 ? { message, issues: [] } : { message } };
  }
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error }, 'database unavailable');
    return { status: 503, body: { message: UNAVAILABLE_MESSAGE }, headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } };
  }
  log.error({ err: error }, 'request failed');
  return { status: 500, body: { message: GENERIC_ERROR_MESSAGE } };
}
