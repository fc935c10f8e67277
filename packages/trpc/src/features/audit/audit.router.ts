import { ZAuditListInput } from '@app/shared/schemas/audit';
import { ZAuditFiltersDto, ZAuditPage } from '@app/shared/schemas/dtos';
import { adminProcedure, router } from '../../trpc.ts';
import { adminRead } from '../../admin-procedures.ts';
import { auditFilters, auditPage } from './audit.ts';

/** The audit log (admin 'Activity'): read only. Entries are written by the procedures they describe (audit.ts beside this file). */
export const auditRouter = router({
  /** GET /api/admin/activity: newest first, filtered by admin, action and dates, a page at a time. */
  list: adminRead(ZAuditListInput, ZAuditPage, auditPage),

  /** The admins and actions found in the log, for the screen's filters. */
  filters: adminProcedure.output(ZAuditFiltersDto).query(({ ctx }) => auditFilters(ctx.em)),
});
