import { createReadStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '@app/trpc';
import { uploadDirOf, type Env } from '../env.ts';

/**
 * Where uploaded resumes are kept: a folder on local disk (the default) or an S3-compatible
 * bucket (S3_URL), so that several app instances share them. Either way an upload is first
 * received into a temporary file under UPLOAD_DIR/.partial and checked there; only a complete,
 * accepted file is ever saved under its key, and the temporary file is always removed.
 */
export interface UploadStorage {
  readonly kind: 'disk' | 's3';
  /** A new temporary file for an upload in progress (under UPLOAD_DIR/.partial). */
  tempPath(id: string): Promise<string>;
  /** Stores the complete temporary file under `key` (it is moved or copied; the caller removes what is left). */
  save(key: string, file: string, info: { size: number; contentType: string }): Promise<void>;
  /** The file stored under `key`, or null when there is none. */
  open(key: string): Promise<Readable | null>;
  /** Deletes `key`; nothing when it is already gone. */
  delete(key: string): Promise<void>;
  /** Removes temporary files older than `olderThanMs` (left by a crash); answers how many. */
  pruneTemp(olderThanMs: number): Promise<number>;
  /** Gets the storage ready at start-up (creates a missing bucket). */
  prepare?(log: FastifyBaseLogger): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded resumes are kept (see uploads/storage.ts). */
    uploadStorage: UploadStorage;
  }
}

/** Keys are made by the server (resumes/<uuid>.<type>); anything else is refused, so no key can leave the folder. */
const KEY = /^[a-z0-9]+(?:\/[a-z0-9][a-z0-9._-]*)+$/;
function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) throw new Error(`invalid storage key: ${key}`);
  return key;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The temporary-file half every storage shares. */
function tempFiles(uploadDir: string) {
  const partial = path.join(uploadDir, '.partial');
  return {
    async tempPath(id: string) {
      await mkdir(partial, { recursive: true, mode: 0o700 });
      return path.join(partial, `${id}.part`);
    },
    async pruneTemp(olderThanMs: number) {
      let names: string[];
      try {
        names = await readdir(partial);
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(partial, name);
        const info = await stat(file).catch(() => null);
        if (info && Date.now() - info.mtimeMs > olderThanMs) {
          await rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}

/** Files under UPLOAD_DIR (by default <DATA_DIR>/uploads), one per key. */
export function diskStorage(uploadDir: string): UploadStorage {
  const fileOf = (key: string) => path.join(uploadDir, ...checkKey(key).split('/'));
  return {
    kind: 'disk',
    ...tempFiles(uploadDir),
    async save(key, file) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      // Same file system: the file appears whole under its name, or not at all.
      await rename(file, target);
    },
    async open(key) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return createReadStream(file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Temporary files of uploads in progress. */
  uploadDir: string;
}

/**
 * Objects in an S3-compatible bucket (path-style addresses, which MinIO and most others need).
 * The AWS SDK is loaded only when S3 is configured.
 */
export function s3Storage(options: S3Options): UploadStorage {
  let client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const connect = () =>
    (client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        endpoint: options.endpoint,
        region: options.region,
        forcePathStyle: true,
        credentials: options.credentials,
        // Checksums only where S3 requires them: many S3-compatible servers do not take the SDK's
        // default streaming checksums (aws-chunked bodies with trailers).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = options.bucket;
  const isNotFound = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
  };
  return {
    kind: 's3',
    ...tempFiles(options.uploadDir),
    async save(key, file, info) {
      const { s3, sdk } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({ Bucket, Key: checkKey(key), Body: createReadStream(file), ContentLength: info.size, ContentType: info.contentType }),
      );
    },
    async open(key) {
      const { s3, sdk } = await connect();
      try {
        const object = await s3.send(new sdk.GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    /** Creates the bucket when it does not exist yet (a fresh MinIO); a bucket we may not see is left to the operator. */
    async prepare(log) {
      const { s3, sdk } = await connect();
      try {
        await s3.send(new sdk.HeadBucketCommand({ Bucket }));
      } catch (error) {
        if (!isNotFound(error)) {
          log.warn({ err: error }, `S3 bucket ${Bucket}: cannot check it; uploads may fail`);
          return;
        }
        try {
          await s3.send(new sdk.CreateBucketCommand({ Bucket }));
          log.info(`S3 bucket ${Bucket} created`);
        } catch (createError) {
          log.error({ err: createError }, `S3 bucket ${Bucket} does not exist and could not be created; uploads will fail`);
        }
      }
    },
  };
}

/** The storage the environment asks for: S3 when S3_URL is set, else the upload folder. */
export function uploadStorageFor(env: Env): UploadStorage {
  const uploadDir = uploadDirOf(env);
  if (!env.S3_URL) return diskStorage(uploadDir);
  return s3Storage({
    endpoint: env.S3_URL,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    uploadDir,
  });
}

/**
 * The storage as the procedures use it (@app/trpc's FileStore): résumés are read for an access
 * request's export and deleted with their records; an export is written through a temporary file,
 * as an upload is.
 */
export function fileStoreOf(storage: UploadStorage): FileStore {
  return {
    open: (key) => storage.open(key),
    delete: (key) => storage.delete(key),
    async put(key, data, contentType) {
      const temp = await storage.tempPath(randomUUID());
      try {
        await writeFile(temp, data, { mode: 0o600 });
        await storage.save(key, temp, { size: data.byteLength, contentType });
      } finally {
        await rm(temp, { force: true });
      }
    },
  };
}
