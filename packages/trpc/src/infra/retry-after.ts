import { TRPCError } from '@trpc/server';

/** Seconds a client is asked to wait while maintenance mode is on (the Retry-After header). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 3600;

/** Seconds a throttled caller is told to wait when the throttle does not know better. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** The cause of a 429: how long the caller should wait. */
export class RetryAfter extends Error {
  readonly seconds: number;
  /** `cause`: what made the caller wait (a database outage), for the log. */
  constructor(seconds: number, cause?: unknown) {
    super(`retry after ${seconds} s`, cause === undefined ? undefined : { cause });
    this.name = 'RetryAfter';
    this.seconds = seconds;
  }
}

/** A 429 that says how long to wait (sent as Retry-After by the REST layer and by /trpc). */
export function tooManyRequests(message: string, waitSeconds: number): TRPCError {
  return new TRPCError({ code: 'TOO_MANY_REQUESTS', message, cause: new RetryAfter(Math.max(1, Math.ceil(waitSeconds))) });
}

/** The Retry-After, in seconds, of an error that has one: every 429 and every 503 (maintenance, database outage). */
export function retryAfterSeconds(error: TRPCError): number | undefined {
  if (error.code === 'SERVICE_UNAVAILABLE') return error.cause instanceof RetryAfter ? error.cause.seconds : MAINTENANCE_RETRY_AFTER_SECONDS;
  if (error.code === 'TOO_MANY_REQUESTS') return error.cause instanceof RetryAfter ? error.cause.seconds : DEFAULT_RETRY_AFTER_SECONDS;
  return undefined;
}
