import type { UploadDto } from '@app/shared/schemas/dtos';

/** The resume upload endpoint (multipart, field `file`). */
export const RESUME_UPLOAD_URL = '/api/uploads/resume';

export const UPLOAD_FAILED_MESSAGE = 'The upload failed. Please check your connection and try again.';

/** An upload the server refused (413, 415, 429, 503...) with its message, or one that never arrived. */
export class UploadError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

const messageOf = (xhr: XMLHttpRequest): string | undefined => {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Sends a resume to the server with XMLHttpRequest, whose upload events report progress (fetch
 * cannot). `onProgress` gets the fraction sent, 0 to 1. Resolves with the stored upload; rejects
 * with an UploadError carrying the server's message, or an AbortError when `signal` aborts.
 */
export function uploadResume(file: File, options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}): Promise<UploadDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', RESUME_UPLOAD_URL);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadDto);
        } catch {
          reject(new UploadError(UPLOAD_FAILED_MESSAGE, xhr.status));
        }
        return;
      }
      reject(new UploadError(messageOf(xhr) ?? UPLOAD_FAILED_MESSAGE, xhr.status));
    };
    xhr.onerror = () => reject(new UploadError(UPLOAD_FAILED_MESSAGE, 0));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
