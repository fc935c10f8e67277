import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobStatus } from '@app/shared/constants';
import type { JobDto } from '@app/shared/schemas/dtos';
import { jobDto } from '../../../test-fixtures';
import { queryClient } from '../../../lib/trpc';
import { resetAdminPageEachTest, trpcServer } from '../../../test-utils';
import type { AdminJobsSearch } from '../queries';
import { JobManagementPage } from './JobManagementPage';

const notifyAdmin = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify', () => ({ notifyAdmin }));
vi.mock('@tanstack/react-router', async () => (await import('../../../test-utils')).routerLinkMock);

let nextId = 100;
const job = (over: Partial<JobDto> = {}): JobDto => jobDto({ id: nextId++, ...over });

const COUNTS: Record<JobStatus, number> = { pending: 3, approved: 40, denied: 1, expired: 0, spam: 0 };
const listOf = (items: JobDto[]) => (input: { page: number; limit: number }) => ({
  items,
  total: items.length,
  page: input.page,
  limit: input.limit,
  counts: COUNTS,
});

function renderPage(search: AdminJobsSearch = {}) {
  render(
    // env 'test': no transitions, and popovers stay shown although jsdom lays nothing out.
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <JobManagementPage search={search} onSearchChange={vi.fn()} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('JobManagementPage moderation', () => {
  resetAdminPageEachTest(notifyAdmin);

  it('Deny asks for a reason first: a preset, or Other with words of its own', async () => {
    const driver = job({ title: 'Delivery Driver' });
    const server = trpcServer({
      'job.adminList': listOf([driver]),
      'job.setStatus': (input) => ({ ...driver, status: input.status, denialReason: input.reason ?? null }),
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Delivery Driver' });
    fireEvent.click(within(card).getByRole('button', { name: 'Deny' }));

    const dialog = await screen.findByRole('dialog', { name: 'Deny Job' });
    expect(within(dialog).getByText(/Why is 'Delivery Driver' denied\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny Job' }));
    expect(await within(dialog).findByText('Please choose a reason')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny Job' }));
    expect(await within(dialog).findByText("Please describe the reason when you choose 'Other'")).toBeTruthy();
    expect(server.named('job.setStatus')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Pay or terms missing' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Details' }), { target: { value: ' Please add the hourly rate. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny Job' }));
    await waitFor(() =>
      expect(server.named('job.setStatus')).toEqual([{ id: driver.id, status: 'denied', reason: 'Pay or terms missing: Please add the hourly rate.' }]),
    );
    await waitFor(() => expect(notifyAdmin).toHaveBeenCalledWith('Job denied', 'The job has been denied successfully.'));
  });

  it('shows the reason on a denied job and reopens it', async () => {
    const denied = job({ title: 'Night Picker', status: 'denied', denialReason: 'Duplicate posting', deniedAt: '2026-03-04T15:00:00.000Z' });
    const server = trpcServer({ 'job.adminList': listOf([denied]), 'job.reopen': () => ({ ...denied, status: 'pending', denialReason: null }) });
    renderPage({ tab: 'denied' });
    const card = await screen.findByRole('article', { name: 'Night Picker' });
    expect(within(card).getByTestId('denial-reason').textContent).toMatch(/^Reason for denial: Duplicate posting \(denied .*2026\)$/);
    expect(within(card).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(server.named('job.reopen')).toEqual([{ id: denied.id }]));
    await waitFor(() => expect(notifyAdmin).toHaveBeenCalledWith('Job reopened', 'The job is back in Pending Approval, waiting for review.'));
  });

  it('approves the selected pending jobs at once', async () => {
    const [a, b, c] = [job({ title: 'Job A' }), job({ title: 'Job B' }), job({ title: 'Job C' })];
    const server = trpcServer({
      'job.adminList': listOf([a, b, c]),
      'job.setStatusMany': () => ({ updated: 2, jobs: [], skipped: [] }),
    });
    renderPage();
    const bar = await screen.findByTestId('bulk-actions');
    const approve = within(bar).getByRole('button', { name: 'Approve selected' });
    expect(approve.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Job A' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Job C' }));
    expect(within(bar).getByText('2 jobs selected')).toBeTruthy();
    fireEvent.click(approve);
    await waitFor(() => expect(server.named('job.setStatusMany')).toEqual([{ ids: [a.id, c.id], status: 'approved' }]));
    await waitFor(() => expect(notifyAdmin).toHaveBeenCalledWith('Jobs approved', '2 jobs have been approved successfully.'));
  });

  it('asks before approving a selection with open posting points; Cancel sends nothing', async () => {
    const open = job({ title: 'Open Points Job', complianceIssues: ['existingVacancyUnanswered', 'aiScreeningUnanswered'] });
    const clean = job({ title: 'Clean Job' });
    const server = trpcServer({
      'job.adminList': listOf([open, clean]),
      'job.setStatusMany': () => ({ updated: 2, jobs: [], skipped: [] }),
    });
    renderPage();
    const bar = await screen.findByTestId('bulk-actions');
    fireEvent.click(within(bar).getByRole('checkbox', { name: 'Select all on this page' }));
    const approve = within(bar).getByRole('button', { name: 'Approve selected' });

    approve.focus(); // as a real click would
    fireEvent.click(approve);
    const confirm = await screen.findByRole('dialog', { name: '1 of the 2 selected jobs has open posting points. Approve anyway?' });
    expect(confirm.getAttribute('data-testid')).toBe('approve-selected-confirm');
    expect(within(confirm).getByText('Open Points Job')).toBeTruthy();
    expect(within(confirm).getByRole('listitem').textContent).toBe('Open Points Job(2 open points)');
    expect(within(confirm).queryByText('Clean Job')).toBeNull();
    expect(confirm.textContent).toMatch(/Both selected jobs will be approved as they are\./);
    // Focus moves into the confirmation, onto the safe choice.
    await waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' })));
    expect(server.named('job.setStatusMany')).toEqual([]);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('approve-selected-confirm')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(approve));
    expect(server.named('job.setStatusMany')).toEqual([]);
    expect(notifyAdmin).not.toHaveBeenCalled();

    fireEvent.click(approve);
    fireEvent.click(within(await screen.findByRole('dialog', { name: /Approve anyway\?/ })).getByRole('button', { name: 'Approve anyway' }));
    await waitFor(() => expect(server.named('job.setStatusMany')).toEqual([{ ids: [open.id, clean.id], status: 'approved' }]));
    await waitFor(() => expect(notifyAdmin).toHaveBeenCalledWith('Jobs approved', '2 jobs have been approved successfully.'));
  });

  it('names at most five flagged jobs and counts the rest', async () => {
    const flagged = Array.from({ length: 7 }, (_, i) => job({ title: `Flagged ${i + 1}`, complianceIssues: ['payMissing'] }));
    const server = trpcServer({ 'job.adminList': listOf(flagged), 'job.setStatusMany': () => ({ updated: 7, jobs: [], skipped: [] }) });
    renderPage();
    const bar = await screen.findByTestId('bulk-actions');
    fireEvent.click(within(bar).getByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'All 7 selected jobs have open posting points. Approve anyway?' });
    expect(within(confirm).getByText('Flagged 5')).toBeTruthy();
    expect(within(confirm).queryByText('Flagged 6')).toBeNull();
    expect(within(confirm).getByText('and 2 more')).toBeTruthy();
    expect(server.named('job.setStatusMany')).toEqual([]);
  });

  it('denies the selection with one reason, and says which were no longer pending', async () => {
    const [a, b] = [job({ title: 'Job D' }), job({ title: 'Job E' })];
    const server = trpcServer({
      'job.adminList': listOf([a, b]),
      'job.setStatusMany': () => ({ updated: 1, jobs: [], skipped: [{ id: b.id, status: 'approved' }] }),
    });
    renderPage();
    const bar = await screen.findByTestId('bulk-actions');
    fireEvent.click(within(bar).getByRole('checkbox', { name: 'Select all on this page' }));
    expect(within(bar).getByText('2 jobs selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Deny selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deny 2 Jobs' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Duplicate posting' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny 2 Jobs' }));
    await waitFor(() => expect(server.named('job.setStatusMany')).toEqual([{ ids: [a.id, b.id], status: 'denied', reason: 'Duplicate posting' }]));
    await waitFor(() =>
      expect(notifyAdmin).toHaveBeenCalledWith('Jobs denied', '1 job has been denied successfully. 1 job was no longer pending and left as it was.'),
    );
  });
});

describe('JobManagementPage: what each job draws (issue 38, item 4)', () => {
  resetAdminPageEachTest(notifyAdmin);
  beforeAll(() => {
    // jsdom has no scrolling; Mantine's Select scrolls its selected option into view.
    Element.prototype.scrollIntoView ??= () => {};
  });

  it('shows views, applications and conversion on each card; the sort, Stats and the export go through the address', async () => {
    const picker = { ...job({ title: 'Order Picker', status: 'approved' }), views: 1234, visitors: 900, starts: 40, applications: 12, conversion: 12 / 1234 };
    const fresh = { ...job({ title: 'Fresh Job', status: 'approved' }), views: 0, visitors: 0, starts: 0, applications: 0, conversion: null };
    trpcServer({ 'job.adminList': listOf([picker, fresh] as JobDto[]) });
    const onSearchChange = vi.fn();
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <JobManagementPage search={{ tab: 'approved', search: 'pick' }} onSearchChange={onSearchChange} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const card = await screen.findByRole('article', { name: 'Order Picker' });
    expect(within(card).getByTestId('admin-job-views').textContent).toBe('1,234');
    expect(within(card).getByTestId('admin-job-applications').textContent).toBe('12');
    expect(within(card).getByTestId('admin-job-conversion').textContent).toBe('1.0%');
    const none = await screen.findByRole('article', { name: 'Fresh Job' });
    expect(within(none).getByTestId('admin-job-conversion').textContent).toBe('—');

    fireEvent.click(within(card).getByRole('button', { name: 'Stats' }));
    expect(onSearchChange).toHaveBeenLastCalledWith(expect.objectContaining({ tab: 'approved', search: 'pick', stats: picker.id }));

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    fireEvent.click(sort);
    await waitFor(() => expect(sort.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(sort.getAttribute('aria-controls')!)!;
    fireEvent.click(within(listbox).getByRole('option', { name: 'Most views', hidden: true }));
    await waitFor(() => expect(onSearchChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'views', page: undefined }), undefined));

    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/admin/jobs/export.csv?status=approved&search=pick');
  });

  it('says "More than 1,000 jobs" when the count of a search stopped at its cap, with page links up to it', async () => {
    const items = Array.from({ length: 20 }, (_, i) => job({ title: `Clerk ${i + 1}`, status: 'approved' }));
    trpcServer({ 'job.adminList': (input: { page: number; limit: number }) => ({ ...listOf(items)(input), total: 1000, totalIsMinimum: true }) });
    renderPage({ tab: 'approved', search: 'clerk' });
    expect(await screen.findByText('More than 1,000 jobs matching “clerk”')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 50' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 51' })).toBeNull();
  });
});
