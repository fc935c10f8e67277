import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { createCaller, jobImportErrorsOf } from '@app/trpc';
import { JOB_IMPORT_MAX_BYTES, JOB_IMPORT_MESSAGES } from '@app/shared/job-csv';
import type { JobImportRefusal } from '@app/shared/schemas/dtos';
import { toHttpError } from './errors.ts';
import { NO_STORE } from '../plugins/http-cache.ts';

/**
 * POST /api/admin/jobs/import (staff who may create jobs): a CSV file of jobs with the export's
 * columns, sent as the body (Content-Type: text/csv) or as the field `file` of a
 * multipart/form-data body (the admin screen's form). The procedure job.importCsv reads and checks
 * it and creates every row or none (packages/trpc features/jobs/job-import.ts).
 *
 * Before the body is read: 401 without a session, 403 for a role that may not create jobs, 413 for
 * a declared body over JOB_IMPORT_MAX_BYTES, 415 for any other content type. A body that turns out
 * bigger while it streams is cut at the limit: 413. A refused file: 400 {message, errors}, every
 * bad row and field in `errors` (empty when the file itself is refused).
 */

/** Room for the multipart framing around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

class ImportRefused extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const tooLarge = () => new ImportRefused(413, JOB_IMPORT_MESSAGES.tooLarge);

/** Fastify's and @fastify/multipart's errors for a body or file over the limit. */
const isTooLarge = (error: unknown) => {
  const e = error as { code?: string; statusCode?: number };
  return e.statusCode === 413 || e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e.code === 'FST_REQ_FILE_TOO_LARGE';
};

function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  reply.header('cache-control', NO_STORE);
  if (error instanceof ImportRefused) {
    if (error.status === 413) reply.header('connection', 'close');
    return reply
      .code(error.status)
      .send(error.status === 400 ? ({ message: error.message, errors: [] } satisfies JobImportRefusal) : { message: error.message });
  }
  if (isTooLarge(error)) return reply.code(413).header('connection', 'close').send({ message: JOB_IMPORT_MESSAGES.tooLarge });
  const errors = jobImportErrorsOf(error);
  const { status, body, headers } = toHttpError(error, request.log);
  if (headers) reply.headers(headers);
  if (status === 400) return reply.code(400).send({ message: body.message, errors: errors ?? [] } satisfies JobImportRefusal);
  return reply.code(status).send(body);
}

/** The CSV text of the request: the text/csv body, or the multipart body's `file` part. */
async function csvText(request: FastifyRequest): Promise<string> {
  if (typeof request.body === 'string') return request.body;
  if (!request.isMultipart()) throw new ImportRefused(415, JOB_IMPORT_MESSAGES.wrongType);
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file') {
      part.file.resume();
      continue;
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    return bytes.toString('utf8');
  }
  throw new ImportRefused(400, JOB_IMPORT_MESSAGES.noFile);
}

export default async function jobImportRoutes(app: FastifyInstance) {
  // In this plugin's scope only: the import's own body types and limits.
  await app.register(fastifyMultipart, { limits: { files: 1, fileSize: JOB_IMPORT_MAX_BYTES, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 } });
  app.addContentTypeParser(['text/csv', 'application/csv'], { parseAs: 'string', bodyLimit: JOB_IMPORT_MAX_BYTES }, (_request, text, done) => done(null, text));
  // Any other body type reaches the handler unread, which answers 415 with the import's own message.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  // A body cut at the limit while it is parsed (no Content-Length, or a false one) answers the import's 413.
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));

  app.post('/api/admin/jobs/import', {
    // Who may import, and how big the body says it is, before a byte of it is read.
    onRequest: async (request, reply) => {
      try {
        await createCaller(app.contextFor(request)).job.importFormat();
        const declared = Number(request.headers['content-length']);
        if (Number.isFinite(declared) && declared > JOB_IMPORT_MAX_BYTES + MULTIPART_OVERHEAD) throw tooLarge();
      } catch (error) {
        return sendError(request, reply, error);
      }
    },
    handler: async (request, reply) => {
      try {
        const csv = await csvText(request);
        if (Buffer.byteLength(csv) > JOB_IMPORT_MAX_BYTES) throw tooLarge();
        const result = await createCaller(app.contextFor(request)).job.importCsv({ csv });
        return reply.code(201).header('cache-control', NO_STORE).send(result);
      } catch (error) {
        return sendError(request, reply, error);
      }
    },
  });
}
