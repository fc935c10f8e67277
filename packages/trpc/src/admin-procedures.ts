import type { EntityManager, EntityName } from '@app/db';
import type { AuditTargetType } from '@app/shared/schemas/audit';
import type { z } from '@app/shared/schemas/base';
import { ZDeleted } from '@app/shared/schemas/dtos';
import { ZByIdInput } from '@app/shared/schemas/inputs';
import type { Context } from './context.ts';
import { builders, findOr404 } from './trpc.ts';
import type { StaffMeta, Undeclared } from './procedure-meta.ts';
import { changedFields, flushWithAudit, pick } from './features/audit/audit.ts';

const staffQuery = <Input extends z.ZodType, Output extends z.ZodType>(
  meta: StaffMeta,
  input: Input,
  output: Output,
  read: (em: EntityManager, input: z.output<Input>) => Promise<z.input<Output>>,
) =>
  builders.staff
    .meta(meta)
    .input(input)
    .output(output)
    // While Input and Output are generic, tRPC cannot see that they are z.output<Input> and
    // z.input<Output>; the caller's read is checked against them, and the types come from the schemas.
    .query(({ ctx, input: parsed }) => read(ctx.em, parsed as z.output<Input>) as never);

/**
 * An admin read (a list, a page, a batch of an export) that hands its parsed input to a domain
 * function of the request's EntityManager and answers what it returns, held to `output`. Its
 * contract follows: `adminRead(ZIn, ZOut, read).meta({ access, rest })`.
 */
export function adminRead<Input extends z.ZodType, Output extends z.ZodType>(
  input: Input,
  output: Output,
  read: (em: EntityManager, input: z.output<Input>) => Promise<z.input<Output>>,
): Undeclared<StaffMeta, ReturnType<typeof staffQuery<Input, Output>>> {
  return { meta: (meta) => staffQuery(meta, input, output, read) };
}

/**
 * A kind of record the admins create, edit and delete (jobs, blog posts, testimonials): how its
 * procedures find one by id and what the audit log says of a write to it. One spec a kind, so
 * every procedure of the kind answers the same 404 and logs the same fields the same way.
 */
export interface AdminRecordSpec<T extends { id: number }> {
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

type AuditContext = Parameters<typeof flushWithAudit>[0];

/** What the procedures of one kind of record share: finding one, its audit entries, its byId and delete procedures. */
export function adminRecord<T extends { id: number }>(spec: AdminRecordSpec<T>) {
  const { entity, action, targetType, label } = spec;

  /** The record with this id; 404 when there is none. */
  const find = (ctx: Pick<Context, 'em'>, id: number) => findOr404(ctx.em, entity, id, spec.notFound);

  /** The audited fields of a record as they are now (the `before` of an update). */
  const audited = (row: T) => pick(row, spec.fields);

  return {
    find,
    audited,

    /** Flushes a new record with its audit entry: its fields as created. */
    flushCreated: (ctx: AuditContext, row: T) =>
      flushWithAudit(ctx, { action: `${action}.create`, targetType, targetId: row.id, label: label(row), after: audited(row) }),

    /** Flushes an edited record with its audit entry: the fields that changed since `before`. */
    flushUpdated: (ctx: AuditContext, row: T, before: Record<string, unknown>) =>
      flushWithAudit(ctx, { action: `${action}.update`, targetType, targetId: row.id, label: label(row), ...changedFields(before, audited(row)) }),

    /** The admin read of one record by id (404 when there is none), answered as `output`; its contract follows (`.meta()`). */
    byIdProcedure: <Output extends z.ZodType>(output: Output, toDto: (row: T) => z.input<Output>) => ({
      meta: (meta: StaffMeta) =>
        builders.staff
          .meta(meta)
          .input(ZByIdInput)
          .output(output)
          // While Output is generic, tRPC cannot see that z.input<Output> is what .output(output)
          // takes; the caller's toDto is checked against it, and the procedure's type comes from .output().
          .query(async ({ ctx, input }) => toDto(await find(ctx, input.id)) as never),
    }),

    /** The admin delete of one record by id (404 when there is none), logged with its fields as they were; its contract follows (`.meta()`). */
    deleteProcedure: () => ({
      meta: (meta: StaffMeta) =>
        builders.staff
          .meta(meta)
          .input(ZByIdInput)
          .output(ZDeleted)
          .mutation(async ({ ctx, input }) => {
            const row = await find(ctx, input.id);
            const before = audited(row);
            ctx.em.remove(row);
            await flushWithAudit(ctx, { action: `${action}.delete`, targetType, targetId: input.id, label: label(row), before });
            return { success: true as const, id: input.id };
          }),
    }),
  };
}
