import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../paraglide/runtime.js';
import { queryClient } from '../../lib/trpc';
import { JobApplicationForm } from './JobApplicationForm';
import { field, trpcOk, typeInto } from '../../test-utils';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/notify', () => ({ notify }));
vi.mock('@tanstack/react-router', async () => (await import('../../test-utils')).routerLinkMock);

function renderForm() {
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <JobApplicationForm jobId={7} jobTitle="Forklift Operator" />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const type = typeInto;
const ok = () => trpcOk({ success: true, message: 'ok', application: { id: 1 } });
/** The upload limits the resume field asks for when it shows. */
const limits = () => trpcOk({ maxFileSizeMb: 5, fileTypes: ['pdf', 'doc', 'docx'] });
const isLimits = (url: unknown) => String(url).includes('upload.limits');
/** The answer to applying again while the first application is open (in English: the server's language). */
const updatedAnswer = () =>
  trpcOk({
    success: true,
    message: 'We updated the application you sent on 28 November.',
    application: { id: 1 },
    updated: true,
    firstSentAt: '2026-11-29T02:00:00.000Z',
  });

function fillValid() {
  type('Full Name', 'Priya Sharma');
  type('Email Address', 'priya@example.ca');
  type('Phone Number', '4165550199');
  type('Cover Letter', 'Four years on reach trucks.');
  type('Resume Link', 'https://example.com/cv.pdf');
}

describe('JobApplicationForm', () => {
  const fetchMock = vi.fn();
  /** The calls that sent an application (the resume field's own query for the upload limits aside). */
  const applicationCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('application.create')) as [string, RequestInit][];
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => (isLimits(url) ? limits() : new Response('unexpected', { status: 500 })));
    notify.mockReset();
    queryClient.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stops a blank cover letter with the toast and sends nothing', async () => {
    renderForm();
    fillValid();
    type('Cover Letter', '   \n ');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(notify).toHaveBeenCalledWith('Cover Letter Required', 'Please provide a cover letter for your application.', { tone: 'error' });
    expect(applicationCalls()).toEqual([]);
    // The message is the toast only, not repeated at the field.
    expect(screen.queryByText('Please provide a cover letter for your application.')).toBeNull();
  });

  it('shows the schema messages at the fields', async () => {
    renderForm();
    type('Full Name', 'A');
    type('Email Address', 'not-an-email');
    type('Cover Letter', 'Hello');
    type('Resume Link', 'not a url');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter a valid URL (starting with http:// or https://)')).toBeTruthy();
    expect(screen.getByText('Provide a link to your online resume or portfolio')).toBeTruthy();
    expect(applicationCalls()).toEqual([]);
  });

  it('sends the application, shows Submitting..., then clears the letter and resume only', async () => {
    let release: (r: Response) => void = () => {};
    const pendingAnswer = new Promise<Response>((resolve) => (release = resolve));
    fetchMock.mockImplementation((url) => (isLimits(url) ? Promise.resolve(limits()) : pendingAnswer));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderForm();
    fillValid();
    expect(field('Phone Number').value).toBe('(416) 555-0199');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    const pending = await screen.findByRole('button', { name: 'Submitting...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);

    const [url, init] = applicationCalls()[0]!;
    expect(url).toContain('application.create');
    expect(JSON.parse(init.body as string)).toEqual({
      0: {
        jobId: 7,
        applicantName: 'Priya Sharma',
        applicantEmail: 'priya@example.ca',
        applicantPhone: '(416) 555-0199',
        coverLetter: 'Four years on reach trucks.',
        resume: 'https://example.com/cv.pdf',
        consent: true,
        // The page's language: the acknowledgement is written in it.
        locale: 'en',
      },
    });

    release(ok());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Application Submitted', "Your job application has been submitted successfully. We'll be in touch soon!"),
    );
    // The confirmation takes the form's place (nothing half-filled to send twice), focused for screen readers.
    const heading = await screen.findByRole('heading', { name: 'Application Submitted' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByTestId('apply-success-contact').textContent).toBe('We will contact you at priya@example.ca.');
    // The form is out of sight, its letter cleared.
    const letter = screen.getByLabelText(/^Cover Letter/) as HTMLTextAreaElement;
    expect(letter.value).toBe('');
    expect(letter.closest('section')!.style.display).toBe('none');
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse more jobs' }).getAttribute('href')).toBe('/jobs');
    // 'Apply again' brings the form back with the letter and resume cleared and the details kept.
    fireEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(field('Cover Letter').value).toBe('');
    expect(field('Resume Link').value).toBe('');
    expect(field('Full Name').value).toBe('Priya Sharma');
    await waitFor(() => expect(document.activeElement).toBe(field('Cover Letter')));
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys.some((k) => k.includes('application') && k.includes('list'))).toBe(true);
    expect(keys.some((k) => k.includes('application') && k.includes('recent'))).toBe(true);
  });

  it('on a French page, says in French that applying again updated the application (the server answers in English)', async () => {
    fetchMock.mockImplementation(async (url) => (isLimits(url) ? limits() : updatedAnswer()));
    setLocale('fr', { reload: false });
    try {
      renderForm();
      type('Nom complet', 'Priya Sharma');
      type('Adresse courriel', 'priya@example.ca');
      type('Numéro de téléphone', '4165550199');
      type('Lettre de présentation', 'Quatre ans sur chariot à mât rétractable.');
      type('Lien vers votre CV', 'https://example.com/cv.pdf');
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));
      const sentence = 'Nous avons mis à jour la candidature que vous avez envoyée le 28 novembre 2026.';
      expect((await screen.findByTestId('apply-success-updated')).textContent).toBe(sentence);
      expect(notify).toHaveBeenCalledWith('Candidature envoyée', sentence);
    } finally {
      setLocale('en', { reload: false });
    }
  });

  it('says when applying again updated the application sent before, and names My applications (issue 38)', async () => {
    fetchMock.mockImplementation(async (url) => (isLimits(url) ? limits() : updatedAnswer()));
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    // 02:00 UTC on 29 November is 28 November in Toronto.
    expect((await screen.findByTestId('apply-success-updated')).textContent).toBe('We updated the application you sent on 28 November.');
    expect(notify).toHaveBeenCalledWith('Application Submitted', 'We updated the application you sent on 28 November.');
    const follow = screen.getByTestId('apply-success-follow');
    expect(follow.textContent).toContain('we email priya@example.ca a sign-in link');
    expect(follow.querySelector('a')?.getAttribute('href')).toBe('/my-applications');
  });

  it('needs a way to reach the applicant: says so at the email field, focuses it and sends nothing', async () => {
    renderForm();
    type('Full Name', 'Priya Sharma');
    type('Cover Letter', 'Four years on reach trucks.');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Please give an email address, a phone number or a resume so we can reach you')).toBeTruthy();
    expect(field('Email Address').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Email Address')));
    expect(applicationCalls()).toEqual([]);
  });

  it.each([
    ['a phone number', () => type('Phone Number', '4165550199')],
    ['a resume link', () => type('Resume Link', 'https://example.com/cv.pdf')],
  ])('takes %s alone as the way to reach the applicant', async (_label, give) => {
    fetchMock.mockImplementation(async (url) => (isLimits(url) ? limits() : ok()));
    renderForm();
    type('Cover Letter', 'Four years on reach trucks.');
    give();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('heading', { name: 'Application Submitted' })).toBeTruthy();
    expect(applicationCalls()).toHaveLength(1);
  });

  it('the first field in error takes the focus and is scrolled into view', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderForm();
      type('Full Name', 'A');
      type('Email Address', 'not-an-email');
      type('Cover Letter', 'Hello');
      fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
      await waitFor(() => expect(document.activeElement).toBe(field('Full Name')));
      expect(scrolled).toContain(field('Full Name'));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('shows the failure toast and keeps the letter when the server refuses', async () => {
    fetchMock.mockImplementation(async (url) => (isLimits(url) ? limits() : new Response('Internal Server Error', { status: 500 })));
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Application Failed', 'There was an error submitting your application. Please try again.', { tone: 'error' }),
    );
    expect(field('Cover Letter').value).toBe('Four years on reach trucks.');
  });
});
