import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicantEmailTemplateDto } from '@app/shared/schemas/dtos';
import { queryClient } from '../../../lib/trpc';
import { renderWithProviders, resetAdminPageEachTest, trpcServer } from '../../../test-utils';
import { ApplicantEmailsCard } from './ApplicantEmailsCard';

const notifyAdmin = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify', () => ({ notifyAdmin }));

const template = (key: ApplicantEmailTemplateDto['template'], label: string): ApplicantEmailTemplateDto => ({
  template: key,
  label,
  subject: `${label}: {{jobTitle}}`,
  body: `Hello {{name}}, about ${label}.`,
  subjectFr: `${label} (fr) : {{jobTitle}}`,
  bodyFr: `Bonjour {{name}}, au sujet de ${label}.`,
  placeholders: ['name', 'jobTitle', 'company'],
  updatedAt: '2026-11-29T10:00:00.000Z',
});

const TEMPLATES = [
  template('interview_invitation', 'Interview invitation'),
  template('not_selected', 'Not selected'),
  template('request_for_documents', 'Request for documents'),
];

/** The textbox of one template's group, by its exact label (a required field's label carries an asterisk). */
const box = (group: string, label: string) =>
  within(screen.getByRole('group', { name: group })).getByRole<HTMLInputElement | HTMLTextAreaElement>('textbox', {
    name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`),
  });

describe('ApplicantEmailsCard', () => {
  resetAdminPageEachTest(notifyAdmin);

  it('shows each template in English and French, every field with its own English label, the French ones marked as French text', async () => {
    trpcServer({ 'application.emailTemplates': () => TEMPLATES });
    renderWithProviders(<ApplicantEmailsCard />, queryClient);
    const group = await screen.findByRole('group', { name: 'Not selected' });
    const names = within(group)
      .getAllByRole<HTMLInputElement | HTMLTextAreaElement>('textbox')
      .map((el) => (el.labels?.[0]?.textContent ?? '').replace(/\s*\*$/, ''));
    expect(names).toEqual(['Subject', 'Message', 'Subject (French)', 'Message (French)']);
    expect(box('Not selected', 'Subject').value).toBe('Not selected: {{jobTitle}}');
    expect(box('Not selected', 'Subject (French)').value).toBe('Not selected (fr) : {{jobTitle}}');
    expect(box('Not selected', 'Message (French)').value).toBe('Bonjour {{name}}, au sujet de Not selected.');
    expect(box('Not selected', 'Subject (French)').getAttribute('lang')).toBe('fr');
    expect(box('Not selected', 'Subject').getAttribute('lang')).toBe('en');
    // The placeholders hint speaks for both languages.
    expect(screen.getByText(/\{\{name\}\}, \{\{jobTitle\}\}, \{\{company\}\}, in both languages/)).toBeTruthy();
  });

  it('saves English and French together with one Save', async () => {
    const server = trpcServer({
      'application.emailTemplates': () => TEMPLATES,
      'settings.updateApplicantEmails': () =>
        TEMPLATES.map((t) => (t.template === 'interview_invitation' ? { ...t, subjectFr: 'Entrevue : {{jobTitle}}' } : t)),
    });
    renderWithProviders(<ApplicantEmailsCard />, queryClient);
    await screen.findByRole('group', { name: 'Interview invitation' });
    fireEvent.change(box('Interview invitation', 'Subject (French)'), { target: { value: 'Entrevue : {{jobTitle}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Templates' }));
    await waitFor(() => expect(server.named('settings.updateApplicantEmails')).toHaveLength(1));
    const [sent] = server.named('settings.updateApplicantEmails');
    expect(sent.interview_invitation).toEqual({
      subject: 'Interview invitation: {{jobTitle}}',
      body: 'Hello {{name}}, about Interview invitation.',
      subjectFr: 'Entrevue : {{jobTitle}}',
      bodyFr: 'Bonjour {{name}}, au sujet de Interview invitation.',
    });
    expect(Object.keys(sent).sort()).toEqual(['interview_invitation', 'not_selected', 'request_for_documents']);
    await waitFor(() => expect(notifyAdmin).toHaveBeenCalledWith('Email templates updated', expect.any(String)));
  });

  it('refuses an empty French subject at its field and sends nothing', async () => {
    const server = trpcServer({ 'application.emailTemplates': () => TEMPLATES, 'settings.updateApplicantEmails': () => TEMPLATES });
    renderWithProviders(<ApplicantEmailsCard />, queryClient);
    await screen.findByRole('group', { name: 'Request for documents' });
    fireEvent.change(box('Request for documents', 'Subject (French)'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Templates' }));
    expect(await within(screen.getByRole('group', { name: 'Request for documents' })).findByText('Subject (French) is required')).toBeTruthy();
    expect(server.named('settings.updateApplicantEmails')).toEqual([]);
  });
});
