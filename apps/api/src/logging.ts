import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Env } from './env.ts';

/** Whether log lines are written for a person (pino-pretty) or for a machine (one JSON object a line). */
export function prettyLogs(env: Pick<Env, 'LOG_FORMAT' | 'NODE_ENV'>, terminal = Boolean(process.stdout.isTTY)): boolean {
  if (env.LOG_FORMAT !== 'auto') return env.LOG_FORMAT === 'pretty';
  return terminal && env.NODE_ENV !== 'production';
}

/** Fastify's logger: readable lines on a terminal outside production; JSON for tests, CI and containers. */
export function loggerOptions(env: Env, terminal?: boolean): FastifyServerOptions['logger'] {
  if (!prettyLogs(env, terminal)) return { level: env.LOG_LEVEL };
  return {
    level: env.LOG_LEVEL,
    // In this thread and synchronous, so lines keep their order with what start-up prints itself.
    stream: pretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }),
  };
}

/**
 * Fastify's per-request lines. In production, one line per answered request at `info` (method,
 * path, status, time). Elsewhere both lines are `debug`, so the default `info` log shows start-up,
 * warnings and errors (LOG_LEVEL=debug brings them back). Failed requests are always errors.
 */
export class RequestLogController extends LogController {
  readonly production: boolean;

  constructor(env: Pick<Env, 'NODE_ENV'>) {
    super();
    this.production = env.NODE_ENV === 'production';
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (this.production) reply.log.info(line, 'request completed');
    else reply.log.debug(line, 'request completed');
  }
}
