import { z, listSearch, listTab } from './base.ts';
import { pageFields } from './pagination.ts';
import { EMAIL_STATUSES } from '../constants.ts';

/** The outbox (the admin 'Email' screen): every mail the site means to send, and how it went. */

/** email.list, GET /api/admin/emails: status (all or one), a search of recipient and subject, pages. */
export const ZEmailListInput = z.object({
  status: listTab('status', ['all', ...EMAIL_STATUSES]),
  search: listSearch(),
  ...pageFields,
});
export type EmailListInput = z.input<typeof ZEmailListInput>;
