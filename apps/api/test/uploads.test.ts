import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Job, updateSiteSettings } from '@app/db';
import { pruneUnusedUploads } from '@app/trpc';
import { ALLOWED_FILE_TYPES_MESSAGE } from '@app/shared/schemas/inputs';
import { UPLOAD_MESSAGES } from '@app/shared/uploads';
import { bytesReader, detectResumeType } from '../src/uploads/file-type.ts';
import { attachmentDisposition, safeFileName } from '../src/uploads/file-name.ts';
import { anotherInstance, createAdminApp, createTestApp, validJob, type TestApp } from './helpers.ts';
import { compoundFile, docmFile, docxFile, exeFile, multipart, pdfFile, plainZipFile, pngFile } from './resume-files.ts';

/**
 * Resume uploads (issue 11): POST /api/uploads/resume takes a PDF, DOC or DOCX by its bytes,
 * within the System settings' size and types; an application takes the upload's id as its
 * resume; admins download it from GET /api/admin/applications/{id}/resume. Real PostgreSQL, and
 * a real folder for the files (UPLOAD_DIR), checked after every refusal for anything left over.
 */

let t: TestApp;
let cookie: string;
let uploadDir: string;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'northline-uploads-'));
  ({ t, cookie } = await createAdminApp({ UPLOAD_DIR: uploadDir, PUBLIC_WRITE_LIMIT: '1000' }));
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const DEFAULT_SYSTEM = { maxFileSizeMb: 5, allowedFileTypes: 'pdf,doc,docx', maintenanceMode: false };
afterEach(() => updateSiteSettings(t.orm.em.fork(), DEFAULT_SYSTEM));
const setSettings = (values: Partial<typeof DEFAULT_SYSTEM>) => updateSiteSettings(t.orm.em.fork(), values);

const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(text, params);

/** Every file under UPLOAD_DIR (stored and temporary), as paths relative to it. */
function filesOnDisk(dir = uploadDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

function upload(
  data: Buffer,
  filename = 'resume.pdf',
  contentType = 'application/pdf',
  extra: { remoteAddress?: string; app?: TestApp['app']; headers?: Record<string, string> } = {},
) {
  const body = multipart([{ name: 'file', filename, contentType, data }]);
  return (extra.app ?? t.app).inject({
    method: 'POST',
    url: '/api/uploads/resume',
    payload: body.payload,
    headers: { ...body.headers, ...extra.headers },
    remoteAddress: extra.remoteAddress,
  });
}

/** A valid PDF of exactly `kb` kilobytes (padded after its end, as the size tests do). */
function pdfOfKb(kb: number, text = 'Resume'): Buffer {
  const pdf = pdfFile(text);
  return Buffer.concat([pdf, Buffer.alloc(kb * 1024 - pdf.length, 0x20)]);
}

async function approvedJob(title = 'Upload Forklift Operator') {
  const em = t.orm.em.fork();
  const job = em.create(Job, { ...validJob, title, status: 'approved' });
  await em.flush();
  return job;
}

/** Each applicant by name has an address of their own (one person applying again to a job updates their application: issue 38). */
const apply = (jobId: number, resume: string | undefined, name = 'Pat Uploader') =>
  t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/apply`,
    payload: {
      coverLetter: 'Please find my resume attached.',
      applicantName: name,
      applicantEmail: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      resume,
    },
  });

const download = (applicationId: number | string, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ url: `/api/admin/applications/${applicationId}/resume`, headers });

describe('POST /api/uploads/resume: accepted by the bytes', () => {
  it.each([
    ['a PDF', pdfFile(), 'Jane Smith CV.pdf', 'pdf'],
    ['a Word 97-2003 document', compoundFile('WordDocument'), 'jane.doc', 'doc'],
    ['a Word document', docxFile(), 'jane.docx', 'docx'],
  ] as const)('%s: 201 {id, name, size, type}, stored whole under UPLOAD_DIR', async (_label, bytes, filename, type) => {
    const res = await upload(bytes, filename, 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: filename, size: bytes.length, type });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(readFileSync(path.join(uploadDir, 'resumes', `${body.id}.${type}`)).equals(bytes)).toBe(true);
    const [row] = await sql<{ original_name: string; size: number; type: string; application_id: number | null }>('select * from uploads where id = ?', [
      body.id,
    ]);
    expect(row).toMatchObject({ original_name: filename, size: bytes.length, type, application_id: null });
    expect(filesOnDisk().filter((f) => f.startsWith('.partial'))).toEqual([]);
  });

  it('the name and the browser type do not matter: a PDF named cv.txt is a PDF, kept as cv.txt.pdf', async () => {
    const res = await upload(pdfFile(), 'cv.txt', 'text/plain');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'pdf', name: 'cv.txt.pdf' });
  });
});

describe('POST /api/uploads/resume: refused, and nothing kept', () => {
  it.each([
    ['a Windows program named resume.pdf', exeFile()],
    ['a PNG image named resume.pdf', pngFile()],
    ['an Excel-like Compound File (no WordDocument stream)', compoundFile('Workbook')],
    ['a ZIP with no Word parts', plainZipFile()],
    ['a macro-enabled Word document (.docm)', docmFile()],
    ['text that starts like nothing accepted', Buffer.from('hello, I am a resume')],
  ])('%s: 415 with the message', async (_label, bytes) => {
    const before = filesOnDisk();
    const res = await upload(bytes, 'resume.pdf', 'application/pdf');
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toEqual({ message: 'This file type is not accepted. Upload a PDF, DOC or DOCX file.' });
    expect(filesOnDisk()).toEqual(before);
  });

  it('too large (over the System setting): 413 with the message, no file left on disk, no row', async () => {
    await setSettings({ maxFileSizeMb: 2 });
    const rowsBefore = await sql<{ n: number }>('select count(*)::int as n from uploads');
    const before = filesOnDisk();
    // Just over the limit: the declared length passes the early check, the streamed file is cut.
    const big = Buffer.concat([pdfFile(), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The file is too large. Resumes may be up to 2 MB.' });
    expect(filesOnDisk()).toEqual(before);
    expect(await sql<{ n: number }>('select count(*)::int as n from uploads')).toEqual(rowsBefore);
    // Far over it: refused from the declared length, before the body is read.
    const huge = await upload(Buffer.concat([pdfFile(), Buffer.alloc(3 * 1024 * 1024, 0x20)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.headers.connection).toBe('close');
    expect(filesOnDisk()).toEqual(before);
  });

  it('exactly at the limit is accepted', async () => {
    await setSettings({ maxFileSizeMb: 2 });
    const pdf = pdfFile();
    const res = await upload(Buffer.concat([pdf, Buffer.alloc(2 * 1024 * 1024 - pdf.length, 0x20)]));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a type the settings do not allow: 415 naming the allowed ones', async () => {
    await setSettings({ allowedFileTypes: 'pdf' });
    const before = filesOnDisk();
    for (const bytes of [docxFile(), compoundFile()]) {
      const res = await upload(bytes, 'resume.docx');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: 'This file type is not accepted. Upload a PDF file.' });
    }
    expect(filesOnDisk()).toEqual(before);
    expect((await upload(pdfFile())).statusCode).toBe(201);
  });

  it('a stored setting with unknown types (an old exe) allows only the checkable ones', async () => {
    await setSettings({ allowedFileTypes: 'exe,docx' });
    expect((await upload(exeFile(), 'setup.exe', 'application/x-msdownload')).statusCode).toBe(415);
    expect((await upload(pdfFile())).json()).toEqual({ message: 'This file type is not accepted. Upload a DOCX file.' });
    expect((await upload(docxFile(), 'cv.docx')).statusCode).toBe(201);
    expect((await t.app.inject({ url: '/api/uploads/limits' })).json()).toEqual({ maxFileSizeMb: 5, fileTypes: ['docx'] });
  });

  it('no file, another field, an empty file, a JSON body: 4xx with a message, never a 500', async () => {
    const noFile = await t.app.inject({ method: 'POST', url: '/api/uploads/resume', ...multipart([{ name: 'note', data: 'hello' }]) });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(UPLOAD_MESSAGES.noFile);
    const otherField = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/resume',
      ...multipart([{ name: 'resume', filename: 'cv.pdf', data: pdfFile() }]),
    });
    expect(otherField.statusCode).toBe(400);
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(UPLOAD_MESSAGES.emptyFile);
    const json = await t.app.inject({ method: 'POST', url: '/api/uploads/resume', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(UPLOAD_MESSAGES.notMultipart);
    const octets = await t.app.inject({ method: 'POST', url: '/api/uploads/resume', payload: pdfFile(), headers: { 'content-type': 'application/pdf' } });
    expect(octets.statusCode).toBe(415);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/resume',
      payload: 'not multipart at all',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const noBoundary = await t.app.inject({ method: 'POST', url: '/api/uploads/resume', payload: 'x', headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    // A second file after the first is refused by the part limit, never stored twice.
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/resume',
      ...multipart([
        { name: 'file', filename: 'a.pdf', data: pdfFile() },
        { name: 'file', filename: 'b.pdf', data: pdfFile() },
      ]),
    });
    expect(two.statusCode).toBeLessThan(500);
    expect(filesOnDisk().filter((f) => f.startsWith('.partial'))).toEqual([]);
  });

  it('a client that goes away halfway leaves no partial file', async () => {
    const server = await anotherInstance(t, { UPLOAD_DIR: uploadDir, PUBLIC_WRITE_LIMIT: '1000' });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.app.server.address() as AddressInfo;
      const body = multipart([{ name: 'file', filename: 'cut.pdf', data: Buffer.concat([pdfFile(), Buffer.alloc(1024 * 1024, 0x20)]) }]);
      const before = filesOnDisk();
      await new Promise<void>((resolve) => {
        const req = httpRequest({
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/uploads/resume',
          headers: { ...body.headers, 'content-length': String(body.payload.length) },
        });
        req.on('error', () => resolve());
        req.write(body.payload.subarray(0, 300 * 1024), () => setTimeout(() => req.destroy(), 100));
        req.on('close', () => resolve());
      });
      // The server notices the cut and removes what it had received.
      await expect.poll(() => filesOnDisk(), { timeout: 5000 }).toEqual(before);
    } finally {
      await server.close();
    }
  });

  it('maintenance mode: 503 with Retry-After; signed-in admins may still upload', async () => {
    await setSettings({ maintenanceMode: true });
    const res = await upload(pdfFile());
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().message).toBe('The site is under maintenance. Please try again later.');
    const body = multipart([{ name: 'file', filename: 'a.pdf', data: pdfFile() }]);
    const admin = await t.app.inject({ method: 'POST', url: '/api/uploads/resume', payload: body.payload, headers: { ...body.headers, cookie } });
    expect(admin.statusCode).toBe(201);
  });

  it('the per-address limit of public writes: 429 with Retry-After past it, per address', async () => {
    const limited = await anotherInstance(t, { UPLOAD_DIR: uploadDir, PUBLIC_WRITE_LIMIT: '2' });
    try {
      const address = '198.51.100.23';
      expect((await upload(pdfFile(), 'a.pdf', 'application/pdf', { app: limited.app, remoteAddress: address })).statusCode).toBe(201);
      expect((await upload(pdfFile(), 'b.pdf', 'application/pdf', { app: limited.app, remoteAddress: address })).statusCode).toBe(201);
      const third = await upload(pdfFile(), 'c.pdf', 'application/pdf', { app: limited.app, remoteAddress: address });
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect(third.json().message).toMatch(/^Too many submissions from your network\./);
      expect((await upload(pdfFile(), 'd.pdf', 'application/pdf', { app: limited.app, remoteAddress: '198.51.100.24' })).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('how much uploads may store (issue 24, finding 5)', () => {
  /** A limit counted per client: each test uses its own addresses, through a trusted proxy. */
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
  const dailyLimitMessage =
    /^You have uploaded the most files allowed for one day\. Try again in \d+ (hours?|minutes?), or give a link to your resume instead\.$/;
  const rowCount = async () => (await sql<{ n: number }>('select count(*)::int as n from uploads'))[0]!.n;
  let quota: Awaited<ReturnType<typeof anotherInstance>>;
  beforeAll(async () => {
    quota = await anotherInstance(t, { UPLOAD_DIR: uploadDir, PUBLIC_WRITE_LIMIT: '1000', UPLOAD_DAILY_MB_PER_CLIENT: '1', TRUST_PROXY: '1' });
  });
  afterAll(() => quota.close());
  const send = (data: Buffer, address: string, filename = 'resume.pdf', contentType = 'application/pdf') =>
    upload(data, filename, contentType, { app: quota.app, ...from(address) });

  it('past UPLOAD_DAILY_MB_PER_CLIENT: 429 with Retry-After and the message, before the body is stored; what is left still fits; another client is not affected', async () => {
    const client = '203.0.113.10';
    expect((await send(pdfOfKb(400), client)).statusCode).toBe(201);
    expect((await send(pdfOfKb(400), client)).statusCode).toBe(201);
    const before = filesOnDisk();
    const rows = await rowCount();
    const third = await send(pdfOfKb(400), client);
    expect(third.statusCode, third.body).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(24 * 60 * 60);
    expect(third.json().message).toMatch(dailyLimitMessage);
    expect(filesOnDisk()).toEqual(before);
    expect(await rowCount()).toBe(rows);
    // The refused reservation went back: a small file within what is left is taken.
    expect((await send(pdfFile(), client)).statusCode).toBe(201);
    // Another client (address) has its own quota.
    expect((await send(pdfOfKb(400), '203.0.113.11')).statusCode).toBe(201);
    // The first client is still refused (only its forwarded address counts, not the proxy's).
    const again = await send(pdfOfKb(400), client);
    expect(again.statusCode).toBe(429);
  });

  it('a refused file uses none of the quota: wrong type (415), cut at the size limit (413)', async () => {
    const client = '203.0.113.20';
    for (let i = 0; i < 3; i++) {
      const exe = Buffer.concat([exeFile(), Buffer.alloc(900 * 1024 - exeFile().length)]);
      expect((await send(exe, client, 'resume.pdf')).statusCode).toBe(415);
    }
    await setSettings({ maxFileSizeMb: 1 });
    const over = Buffer.concat([pdfFile(), Buffer.alloc(1024 * 1024, 0x20)]);
    expect((await send(over, client)).statusCode).toBe(413);
    // Had any of them kept its reservation, 900 KB more would be past the 1 MB quota.
    expect((await send(pdfOfKb(900), client)).statusCode).toBe(201);
    expect((await send(pdfOfKb(200), client)).statusCode).toBe(429);
  });

  it('a concurrent burst is cut at the quota: every upload is counted before any is stored', async () => {
    const client = '203.0.113.30';
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => send(pdfOfKb(400, `Burst ${i}`), client, `burst-${i}.pdf`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 429, 429, 429, 429]);
  });

  it('past UPLOAD_PENDING_MAX_MB for uploads no application has taken: 507, the admins mailed once; applications free the space', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'northline-uploads-cap-'));
    const capped = await createTestApp({ UPLOAD_DIR: dir, PUBLIC_WRITE_LIMIT: '1000', UPLOAD_PENDING_MAX_MB: '1' });
    try {
      const send = (name: string) => upload(pdfOfKb(400, name), `${name}.pdf`, 'application/pdf', { app: capped.app });
      const first = (await send('Cap One')).json();
      const second = (await send('Cap Two')).json();
      const stored = readdirSync(path.join(dir, 'resumes')).sort();
      expect(stored).toHaveLength(2);

      // Two refusals at the same moment, and one more: one mail to the admins (the site's contact email).
      const refused = [...(await Promise.all([send('Cap Three'), send('Cap Four')])), await send('Cap Five')];
      for (const res of refused) {
        expect(res.statusCode, res.body).toBe(507);
        expect(res.json()).toEqual({ message: 'The server cannot take more files right now. Please try again later, or give a link to your resume instead.' });
        expect(res.headers.connection).toBe('close');
      }
      expect(readdirSync(path.join(dir, 'resumes')).sort()).toEqual(stored);
      const mails = await capped.orm.em
        .fork()
        .getConnection()
        .execute<{ to_address: string; subject: string; text_body: string }[]>(`select * from email_outbox where kind = 'uploads.full'`);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to_address: 'info@northlineworkforce.ca', subject: 'Resume uploads are paused: the space for unused uploads is full' });
      expect(mails[0]!.text_body).toContain('UPLOAD_PENDING_MAX_MB');
      expect(mails[0]!.text_body).not.toContain('Cap ');

      // Applications take the two uploads: the space is free again.
      const em = capped.orm.em.fork();
      const job = em.create(Job, { ...validJob, title: 'Upload Cap Picker', status: 'approved' });
      await em.flush();
      for (const id of [first.id, second.id]) {
        const applied = await capped.app.inject({
          method: 'POST',
          url: `/api/jobs/${job.id}/apply`,
          payload: { coverLetter: 'Attached.', applicantName: 'Cap Applicant', applicantEmail: 'cap@example.com', resume: id },
        });
        expect(applied.statusCode, applied.body).toBe(201);
      }
      expect((await send('Cap Six')).statusCode).toBe(201);
    } finally {
      await capped.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('applying with an upload and downloading it', () => {
  it('apply with the upload id: stored and linked; the admin downloads the exact bytes with the headers', async () => {
    const job = await approvedJob();
    const bytes = pdfFile('Pat Uploader');
    const uploaded = (await upload(bytes, 'Pat Uploader résumé.pdf')).json();
    const res = await apply(job.id, uploaded.id);
    expect(res.statusCode, res.body).toBe(201);
    const application = res.json().application;
    expect(application).toMatchObject({ resume: null, resumeFile: { name: 'Pat Uploader résumé.pdf', size: bytes.length, type: 'pdf' } });
    const [row] = await sql<{ application_id: number }>('select application_id from uploads where id = ?', [uploaded.id]);
    expect(row!.application_id).toBe(application.id);

    // The admin list shows the file.
    const list = await t.app.inject({ url: `/api/applications?search=${encodeURIComponent('Pat Uploader')}`, headers: { cookie } });
    expect(list.json().find((a: { id: number }) => a.id === application.id)).toMatchObject({ resumeFile: { name: 'Pat Uploader résumé.pdf', type: 'pdf' } });

    const file = await download(application.id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Pat Uploader resume.pdf"; filename*=UTF-8''Pat%20Uploader%20r%C3%A9sum%C3%A9.pdf`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-encoding']).toBeUndefined();

    // The CSV export names the file.
    const csv = await t.app.inject({ url: `/api/admin/applications/export.csv?search=${encodeURIComponent('Pat Uploader')}`, headers: { cookie } });
    expect(csv.body).toContain('Uploaded file: Pat Uploader résumé.pdf');
  });

  it('DOC and DOCX download with their own types', async () => {
    const job = await approvedJob('Upload Office Clerk');
    for (const [bytes, type, mime] of [
      [compoundFile(), 'doc', 'application/msword'],
      [docxFile(), 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      const uploaded = (await upload(bytes, `cv.${type}`)).json();
      const application = (await apply(job.id, uploaded.id)).json().application;
      const file = await download(application.id);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(mime);
      expect(file.headers['content-disposition']).toContain(`filename="cv.${type}"`);
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('the download needs an admin session (401), and answers 404 without an uploaded file', async () => {
    const job = await approvedJob('Upload Picker');
    const uploaded = (await upload(pdfFile())).json();
    const application = (await apply(job.id, uploaded.id)).json().application;
    const anonymous = await download(application.id, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Admin authentication required' });

    const withLink = (await apply(job.id, 'https://example.com/cv.pdf')).json().application;
    expect(withLink).toMatchObject({ resume: 'https://example.com/cv.pdf', resumeFile: null });
    const none = await download(withLink.id);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: UPLOAD_MESSAGES.noResumeFile });
    for (const id of ['999999', '0', 'abc', '-1', '1e3']) expect((await download(id)).statusCode, id).toBe(404);
    // Uploads are never served from a public path.
    expect((await t.app.inject({ url: `/api/public/resumes/${uploaded.id}.pdf` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/uploads/resumes/${uploaded.id}.pdf` })).body).not.toContain('%PDF');
  });

  it('an upload id used twice: 400 the second time, the first application keeps it', async () => {
    const job = await approvedJob('Upload Twice');
    const uploaded = (await upload(pdfFile())).json();
    const first = await apply(job.id, uploaded.id);
    expect(first.statusCode).toBe(201);
    const second = await apply(job.id, uploaded.id, 'Someone Else');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ message: UPLOAD_MESSAGES.unknownUpload, issues: [] });
    const [row] = await sql<{ application_id: number }>('select application_id from uploads where id = ?', [uploaded.id]);
    expect(row!.application_id).toBe(first.json().application.id);
    expect(await sql('select id from job_applications where applicant_name = ?', ['Someone Else'])).toEqual([]);
  });

  it('two applications racing for one upload: one gets it, the other 400 and nothing stored', async () => {
    const job = await approvedJob('Upload Race');
    const uploaded = (await upload(pdfFile())).json();
    const results = await Promise.all([
      apply(job.id, uploaded.id, 'Racer One'),
      apply(job.id, uploaded.id, 'Racer Two'),
      apply(job.id, uploaded.id, 'Racer Three'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    const stored = await sql<{ n: number }>(`select count(*)::int as n from job_applications where applicant_name like 'Racer %'`);
    expect(stored[0]!.n).toBe(1);
  });

  it('an unknown id (or one in another case) is refused with 400; other text is a bad link', async () => {
    const job = await approvedJob('Upload Unknown');
    const unknown = await apply(job.id, '0b7e6d8c-3f1a-4c2b-9d4e-5f6a7b8c9d0e');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(UPLOAD_MESSAGES.unknownUpload);
    const uploaded = (await upload(pdfFile())).json();
    const upper = await apply(job.id, uploaded.id.toUpperCase());
    expect(upper.statusCode).toBe(201);
    const notAnId = await apply(job.id, 'resumes/../../etc/passwd');
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().message).toBe('Please enter a valid URL (starting with http:// or https://)');
  });

  it('an upload older than a day can no longer be used', async () => {
    const job = await approvedJob('Upload Expired');
    const uploaded = (await upload(pdfFile())).json();
    await sql(`update uploads set created_at = now() - interval '25 hours' where id = ?`, [uploaded.id]);
    expect((await apply(job.id, uploaded.id)).statusCode).toBe(400);
  });
});

describe('the sweep of unused uploads', () => {
  it('deletes uploads unused for a day and their files; keeps fresh and used ones; a deleted application frees its file', async () => {
    const job = await approvedJob('Upload Sweep');
    const stale = (await upload(pdfFile())).json();
    const fresh = (await upload(pdfFile())).json();
    const used = (await upload(pdfFile())).json();
    const application = (await apply(job.id, used.id)).json().application;
    await sql(`update uploads set created_at = now() - interval '2 days' where id in (?, ?)`, [stale.id, used.id]);

    const deleted: string[] = [];
    const storage = t.app.uploadStorage;
    const removeFile = (key: string) => {
      deleted.push(key);
      return storage.delete(key);
    };
    expect(await pruneUnusedUploads(t.orm.em.fork(), removeFile)).toBeGreaterThanOrEqual(1);
    expect(deleted).toContain(`resumes/${stale.id}.pdf`);
    expect(existsSync(path.join(uploadDir, 'resumes', `${stale.id}.pdf`))).toBe(false);
    expect(existsSync(path.join(uploadDir, 'resumes', `${fresh.id}.pdf`))).toBe(true);
    expect(existsSync(path.join(uploadDir, 'resumes', `${used.id}.pdf`))).toBe(true);
    expect((await download(application.id)).statusCode).toBe(200);

    // Deleting an application (no procedure does; the database may) leaves its upload unused: the sweep removes the file.
    await sql('delete from job_applications where id = ?', [application.id]);
    await pruneUnusedUploads(t.orm.em.fork(), removeFile);
    expect(deleted).toContain(`resumes/${used.id}.pdf`);
    expect(existsSync(path.join(uploadDir, 'resumes', `${used.id}.pdf`))).toBe(false);
    expect(await sql('select id from uploads where id in (?, ?)', [stale.id, used.id])).toEqual([]);
  });

  it('removes temporary files a crash left behind', async () => {
    const temp = await t.app.uploadStorage.tempPath('crashed');
    const { writeFileSync, utimesSync } = await import('node:fs');
    writeFileSync(temp, 'half a file');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(temp, old, old);
    expect(await t.app.uploadStorage.pruneTemp(60 * 60 * 1000)).toBe(1);
    expect(existsSync(temp)).toBe(false);
  });
});

describe('what the server reads in a file', () => {
  it('recognises each kind by its bytes only', async () => {
    expect(await detectResumeType(bytesReader(pdfFile()))).toBe('pdf');
    expect(await detectResumeType(bytesReader(compoundFile()))).toBe('doc');
    expect(await detectResumeType(bytesReader(docxFile()))).toBe('docx');
    for (const bytes of [exeFile(), pngFile(), compoundFile('Workbook'), plainZipFile(), docmFile(), Buffer.alloc(0), Buffer.from('%PD')]) {
      expect(await detectResumeType(bytesReader(bytes))).toBeNull();
    }
  });

  it('a truncated or corrupt container is no resume (and never an error)', async () => {
    const docx = docxFile();
    const doc = compoundFile();
    for (const bytes of [
      docx.subarray(0, docx.length - 30),
      docx.subarray(0, 40),
      doc.subarray(0, 600),
      Buffer.concat([doc.subarray(0, 48), Buffer.from([0xff, 0xff, 0xff, 0x7f]), doc.subarray(52)]),
    ]) {
      expect(await detectResumeType(bytesReader(bytes))).toBeNull();
    }
  });

  it('file names: no path, no control or direction characters, the real extension; a safe Content-Disposition', () => {
    expect(safeFileName('C:\\Users\\pat\\My CV.pdf', 'pdf')).toBe('My CV.pdf');
    expect(safeFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('cv\u202Efdp.exe', 'pdf')).toBe('cvfdp.exe.pdf');
    expect(safeFileName('  ', 'docx')).toBe('resume.docx');
    expect(safeFileName(undefined, 'doc')).toBe('resume.doc');
    expect(safeFileName('CV.PDF', 'pdf')).toBe('CV.PDF');
    expect(safeFileName(`${'x'.repeat(300)}.pdf`, 'pdf')).toHaveLength(150);
    expect(attachmentDisposition('a "quoted"\\name.pdf')).toBe(`attachment; filename="a _quoted__name.pdf"; filename*=UTF-8''a%20%22quoted%22%5Cname.pdf`);
  });
});

describe('settings of the upload', () => {
  it('GET /api/uploads/limits tells the apply form the size and types', async () => {
    const res = await t.app.inject({ url: '/api/uploads/limits' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maxFileSizeMb: 5, fileTypes: ['pdf', 'doc', 'docx'] });
  });

  it("'Allowed file types' refuses types the server cannot check", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/system',
      headers: { cookie },
      payload: { applicationDeadlineDays: 30, maxFileSizeMb: 5, allowedFileTypes: 'pdf,exe' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ALLOWED_FILE_TYPES_MESSAGE);
  });
});
