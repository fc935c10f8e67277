import { describe, expect, it } from 'vitest';
import { useTestDatabase } from './test-database.ts';

/**
 * The pipeline's migration (issue 22, item 7) on a database that already has applications and
 * status changes in its audit log: those changes become timeline events with the admin who made
 * them, and the three mail templates get their default wording.
 */

const PIPELINE = 'Migration20261128030000_pipeline';

// Every migration before the pipeline's, as a database in production has them.
const db = useTestDatabase((orm) => orm.migrator.up({ to: 'Migration20261128000000_staff_roles' }));

const sql = db.sql;

describe('the pipeline migration', () => {
  it('copies the status changes of the audit log into the timeline and writes the default templates', async () => {
    const [admin] = await sql<{ id: number }>(`insert into admin_users (username, password) values ('mig-admin', 'x') returning id`);
    const [job] = await sql<{ id: number }>(
      `insert into jobs (title, company, location, type, category, description, status) values ('Picker', 'Acme', 'Toronto, ON', 'Full-Time', 'Warehouse', 'Pick orders.', 'approved') returning id`,
    );
    const [app] = await sql<{ id: number }>(
      `insert into job_applications (job_id, job_title, cover_letter, status) values (?, 'Picker', 'Hi', 'accepted') returning id`,
      [job!.id],
    );
    const log = (before: string, after: string, at: string, adminId: number | null, target = String(app!.id)) =>
      sql(
        `insert into audit_log (created_at, admin_id, username, action, target_type, target_id, before, after) values (?, ?, 'mig-admin', 'application.status', 'application', ?, ?, ?)`,
        [at, adminId, target, JSON.stringify({ status: before }), JSON.stringify({ status: after })],
      );
    await log('submitted', 'under_review', '2026-11-01T10:00:00Z', admin!.id);
    await log('under_review', 'accepted', '2026-11-02T10:00:00Z', 999_999);
    // An application deleted since: its entries have nothing to join.
    await log('submitted', 'rejected', '2026-11-03T10:00:00Z', admin!.id, '987654');

    await db.orm.migrator.up({ to: PIPELINE });

    const events = await sql<{ application_id: number; kind: string; actor_id: number | null; from_value: string; to_value: string; created_at: Date }>(
      `select application_id, kind, actor_id, from_value, to_value, created_at from application_events order by created_at`,
    );
    expect(events.map((e) => [e.application_id, e.kind, e.actor_id, e.from_value, e.to_value])).toEqual([
      [app!.id, 'status', admin!.id, 'submitted', 'under_review'],
      // The admin who made it is gone: the change stays, without a name.
      [app!.id, 'status', null, 'under_review', 'accepted'],
    ]);
    expect(new Date(events[0]!.created_at).toISOString()).toBe('2026-11-01T10:00:00.000Z');

    const templates = await sql<{ key: string; subject: string; body: string }>(`select key, subject, body from applicant_email_templates order by key`);
    expect(templates.map((t) => t.key)).toEqual(['interview_invitation', 'not_selected', 'request_for_documents']);
    for (const t of templates) {
      expect(t.subject).toContain('{{jobTitle}}');
      expect(t.body).toMatch(/^Hello \{\{name\}\},\n\n/);
      expect(t.body).toContain('{{company}}');
    }
    const [{ n }] = (await sql<{ n: number }>(`select count(*)::int as n from job_applications where assignee_id is not null`)) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('can be taken back down', async () => {
    await db.orm.migrator.down({ to: 'Migration20261128000000_staff_roles' });
    const [{ n }] = (await sql<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_name in ('application_events', 'applicant_email_templates')`,
    )) as [{ n: number }];
    expect(n).toBe(0);
    await db.orm.migrator.up();
  });
});
