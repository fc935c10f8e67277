import { TRPCError } from '@trpc/server';

/**
 * A refusal a client must tell apart from others with the same HTTP status (a 401 that asks for a
 * two-factor code rather than saying the password is wrong). The TRPCError carries it as its
 * cause; the errorFormatter puts it in the error's `data.errorCode` (tRPC), and the REST layer in
 * the body's `code` ({code: 'MFA_REQUIRED', message}).
 */
export class ErrorCode extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'ErrorCode';
    this.code = code;
  }
}

export function codedError(status: TRPCError['code'], code: string, message: string): TRPCError {
  return new TRPCError({ code: status, message, cause: new ErrorCode(code, message) });
}

/** The code of a refusal made by codedError, if it is one. */
export function errorCodeOf(error: { cause?: unknown }): string | undefined {
  return error.cause instanceof ErrorCode ? error.cause.code : undefined;
}
