import type { EntityName, FilterQuery } from '@app/db';
import { ZByIdInput, ZDeleted, type AuditTargetType, type z } from '@app/validators';
import type { Context } from './context.ts';
import { adminProcedure, notFound } from './trpc.ts';
import { changedFields, flushWithAudit, pick } from './domain/audit.ts';

/**
 * A kind of record the admins create, edit and delete (jobs, blog posts, testimonials): how its
 * procedures find one by id and what the audit log says of a write to it. One spec a kind, so
 * every procedure of the kind answers the same 404 and logs the same fields the same way.
 */
export interface AdminRecord<T extends { id: number }> {
  entity: EntityName<T>;
  /** What an unknown id answers (404): 'Blog post not found'. */
  notFound: string;
  /** The prefix of its audit actions ('blog': blog.create, blog.update, blog.delete). */
  action: 'job' | 'blog' | 'testimonial';
  targetType: AuditTargetType;
  /** The fields the audit log keeps of it (long texts cut). */
  fields: readonly (keyof T & string)[];
  /** Its name in the audit log. */
  label: (row: T) => string;
}

/** The record with this id; 404 when there is none. */
export async function findRecord<T extends { id: number }>(ctx: Pick<Context, 'em'>, record: AdminRecord<T>, id: number): Promise<T> {
  const row = await ctx.em.findOne(record.entity, { id } as FilterQuery<T>);
  if (!row) notFound(record.notFound);
  return row as T;
}

/** The audited fields of a record as they are now (the `before` of an update). */
export const auditedFields = <T extends { id: number }>(record: AdminRecord<T>, row: T) => pick(row, record.fields);

type AuditContext = Parameters<typeof flushWithAudit>[0];

/** Flushes a new record with its audit entry: its fields as created. */
export function flushCreated<T extends { id: number }>(ctx: AuditContext, record: AdminRecord<T>, row: T) {
  return flushWithAudit(ctx, {
    action: `${record.action}.create`,
    targetType: record.targetType,
    targetId: row.id,
    label: record.label(row),
    after: auditedFields(record, row),
  });
}

/** Flushes an edited record with its audit entry: the fields that changed since `before`. */
export function flushUpdated<T extends { id: number }>(ctx: AuditContext, record: AdminRecord<T>, row: T, before: Record<string, unknown>) {
  return flushWithAudit(ctx, {
    action: `${record.action}.update`,
    targetType: record.targetType,
    targetId: row.id,
    label: record.label(row),
    ...changedFields(before, auditedFields(record, row)),
  });
}

/** An admin read of one record by id (404 when there is none), answered as `output`. */
export function recordByIdProcedure<T extends { id: number }, Output extends z.ZodType>(
  record: AdminRecord<T>,
  output: Output,
  toDto: (row: T) => z.input<Output>,
) {
  return (
    adminProcedure
      .input(ZByIdInput)
      .output(output)
      // While Output is generic, tRPC cannot see that z.input<Output> is what .output(output) takes;
      // the caller's toDto is checked against it, and the procedure's type comes from .output().
      .query(async ({ ctx, input }) => toDto(await findRecord(ctx, record, input.id)) as never)
  );
}

/** An admin delete of one record by id (404 when there is none), logged with its fields as they were. */
export function recordDeleteProcedure<T extends { id: number }>(record: AdminRecord<T>) {
  return adminProcedure
    .input(ZByIdInput)
    .output(ZDeleted)
    .mutation(async ({ ctx, input }) => {
      const row = await findRecord(ctx, record, input.id);
      const before = auditedFields(record, row);
      ctx.em.remove(row);
      await flushWithAudit(ctx, { action: `${record.action}.delete`, targetType: record.targetType, targetId: input.id, label: record.label(row), before });
      return { success: true as const, id: input.id };
    });
}
