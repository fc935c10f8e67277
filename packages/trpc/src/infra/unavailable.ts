import { TRPCError } from '@trpc/server';
import { ConnectionException } from '@app/db';
import { RetryAfter } from './retry-after.ts';

/** What a caller gets while the database cannot be reached (HTTP 503 with Retry-After). */
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a few seconds.';

/** Seconds a caller is asked to wait while the database is away. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Socket errors and PostgreSQL states that mean 'the database is not there right now'. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

/** pg's own words for a connection that is gone, or one it could not get in time. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|Connection ended unexpectedly|Client has encountered a connection error|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command|Client was closed and is not queryable/i;

/** Whether an error (or one of its causes) says the database cannot be reached now, rather than a fault in the request. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    if (current instanceof ConnectionException) return true;
    const { code, sqlState, message, cause } = current as { code?: unknown; sqlState?: unknown; message?: unknown; cause?: unknown };
    for (const value of [code, sqlState]) {
      if (typeof value === 'string' && (UNAVAILABLE_CODES.has(value) || /^08/.test(value))) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/** The 503 for a request that met a database outage. */
export function serviceUnavailable(cause: unknown): TRPCError {
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE, cause: new RetryAfter(UNAVAILABLE_RETRY_AFTER_SECONDS, cause) });
}
