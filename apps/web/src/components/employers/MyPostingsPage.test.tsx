import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmployerPostingDto } from '@app/shared/schemas/employers';
import { EMPLOYER_MESSAGES } from '@app/shared/employers';
import { createQueryClient } from '../../lib/trpc';
import { renderWithProviders, trpcServer, typeInto } from '../../test-utils';
import { MyPostingsPage, postingStateLabel } from './MyPostingsPage';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/notify', () => ({ notify }));
vi.mock('@tanstack/react-router', async () => (await import('../../test-utils')).routerLinkMock);
vi.mock('../../lib/spam-trap', async () => (await import('../../test-utils')).noSpamTrap);

const posting = (over: Partial<EmployerPostingDto> = {}): EmployerPostingDto => ({
  id: 7,
  title: 'Forklift Operator',
  company: 'Maple Logistics',
  location: 'Mississauga, ON',
  type: 'Full-Time',
  category: 'Warehouse',
  description: 'Operate forklifts.',
  requirements: null,
  salary: '$22 - $24 / hour',
  payMin: 22,
  payMax: 24,
  payPeriod: 'hour',
  contactEmail: 'hr@maple.example',
  contactPhone: '(905) 555-0101',
  postedAt: '2026-11-28T15:00:00.000Z',
  state: 'live',
  closedAs: null,
  liveUntil: '2026-12-28T15:00:00.000Z',
  denialReason: null,
  applications: 3,
  views: null,
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  notify.mockReset();
});

describe('MyPostingsPage', () => {
  it('without a session: the form emails a link and says so, the same for any address', async () => {
    const server = trpcServer({
      'employer.session': () => null,
      'employer.requestLink': () => ({ success: true, message: EMPLOYER_MESSAGES.linkSent }),
    });
    renderWithProviders(<MyPostingsPage invalidLink />, createQueryClient());
    expect(await screen.findByTestId('employer-link-invalid')).toBeTruthy();
    typeInto('Your email address', 'hr@maple.example');
    fireEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect((await screen.findByTestId('employer-link-sent')).textContent).toContain(EMPLOYER_MESSAGES.linkSent);
    expect(server.named('employer.requestLink')).toEqual([{ email: 'hr@maple.example', locale: 'en' }]);
  });

  it('with a session: each posting with its state and counts, and only the actions its state allows', async () => {
    trpcServer({
      'employer.session': () => ({
        email: 'hr@maple.example',
        items: [
          posting(),
          posting({ id: 8, title: 'Shipper', state: 'pending', liveUntil: null, applications: 1 }),
          posting({ id: 9, title: 'Picker', state: 'denied', liveUntil: null, denialReason: 'Pay is missing', applications: 0 }),
          posting({ id: 10, title: 'Driver', state: 'closed', closedAs: 'filled', liveUntil: null }),
        ],
      }),
    });
    renderWithProviders(<MyPostingsPage invalidLink={false} />, createQueryClient());
    const [liveCard, pendingCard, deniedCard, closedCard] = await screen.findAllByTestId('employer-posting');
    expect(within(liveCard!).getByTestId('employer-posting-state').textContent).toMatch(/^Live until /);
    expect(within(liveCard!).getByTestId('employer-posting-counts').textContent).toBe('3 applications · views are not counted yet');
    expect(within(pendingCard!).getByTestId('employer-posting-state').textContent).toBe('Pending review');
    expect(within(pendingCard!).getByTestId('employer-posting-counts').textContent).toContain('1 application ·');
    expect(within(deniedCard!).getByTestId('employer-posting-reason').textContent).toBe('Why: Pay is missing');
    expect(within(closedCard!).getByTestId('employer-posting-state').textContent).toBe('Closed: filled');
    // Actions by state: close only when live, repost only when closed, edit unless closed.
    expect(within(liveCard!).getByRole('button', { name: 'Close as filled' })).toBeTruthy();
    expect(within(pendingCard!).queryByRole('button', { name: 'Close as filled' })).toBeNull();
    expect(within(closedCard!).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(closedCard!).getByRole('button', { name: 'Repost' })).toBeTruthy();
    expect(within(liveCard!).queryByRole('button', { name: 'Repost' })).toBeNull();
  });

  it('closing asks first, then sends the reason', async () => {
    const server = trpcServer({
      'employer.session': () => ({ email: 'hr@maple.example', items: [posting()] }),
      'employer.close': (input) => ({
        success: true,
        message: EMPLOYER_MESSAGES.closedFilled,
        posting: posting({ id: input.id, state: 'closed', closedAs: 'filled' }),
      }),
    });
    renderWithProviders(<MyPostingsPage invalidLink={false} />, createQueryClient());
    fireEvent.click(await screen.findByRole('button', { name: 'Close as filled' }));
    expect(server.named('employer.close')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, it is filled' }));
    await waitFor(() => expect(server.named('employer.close')).toEqual([{ id: 7, reason: 'filled' }]));
  });

  it('editing a live job says first that it leaves the site until approved again, and sends only what changed', async () => {
    const server = trpcServer({
      'employer.session': () => ({ email: 'hr@maple.example', items: [posting()] }),
      'employer.update': (input) => ({ success: true, message: EMPLOYER_MESSAGES.updated, posting: posting({ id: input.id, state: 'pending' }) }),
    });
    renderWithProviders(<MyPostingsPage invalidLink={false} />, createQueryClient());
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByTestId('employer-edit-notice').textContent).toBe(EMPLOYER_MESSAGES.editHidesLive);
    typeInto('Contact Phone', '(905) 555-0199');
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(server.named('employer.update')).toEqual([{ id: 7, contactPhone: '(905) 555-0199' }]));
  });

  it('names each state as the poster reads it', () => {
    expect(postingStateLabel({ state: 'closed', closedAs: 'cancelled', liveUntil: null })).toBe('Closed: cancelled');
    expect(postingStateLabel({ state: 'live', closedAs: null, liveUntil: null })).toBe('Live');
    expect(postingStateLabel({ state: 'denied', closedAs: null, liveUntil: null })).toBe('Denied');
  });
});
