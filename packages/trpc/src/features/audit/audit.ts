import { AuditLog, type EntityManager, type EntityName } from '@app/db';
import { FAILED_LOGIN_KEEP_DAYS } from '@app/shared/privacy';
import type { AuditAction, AuditTargetType } from '@app/shared/schemas/audit';
import type { AuditEntryDto, AuditFiltersDto, AuditPage } from '@app/shared/schemas/dtos';
import { idFromText } from '@app/shared/ids';
import { pageOffset } from '@app/shared/page-math';
import { COMPANY_TIME_ZONE } from '@app/shared/time-zone';
import { all, escapeLike, query, sql, type Sql } from '../../infra/sql.ts';

/**
 * The audit log: every admin write, sign-in, failed sign-in and sign-out is one row of audit_log
 * (who, when, from which address, what, and the fields that changed). The app only ever inserts
 * rows here; the table's trigger refuses updates and deletes from anyone, except deleting failed
 * sign-ins older than FAILED_LOGIN_KEEP_DAYS (pruneFailedLogins), which anyone could otherwise
 * pile up without limit.
 */

/** Deletes failed sign-ins past their retention (run by each instance's periodic sweep; idempotent). */
export async function pruneFailedLogins(em: EntityManager, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - FAILED_LOGIN_KEEP_DAYS * 86_400_000).toISOString();
  // The trigger compares with the database's clock: a row on the edge stays until the next sweep.
  const rows = await query<{ id: string }>(
    em,
    sql`delete from audit_log where action = 'admin.login_failed' and created_at < least(${cutoff}::timestamptz, now() - ${`${FAILED_LOGIN_KEEP_DAYS} days`}::interval) returning id`,
  );
  return rows.length;
}

export interface AuditEntry {
  action: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string | number | null;
  /** A short name of the target; cut to 200 characters. */
  label?: string | null;
  /** The fields as they were and as they are; only the ones that differ are kept. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Who acted when it is not the signed-in admin: a sign-in, or a failed one (id null, the name tried). */
  actor?: { id: number | null; username: string };
}

/**
 * What an audit entry takes from the request beside its own fields: the unit of work it is
 * written in, the client's address, and the signed-in staff user who acted (none for what the
 * site does by itself, whose entries name their actor). A procedure's context is one.
 */
export interface AuditScope {
  em: EntityManager;
  clientIp: string;
  admin?: { id: number; username: string } | null;
}

/** Keys never written to the log, whatever a caller passes (passwords, their hashes, secrets). */
const SECRET_KEY = /password|hash|secret|token/i;
/** Long texts (a job description, a post body) are cut: the log keeps a summary, not a copy. */
const MAX_TEXT = 120;

function summaryValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object') return '[…]';
  return value;
}

/** The given fields of an entity or input, as loggable values (dates as ISO text, long texts cut, secrets left out). */
export function pick<T extends object>(source: T, keys: readonly (keyof T & string)[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (!SECRET_KEY.test(key)) out[key] = summaryValue((source as Record<string, unknown>)[key]);
  return out;
}

/** Only the fields whose values differ, before and after; null for either side when nothing changed. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (SECRET_KEY.test(key)) continue;
    const a = summaryValue(before[key]);
    const b = summaryValue(after[key]);
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    was[key] = a;
    now[key] = b;
  }
  const any = Object.keys(now).length > 0;
  return { before: any ? was : null, after: any ? now : null };
}

const clean = (fields: Record<string, unknown> | null | undefined) => {
  if (!fields) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (!SECRET_KEY.test(key)) out[key] = summaryValue(value);
  return Object.keys(out).length ? out : null;
};

/**
 * Adds the entry to the request's unit of work: the next flush writes it with the change it
 * describes, in one transaction (a write that fails leaves no entry). The actor is the signed-in
 * admin unless `entry.actor` says otherwise.
 */
export function recordAudit(ctx: AuditScope, entry: AuditEntry): void {
  const actor = entry.actor ?? (ctx.admin ? { id: ctx.admin.id, username: ctx.admin.username } : undefined);
  if (!actor) throw new Error(`audit entry ${entry.action} without an actor`);
  ctx.em.create(AuditLog, {
    adminId: actor.id,
    username: actor.username.slice(0, 100),
    ip: ctx.clientIp.slice(0, 64) || null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId == null ? null : String(entry.targetId).slice(0, 64),
    label: entry.label ? entry.label.slice(0, 200) : null,
    before: clean(entry.before),
    after: clean(entry.after),
  });
}

/**
 * Flushes a write with its audit entry: one flush, so one transaction (a write that fails leaves
 * no entry, an entry that cannot be written takes its write back). No explicit transaction is
 * opened on the request's EntityManager: the calls of one tRPC batch share it and may run at once.
 */
export async function flushWithAudit(ctx: AuditScope, entry: AuditEntry): Promise<void> {
  recordAudit(ctx, entry);
  await ctx.em.flush();
}

/**
 * The id a new row of `entity` will have, taken from its sequence before the insert, so the
 * audit entry of a creation can name it and still be written in the same flush.
 */
export async function reserveId<T extends object>(em: EntityManager, entity: EntityName<T>): Promise<number> {
  const { tableName } = em.getMetadata().get(entity);
  const [row] = await query<{ id: number }>(em, sql`select nextval(pg_get_serial_sequence(${tableName}, 'id'))::int as id`);
  return row!.id;
}

/** The ids `count` new rows of `entity` will have, in one round trip (a bulk creation: see reserveId). */
export async function reserveIds<T extends object>(em: EntityManager, entity: EntityName<T>, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const { tableName } = em.getMetadata().get(entity);
  const rows = await query<{ id: number }>(em, sql`select nextval(pg_get_serial_sequence(${tableName}, 'id'))::int as id from generate_series(1, ${count})`);
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------- reading the log

interface AuditRow {
  id: string | number;
  created_at: Date | string;
  admin_id: number | null;
  username: string;
  ip: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const toAuditEntryDto = (r: AuditRow): AuditEntryDto => ({
  id: Number(r.id),
  createdAt: new Date(r.created_at).toISOString(),
  adminId: r.admin_id,
  username: r.username,
  ip: r.ip,
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  label: r.label,
  before: r.before,
  after: r.after,
});

export interface AuditFilter {
  /** An admin's id (digits) or name; a name also finds the failed sign-ins that tried it. */
  admin?: string;
  /** One action, or a prefix: 'job' or 'job.*' for every job action. */
  action?: string;
  /** Days (YYYY-MM-DD, whole days in company time) or ISO date-times. */
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a day in company time, or an exact moment. */
const startOf = (value: string) => (DAY.test(value) ? sql`(${value}::date)::timestamp at time zone ${COMPANY_TIME_ZONE}` : sql`${value}::timestamptz`);

function auditWhere({ admin, action, from, to }: AuditFilter): Sql {
  const conditions: Sql[] = [];
  if (admin) {
    const adminId = idFromText(admin);
    conditions.push(adminId !== null ? sql`admin_id = ${adminId} or lower(username) = lower(${admin})` : sql`lower(username) = lower(${admin})`);
  }
  if (action) {
    const prefix = action.replace(/\.?\*$/, '').replace(/\.$/, '');
    const exact = action.includes('.') && !/[.*]$/.test(action);
    conditions.push(exact ? sql`action = ${action}` : sql`action like ${`${escapeLike(prefix)}.%`}`);
  }
  if (from) conditions.push(sql`created_at >= ${startOf(from)}`);
  if (to) {
    // A day is included whole: up to the start of the next one.
    conditions.push(DAY.test(to) ? sql`created_at < ((${to}::date + 1)::timestamp at time zone ${COMPANY_TIME_ZONE})` : sql`created_at <= ${to}::timestamptz`);
  }
  return all(conditions);
}

/** One page of the log, newest first. */
export async function auditPage(em: EntityManager, input: AuditFilter & { page: number; limit: number }): Promise<AuditPage> {
  const where = auditWhere(input);
  const [rows, counted] = await Promise.all([
    query<AuditRow>(
      em,
      sql`select id, created_at, admin_id, username, ip, action, target_type, target_id, label, before, after
          from audit_log where ${where}
          order by created_at desc, id desc limit ${input.limit} offset ${pageOffset(input)}`,
    ),
    query<{ n: number }>(em, sql`select count(*)::int as n from audit_log where ${where}`),
  ]);
  return { items: rows.map(toAuditEntryDto), total: counted[0]?.n ?? 0, page: input.page, limit: input.limit };
}

/**
 * The choices of the screen's filters: every admin who acted (by id; the latest name) and every
 * action in the log. Both walk their index one distinct value at a time, so a long log (many
 * failed sign-ins) costs a few index probes, not a scan. Names tried in failed sign-ins are not
 * listed (anyone can send any); the action filter finds those entries.
 */
export async function auditFilters(em: EntityManager): Promise<AuditFiltersDto> {
  const [admins, actions] = await Promise.all([
    query<{ id: number; username: string }>(
      em,
      sql`with recursive ids(id) as (
            (select admin_id from audit_log where admin_id is not null order by admin_id limit 1)
            union all
            select (select admin_id from audit_log where admin_id > ids.id order by admin_id limit 1) from ids where ids.id is not null
          )
          select ids.id, coalesce(
                   (select username from admin_users u where u.id = ids.id),
                   (select username from audit_log l where l.admin_id = ids.id order by l.created_at desc limit 1)
                 ) as username
          from ids where ids.id is not null order by 2`,
    ),
    query<{ action: string }>(
      em,
      sql`with recursive a(action) as (
            (select action from audit_log order by action limit 1)
            union all
            select (select action from audit_log where action > a.action order by action limit 1) from a where a.action is not null
          )
          select action from a where action is not null`,
    ),
  ]);
  return { admins, actions: actions.map((a) => a.action) };
}
