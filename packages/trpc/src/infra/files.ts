import type { Readable } from 'node:stream';

/**
 * The upload storage as the procedures see it (the server hands its own, disk or S3, through the
 * context): résumé files are read for an access request's export and deleted with their records,
 * and the export ZIP is stored beside them.
 */
export interface FileStore {
  /** The file stored under `key`, or null when there is none. */
  open(key: string): Promise<Readable | null>;
  /** Stores `data` under `key`. */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** Deletes `key`; nothing when it is already gone. */
  delete(key: string): Promise<void>;
}

/** All of a stream, as one buffer. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer | string>) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** Deletes files after their rows are gone, each on its own: a file that cannot be deleted is reported and left, never a row pointing at nothing. */
export async function deleteFiles(files: FileStore | undefined, keys: string[], onError?: (key: string, error: unknown) => void): Promise<number> {
  if (!files) return 0;
  let deleted = 0;
  for (const key of keys) {
    try {
      await files.delete(key);
      deleted += 1;
    } catch (error) {
      onError?.(key, error);
    }
  }
  return deleted;
}
