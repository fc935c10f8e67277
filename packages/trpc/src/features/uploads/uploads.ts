import { TRPCError } from '@trpc/server';
import { OptimisticLockError, Upload, type EntityManager, type IUpload } from '@app/db';
import type { StoredUpload, UploadDto, UploadLimitsDto } from '@app/shared/schemas/dtos';
import { UPLOAD_MESSAGES, allowedResumeTypes, type ResumeFileType } from '@app/shared/uploads';
import { query, sql } from '../../infra/sql.ts';
import type { Context } from '../../context.ts';

/**
 * Resume uploads in the database: what may be uploaded (the System settings), the row of an
 * upload, an application taking it, and the sweep of uploads nobody used. The files themselves
 * are kept by the server's upload storage (apps/api/src/uploads), which this module never touches
 * except through the `deleteFile` it is handed.
 */

/** An upload no application took within this long is deleted, with its file. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The upload limits of the System settings: the largest file and the types allowed, from the
 * settings row the page's other reads share (a job page reads the public settings too).
 */
export async function uploadLimits(ctx: Pick<Context, 'em' | 'pageReads'>): Promise<UploadLimitsDto> {
  const settings = await ctx.pageReads.siteSettings(ctx.em);
  return { maxFileSizeMb: settings?.maxFileSizeMb ?? 5, fileTypes: allowedResumeTypes(settings?.allowedFileTypes) };
}

export interface NewUpload {
  id: string;
  originalName: string;
  size: number;
  type: ResumeFileType;
  storageKey: string;
}

export const toUploadDto = (upload: Pick<IUpload, 'id' | 'originalName' | 'size' | 'type'>): UploadDto => ({
  id: upload.id,
  name: upload.originalName,
  size: upload.size,
  type: upload.type,
});

/** Records a stored file as an unused upload. */
export async function recordUpload(em: EntityManager, upload: NewUpload): Promise<UploadDto> {
  const row = em.create(Upload, { ...upload, application: null });
  await em.flush();
  return toUploadDto(row);
}

const unusable = () => new TRPCError({ code: 'BAD_REQUEST', message: UPLOAD_MESSAGES.unknownUpload });

/**
 * The unused upload `id`, for an application to take (set its `application`; the flush writes it).
 * Unknown, already used or expired ids are refused with 400 before anything is written; a flush
 * that loses a race for the same upload fails, and `claimFailed` turns that into the same 400.
 */
export async function unusedUpload(em: EntityManager, id: string, now: Date): Promise<IUpload> {
  const upload = await em.findOne(Upload, { id, application: null, createdAt: { $gt: new Date(now.getTime() - UNUSED_UPLOAD_TTL_MS) } });
  if (!upload) throw unusable();
  return upload;
}

/** A flush that failed because another application took the upload first becomes the same 400. */
export function claimFailed(error: unknown): TRPCError | undefined {
  return error instanceof OptimisticLockError ? unusable() : undefined;
}

/** The uploaded resume of an application, for its download; 404 without one. */
export async function resumeFileOf(em: EntityManager, applicationId: number): Promise<StoredUpload> {
  const upload = await em.findOne(Upload, { application: applicationId });
  if (!upload) throw new TRPCError({ code: 'NOT_FOUND', message: UPLOAD_MESSAGES.noResumeFile });
  return { ...toUploadDto(upload), storageKey: upload.storageKey };
}

/**
 * Deletes uploads no application uses that are older than a day (never taken, or their
 * application was deleted), then their files; answers how many. The row goes first: a file
 * whose deletion fails is only left over, never a row pointing at nothing.
 */
export async function pruneUnusedUploads(em: EntityManager, deleteFile: (key: string) => Promise<void>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_TTL_MS).toISOString();
  const rows = await query<{ storage_key: string }>(
    em,
    sql`delete from uploads where id in (
          select id from uploads where application_id is null and created_at < ${cutoff}::timestamptz order by created_at limit 500
        ) returning storage_key`,
  );
  for (const row of rows) await deleteFile(row.storage_key);
  return rows.length;
}
