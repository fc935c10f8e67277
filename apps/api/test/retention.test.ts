import { existsSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog, Job } from '@app/db';
import { nextRetentionRun } from '@app/trpc';
import { DEFAULT_RETENTION } from '@app/shared/privacy';
import { wallTime } from '@app/shared/time-zone';
import { runScheduledSweep } from '../src/privacy/retention-schedule.ts';
import { diskStorage } from '../src/uploads/storage.ts';
import { createAdminApp, validJob, type TestApp } from './helpers.ts';
import { multipart, pdfFile } from './resume-files.ts';

/**
 * Retention (issue 23, item 2): the sweep removes exactly what is past its time (rows and files)
 * and keeps everything younger, counts each kind in the audit log and for the admin, and the
 * periods are Site Settings → Privacy.
 */

let t: TestApp;
let cookie: string;
let uploadDir: string;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'northline-retention-'));
  ({ t, cookie } = await createAdminApp({ UPLOAD_DIR: uploadDir, PUBLIC_WRITE_LIMIT: '1000' }));
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const run = <T>(text: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(text, params);
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { cookie } });
const ago = (unit: 'months' | 'days', n: number) => `now() - interval '${n} ${unit}'`;

async function openJob() {
  const em = t.orm.em.fork();
  const job = em.create(Job, { ...validJob, title: 'Retention Role', status: 'approved' });
  await em.flush();
  return job.id;
}

/** An application through the REST path, with an uploaded résumé when asked; answers its id and the file's path. */
async function apply(jobId: number, withResume: boolean) {
  let resume: string | undefined;
  if (withResume) {
    const body = multipart([{ name: 'file', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfFile('Retention resume') }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/uploads/resume', payload: body.payload, headers: body.headers });
    resume = res.json().id;
  }
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/apply`,
    payload: { coverLetter: 'Please consider me.', applicantName: 'Old Applicant', applicantEmail: 'old@example.ca', ...(resume ? { resume } : {}) },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().application.id as number, file: resume ? path.join(uploadDir, 'resumes', `${resume}.pdf`) : undefined };
}

async function closeJob(jobId: number, months: number) {
  await run(`update jobs set expires_at = ${ago('months', months)}, status = 'expired' where id = ?`, [jobId]);
}

const erased = async (id: number) =>
  (await run<{ erased_at: Date | null; applicant_email: string | null }>('select erased_at, applicant_email from job_applications where id = ?', [id]))[0]!;
const exists = async (table: string, id: number) => (await run<{ n: number }>(`select count(*)::int as n from ${table} where id = ?`, [id]))[0]!.n === 1;
const insert = async (text: string, params: unknown[] = []) => Number((await run<{ id: number }>(`${text} returning id`, params))[0]!.id);

describe('the retention sweep', () => {
  it('removes exactly what is past its time, rows and files, and keeps everything younger', async () => {
    // Applications: the job closed 25 months ago (due), 23 months ago (kept), or never (kept); a deleted job counts from the application.
    const closedLongAgo = await openJob();
    const old = await apply(closedLongAgo, true);
    const closedRecently = await openJob();
    const recent = await apply(closedRecently, true);
    const stillOpen = await openJob();
    const open = await apply(stillOpen, false);
    await run(`update job_applications set applied_at = ${ago('months', 60)} where id = ?`, [open.id]);
    await closeJob(closedLongAgo, 25);
    await closeJob(closedRecently, 23);
    // Sent before their jobs closed: the one whose job closed 23 months ago was sent 30 months ago, and stays.
    await run(`update job_applications set applied_at = ${ago('months', 26)} where id = ?`, [old.id]);
    await run(`update job_applications set applied_at = ${ago('months', 30)} where id = ?`, [recent.id]);
    const orphanOld = await insert(
      `insert into job_applications (job_title, applicant_name, applicant_email, cover_letter, applied_at) values ('Gone', 'Orphan', 'o@example.ca', 'x', ${ago('months', 25)})`,
    );
    const orphanNew = await insert(
      `insert into job_applications (job_title, applicant_name, applicant_email, cover_letter, applied_at) values ('Gone', 'Orphan', 'o@example.ca', 'x', ${ago('months', 23)})`,
    );

    // Leads: 25 months (due) and 23 months (kept); a spam newsletter sign-up goes, an active one stays.
    const contactOld = await insert(
      `insert into contact_messages (name, email, subject, message, created_at) values ('Old', 'o@example.ca', 'Subject', 'Message text', ${ago('months', 25)})`,
    );
    const contactNew = await insert(
      `insert into contact_messages (name, email, subject, message, created_at) values ('New', 'n@example.ca', 'Subject', 'Message text', ${ago('months', 23)})`,
    );
    const quoteOld = await insert(
      `insert into transportation_quotes (contact_name, company, email, phone, service_type, origin, destination, freight_type, timeline, created_at)
       values ('Old', 'Co', 'o@example.ca', '416', 'ftl', 'A', 'B', 'general', 'asap', ${ago('months', 30)})`,
    );
    const spamOld = await insert(
      `insert into newsletter_subscriptions (email, status, created_at) values ('spam-old@example.ca', 'spam', ${ago('months', 25)})`,
    );
    const activeOld = await insert(
      `insert into newsletter_subscriptions (email, status, created_at) values ('active-old@example.ca', 'active', ${ago('months', 40)})`,
    );

    // Outbox: 91 days (due), 89 days (kept).
    const mail = (days: number) =>
      insert(
        `insert into email_outbox (kind, to_address, subject, text_body, status, created_at) values ('lead.ack', 'm@example.ca', 'S', 'T', 'sent', ${ago('days', days)})`,
      );
    const mailOld = await mail(91);
    const mailNew = await mail(89);

    // Job alerts: never confirmed for 8 days (due) or 6 (kept); a confirmed one stays whatever its age.
    const alert = (email: string, status: string, days: number) =>
      insert(`insert into job_alerts (email, status, created_at, consented_at) values (?, ?, ${ago('days', days)}, ${ago('days', days)})`, [email, status]);
    const alertOld = await alert('a1@example.ca', 'pending', 8);
    const alertNew = await alert('a2@example.ca', 'pending', 6);
    const alertActive = await alert('a3@example.ca', 'active', 300);

    // The audit log: 13 months (due) and 11 months (kept).
    const audit = (months: number) => insert(`insert into audit_log (username, action, created_at) values ('someone', 'job.update', ${ago('months', months)})`);
    const auditOld = await audit(13);
    const auditNew = await audit(11);

    // An access request's export: expired (deleted with its file) and current (kept).
    mkdirSync(path.join(uploadDir, 'exports'), { recursive: true });
    const exportFile = (name: string) => {
      writeFileSync(path.join(uploadDir, 'exports', name), 'zip');
      return path.join(uploadDir, 'exports', name);
    };
    const expiredZip = exportFile('expired.zip');
    const currentZip = exportFile('current.zip');
    const request = (key: string, expires: string) =>
      insert(
        `insert into privacy_requests (email, kind, status, due_at, completed_at, export_key, export_expires_at) values ('r@example.ca', 'access', 'completed', now(), now(), ?, ${expires})`,
        [key],
      );
    const expiredRequest = await request('exports/expired.zip', `now() - interval '1 hour'`);
    const currentRequest = await request('exports/current.zip', `now() + interval '6 days'`);

    const res = await admin('POST', '/api/admin/privacy/retention/run');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toEqual({ applications: 2, resumes: 1, leads: 3, sentMails: 1, unconfirmedAlerts: 1, auditEntries: 1, exports: 1 });

    // Due: anonymised or gone, with their files.
    expect(await erased(old.id)).toMatchObject({ applicant_email: null });
    expect((await erased(old.id)).erased_at).not.toBeNull();
    expect(existsSync(old.file!)).toBe(false);
    expect((await erased(orphanOld)).erased_at).not.toBeNull();
    for (const [table, id] of [
      ['contact_messages', contactOld],
      ['transportation_quotes', quoteOld],
      ['newsletter_subscriptions', spamOld],
      ['email_outbox', mailOld],
      ['job_alerts', alertOld],
      ['audit_log', auditOld],
    ] as const)
      expect(await exists(table, id), `${table} ${id}`).toBe(false);
    expect(existsSync(expiredZip)).toBe(false);
    expect((await run<{ export_key: string | null }>('select export_key from privacy_requests where id = ?', [expiredRequest]))[0]!.export_key).toBeNull();

    // Younger: untouched.
    for (const id of [recent.id, open.id, orphanNew]) {
      const row = await erased(id);
      expect(row.erased_at, `application ${id}`).toBeNull();
      expect(row.applicant_email, `application ${id}`).not.toBeNull();
    }
    expect(existsSync(recent.file!)).toBe(true);
    for (const [table, id] of [
      ['contact_messages', contactNew],
      ['newsletter_subscriptions', activeOld],
      ['email_outbox', mailNew],
      ['job_alerts', alertNew],
      ['job_alerts', alertActive],
      ['audit_log', auditNew],
    ] as const)
      expect(await exists(table, id), `${table} ${id}`).toBe(true);
    expect(existsSync(currentZip)).toBe(true);
    expect((await run<{ export_key: string | null }>('select export_key from privacy_requests where id = ?', [currentRequest]))[0]!.export_key).toBe(
      'exports/current.zip',
    );

    // The audit log counts each kind; a second run finds nothing more.
    const entry = await t.orm.em.fork().findOneOrFail(AuditLog, { action: 'privacy.retention' }, { orderBy: { id: 'desc' } });
    expect(entry.after).toMatchObject({ applications: 2, resumes: 1, leads: 3, sentMails: 1, unconfirmedAlerts: 1, auditEntries: 1, exports: 1 });
    expect(entry.username).toBe('testadmin');
    const again = await admin('POST', '/api/admin/privacy/retention/run');
    expect(Object.values(again.json().counts as Record<string, number>).every((n) => n === 0)).toBe(true);
  });

  it('deletes the sealed secrets of mail links a day old (sent, failed, suppressed) or past sending, keeps younger ones, and removes tokens older mail still spells out', async () => {
    const mail = (status: string, hours: number, sealed: string | null, text = 'Open https://x.example/a?id=1&token=[link-secret-1]') =>
      insert(
        `insert into email_outbox (kind, to_address, subject, text_body, html_body, headers, status, sealed_secrets, created_at)
         values ('team.invitation', 'links@example.ca', 'S', ?, ?, ?, ?, ?, now() - make_interval(hours => ?))`,
        [text, `<a href="${text.slice(5)}">x</a>`, JSON.stringify({ 'List-Unsubscribe': `<${text.slice(5)}>` }), status, sealed, hours],
      );
    const sentOld = await mail('sent', 25, 'v1.sealed-a');
    const failedOld = await mail('failed', 25, 'v1.sealed-b');
    const suppressedOld = await mail('suppressed', 25, 'v1.sealed-c');
    const failedYoung = await mail('failed', 23, 'v1.sealed-d');
    const pendingTwoDays = await mail('pending', 48, 'v1.sealed-e');
    const pendingPast = await mail('pending', 73, 'v1.sealed-f');
    // Written before links were sealed, still waiting at the upgrade and sent since: its token is plain.
    const legacy = await mail('sent', 30, null, 'Open https://x.example/admin/accept-invitation?token=Abc_12-3.xY9');
    const legacyYoung = await mail('sent', 2, null, 'Open https://x.example/admin/accept-invitation?token=Def_45-6.zW8');

    const res = await admin('POST', '/api/admin/privacy/retention/run');
    expect(res.statusCode, res.body).toBe(200);
    const row = async (id: number) =>
      (
        await run<{ sealed_secrets: string | null; secrets_removed_at: Date | null; text_body: string; html_body: string; headers: Record<string, string> }>(
          'select sealed_secrets, secrets_removed_at, text_body, html_body, headers from email_outbox where id = ?',
          [id],
        )
      )[0]!;
    for (const id of [sentOld, failedOld, suppressedOld, pendingPast]) {
      expect(await row(id), `mail ${id}`).toMatchObject({ sealed_secrets: null, secrets_removed_at: expect.anything() });
    }
    expect(await row(failedYoung)).toMatchObject({ sealed_secrets: 'v1.sealed-d', secrets_removed_at: null });
    expect(await row(pendingTwoDays)).toMatchObject({ sealed_secrets: 'v1.sealed-e', secrets_removed_at: null });
    expect(await row(legacy)).toMatchObject({
      text_body: 'Open https://x.example/admin/accept-invitation?token=[removed]',
      html_body: '<a href="https://x.example/admin/accept-invitation?token=[removed]">x</a>',
      headers: { 'List-Unsubscribe': '<https://x.example/admin/accept-invitation?token=[removed]>' },
      secrets_removed_at: expect.anything(),
    });
    expect((await row(legacyYoung)).text_body).toContain('token=Def_45-6.zW8');
  });

  it('never deletes an audit entry younger than its period, whoever asks', async () => {
    const young = await insert(`insert into audit_log (username, action, created_at) values ('someone', 'job.update', ${ago('months', 11)})`);
    await expect(run('delete from audit_log where id = ?', [young])).rejects.toThrow(/append-only/);
    await expect(run(`update audit_log set label = 'changed' where id = ?`, [young])).rejects.toThrow(/append-only/);
  });

  it('the periods are Site Settings → Privacy: read, changed (audited) and checked', async () => {
    const got = await admin('GET', '/api/admin/privacy/retention');
    expect(got.statusCode, got.body).toBe(200);
    const body = got.json();
    expect(body).toMatchObject(DEFAULT_RETENTION);
    expect(body.lastRun).toMatchObject({ trigger: 'admin', error: null });
    expect(body.lastRun.counts).toBeTruthy();
    const next = new Date(body.nextRunAt);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(25 * 3_600_000);
    expect(wallTime(next)).toMatchObject({ hour: 3, minute: 0 });

    const recent = await insert(
      `insert into contact_messages (name, email, subject, message, created_at) values ('Mid', 'mid@example.ca', 'Subject', 'Message text', ${ago('months', 3)})`,
    );
    const put = await admin('PUT', '/api/admin/privacy/retention', { ...DEFAULT_RETENTION, leadsMonths: 2 });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().leadsMonths).toBe(2);
    const audit = await t.orm.em.fork().findOneOrFail(AuditLog, { action: 'settings.update', label: 'Privacy settings' });
    expect(audit.before).toEqual({ leadsMonths: 24 });
    expect(audit.after).toEqual({ leadsMonths: 2 });
    for (const bad of [{ ...DEFAULT_RETENTION, leadsMonths: 0 }, { ...DEFAULT_RETENTION, auditLogMonths: 3 }, { leadsMonths: 12 }]) {
      expect((await admin('PUT', '/api/admin/privacy/retention', bad)).statusCode).toBe(400);
    }

    // The scheduled run (as the queue runs it) uses the new period, and is the system's in the audit log.
    const counts = await runScheduledSweep({ orm: t.orm, storage: diskStorage(uploadDir), log: { info: () => {}, error: () => {} } });
    // The one of 3 months, and the one of 23 months the first sweep kept.
    expect(counts.leads).toBe(2);
    expect(await exists('contact_messages', recent)).toBe(false);
    const entry = await t.orm.em.fork().findOneOrFail(AuditLog, { action: 'privacy.retention' }, { orderBy: { id: 'desc' } });
    expect(entry).toMatchObject({ username: 'system', adminId: null });
    expect((await admin('GET', '/api/admin/privacy/retention')).json().lastRun).toMatchObject({ trigger: 'schedule' });
    await admin('PUT', '/api/admin/privacy/retention', DEFAULT_RETENTION);
  });

  it('the next run is the next 03:00 in Toronto, across the change of clocks', () => {
    expect(nextRetentionRun(new Date('2026-11-28T12:00:00Z')).toISOString()).toBe('2026-11-29T08:00:00.000Z');
    expect(nextRetentionRun(new Date('2026-11-29T07:59:00Z')).toISOString()).toBe('2026-11-29T08:00:00.000Z');
    expect(nextRetentionRun(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-02T07:00:00.000Z');
    // The night clocks go forward (March 8, 2026): 03:00 EDT.
    expect(nextRetentionRun(new Date('2026-03-08T06:00:00Z')).toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });
});
