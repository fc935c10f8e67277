import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { nowOnCreate } from './columns.ts';

/**
 * The transaction setting a deletion request sets (`set local … = 'on'`) while it rewrites the audit
 * entries that named the person: the only time the table's trigger lets an entry's text change.
 */
export const AUDIT_ERASURE_SETTING = 'northline.erasure';

/**
 * One admin action (a write, a sign-in, a failed sign-in, a sign-out): who, when, from where,
 * what and a small before/after summary of the fields that changed. Append-only: the app only
 * inserts (see @app/trpc's features/audit/audit.ts), and a trigger refuses UPDATE, DELETE and TRUNCATE.
 * No foreign key to admin_users: the row keeps the id and name even if that admin goes away.
 */
export const AuditLog = defineEntity({
  name: 'AuditLog',
  tableName: 'audit_log',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    createdAt: nowOnCreate(),
    /** The signed-in admin; null for a failed sign-in. */
    adminId: p.integer().nullable().index(),
    /** The admin's name, or the name tried in a failed sign-in. */
    username: p.string().length(100),
    ip: p.string().length(64).nullable(),
    /** 'job.approve', 'settings.update', 'admin.login_failed', ... */
    action: p.string().length(60).index(),
    targetType: p.string().length(40).nullable(),
    targetId: p.string().length(64).nullable(),
    /** A short name of the target ('Forklift Operator (Acme Ltd)'). */
    label: p.string().length(200).nullable(),
    /** The changed fields before and after the write (never password material). */
    before: p.json<Record<string, unknown>>().nullable(),
    after: p.json<Record<string, unknown>>().nullable(),
  },
  indexes: [{ name: 'audit_log_created_at_index', columns: [{ name: 'created_at', sort: 'desc' }] }],
});

export type IAuditLog = InferEntity<typeof AuditLog>;
