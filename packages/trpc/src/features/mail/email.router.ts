import { TRPCError } from '@trpc/server';
import { OutboxEmail } from '@app/db';
import { EMAIL_STATUSES, type EmailStatus } from '@app/shared/constants';
import { pageOffset } from '@app/shared/page-math';
import { ZEmailDto, ZEmailPage, type EmailDto } from '@app/shared/schemas/dtos';
import { ZEmailListInput } from '@app/shared/schemas/email';
import { ZByIdInput } from '@app/shared/schemas/inputs';
import type { IOutboxEmail } from '@app/db';
import { adminProcedure, findOr404, router } from '../../trpc.ts';
import { flushWithAudit } from '../audit/audit.ts';
import { likePattern } from '../../infra/sql.ts';
import { OWNER } from '../../procedure-meta.ts';

/** Send Again on a failed mail whose link's secret is gone (see mail-seal.ts): it would go out with a dead link. */
export const LINK_GONE_MESSAGE =
  'This email cannot be sent again: the secret of its link was deleted a day after it was written. Ask for a new one (send the invitation again, or have the person ask again).';

const toEmailDto = (row: IOutboxEmail): EmailDto => ({
  id: row.id,
  kind: row.kind,
  to: row.toAddress,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError ?? null,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  text: row.textBody,
});

export const emailRouter = router({
  /** GET /api/admin/emails (admin): the outbox, newest first, by status (suppressed included) and searched by recipient or subject. */
  list: adminProcedure
    .meta({
      access: OWNER,
      rest: {
        method: 'GET',
        path: '/api/admin/emails',
        query: ['status', 'search'],
        paged: true,
        summary: 'The mail outbox, newest first: status (all, pending, sent, failed), search (recipient or subject); page, limit',
      },
    })
    .input(ZEmailListInput)
    .output(ZEmailPage)
    .query(async ({ ctx, input }) => {
      const where = {
        ...(input.status !== 'all' ? { status: input.status } : {}),
        ...(input.search ? { $or: [{ toAddress: { $ilike: likePattern(input.search) } }, { subject: { $ilike: likePattern(input.search) } }] } : {}),
      };
      const [[rows, total], ...counts] = await Promise.all([
        ctx.em.findAndCount(OutboxEmail, where, { orderBy: { id: 'desc' }, limit: input.limit, offset: pageOffset(input) }),
        ...EMAIL_STATUSES.map((status) => ctx.em.count(OutboxEmail, { status })),
      ]);
      return {
        items: rows.map(toEmailDto),
        total,
        page: input.page,
        limit: input.limit,
        delivering: ctx.mailDelivery,
        counts: Object.fromEntries(EMAIL_STATUSES.map((status, i) => [status, counts[i]!])) as Record<EmailStatus, number>,
      };
    }),

  /**
   * POST /api/admin/emails/{id}/retry (admin): a failed mail goes back to the queue. Only a failed
   * one: a suppressed mail (over its recipient's cap) stays suppressed, as do sent and pending ones.
   * A failed mail whose link's secret was deleted (a day after it was written) answers 400.
   */
  retry: adminProcedure
    .meta({ access: OWNER, rest: { method: 'POST', path: '/api/admin/emails/:id/retry', summary: 'Send a failed mail again' } })
    .input(ZByIdInput)
    .output(ZEmailDto)
    .mutation(async ({ ctx, input }) => {
      const row = await findOr404(ctx.em, OutboxEmail, input.id, 'Email not found');
      if (row.status === 'failed') {
        if (row.secretsRemovedAt) throw new TRPCError({ code: 'BAD_REQUEST', message: LINK_GONE_MESSAGE });
        row.status = 'pending';
        row.queuedAt = null;
        row.lastError = null;
        await flushWithAudit(ctx, {
          action: 'email.retry',
          targetType: 'email',
          targetId: row.id,
          label: `${row.subject} → ${row.toAddress}`,
          before: { status: 'failed' },
          after: { status: 'pending' },
        });
      }
      return toEmailDto(row);
    }),
});
