import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadDto } from '@app/shared/schemas/dtos';
import { queryClient } from '../../../lib/trpc';
import { renderAdminPage, resetAdminPageEachTest, trpcServer } from '../../../test-utils';
import { LeadsPage } from './LeadsPage';
import type { LeadsSearch } from './leads';

const notifyAdmin = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify', () => ({ notifyAdmin }));

let nextId = 1;
const lead = (over: Partial<LeadDto> = {}): LeadDto => ({
  id: nextId++,
  kind: 'contact',
  status: 'new',
  spamReason: null,
  createdAt: '2026-03-04T10:00:00.000Z',
  name: 'Jordan Smith',
  email: 'jordan@example.com',
  company: 'Peel Distribution',
  summary: 'Staffing for Q3',
  fields: [{ label: 'Name', value: 'Jordan Smith' }],
  consent: 'given',
  consentedAt: '2026-03-04T10:00:00.000Z',
  policyVersion: '2.0',
  ...over,
});

const COUNTS = { contact: 12, transportation: 0, warehouse: 3, carrier: 1, newsletter: 950 };
const pageOf = (items: LeadDto[], total: number, input: { page: number; limit: number }) => ({ items, total, page: input.page, limit: input.limit });

const renderPage = (search: LeadsSearch = {}) => renderAdminPage(LeadsPage, search);

describe('LeadsPage', () => {
  resetAdminPageEachTest(notifyAdmin);
  beforeEach(() => {
    Element.prototype.scrollIntoView ??= () => {};
  });

  it('asks the server for one page of the kind with the filters of the address', async () => {
    const server = trpcServer({ 'lead.counts': () => COUNTS, 'lead.list': (input) => pageOf([lead({ kind: 'warehouse', name: 'Robin Lee' })], 41, input) });
    renderPage({ kind: 'warehouse', search: 'boxed', status: 'contacted', page: 2 });
    expect(await screen.findByRole('article', { name: 'Robin Lee' })).toBeTruthy();
    expect(server.named('lead.list')).toEqual([{ kind: 'warehouse', search: 'boxed', status: 'contacted', page: 2, limit: 20 }]);
    expect(screen.getByTestId('list-range').textContent).toBe('Showing 21–40 of 41 warehouse quotes');
    await waitFor(() => expect(screen.getByTestId('lead-count-newsletter').textContent).toBe('950'));
    expect(screen.getByTestId('lead-count-warehouse').textContent).toBe('3');
  });

  it('pages with Mantine Pagination and writes the page to the address', async () => {
    trpcServer({ 'lead.counts': () => COUNTS, 'lead.list': (input) => pageOf([lead()], 45, input) });
    const onSearchChange = renderPage({ search: 'peel' });
    const nav = await screen.findByRole('navigation', { name: 'Contact Messages pages' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ search: 'peel', page: 3 }, undefined);
    fireEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ search: 'peel', page: 2 }, undefined);
  });

  it('links Export CSV to the server export of the kind and filters', async () => {
    trpcServer({ 'lead.counts': () => COUNTS, 'lead.list': (input) => pageOf([lead()], 30, input) });
    renderPage({ status: 'closed' });
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe('/api/admin/leads/contact/export.csv?status=closed');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('shows the kind’s empty state, or the filter hint when a filter is active', async () => {
    trpcServer({ 'lead.counts': () => COUNTS, 'lead.list': (input) => pageOf([], 0, input) });
    renderPage({ kind: 'carrier' });
    expect(await screen.findByText('No carrier requests yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
    queryClient.clear();
    document.body.innerHTML = '';
    renderPage({ kind: 'carrier', search: 'nobody' });
    expect(await screen.findByText('No leads found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search or filter criteria.')).toBeTruthy();
  });

  it('another kind starts with no search, status or page', async () => {
    trpcServer({ 'lead.counts': () => COUNTS, 'lead.list': (input) => pageOf([lead()], 1, input) });
    const onSearchChange = renderPage({ search: 'peel', status: 'closed', page: 2 });
    fireEvent.click(await screen.findByRole('tab', { name: /^Newsletter/ }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ kind: 'newsletter' });
  });

  it('the Job alerts tab, after the lead kinds and kept in the address, lists job alerts instead of leads', async () => {
    const server = trpcServer({
      'lead.counts': () => COUNTS,
      'lead.list': (input) => pageOf([lead()], 1, input),
      'jobAlert.list': (input) => ({ items: [], total: 0, page: input.page, limit: input.limit, searches: [] }),
    });
    const onSearchChange = renderPage({ search: 'peel' });
    await screen.findByRole('article', { name: 'Jordan Smith' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/(?<!\d)\d+$/, ''))).toEqual([
      'Contact Messages',
      'Transportation Quotes',
      'Warehouse Quotes',
      'Carrier Requests',
      'Newsletter',
      'Job alerts',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Job alerts' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ kind: 'job-alerts' });

    queryClient.clear();
    document.body.innerHTML = '';
    renderPage({ kind: 'job-alerts', search: 'forklift' });
    expect(await screen.findByText('No job alerts found')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Job alerts' }).getAttribute('aria-selected')).toBe('true');
    expect(server.named('jobAlert.list')).toEqual([{ search: 'forklift', page: 1, limit: 20 }]);
    expect(server.named('lead.list')).toHaveLength(1);
    expect(screen.queryByLabelText('Search leads')).toBeNull();
  });
});
