import { randomUUID } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import {
  checkPendingUploads,
  checkPublicWrite,
  createCaller,
  notifyUploadsFull,
  recordUpload,
  reserveUploadQuota,
  uploadLimits,
  type UploadReservation,
} from '@app/trpc';
import type { UploadLimitsDto } from '@app/shared/schemas/dtos';
import { RESUME_MIME_TYPES, UPLOAD_MESSAGES } from '@app/shared/uploads';
import { toHttpError } from '../rest/errors.ts';
import { toId } from '../rest/routes.ts';
import { NO_STORE } from '../plugins/http-cache.ts';
import { LEADING_BYTES, detectResumeTypeOfFile, leadingKind, type LeadingKind } from './file-type.ts';
import { attachmentDisposition, safeFileName } from './file-name.ts';
import type { UploadStorage } from './storage.ts';

/**
 * POST /api/uploads/resume (public, multipart, field `file`) and
 * GET /api/admin/applications/{id}/resume (admin download).
 *
 * An upload is a public write: 503 in maintenance mode and the per-address limit of public
 * writes (kind 'upload'), then what uploads may store (@app/trpc features/uploads/upload-quota.ts): 507 when the uploads
 * no application has taken yet are at UPLOAD_PENDING_MAX_MB, and 429 past the client's
 * UPLOAD_DAILY_MB_PER_CLIENT, all checked before the body is read. The file streams into a
 * temporary file, cut at the System settings' size (413); its type is read from its bytes (415
 * for anything but an allowed PDF, DOC or DOCX, whatever its name or the browser says). Only an
 * accepted file is saved to the storage and recorded; the temporary file is removed in every case,
 * also when the client goes away halfway.
 */

/** Room for the multipart framing around the file (boundaries, part headers, a few small fields). */
const MULTIPART_OVERHEAD = 64 * 1024;

class UploadRefused extends Error {
  readonly status: number;
  /** Close the connection after answering: the client may still be sending a body we will not read. */
  readonly closeConnection: boolean;
  constructor(status: number, message: string, closeConnection = false) {
    super(message);
    this.status = status;
    this.closeConnection = closeConnection;
  }
}

const tooLarge = (limits: UploadLimitsDto) => new UploadRefused(413, UPLOAD_MESSAGES.tooLarge(limits.maxFileSizeMb), true);
const wrongType = (limits: UploadLimitsDto) => new UploadRefused(415, UPLOAD_MESSAGES.wrongType(limits.fileTypes));

const isDiskFull = (error: unknown) => ['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Streams the file part into `target`, reading its first bytes on the way: a file that starts like
 * none of the accepted kinds is not written further (the rest is read and dropped, so the client
 * gets the 415 rather than a broken connection). Errors of the incoming stream (the client went
 * away, a malformed body, the size limit) are thrown as they are; errors of the disk are marked.
 */
async function receive(stream: Readable, target: string): Promise<{ size: number; kind: LeadingKind | null }> {
  const out = await open(target, 'wx', 0o600);
  let size = 0;
  let head = Buffer.alloc(0);
  let kind: LeadingKind | null | undefined;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (kind === undefined) {
        head = Buffer.concat([head, chunk]).subarray(0, LEADING_BYTES);
        if (head.length >= LEADING_BYTES) kind = leadingKind(head);
      }
      if (kind !== null) await out.write(chunk).catch((error: unknown) => Promise.reject(Object.assign(error as Error, { disk: true })));
    }
  } finally {
    await out.close();
  }
  return { size, kind: kind === undefined ? leadingKind(head) : kind };
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  reply.header('cache-control', NO_STORE);
  if (error instanceof UploadRefused) {
    if (error.closeConnection) reply.header('connection', 'close');
    return reply.code(error.status).send(error.status === 400 ? { message: error.message, issues: [] } : { message: error.message });
  }
  const { status, body, headers } = toHttpError(error, request.log);
  if (headers) reply.headers(headers);
  return reply.code(status).send(body);
}

export interface UploadRoutesOptions {
  storage: UploadStorage;
}

export default async function uploadRoutes(app: FastifyInstance, { storage }: UploadRoutesOptions) {
  // In this plugin's scope only: no other route accepts multipart bodies.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 50 } });
  // Any other body type reaches the handler unread, which answers 415 with this route's own message.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.post('/api/uploads/resume', async (request, reply) => {
    const ctx = app.contextFor(request);
    // The temporary file is removed before any answer goes out: a client that has its answer never
    // finds anything of a refused file left.
    let temp: string | undefined;
    const removeTemp = async () => {
      if (temp) await rm(temp, { force: true }).catch((error: unknown) => request.log.error({ err: error }, 'could not remove a temporary upload'));
      temp = undefined;
    };
    // The room taken from the client's daily quota; whatever the upload does not store goes back
    // before the answer, so a client that has its answer sees its quota as it is.
    let reservation: UploadReservation | undefined;
    const settle = (storedBytes: number) =>
      reservation?.settle(storedBytes).catch((error: unknown) => request.log.error({ err: error }, 'could not give back an upload reservation'));
    try {
      await checkPublicWrite(ctx, 'upload');
      const limits = await uploadLimits(ctx);
      const maxBytes = limits.maxFileSizeMb * 1024 * 1024;
      const declared = request.headers['content-length'] === undefined ? undefined : Number(request.headers['content-length']);
      // A declared body far over the limit is refused before a byte of it is read.
      if (declared !== undefined && declared > maxBytes + MULTIPART_OVERHEAD) throw tooLarge(limits);
      if (!request.isMultipart()) throw new UploadRefused(415, UPLOAD_MESSAGES.notMultipart);
      // The most this upload can store: its declared body, or without one (chunked) the largest file allowed.
      const incoming = declared !== undefined && Number.isFinite(declared) ? Math.min(declared, maxBytes) : maxBytes;
      const pending = await checkPendingUploads(ctx, incoming);
      if (pending.full) {
        // The refusal does not wait on the notice: a notice that cannot be queued is only logged.
        const mailed = await notifyUploadsFull(ctx, pending.pendingBytes).catch((error: unknown) => {
          request.log.error({ err: error }, 'could not queue the notice that uploads are full');
          return 0;
        });
        request.log.warn(
          { pendingBytes: pending.pendingBytes, adminsMailed: mailed },
          'resume upload refused: the uploads no application has taken are at UPLOAD_PENDING_MAX_MB',
        );
        throw new UploadRefused(507, UPLOAD_MESSAGES.serverFull, true);
      }
      reservation = await reserveUploadQuota(ctx, incoming);

      const part = await request.file({ limits: { fileSize: maxBytes }, throwFileSizeLimit: true }).catch((error: unknown) => {
        // A limit of the plugin (too many fields) keeps its 4xx; a body busboy cannot read is the client's.
        const status = (error as { statusCode?: number }).statusCode;
        if (status !== undefined && status >= 400 && status < 500) throw error;
        throw new UploadRefused(400, UPLOAD_MESSAGES.notMultipart, true);
      });
      if (!part) throw new UploadRefused(400, UPLOAD_MESSAGES.noFile);
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new UploadRefused(400, UPLOAD_MESSAGES.noFile);
      }

      const id = randomUUID();
      temp = await storage.tempPath(id);
      let received: Awaited<ReturnType<typeof receive>>;
      try {
        received = await receive(part.file, temp);
      } catch (error) {
        if ((error as { disk?: boolean }).disk) throw error;
        // The body ended early or was malformed: the client went away or broke the upload.
        request.log.info({ err: error }, 'resume upload interrupted');
        throw new UploadRefused(400, UPLOAD_MESSAGES.interrupted, true);
      }
      // The plugin cuts the file at the limit and reads the rest of it away.
      if (part.file.truncated) throw tooLarge(limits);
      if (received.size === 0) throw new UploadRefused(400, UPLOAD_MESSAGES.emptyFile);
      if (received.kind === null) throw wrongType(limits);
      const type = await detectResumeTypeOfFile(temp);
      if (!type || !limits.fileTypes.includes(type)) throw wrongType(limits);

      const key = `resumes/${id}.${type}`;
      await storage.save(key, temp, { size: received.size, contentType: RESUME_MIME_TYPES[type] });
      await removeTemp();
      try {
        const upload = await recordUpload(ctx.em, { id, originalName: safeFileName(part.filename, type), size: received.size, type, storageKey: key });
        await settle(received.size);
        return reply.code(201).header('cache-control', NO_STORE).send(upload);
      } catch (error) {
        await storage.delete(key).catch((e: unknown) => request.log.error({ err: e, key }, 'could not delete an unrecorded upload'));
        throw error;
      }
    } catch (error) {
      await removeTemp();
      // Nothing was stored: the whole reservation goes back (413, 415, 400, an interrupted upload...).
      await settle(0);
      if (isDiskFull(error)) {
        request.log.error({ err: error }, 'resume upload: the disk is full');
        return sendError(
          request,
          reply,
          new UploadRefused(507, 'The server cannot store files right now. Please try again later, or give a link to your resume instead.'),
        );
      }
      return sendError(request, reply, error);
    } finally {
      await removeTemp();
    }
  });

  app.get<{ Params: { id: string } }>('/api/admin/applications/:id/resume', { compress: false }, async (request, reply) => {
    const caller = createCaller(app.contextFor(request));
    try {
      const file = await caller.application.resumeFile({ id: toId(request.params.id) });
      const stream = await storage.open(file.storageKey);
      if (!stream) {
        request.log.error({ key: file.storageKey }, 'an uploaded resume is missing from the storage');
        return sendError(request, reply, new UploadRefused(404, 'The resume file is missing from the storage.'));
      }
      return reply
        .code(200)
        .header('content-type', RESUME_MIME_TYPES[file.type])
        .header('content-length', String(file.size))
        .header('content-disposition', attachmentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream);
    } catch (error) {
      return sendError(request, reply, error);
    }
  });
}
