import { z, listSearch } from './base.ts';
import { pageFields } from './pagination.ts';
import { EMAIL_STATUSES } from './constants.ts';

/** The outbox (the admin 'Email' screen): every mail the site means to send, and how it went. */

export const EMAIL_STATUS_MESSAGE = `status must be one of: all, ${EMAIL_STATUSES.join(', ')}`;

/** email.list, GET /api/admin/emails: status (all or one), a search of recipient and subject, pages. */
export const ZEmailListInput = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['all', ...EMAIL_STATUSES], { error: EMAIL_STATUS_MESSAGE }).default('all')),
  search: listSearch(),
  ...pageFields,
});
export type EmailListInput = z.input<typeof ZEmailListInput>;
