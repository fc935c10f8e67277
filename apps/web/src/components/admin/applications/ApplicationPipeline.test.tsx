import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationDto, TimelineEntryDto } from '@app/shared/schemas/dtos';
import { queryClient } from '../../../lib/trpc';
import { renderWithProviders, resetAdminPageEachTest, trpcServer } from '../../../test-utils';
import { ApplicationPipeline } from './ApplicationPipeline';

const notifyAdmin = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify', () => ({ notifyAdmin }));
vi.mock('../../../lib/admin-auth', () => ({ useAdminAuth: () => ({ user: { id: 7, username: 'pat.recruiter' } }) }));

const application = (over: Partial<ApplicationDto> = {}): ApplicationDto => ({
  id: 12,
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
  consent: 'given',
  consentedAt: '2026-03-04T15:00:00.000Z',
  policyVersion: '2.0',
  erasedAt: null,
  assignee: null,
  ...over,
});

const entry = (over: Partial<TimelineEntryDto>): TimelineEntryDto => ({
  id: 'submitted',
  kind: 'submitted',
  at: '2026-03-04T15:00:00.000Z',
  actor: null,
  summary: 'Applied for Forklift Operator',
  from: null,
  to: null,
  text: null,
  email: null,
  ...over,
});

const TIMELINE = [
  entry({}),
  entry({ id: 'event-1', kind: 'note', summary: 'Note', actor: { id: 7, username: 'pat.recruiter' }, text: 'Called: free on Monday.' }),
  entry({
    id: 'event-2',
    kind: 'email',
    summary: 'Email sent: Interview invitation',
    actor: { id: 7, username: 'pat.recruiter' },
    email: {
      id: 40,
      to: 'priya@example.com',
      subject: 'Interview invitation: Forklift Operator',
      template: 'interview_invitation',
      status: 'sent',
      sentAt: null,
    },
  }),
];

const ASSIGNEES = [
  { id: 1, username: 'owner' },
  { id: 7, username: 'pat.recruiter' },
];

describe('ApplicationPipeline', () => {
  resetAdminPageEachTest(notifyAdmin);

  it('shows the timeline: what happened, when, by whom, notes and the state of each mail', async () => {
    trpcServer({ 'application.assignees': () => ASSIGNEES, 'application.timeline': () => TIMELINE, 'application.related': () => [] });
    renderWithProviders(<ApplicationPipeline application={application()} />, queryClient);
    const items = await screen.findAllByTestId('timeline-entry');
    expect(items.map((i) => within(i).getAllByText(/./)[0]!.textContent)).toEqual([
      'Applied for Forklift Operator',
      'Note',
      'Email sent: Interview invitation',
    ]);
    expect(within(items[1]!).getByText('Called: free on Monday.')).toBeTruthy();
    expect(items[1]!.textContent).toContain('by pat.recruiter');
    expect(within(items[2]!).getByTestId('timeline-email-status').textContent).toBe('Sent');
  });

  it('assigns to me, adds a note and refreshes the timeline', async () => {
    const server = trpcServer({
      'application.assignees': () => ASSIGNEES,
      'application.timeline': () => TIMELINE,
      'application.related': () => [],
      'application.assign': (input) => application({ assignee: { id: input.userId, username: 'pat.recruiter' } }),
      'application.addNote': (input) => ({ id: 3, applicationId: 12, text: input.text, createdAt: '2026-03-05T10:00:00.000Z', author: ASSIGNEES[1] }),
      'application.list': () => ({ items: [], total: 0, page: 1, limit: 20 }),
      'application.counts': () => ({}),
    });
    renderWithProviders(<ApplicationPipeline application={application()} />, queryClient);
    fireEvent.click(await screen.findByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(server.named('application.assign')).toEqual([{ id: 12, userId: 7 }]));
    expect(notifyAdmin).toHaveBeenCalledWith('Assignee updated', 'Assigned to pat.recruiter.');

    fireEvent.change(screen.getByLabelText('Add a note'), { target: { value: 'References checked.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(server.named('application.addNote')).toEqual([{ id: 12, text: 'References checked.' }]));
    await waitFor(() => expect(server.named('application.timeline').length).toBeGreaterThan(1));
  });

  it('says an application without an email address cannot be mailed', async () => {
    trpcServer({ 'application.assignees': () => ASSIGNEES, 'application.timeline': () => TIMELINE, 'application.related': () => [] });
    renderWithProviders(<ApplicationPipeline application={application({ applicantEmail: null })} />, queryClient);
    expect(await screen.findByText('This application has no email address, so the applicant cannot be mailed.')).toBeTruthy();
    expect(screen.queryByLabelText('Template')).toBeNull();
  });

  it("writes the mail in the application's language (French here) unless another is chosen, and sends it in that language", async () => {
    // jsdom has no scrollIntoView; Mantine's Select scrolls to the chosen option.
    Element.prototype.scrollIntoView ??= () => {};
    const server = trpcServer({
      'application.assignees': () => ASSIGNEES,
      'application.timeline': () => TIMELINE,
      'application.related': () => [],
      'application.emailDraft': (input) => ({
        template: input.template,
        label: 'Interview invitation',
        to: 'priya@example.com',
        subject: input.locale === 'fr' ? 'Invitation à une entrevue : Cariste' : 'Interview invitation: Forklift Operator',
        body: input.locale === 'fr' ? 'Bonjour Priya Sharma,' : 'Hello Priya Sharma,',
        locale: input.locale,
      }),
      'application.sendEmail': (input) => ({
        success: true,
        message: 'The email is in the outbox and goes out shortly.',
        email: { id: 9, to: 'priya@example.com', subject: input.subject, template: input.template, status: 'pending', locale: input.locale },
      }),
      'application.list': () => ({ items: [], total: 0, page: 1, limit: 20 }),
      'application.counts': () => ({}),
    });
    renderWithProviders(<ApplicationPipeline application={application({ locale: 'fr' })} />, queryClient);
    /** Chooses `option` in the Select named `name`. */
    const choose = async (name: string, option: string) => {
      const select = screen.getByRole('combobox', { name });
      fireEvent.click(select);
      await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
      fireEvent.click(within(document.getElementById(select.getAttribute('aria-controls')!)!).getByRole('option', { name: option, hidden: true }));
    };
    expect((await screen.findByRole<HTMLInputElement>('combobox', { name: 'Mail language' })).value).toBe('Français');
    await choose('Template', 'Interview invitation');
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Subject' }).value).toBe('Invitation à une entrevue : Cariste'));
    expect(server.named('application.emailDraft')).toEqual([{ id: 12, template: 'interview_invitation', locale: 'fr' }]);

    await choose('Mail language', 'English');
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Subject' }).value).toBe('Interview invitation: Forklift Operator'));
    fireEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    await waitFor(() =>
      expect(server.named('application.sendEmail')).toEqual([
        { id: 12, template: 'interview_invitation', subject: 'Interview invitation: Forklift Operator', body: 'Hello Priya Sharma,', locale: 'en' },
      ]),
    );
  });
});
