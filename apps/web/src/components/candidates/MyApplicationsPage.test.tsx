import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CandidateApplicationDto } from '@app/shared/schemas/candidates';
import { CANDIDATE_MESSAGES } from '@app/shared/candidates';
import { createQueryClient } from '../../lib/trpc';
import { renderWithProviders, trpcServer, typeInto } from '../../test-utils';
import { MyApplicationsPage } from './MyApplicationsPage';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/notify', () => ({ notify }));
vi.mock('@tanstack/react-router', async () => (await import('../../test-utils')).routerLinkMock);
vi.mock('../../lib/spam-trap', async () => (await import('../../test-utils')).noSpamTrap);

const app = (over: Partial<CandidateApplicationDto> = {}): CandidateApplicationDto => ({
  id: 5,
  jobId: 9,
  jobTitle: 'Forklift Operator',
  appliedAt: '2026-11-28T15:00:00.000Z',
  status: 'Received',
  open: true,
  applicantName: 'Sam Seeker',
  applicantEmail: 'sam@example.ca',
  applicantPhone: '(416) 555-0100',
  resume: 'https://example.com/cv.pdf',
  resumeFile: null,
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  notify.mockReset();
});

describe('MyApplicationsPage', () => {
  it('without a session: the form emails a link and says so, the same for any address', async () => {
    const server = trpcServer({
      'candidate.session': () => null,
      'candidate.requestLink': () => ({ success: true, message: CANDIDATE_MESSAGES.linkSent }),
      'upload.limits': () => ({ maxFileSizeMb: 5, fileTypes: ['pdf'] }),
    });
    renderWithProviders(<MyApplicationsPage invalidLink />, createQueryClient());
    expect(await screen.findByTestId('candidate-link-invalid')).toBeTruthy();
    typeInto('Your email address', 'sam@example.ca');
    fireEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect((await screen.findByTestId('candidate-link-sent')).textContent).toContain(CANDIDATE_MESSAGES.linkSent);
    expect(server.named('candidate.requestLink')).toEqual([{ email: 'sam@example.ca', locale: 'en' }]);
  });

  it('with a session: each application with its status; withdrawing asks first; a closed one offers nothing', async () => {
    const server = trpcServer({
      'candidate.session': () => ({ email: 'sam@example.ca', items: [app(), app({ id: 6, jobTitle: 'Shipper', status: 'Not selected', open: false })] }),
      'candidate.withdraw': (input) => ({
        success: true,
        message: CANDIDATE_MESSAGES.withdrawn,
        application: app({ id: input.id, status: 'Withdrawn', open: false }),
      }),
    });
    renderWithProviders(<MyApplicationsPage invalidLink={false} />, createQueryClient());
    const [open, closed] = await screen.findAllByTestId('candidate-application');
    expect(within(open!).getByTestId('candidate-status').textContent).toBe('Received');
    expect(within(closed!).getByTestId('candidate-status').textContent).toBe('Not selected');
    expect(within(closed!).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    fireEvent.click(within(open!).getByRole('button', { name: 'Withdraw' }));
    expect(server.named('candidate.withdraw')).toEqual([]);
    fireEvent.click(within(open!).getByRole('button', { name: 'Yes, withdraw' }));
    await waitFor(() => expect(server.named('candidate.withdraw')).toEqual([{ id: 5 }]));
  });

  it('sends only the details that changed', async () => {
    const server = trpcServer({
      'candidate.session': () => ({ email: 'sam@example.ca', items: [app()] }),
      'candidate.update': (input) => ({ success: true, message: CANDIDATE_MESSAGES.updated, application: app({ applicantPhone: input.applicantPhone }) }),
      'upload.limits': () => ({ maxFileSizeMb: 5, fileTypes: ['pdf'] }),
    });
    renderWithProviders(<MyApplicationsPage invalidLink={false} />, createQueryClient());
    fireEvent.click(await screen.findByRole('button', { name: 'Change details' }));
    typeInto('Phone Number', '(416) 555-0199');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.named('candidate.update')).toEqual([{ id: 5, applicantPhone: '(416) 555-0199' }]));
  });
});
