import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDto, JobStatusManyResult } from '@app/shared/schemas/dtos';
import { DENIAL_REASON_MAX } from '@app/shared/schemas/moderation';
import { createAdminApp, validJob, type TestApp } from './helpers.ts';

/**
 * Moderation with reasons (issue 11): a denial stores its reason (shown to admins, kept in the
 * audit log), approving clears it, pending jobs are approved or denied in bulk, and a denied job
 * can be reopened for review.
 */

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ t, cookie } = await createAdminApp());
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: unknown, asAdmin = true) =>
  t.app.inject({ method, url, headers: asAdmin ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

let counter = 0;
async function pendingJob(title = `Moderated Forklift Operator ${++counter}`): Promise<JobDto> {
  const res = await call('POST', '/api/jobs', { ...validJob, title });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const stored = async (id: number): Promise<JobDto> => (await call('GET', `/api/jobs/${id}`)).json();

interface AuditRow {
  action: string;
  target_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
const auditOf = (id: number) =>
  t.orm.em
    .fork()
    .getConnection()
    .execute<AuditRow[]>(`select action, target_id, before, after from audit_log where target_type = 'job' and target_id = ? order by id`, [String(id)]);

/** The admin list rows of a tab, as the Job Management screen reads them over tRPC. */
async function adminTab(status: string, search: string) {
  const input = encodeURIComponent(JSON.stringify({ status, search, page: 1, limit: 20 }));
  const res = await call('GET', `/trpc/job.adminList?input=${input}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data.items as JobDto[];
}

describe('PATCH /api/jobs/{id}/status with a reason', () => {
  it('stores the reason of a denial and answers it, with when the job was denied', async () => {
    const job = await pendingJob();
    const res = await call('PATCH', `/api/jobs/${job.id}/status`, { status: 'denied', reason: '  Pay or terms missing: please add the hourly rate.  ' });
    expect(res.statusCode, res.body).toBe(200);
    const denied = res.json() as JobDto;
    expect(denied).toMatchObject({ id: job.id, status: 'denied', denialReason: 'Pay or terms missing: please add the hourly rate.' });
    expect(new Date(denied.deniedAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await stored(job.id)).toMatchObject({ status: 'denied', denialReason: 'Pay or terms missing: please add the hourly rate.' });

    // The admin list row (built in SQL) carries it for the card of the denied job.
    const [row] = await adminTab('denied', job.title);
    expect(row).toMatchObject({ id: job.id, denialReason: 'Pay or terms missing: please add the hourly rate.', deniedAt: denied.deniedAt });

    // The audit entry keeps the reason.
    const entry = (await auditOf(job.id)).at(-1)!;
    expect(entry).toMatchObject({
      action: 'job.deny',
      before: { status: 'pending', denialReason: null },
      after: { status: 'denied', denialReason: 'Pay or terms missing: please add the hourly rate.' },
    });
  });

  it("still takes the spec's {status} alone: denied without a reason", async () => {
    const job = await pendingJob();
    const res = await call('PATCH', `/api/jobs/${job.id}/status`, { status: 'denied' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'denied', denialReason: null });
    // A blank reason is no reason.
    const blank = await call('PATCH', `/api/jobs/${job.id}/status`, { status: 'denied', reason: '   ' });
    expect(blank.json()).toMatchObject({ status: 'denied', denialReason: null });
  });

  it('approving clears the reason, and no published answer carries one', async () => {
    const job = await pendingJob();
    await call('PATCH', `/api/jobs/${job.id}/status`, { status: 'denied', reason: 'Duplicate posting' });
    const res = await call('PATCH', `/api/jobs/${job.id}/status`, { status: 'approved', reason: 'ignored when approving' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', denialReason: null, deniedAt: null });
    expect((await auditOf(job.id)).at(-1)).toMatchObject({
      action: 'job.approve',
      before: { denialReason: 'Duplicate posting' },
      after: { status: 'approved', denialReason: null },
    });

    const publicJob = (await t.app.inject({ url: `/api/jobs/${job.id}` })).json();
    expect(publicJob).toMatchObject({ status: 'approved', denialReason: null });
    const search = (await t.app.inject({ url: `/api/jobs?query=${encodeURIComponent(job.title)}` })).json() as JobDto[];
    expect(search.map((j) => j.id)).toContain(job.id);
    expect(search.every((j) => j.denialReason === null)).toBe(true);
  });

  it('a denied job is never public, so neither is its reason', async () => {
    const job = await pendingJob();
    await call('PATCH', `/api/jobs/${job.id}/status`, { status: 'denied', reason: 'Not a real job / suspicious' });
    expect((await t.app.inject({ url: `/api/jobs/${job.id}` })).statusCode).toBe(404);
    const search = await t.app.inject({ url: `/api/jobs?query=${encodeURIComponent(job.title)}` });
    expect(search.body).not.toContain('Not a real job');
  });

  it('refuses a reason that is too long, has control characters or is not text, and an unknown status', async () => {
    const job = await pendingJob();
    const tooLong = await call('PATCH', `/api/jobs/${job.id}/status`, { status: 'denied', reason: 'x'.repeat(DENIAL_REASON_MAX + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(`The reason must be at most ${DENIAL_REASON_MAX} characters`);
    expect((await call('PATCH', `/api/jobs/${job.id}/status`, { status: 'denied', reason: 'x'.repeat(DENIAL_REASON_MAX) })).statusCode).toBe(200);

    const other = await pendingJob();
    const control = await call('PATCH', `/api/jobs/${other.id}/status`, { status: 'denied', reason: 'bad\u0000reason' });
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toBe('Must not contain control characters');
    expect((await call('PATCH', `/api/jobs/${other.id}/status`, { status: 'denied', reason: 42 })).statusCode).toBe(400);
    const unknown = await call('PATCH', `/api/jobs/${other.id}/status`, { status: 'archived' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Status must be 'approved' or 'denied'");
    expect(await stored(other.id)).toMatchObject({ status: 'pending', denialReason: null });
  });
});

describe('PATCH /api/jobs/status (bulk)', () => {
  it('approves the selected pending jobs in one go and skips the others', async () => {
    const [a, b] = [await pendingJob(), await pendingJob()];
    const denied = await pendingJob();
    await call('PATCH', `/api/jobs/${denied.id}/status`, { status: 'denied', reason: 'Duplicate posting' });

    const res = await call('PATCH', '/api/jobs/status', { ids: [a.id, b.id, denied.id, 2_000_000_000, a.id], status: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as JobStatusManyResult;
    expect(result.updated).toBe(2);
    expect(result.jobs.map((j) => [j.id, j.status])).toEqual([
      [a.id, 'approved'],
      [b.id, 'approved'],
    ]);
    expect(result.jobs.every((j) => j.expiresAt !== null)).toBe(true);
    expect(result.skipped).toEqual([
      { id: denied.id, status: 'denied' },
      { id: 2_000_000_000, status: null },
    ]);
    // The denied job is untouched, reason and all.
    expect(await stored(denied.id)).toMatchObject({ status: 'denied', denialReason: 'Duplicate posting' });
    // One audit entry per approved job, none for the skipped ones.
    expect((await auditOf(a.id)).at(-1)).toMatchObject({ action: 'job.approve', after: { status: 'approved' } });
    expect((await auditOf(denied.id)).map((e) => e.action)).toEqual(['job.create', 'job.deny']);
  });

  it('denies the selected pending jobs with one reason for all', async () => {
    const [a, b] = [await pendingJob(), await pendingJob()];
    const approved = await pendingJob();
    await call('PATCH', `/api/jobs/${approved.id}/status`, { status: 'approved' });

    const res = await call('PATCH', '/api/jobs/status', { ids: [a.id, approved.id, b.id], status: 'denied', reason: 'Outside our service area' });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as JobStatusManyResult;
    expect(result).toMatchObject({ updated: 2, skipped: [{ id: approved.id, status: 'approved' }] });
    expect(result.jobs.map((j) => [j.id, j.status, j.denialReason])).toEqual([
      [a.id, 'denied', 'Outside our service area'],
      [b.id, 'denied', 'Outside our service area'],
    ]);
    for (const id of [a.id, b.id]) {
      expect(await stored(id)).toMatchObject({ status: 'denied', denialReason: 'Outside our service area' });
      expect((await auditOf(id)).at(-1)).toMatchObject({ action: 'job.deny', after: { status: 'denied', denialReason: 'Outside our service area' } });
    }
    expect(await stored(approved.id)).toMatchObject({ status: 'approved', denialReason: null });
  });

  it('denies without a reason too, and answers updated 0 when nothing is pending', async () => {
    const job = await pendingJob();
    expect((await call('PATCH', '/api/jobs/status', { ids: [job.id], status: 'denied' })).json()).toMatchObject({
      updated: 1,
      jobs: [{ id: job.id, denialReason: null }],
    });
    const again = await call('PATCH', '/api/jobs/status', { ids: [job.id], status: 'approved' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ updated: 0, jobs: [], skipped: [{ id: job.id, status: 'denied' }] });
  });

  it('refuses bad input: no ids, more than 100, not ids, an unknown status, a too long reason', async () => {
    const job = await pendingJob();
    const cases: [unknown, string | undefined][] = [
      [{ ids: [], status: 'approved' }, 'Choose at least one job'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'approved' }, 'At most 100 jobs can be changed at once'],
      [{ ids: ['1'], status: 'approved' }, undefined],
      [{ ids: [-1], status: 'approved' }, undefined],
      [{ ids: job.id, status: 'approved' }, undefined],
      [{ status: 'approved' }, undefined],
      [{ ids: [job.id], status: 'pending' }, "Status must be 'approved' or 'denied'"],
      [{ ids: [job.id], status: 'denied', reason: 'x'.repeat(DENIAL_REASON_MAX + 1) }, `The reason must be at most ${DENIAL_REASON_MAX} characters`],
      [{ ids: [job.id], status: 'denied', reason: '\u001b[31m' }, 'Must not contain control characters'],
      [[job.id], undefined],
    ];
    for (const [payload, message] of cases) {
      const res = await call('PATCH', '/api/jobs/status', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    // 100 ids is the limit, not over it.
    const hundred = await call('PATCH', '/api/jobs/status', { ids: [job.id, ...Array.from({ length: 99 }, (_, i) => 1_000_000 + i)], status: 'approved' });
    expect(hundred.statusCode).toBe(200);
    expect(hundred.json().updated).toBe(1);
  });

  it('over tRPC as job.setStatusMany', async () => {
    const job = await pendingJob();
    const res = await t.app.inject({ method: 'POST', url: '/trpc/job.setStatusMany', headers: { cookie }, payload: { ids: [job.id], status: 'approved' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.data).toMatchObject({ updated: 1, skipped: [] });
  });
});

describe('POST /api/jobs/{id}/reopen', () => {
  it('sends a denied job back to pending review, its reason cleared (the audit log keeps it)', async () => {
    const job = await pendingJob();
    await call('PATCH', `/api/jobs/${job.id}/status`, { status: 'denied', reason: 'Incomplete or unclear description' });
    const res = await call('POST', `/api/jobs/${job.id}/reopen`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: job.id, status: 'pending', denialReason: null, deniedAt: null });
    expect(await stored(job.id)).toMatchObject({ status: 'pending', denialReason: null });
    expect((await adminTab('pending', job.title)).map((j) => j.id)).toEqual([job.id]);
    expect((await auditOf(job.id)).at(-1)).toMatchObject({
      action: 'job.reopen',
      before: { status: 'denied', denialReason: 'Incomplete or unclear description' },
      after: { status: 'pending', denialReason: null },
    });
  });

  it('leaves a job that is not denied as it is, and answers 404 for an unknown one', async () => {
    const job = await pendingJob();
    await call('PATCH', `/api/jobs/${job.id}/status`, { status: 'approved' });
    const res = await call('POST', `/api/jobs/${job.id}/reopen`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('approved');
    expect((await auditOf(job.id)).map((e) => e.action)).not.toContain('job.reopen');
    expect((await call('POST', '/api/jobs/2000000000/reopen')).statusCode).toBe(404);
    expect((await call('POST', '/api/jobs/abc/reopen')).statusCode).toBe(404);
  });
});

describe('admin session required', () => {
  it('answers 401 without a session and changes nothing', async () => {
    const job = await pendingJob();
    expect((await call('PATCH', `/api/jobs/${job.id}/status`, { status: 'denied', reason: 'Duplicate posting' }, false)).statusCode).toBe(401);
    expect((await call('PATCH', '/api/jobs/status', { ids: [job.id], status: 'approved' }, false)).statusCode).toBe(401);
    expect((await call('POST', `/api/jobs/${job.id}/reopen`, undefined, false)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/trpc/job.setStatusMany', payload: { ids: [job.id], status: 'approved' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/trpc/job.reopen', payload: { id: job.id } })).statusCode).toBe(401);
    expect(await stored(job.id)).toMatchObject({ status: 'pending', denialReason: null });
  });
});
