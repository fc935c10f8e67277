import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EmailStatus } from '@app/shared/constants';
import type { EmailDto } from '@app/shared/schemas/dtos';
import { renderAdminPage, resetAdminPageEachTest, trpcServer } from '../../../test-utils';
import { EmailPage, SUPPRESSED_NOTE } from './EmailPage';
import type { EmailSearch } from './email-search';

vi.mock('../../../lib/notify', () => ({ notifyAdmin: vi.fn() }));

let nextId = 1;
const mail = (over: Partial<EmailDto> = {}): EmailDto => ({
  id: nextId++,
  kind: 'lead.ack',
  to: 'victim+1@example.com',
  subject: 'We received your message',
  status: 'pending',
  attempts: 0,
  lastError: null,
  createdAt: '2026-03-04T15:00:00.000Z',
  sentAt: null,
  text: 'Hello,\n\nThank you for contacting Northline Workforce Solutions.',
  ...over,
});

const COUNTS: Record<EmailStatus, number> = { pending: 3, sent: 10, failed: 1, suppressed: 2 };

const pageOf = (items: EmailDto[], input: { page: number; limit: number }) => ({
  items,
  total: items.length,
  page: input.page,
  limit: input.limit,
  delivering: true,
  counts: COUNTS,
});

const renderPage = (search: EmailSearch = {}) => renderAdminPage(EmailPage, search);

describe('EmailPage: suppressed mail (over the per-recipient cap)', () => {
  resetAdminPageEachTest();

  it('has a Suppressed tab with its count (and counts it in All), and the tab filters by that status', async () => {
    const server = trpcServer({ 'email.list': (input) => pageOf([], input) });
    const onSearchChange = renderPage();
    const tab = await screen.findByRole('tab', { name: /^Suppressed/ });
    expect(await screen.findByTestId('tab-count-suppressed')).toHaveProperty('textContent', '2');
    expect(screen.getByTestId('tab-count-all').textContent).toBe('16');
    expect(server.named('email.list')).toEqual([{ status: 'all', page: 1, limit: 20 }]);
    fireEvent.click(tab);
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: 'suppressed', page: undefined });
  });

  it('lists a suppressed mail with its badge, explains it when read, and offers no Send Again', async () => {
    const held = mail({ status: 'suppressed', to: 'victim+4@example.com' });
    const server = trpcServer({ 'email.list': (input) => pageOf([held, mail({ status: 'pending' })], input) });
    renderPage({ status: 'suppressed' });
    const rows = await screen.findAllByTestId('email-row');
    expect(server.named('email.list')).toEqual([{ status: 'suppressed', page: 1, limit: 20 }]);
    expect(rows.map((row) => within(row).getByTestId('email-status').textContent)).toEqual(['Suppressed', 'Waiting']);
    expect(within(rows[0]!).getByText('victim+4@example.com')).toBeTruthy();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Read: We received your message' }));
    const dialog = await screen.findByRole('dialog', { name: 'We received your message' });
    expect(within(dialog).getByText('Suppressed')).toBeTruthy();
    expect(within(dialog).getByTestId('email-suppressed').textContent).toContain(SUPPRESSED_NOTE);
    expect(within(dialog).queryByRole('button', { name: 'Send Again' })).toBeNull();
  });
});
