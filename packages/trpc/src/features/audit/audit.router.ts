import { ZAuditListInput } from '@app/shared/schemas/audit';
import { ZAuditFiltersDto, ZAuditPage } from '@app/shared/schemas/dtos';
import { adminProcedure, router } from '../../trpc.ts';
import { adminRead } from '../../admin-procedures.ts';
import { auditFilters, auditPage } from './audit.ts';
import { OWNER } from '../../procedure-meta.ts';

/** The audit log (admin 'Activity'): read only. Entries are written by the procedures they describe (audit.ts beside this file). */
export const auditRouter = router({
  /** GET /api/admin/activity: newest first, filtered by admin, action and dates, a page at a time. */
  list: adminRead(ZAuditListInput, ZAuditPage, auditPage).meta({
    access: OWNER,
    rest: {
      method: 'GET',
      path: '/api/admin/activity',
      query: ['admin', 'action', 'from', 'to'],
      paged: true,
      summary:
        "The audit log of admin actions, newest first: admin (id or name), action (one, or a prefix such as 'job'), from, to (YYYY-MM-DD, inclusive); page, limit",
    },
  }),

  /** The admins and actions found in the log, for the screen's filters. */
  filters: adminProcedure
    .meta({ access: OWNER })
    .output(ZAuditFiltersDto)
    .query(({ ctx }) => auditFilters(ctx.em)),
});
