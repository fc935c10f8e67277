import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { RESUME_FILE_TYPES } from '@app/shared/uploads';
import { JobApplication } from './job-application.entity.ts';
import { nowOnCreate } from './columns.ts';

/**
 * A resume file a visitor uploaded (POST /api/uploads/resume). The file itself is in the upload
 * storage (local disk or an S3 bucket) under `storageKey`; this row says what it is. It is unused
 * (application null) until an application names it; the server's periodic sweep deletes unused
 * uploads older than a day with their files, and so also the file of an application that is
 * deleted (the link becomes null).
 *
 * `application` is a concurrency check key: claiming an upload updates its row only while it is
 * still unused, so two applications can never take the same file.
 */
export const Upload = defineEntity({
  name: 'Upload',
  tableName: 'uploads',
  concurrencyCheckKeys: new Set(['application'] as const),
  properties: {
    /** A random UUID: the only handle a visitor gets, and nobody can guess another one. */
    id: p.uuid().primary(),
    /** The file name the visitor's computer gave, made safe (no path, no control characters). */
    originalName: p.string().length(255),
    size: p.integer(),
    /** What the server read in the file's bytes (never its name or the browser's word). */
    type: p.enum(RESUME_FILE_TYPES),
    storageKey: p.string().length(300),
    createdAt: nowOnCreate().index(),
    application: () => p.oneToOne(JobApplication).inversedBy('resumeUpload').nullable().deleteRule('set null'),
  },
});

export type IUpload = InferEntity<typeof Upload>;
