import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JobAlertDto, JobAlertSearchCount } from '@app/shared/schemas/dtos';
import { queryClient } from '../../../lib/trpc';
import { TrpcTestError, renderAdminPage, resetAdminPageEachTest, trpcServer } from '../../../test-utils';
import { JobAlertsPanel } from './JobAlertsPanel';
import type { LeadsSearch } from './leads';

const notifyAdmin = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify', () => ({ notifyAdmin }));

let nextId = 1;
const alert = (over: Partial<JobAlertDto> = {}): JobAlertDto => ({
  id: nextId++,
  email: 'sam@example.com',
  query: 'forklift',
  location: 'Toronto',
  type: null,
  category: null,
  frequency: 'daily',
  status: 'active',
  createdAt: '2026-03-04T15:00:00.000Z',
  confirmedAt: '2026-03-04T15:05:00.000Z',
  lastSentAt: null,
  ...over,
});

const SEARCHES: JobAlertSearchCount[] = [
  { query: 'forklift', location: 'Toronto', type: 'Full-Time', category: 'Warehouse', active: 12, pending: 3 },
  { query: null, location: null, type: null, category: null, active: 4, pending: 0 },
];

const pageOf = (items: JobAlertDto[], input: { page: number; limit: number }, total = items.length, searches = SEARCHES) => ({
  items,
  total,
  page: input.page,
  limit: input.limit,
  searches,
});

const renderPanel = (search: LeadsSearch = { kind: 'job-alerts' }) => renderAdminPage(JobAlertsPanel, search);

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('JobAlertsPanel', () => {
  resetAdminPageEachTest(notifyAdmin);

  it('lists each saved search with its subscribers and those waiting for confirmation', async () => {
    trpcServer({ 'jobAlert.list': (input) => pageOf([alert()], input) });
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Saved searches' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Search', 'Subscribers', 'Waiting for confirmation']);
    expect(rowsOf(table)).toEqual([
      ['“forklift” in Toronto · Full-Time · Warehouse', '12', '3'],
      ['All jobs', '4', '0'],
    ]);
  });

  it('lists the subscriptions of the search and page in the address', async () => {
    const server = trpcServer({
      'jobAlert.list': (input) =>
        pageOf(
          [
            alert({ email: 'sam@example.com', frequency: 'instant', status: 'active' }),
            alert({ email: 'kim@example.com', query: null, location: 'Mississauga', category: 'Warehouse', status: 'pending' }),
            alert({ email: 'lee@example.com', query: null, location: null, status: 'unsubscribed' }),
          ],
          input,
          43,
        ),
    });
    renderPanel({ kind: 'job-alerts', search: 'example', page: 3 });
    const table = await screen.findByRole('table', { name: 'Job alert subscriptions' });
    expect(server.named('jobAlert.list')).toEqual([{ search: 'example', page: 3, limit: 20 }]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Email', 'Search', 'Frequency', 'Status', 'Created', 'Actions']);
    const date = within(table).getAllByRole('row')[1]!.querySelector('time')!.textContent;
    expect(date).toMatch(/^March [34], 2026$/);
    expect(rowsOf(table)).toEqual([
      ['sam@example.com', '“forklift” in Toronto', 'Instant', 'Active', date, 'Remove'],
      ['kim@example.com', 'in Mississauga · Warehouse', 'Daily digest', 'Waiting for confirmation', date, 'Remove'],
      ['lee@example.com', 'All jobs', 'Daily digest', 'Unsubscribed', date, 'Remove'],
    ]);
    expect(screen.getByTestId('list-range').textContent).toBe('Showing 41–43 of 43 job alerts');
    expect(screen.getByRole('navigation', { name: 'Job alert pages' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search job alerts' }) as HTMLInputElement).value).toBe('example');
  });

  it('Remove asks first, then removes the alert, says so and refreshes the list', async () => {
    const kept = alert({ email: 'kim@example.com' });
    const gone = alert({ email: 'sam@example.com' });
    let items = [kept, gone];
    const server = trpcServer({
      'jobAlert.list': (input) => pageOf(items, input),
      'jobAlert.remove': ({ id }) => {
        items = items.filter((a) => a.id !== id);
        return { success: true, id };
      },
    });
    renderPanel();
    const remove = await screen.findByRole('button', { name: 'Remove job alert for sam@example.com: “forklift” in Toronto' });

    // Cancel leaves it.
    fireEvent.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Remove this job alert?' });
    expect(dialog.textContent).toContain('sam@example.com will get no more job alerts for “forklift” in Toronto. This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.named('jobAlert.remove')).toEqual([]);

    fireEvent.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Remove this job alert?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.named('jobAlert.remove')).toEqual([{ id: gone.id }]));
    await waitFor(() => expect(notifyAdmin).toHaveBeenCalledWith('Job alert removed', 'sam@example.com will get no more emails for “forklift” in Toronto.'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Remove job alert for sam@example\.com/ })).toBeNull());
    expect(server.named('jobAlert.list')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /^Remove job alert for kim@example\.com/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an alert removed meanwhile: says so and refreshes the list', async () => {
    const gone = alert({ email: 'sam@example.com' });
    let items = [gone];
    const server = trpcServer({
      'jobAlert.list': (input) => pageOf(items, input),
      'jobAlert.remove': () => {
        items = [];
        throw new TrpcTestError('NOT_FOUND', 404, 'Job alert not found');
      },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: /^Remove job alert for sam@example\.com/ }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Remove this job alert?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(notifyAdmin).toHaveBeenCalledWith('Could not remove the job alert', 'Job alert not found', 'error'));
    expect(await screen.findByText('No job alerts yet')).toBeTruthy();
    expect(server.named('jobAlert.list')).toHaveLength(2);
  });

  it('shows empty states, the search hint when searching, and pages through the address', async () => {
    trpcServer({ 'jobAlert.list': (input) => pageOf([], input, 0, []) });
    renderPanel();
    expect(await screen.findByText('No job alerts yet')).toBeTruthy();
    expect(screen.getByText('No saved searches yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    queryClient.clear();
    document.body.innerHTML = '';

    renderPanel({ kind: 'job-alerts', search: 'nobody' });
    expect(await screen.findByText('No job alerts found')).toBeTruthy();
    queryClient.clear();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();

    trpcServer({ 'jobAlert.list': (input) => pageOf([alert()], input, 45) });
    const onSearchChange = renderPanel({ kind: 'job-alerts', search: 'forklift' });
    const nav = await screen.findByRole('navigation', { name: 'Job alert pages' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ kind: 'job-alerts', search: 'forklift', page: 3 });
  });

  it('shows the error of a list that failed to load', async () => {
    trpcServer({
      'jobAlert.list': () => {
        throw new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'Database unavailable');
      },
    });
    renderPanel();
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('Could not load job alerts');
    expect(error.textContent).toContain('Database unavailable');
  });
});
