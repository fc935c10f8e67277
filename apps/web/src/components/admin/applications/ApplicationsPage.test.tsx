import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDto } from '@app/shared/schemas/dtos';
import { renderAdminPage, resetAdminPageEachTest, trpcServer } from '../../../test-utils';
import { ApplicationsPage } from './ApplicationsPage';
import type { ApplicationsSearch } from './applications';

const notifyAdmin = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify', () => ({ notifyAdmin }));

let nextId = 1;
const application = (over: Partial<ApplicationDto> = {}): ApplicationDto => ({
  id: nextId++,
  jobId: 1,
  jobTitle: 'Forklift Operator',
  userId: null,
  applicantName: 'Priya Sharma',
  applicantEmail: 'priya@example.com',
  applicantPhone: null,
  experience: null,
  coverLetter: 'Hello',
  resume: null,
  resumeFile: null,
  status: 'submitted',
  appliedAt: '2026-03-04T15:00:00.000Z',
  consent: null,
  consentedAt: null,
  policyVersion: null,
  erasedAt: null,
  ...over,
});

const COUNTS = { total: 1234, submitted: 800, under_review: 300, accepted: 100, rejected: 30, withdrawn: 4, today: 7 };
const pageOf = (items: ApplicationDto[], total: number, input: { page: number; limit: number }) => ({ items, total, page: input.page, limit: input.limit });

const renderPage = (search: ApplicationsSearch = {}) => renderAdminPage(ApplicationsPage, search);

describe('ApplicationsPage', () => {
  resetAdminPageEachTest(notifyAdmin);
  beforeEach(() => {
    // jsdom does not scroll; Mantine's option list and the pager ask it to.
    Element.prototype.scrollIntoView ??= () => {};
  });

  it('shows stat cards and tab counts from the server counts, not from the page it holds', async () => {
    trpcServer({
      'application.counts': () => COUNTS,
      'application.list': (input) => pageOf([application({ applicantName: 'Rosa Diaz' }), application()], 1234, input),
    });
    renderPage();
    expect(await screen.findByRole('article', { name: 'Rosa Diaz' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('stat-value').map((e) => e.textContent)).toEqual(['1234', '300', '100', '7']));
    expect(screen.getByTestId('tab-count-all').textContent).toBe('1234');
    expect(screen.getByTestId('tab-count-submitted').textContent).toBe('800');
    expect(screen.getByTestId('tab-count-under_review').textContent).toBe('300');
    expect(screen.getByTestId('tab-count-accepted').textContent).toBe('100');
    expect(screen.getByTestId('tab-count-rejected').textContent).toBe('30');
    expect(screen.getByTestId('tab-count-withdrawn').textContent).toBe('4');
    expect(screen.getByTestId('list-range').textContent).toBe('Showing 1–20 of 1,234 applications');
  });

  it('has a tab for every status, named as its badges are, and the tab counts add up to All (issue 33, item 11)', async () => {
    trpcServer({ 'application.counts': () => COUNTS, 'application.list': (input) => pageOf([application()], 1, input) });
    const onSearchChange = renderPage();
    await screen.findByTestId('tab-count-all');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All1234', 'Submitted800', 'Under Review300', 'Accepted100', 'Rejected30', 'Withdrawn4']);
    const perStatus = ['submitted', 'under_review', 'accepted', 'rejected', 'withdrawn'].map((s) => Number(screen.getByTestId(`tab-count-${s}`).textContent));
    expect(perStatus.reduce((a, b) => a + b, 0)).toBe(COUNTS.total);
    // The card of a submitted application says the word of its tab.
    expect(within(screen.getByTestId('application-card')).getByTestId('application-status').textContent).toBe('Submitted');
    fireEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ tab: 'rejected', page: undefined }, undefined);
  });

  it('asks the server for one page with the search, the status and the tab of the address', async () => {
    const server = trpcServer({ 'application.counts': () => COUNTS, 'application.list': (input) => pageOf([application()], 41, input) });
    renderPage({ search: 'priya', tab: 'under_review', page: 3 });
    await screen.findByTestId('application-card');
    expect(server.named('application.list')).toEqual([{ search: 'priya', status: 'under_review', page: 3, limit: 20 }]);
  });

  it('pages with Mantine Pagination and writes the page to the address', async () => {
    trpcServer({ 'application.counts': () => COUNTS, 'application.list': (input) => pageOf([application()], 45, input) });
    const onSearchChange = renderPage({ status: 'accepted' });
    const nav = await screen.findByRole('navigation', { name: 'Applications pages' });
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'Page 4' })).toBeNull();
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: 'accepted', page: 2 }, undefined);
  });

  it('hands the search on once typing pauses, resetting the page', async () => {
    trpcServer({ 'application.counts': () => COUNTS, 'application.list': (input) => pageOf([application()], 1, input) });
    const onSearchChange = renderPage({ page: 2 });
    const box = await screen.findByPlaceholderText('Search by name, email, or job title...');
    for (const text of ['f', 'fo', 'for', 'fork ']) fireEvent.change(box, { target: { value: text } });
    expect(onSearchChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ search: 'fork', page: undefined }, { replace: true }));
    expect(onSearchChange).toHaveBeenCalledTimes(1);
  });

  it('words the empty states of the spec', async () => {
    trpcServer({ 'application.counts': () => ({ ...COUNTS, total: 0 }), 'application.list': (input) => pageOf([], 0, input) });
    renderPage();
    expect(await screen.findByText('No applications found')).toBeTruthy();
    expect(screen.getByText('Job applications will appear here when candidates apply.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
  });

  it('words the tab empty state with the filter hint when a search is active', async () => {
    trpcServer({ 'application.counts': () => COUNTS, 'application.list': (input) => pageOf([], 0, input) });
    renderPage({ search: 'nobody', tab: 'under_review' });
    expect(await screen.findByText('No applications under review')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search or filter criteria.')).toBeTruthy();
  });

  it('does not ask for a list when the tab and the status filter cannot both hold', async () => {
    const server = trpcServer({ 'application.counts': () => COUNTS, 'application.list': (input) => pageOf([application()], 1, input) });
    renderPage({ tab: 'accepted', status: 'rejected' });
    expect(await screen.findByText('No accepted applications')).toBeTruthy();
    await waitFor(() => expect(server.named('application.counts')).toHaveLength(1));
    expect(server.named('application.list')).toHaveLength(0);
  });

  it('links Export CSV to the server export of the current filters', async () => {
    trpcServer({ 'application.counts': () => COUNTS, 'application.list': (input) => pageOf([application()], 30, input) });
    renderPage({ search: 'priya', tab: 'submitted', page: 2 });
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe('/api/admin/applications/export.csv?search=priya&status=submitted');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it("shows each card's assignee, and the 'Mine' switch writes mine to the address", async () => {
    const server = trpcServer({
      'application.counts': () => COUNTS,
      'application.list': (input) =>
        pageOf(
          [application({ applicantName: 'Rosa Diaz', assignee: { id: 4, username: 'pat.recruiter' } }), application({ applicantName: 'Lee Wong' })],
          2,
          input,
        ),
    });
    const onSearchChange = renderPage({ status: 'submitted', page: 2 });
    const rosa = await screen.findByRole('article', { name: 'Rosa Diaz' });
    expect(within(rosa).getByTestId('application-assignee').textContent).toBe('Assigned to pat.recruiter');
    expect(within(screen.getByRole('article', { name: 'Lee Wong' })).getByTestId('application-assignee').textContent).toBe('Unassigned');
    expect(server.named('application.list')[0]).not.toHaveProperty('mine');
    fireEvent.click(screen.getByRole('switch', { name: /Mine/ }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: 'submitted', mine: true, page: undefined }, undefined);
  });

  it("asks the server for 'Mine' when the address says so", async () => {
    const server = trpcServer({ 'application.counts': () => COUNTS, 'application.list': (input) => pageOf([], 0, input) });
    renderPage({ mine: true });
    expect(await screen.findByText('Try adjusting your search or filter criteria.')).toBeTruthy();
    expect(server.named('application.list')).toEqual([{ status: 'all', mine: true, page: 1, limit: 20 }]);
    expect((screen.getByRole('switch', { name: /Mine/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('a status change reloads the list and the counts', async () => {
    const rosa = application({ applicantName: 'Rosa Diaz' });
    const server = trpcServer({
      'application.counts': () => COUNTS,
      'application.list': (input) => pageOf([rosa], 1, input),
      'application.setStatus': (input) => ({ ...rosa, status: input.status }),
      'dashboard.stats': () => ({}),
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Rosa Diaz' });
    await waitFor(() => expect(server.named('application.counts')).toHaveLength(1));
    const select = within(card).getByRole('combobox', { name: 'Update status for Rosa Diaz' });
    fireEvent.click(select);
    await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(select.getAttribute('aria-controls')!)!;
    fireEvent.click(within(listbox).getByRole('option', { name: 'Accepted', hidden: true }));
    await waitFor(() => expect(server.named('application.setStatus')).toEqual([{ id: rosa.id, status: 'accepted' }]));
    await waitFor(() => expect(server.named('application.list')).toHaveLength(2));
    await waitFor(() => expect(server.named('application.counts')).toHaveLength(2));
    expect(notifyAdmin).toHaveBeenCalledWith('Status Updated', 'Application status updated to accepted.');
  });
});
