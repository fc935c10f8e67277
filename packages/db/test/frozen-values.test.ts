import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_MIN_KEEP_MONTHS, DEFAULT_RETENTION, FAILED_LOGIN_KEEP_DAYS } from '@app/shared/privacy';
import { AUDIT_ERASURE_SETTING, SITE_SETTINGS_ID, findSiteSettings, migrate, updateSiteSettings } from '../src/index.ts';
import * as auditRetention from '../src/migrations/Migration20261124200000_audit_retention.ts';
import * as privacy from '../src/migrations/Migration20261128040000_privacy.ts';
import { useTestDatabase } from './test-database.ts';

/**
 * Migrations are frozen: each keeps its own copy of the values it wrote into the database (a trigger's
 * limits, a column's default), and live code reads the values from their homes (@app/shared/privacy,
 * the entities). Where the two must agree, because the database enforces what the app assumes, this
 * holds them to it, on a database the migrations made.
 */

const db = useTestDatabase(migrate);

const sql = db.sql;

describe("the audit log's trigger", () => {
  it('was written with the limits the app keeps to', async () => {
    expect(auditRetention.FAILED_LOGIN_KEEP_DAYS).toBe(FAILED_LOGIN_KEEP_DAYS);
    expect(privacy.AUDIT_MIN_KEEP_MONTHS).toBe(AUDIT_MIN_KEEP_MONTHS);
    expect(privacy.AUDIT_ERASURE_SETTING).toBe(AUDIT_ERASURE_SETTING);

    const [{ definition }] = (await sql<{ definition: string }>(`select pg_get_functiondef('audit_log_append_only'::regproc) as definition`)) as [
      { definition: string },
    ];
    // Failed sign-ins may go once the app's sweep (pruneFailedLogins) deletes them.
    expect(definition).toContain(`interval '${FAILED_LOGIN_KEEP_DAYS} days'`);
    // Entries past the setting (its default where the row has none), never younger than the floor.
    expect(definition).toContain(
      `coalesce((select retain_audit_log_months from site_settings where id = ${SITE_SETTINGS_ID}), ${DEFAULT_RETENTION.auditLogMonths}), ${AUDIT_MIN_KEEP_MONTHS})`,
    );
    // A deletion request's rewrite of the entries that named the person.
    expect(definition).toContain(`current_setting('${AUDIT_ERASURE_SETTING}', true) = 'on'`);
  });
});

describe('the retention settings', () => {
  it('default, in the database, to the periods of @app/shared/privacy', async () => {
    const rows = await sql<{ column_name: string; column_default: string }>(
      `select column_name, column_default from information_schema.columns where table_name = 'site_settings' and column_name like 'retain\\_%'`,
    );
    const defaults = Object.fromEntries(rows.map((r) => [r.column_name, Number(r.column_default)]));
    expect(defaults).toEqual({
      retain_applications_months: DEFAULT_RETENTION.applicationsMonths,
      retain_leads_months: DEFAULT_RETENTION.leadsMonths,
      retain_sent_mail_days: DEFAULT_RETENTION.sentMailDays,
      retain_unconfirmed_alert_days: DEFAULT_RETENTION.unconfirmedAlertDays,
      retain_audit_log_months: DEFAULT_RETENTION.auditLogMonths,
    });
  });
});

describe('the settings row', () => {
  it('is the one row the first migration wrote, read and written only through its accessors', async () => {
    expect(await sql(`select id from site_settings`)).toEqual([{ id: SITE_SETTINGS_ID }]);
    expect(await updateSiteSettings(db.orm.em.fork(), { maintenanceMode: true })).toBe(1);
    expect((await findSiteSettings(db.orm.em.fork(), { fields: ['maintenanceMode'] }))?.maintenanceMode).toBe(true);
    await updateSiteSettings(db.orm.em.fork(), { maintenanceMode: false });

    const root = path.join(import.meta.dirname, '..', '..', '..');
    const querying: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const relative = `${dir}/${entry.name}`;
        if (entry.isDirectory()) {
          if (!['node_modules', 'migrations', 'dist', 'dist-ssr'].includes(entry.name)) walk(relative);
        } else if (/\.tsx?$/.test(entry.name) && /\(SiteSettings[,)]/.test(readFileSync(path.join(root, relative), 'utf8'))) querying.push(relative);
      }
    };
    for (const dir of ['apps/api/src', 'apps/api/test', 'packages/db/src', 'packages/db/test', 'packages/trpc/src', 'bench']) walk(dir);
    expect(querying).toEqual(['packages/db/src/site-settings.ts']);
  });
});
