import { DEFAULT_PAGE_SIZE, EMAIL_STATUSES, type EmailStatus } from '@app/shared/constants';

// The Email screen's address (tab, search, page): read by the route in the main bundle, so kept
// apart from the screen itself (loaded only when an admin opens it).

export interface EmailSearch {
  status?: EmailStatus;
  search?: string;
  page?: number;
}

export function parseEmailSearch(raw: Record<string, unknown>): EmailSearch {
  const out: EmailSearch = {};
  if ((EMAIL_STATUSES as readonly unknown[]).includes(raw.status)) out.status = raw.status as EmailStatus;
  const text = typeof raw.search === 'string' || typeof raw.search === 'number' ? String(raw.search).trim().slice(0, 200) : '';
  if (text) out.search = text;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= 10_000) out.page = page;
  return out;
}

export const emailListInput = (search: EmailSearch) => ({
  status: search.status ?? ('all' as const),
  ...(search.search ? { search: search.search } : {}),
  page: search.page ?? 1,
  limit: DEFAULT_PAGE_SIZE,
});

/** How a mail's state reads on a badge (the Email screen, an application's timeline). */
export const EMAIL_STATUS_BADGE: Record<EmailStatus, { color: string; label: string }> = {
  pending: { color: 'yellow', label: 'Waiting' },
  sent: { color: 'teal', label: 'Sent' },
  failed: { color: 'red', label: 'Failed' },
  suppressed: { color: 'gray', label: 'Suppressed' },
};
