import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage, s3Storage, type UploadStorage } from '../src/uploads/storage.ts';

/**
 * The two upload storages behave alike: save a finished temporary file under a key, open it,
 * delete it (twice is fine), say null for a missing key, refuse keys that could leave their place.
 * The S3 one talks to a small S3-compatible server on the loopback (path-style, as MinIO).
 */

/** A tiny in-memory S3: buckets and objects by path, as MinIO answers path-style requests. */
function fakeS3() {
  const buckets = new Map<string, Map<string, { body: Buffer; type: string }>>();
  const requests: { method: string; url: string; authorization: boolean }[] = [];
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer(async (req, res) => {
    requests.push({ method: req.method!, url: req.url!, authorization: String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256') });
    const [bucketName, ...rest] = decodeURIComponent(new URL(req.url!, 'http://x').pathname).slice(1).split('/');
    const key = rest.join('/');
    const notFound = (code: string) =>
      res.writeHead(404, { 'content-type': 'application/xml' }).end(`<?xml version="1.0"?><Error><Code>${code}</Code><Message>none</Message></Error>`);
    const bucket = buckets.get(bucketName!);
    if (!key) {
      if (req.method === 'PUT') {
        buckets.set(bucketName!, new Map());
        return res.writeHead(200).end();
      }
      return bucket ? res.writeHead(200).end() : res.writeHead(404).end();
    }
    if (!bucket) return notFound('NoSuchBucket');
    if (req.method === 'PUT') {
      bucket.set(key, { body: await read(req), type: String(req.headers['content-type']) });
      return res.writeHead(200, { etag: '"x"' }).end();
    }
    if (req.method === 'GET') {
      const object = bucket.get(key);
      if (!object) return notFound('NoSuchKey');
      return res.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length }).end(object.body);
    }
    if (req.method === 'DELETE') {
      bucket.delete(key);
      return res.writeHead(204).end();
    }
    return res.writeHead(405).end();
  });
  return { server, buckets, requests };
}

const quietLog = { info: () => {}, warn: () => {}, error: () => {} } as never;

let workDir: string;
const s3 = fakeS3();
let endpoint: string;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'northline-storage-'));
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => s3.server.close(resolve));
  rmSync(workDir, { recursive: true, force: true });
});

async function roundTrip(storage: UploadStorage) {
  const temp = await storage.tempPath('0b7e6d8c-3f1a-4c2b-9d4e-5f6a7b8c9d0e');
  expect(path.dirname(temp).endsWith('.partial')).toBe(true);
  writeFileSync(temp, '%PDF-1.4 a resume');
  await storage.save('resumes/0b7e6d8c-3f1a-4c2b-9d4e-5f6a7b8c9d0e.pdf', temp, { size: 17, contentType: 'application/pdf' });
  const stream = await storage.open('resumes/0b7e6d8c-3f1a-4c2b-9d4e-5f6a7b8c9d0e.pdf');
  expect(stream).not.toBeNull();
  expect(await text(stream!)).toBe('%PDF-1.4 a resume');
  expect(await storage.open('resumes/11111111-1111-4111-8111-111111111111.pdf')).toBeNull();
  await storage.delete('resumes/0b7e6d8c-3f1a-4c2b-9d4e-5f6a7b8c9d0e.pdf');
  await storage.delete('resumes/0b7e6d8c-3f1a-4c2b-9d4e-5f6a7b8c9d0e.pdf');
  expect(await storage.open('resumes/0b7e6d8c-3f1a-4c2b-9d4e-5f6a7b8c9d0e.pdf')).toBeNull();
  for (const key of ['../outside.pdf', 'resumes/../../x.pdf', '/etc/passwd', 'resumes/', 'Resumes/A.pdf']) {
    await expect(storage.open(key), key).rejects.toThrow(/invalid storage key/);
  }
}

describe('upload storage', () => {
  it('on disk', async () => {
    await roundTrip(diskStorage(path.join(workDir, 'disk')));
  });

  it('in an S3-compatible bucket (created at start-up when missing), with signed requests', async () => {
    const storage = s3Storage({
      endpoint,
      bucket: 'resumes',
      region: 'us-east-1',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
      uploadDir: path.join(workDir, 's3'),
    });
    await storage.prepare!(quietLog);
    expect(s3.buckets.has('resumes')).toBe(true);
    await roundTrip(storage);
    expect(s3.requests.every((r) => r.authorization)).toBe(true);
    expect(s3.requests.some((r) => r.method === 'PUT' && r.url.startsWith('/resumes/resumes/'))).toBe(true);
  });
});
