import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog, Job, OutboxEmail, updateSiteSettings, type EntityManager } from '@app/db';
import { applicationDeadline } from '../../src/features/jobs/jobs.ts';
import { decideJob, decideJobs, reopenJob, type ModerationContext } from '../../src/features/jobs/moderation.ts';
import { testDatabase, type TestDatabase } from '../database.ts';
import { SITE_URL, validJob } from '../fixtures.ts';
import { createStaffUser } from '../staff.ts';

/** Moderation called as a procedure calls it, with the request data it declares and nothing else. */
let db: TestDatabase;
let admin: { id: number; username: string };
const NOW = new Date('2031-03-02T15:00:00Z');
const DAY = 86_400_000;

beforeAll(async () => {
  db = await testDatabase();
  admin = await createStaffUser(db.em());
});
afterAll(() => db.close());

const moderation = (em: EntityManager): ModerationContext => ({ em, clientIp: '198.51.100.20', admin, siteUrl: SITE_URL, notifyEmails: [], now: () => NOW });

async function pendingJob(fields: Partial<typeof validJob> & { expiresAt?: Date | null } = {}) {
  const em = db.em();
  const job = em.create(Job, { ...validJob, status: 'pending', ...fields });
  await em.flush();
  return job.id;
}

const mailsTo = (to: string, kind: string) => db.em().count(OutboxEmail, { toAddress: to, kind });

describe('applicationDeadline ({em, now})', () => {
  it('is now plus the days of Settings → application deadline', async () => {
    const deadline = () => applicationDeadline({ em: db.em(), now: () => NOW });
    expect(await deadline()).toEqual(new Date(NOW.getTime() + 30 * DAY));
    await updateSiteSettings(db.em(), { applicationDeadlineDays: 9 });
    try {
      expect(await deadline()).toEqual(new Date(NOW.getTime() + 9 * DAY));
    } finally {
      await updateSiteSettings(db.em(), { applicationDeadlineDays: 30 });
    }
  });
});

describe('decideJob', () => {
  it('approves a pending job: the default end date, the poster mailed once, the decision audited under the user and address', async () => {
    const poster = 'approve-poster@example.com';
    const id = await pendingJob({ contactEmail: poster });
    const em = db.em();
    const job = await em.findOneOrFail(Job, { id });
    await decideJob(moderation(em), job, { status: 'approved' });
    await em.flush();
    await decideJob(moderation(em), job, { status: 'approved' });
    await em.flush();

    const stored = await db.em().findOneOrFail(Job, { id });
    expect(stored.status).toBe('approved');
    expect(stored.expiresAt).toEqual(new Date(NOW.getTime() + 30 * DAY));
    expect(stored.moderatedAt).toEqual(NOW);
    expect(await mailsTo(poster, 'job.approved')).toBe(1);
    const entries = await db.em().find(AuditLog, { action: 'job.approve', targetId: String(id) });
    expect(entries[0]).toMatchObject({ adminId: admin.id, username: admin.username, ip: '198.51.100.20' });
    expect(entries[0]!.after).toMatchObject({ status: 'approved' });
  });

  it('denies with the reason kept on the job and sent to the poster; an end date already past is refused (400)', async () => {
    const poster = 'deny-poster@example.com';
    const em = db.em();
    const job = await em.findOneOrFail(Job, { id: await pendingJob({ contactEmail: poster }) });
    await expect(decideJob(moderation(em), job, { status: 'approved', expiresAt: new Date(NOW.getTime() - 1).toISOString() })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await decideJob(moderation(em), job, { status: 'denied', reason: 'Pay is missing.' });
    await em.flush();
    expect(await db.em().findOneOrFail(Job, { id: job.id })).toMatchObject({ status: 'denied', denialReason: 'Pay is missing.' });
    const [mail] = await db.em().find(OutboxEmail, { toAddress: poster, kind: 'job.denied' });
    expect(mail!.textBody).toContain('Pay is missing.');
  });
});

describe('decideJobs and reopenJob', () => {
  it('decides the pending jobs of a selection and reports the others as skipped', async () => {
    const pending = await pendingJob();
    const approved = await pendingJob();
    await db.em().nativeUpdate(Job, { id: approved }, { status: 'approved' });
    const result = await decideJobs(moderation(db.em()), [pending, approved, 999_999], { status: 'denied', reason: 'Duplicate.' });
    expect(result.updated).toBe(1);
    expect(result.jobs.map((job) => [job.id, job.status])).toEqual([[pending, 'denied']]);
    expect(result.skipped).toEqual([
      { id: approved, status: 'approved' },
      { id: 999_999, status: null },
    ]);
  });

  it('reopens a denied job only, without its reason, audited ({em, clientIp, admin})', async () => {
    const em = db.em();
    const job = await em.findOneOrFail(Job, { id: await pendingJob() });
    expect(reopenJob({ em, clientIp: '', admin }, job)).toBe(false);
    job.status = 'denied';
    job.denialReason = 'Spam.';
    await em.flush();
    expect(reopenJob({ em, clientIp: '', admin }, job)).toBe(true);
    await em.flush();
    expect(await db.em().findOneOrFail(Job, { id: job.id })).toMatchObject({ status: 'pending', denialReason: null, moderatedAt: null });
    expect(await db.em().count(AuditLog, { action: 'job.reopen', targetId: String(job.id) })).toBe(1);
  });
});
