import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { PostJobForm, isNetworkError, serverMessage } from './PostJobForm';
import { field, renderWithProviders, stubFetchEachTest, typeInto } from '../../test-utils';

vi.mock('../../lib/spam-trap', async () => (await import('../../test-utils')).noSpamTrap);

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/notify', () => ({ notify }));
vi.mock('@tanstack/react-router', async () => (await import('../../test-utils')).routerLinkMock);

const renderForm = () => renderWithProviders(<PostJobForm />);

const type = typeInto;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Job for Review' }));

function fillValid() {
  type('Job Title', 'Forklift Operator');
  type('Company Name', 'Maple Logistics');
  type('Job Type', 'Full-Time');
  type('Category', 'Warehouse');
  type('Location', 'Milton, ON');
  type('Job Description', 'Load and unload trailers.');
  type('Contact Email', 'hr@maple.example');
  type('Contact Phone', '9055550101');
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('PostJobForm', () => {
  const fetchMock = stubFetchEachTest(notify);

  it('marks the required fields, shows the messages at the fields and sends nothing', async () => {
    renderForm();
    for (const label of ['Job Title', 'Company Name', 'Job Type', 'Category', 'Location', 'Job Description', 'Contact Email', 'Contact Phone']) {
      expect(field(label).required).toBe(true);
    }
    expect(field('Pay notes').required).toBe(false);
    expect(field('Requirements').required).toBe(false);
    expect(field('Contact Email').type).toBe('email');
    submit();
    for (const message of [
      'Title is required',
      'Company is required',
      'Please select a job type',
      'Please select a category',
      'Location is required',
      'Description is required',
      'Please enter a valid email address',
      'Please enter a valid phone number',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(field('Job Title'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for pay once: the pay fields, then the pay notes as an optional note under them (not a second 'Salary Range')", () => {
    renderForm();
    expect(screen.getAllByLabelText('Pay notes (optional)')).toHaveLength(1);
    expect(screen.queryByLabelText(/Salary/)).toBeNull();
    const order = ['Minimum pay', 'Maximum pay', 'Pay period', 'Pay notes'].map((label) => field(label));
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByText(/Optional: a note shown with the pay/)).toBeTruthy();
  });

  it("an Ontario range wider than the rules: said to block (not 'you can still submit'); each click lists it by the button and focuses Maximum pay", async () => {
    renderForm();
    fillValid();
    type('Minimum pay', '20');
    type('Maximum pay', '50');
    type('Pay period', 'hour');
    const blocking = await screen.findByTestId('posting-checks-blocking');
    expect(blocking.textContent).toContain('Fix before submitting');
    expect(blocking.textContent).toContain('Ontario pay ranges may be at most $50,000 a year wide unless the top exceeds $200,000');
    // The blank Ontario answers only guide, and say so without promising the range will pass.
    expect(screen.getByTestId('posting-checks').textContent).toContain('These points do not stop the submission');
    expect(screen.queryByText(/You can still submit/)).toBeNull();

    for (let click = 1; click <= 2; click++) {
      (document.activeElement as HTMLElement | null)?.blur();
      submit();
      const alert = await screen.findByTestId('post-job-blocked');
      expect(alert.getAttribute('role')).toBe('alert');
      expect(alert.textContent).toContain('Your job was not sent: 1 field needs attention');
      expect(alert.textContent).toContain('Maximum pay: Ontario pay ranges may be at most $50,000 a year wide unless the top exceeds $200,000');
      await waitFor(() => expect(document.activeElement).toBe(field('Maximum pay')));
    }
    expect(fetchMock).not.toHaveBeenCalled();

    // Narrowed: nothing blocks any more, the list by the button goes, and the job is sent.
    fetchMock.mockResolvedValue(json([{ result: { data: { id: 5, title: 'Forklift Operator', status: 'pending' } } }]));
    type('Maximum pay', '26');
    await waitFor(() => expect(screen.queryByTestId('post-job-blocked')).toBeNull());
    expect(screen.getByText(/You can still submit/)).toBeTruthy();
    submit();
    expect(await screen.findByRole('heading', { name: 'Job Posted Successfully!' })).toBeTruthy();
  });

  it('takes the French version; a job in Québec is told so, and requiring English there asks why before anything is sent', async () => {
    renderForm();
    fillValid();
    expect(screen.queryByTestId('quebec-french-note')).toBeNull();
    type('Location', 'Laval, QC');
    expect(screen.getByTestId('quebec-french-note').textContent).toContain('add the French title and description');
    // The French labels name one field each, and the English ones still do.
    expect(field('Job Title').lang).toBe('');
    const french = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    expect(french('Titre du poste (français)').lang).toBe('fr');
    fireEvent.change(french('Titre du poste (français)'), { target: { value: 'Cariste' } });
    fireEvent.change(french("Offre d'emploi (français)"), { target: { value: 'Charger et décharger les remorques.' } });
    expect(screen.getByTestId('quebec-french-note').textContent).toContain('this job has its French title and description');

    expect(screen.queryByLabelText(/Reason for requiring English/)).toBeNull();
    fireEvent.click(screen.getByLabelText('This job requires English'));
    submit();
    expect(await screen.findByText('Say why the job requires English: Québec law asks for the reason')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(json([{ result: { data: { id: 7, title: 'Forklift Operator', status: 'pending' } } }]));
    type('Reason for requiring English', 'Our clients are in Ontario');
    submit();
    expect(await screen.findByRole('heading', { name: 'Job Posted Successfully!' })).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)[0]).toMatchObject({
      location: 'Laval, QC',
      titleFr: 'Cariste',
      descriptionFr: 'Charger et décharger les remorques.',
      requiresEnglish: true,
      englishReason: 'Our clients are in Ontario',
    });
  });

  it('submits, disables the button while pending and shows the success view', async () => {
    let release: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (release = resolve)));
    renderForm();
    fillValid();
    expect(field('Contact Phone').value).toBe('(905) 555-0101');
    submit();
    const pending = await screen.findByRole('button', { name: 'Submitting...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('job.submit');
    expect(JSON.parse(init.body as string)[0]).toMatchObject({
      title: 'Forklift Operator',
      type: 'Full-Time',
      category: 'Warehouse',
      contactPhone: '(905) 555-0101',
    });

    release(json([{ result: { data: { id: 99, title: 'Forklift Operator', status: 'pending' } } }]));
    expect(await screen.findByRole('heading', { name: 'Job Posted Successfully!' })).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('Job submitted successfully!', 'Your job posting is under review and will be published once approved.');
    expect(screen.getByTestId('post-job-outcome').textContent).toContain('under review');
    // The way in to My postings (issue 38).
    const manage = screen.getByTestId('post-job-manage');
    expect(manage.textContent).toContain('My postings');
    expect(manage.querySelector('a')?.getAttribute('href')).toBe('/my-postings');
    expect(screen.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: /Browse Jobs/ }).getAttribute('href')).toBe('/jobs');
    expect(screen.queryByRole('link', { name: /View Your Job/ })).toBeNull();
  });

  it('a job approved at once (job auto-approval) is announced as live, with a link to its page', async () => {
    fetchMock.mockResolvedValue(json([{ result: { data: { id: 123, title: 'Forklift Operator', status: 'approved' } } }]));
    renderForm();
    fillValid();
    submit();
    expect(await screen.findByRole('heading', { name: 'Job Posted Successfully!' })).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('Job published successfully!', 'Your job posting is now live on our jobs board.');
    expect(screen.getByTestId('post-job-outcome').textContent).toContain('live on our jobs board');
    expect(screen.getByTestId('post-job-outcome').textContent).not.toContain('under review');
    expect(screen.getByRole('link', { name: /View Your Job/ }).getAttribute('href')).toBe('/jobs/123');
  });

  it("a server failure shows the server's message and keeps the input", async () => {
    fetchMock.mockResolvedValue(json([{ error: { message: 'Location is required', code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400 } } }], 400));
    renderForm();
    fillValid();
    submit();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Submission failed', 'Location is required', { tone: 'error' }));
    expect(field('Job Title').value).toBe('Forklift Operator');
    expect(screen.queryByText('Job Posted Successfully!')).toBeNull();
  });

  it('a network failure shows the connection error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    fillValid();
    submit();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Connection error', 'Unable to submit job posting. Please try again.', { tone: 'error' }));
  });
});

describe('isNetworkError and serverMessage', () => {
  it('tells a missing answer from a refusal', () => {
    const offline = new TRPCClientError('Failed to fetch', { cause: new TypeError('Failed to fetch') });
    expect(isNetworkError(offline)).toBe(true);
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(serverMessage(offline)).toBe('Please check your information and try again.');
    const unreadable = new TRPCClientError('Unexpected token <', { cause: new SyntaxError('Unexpected token <') });
    expect(isNetworkError(unreadable)).toBe(false);
    expect(serverMessage(unreadable)).toBe('Please check your information and try again.');
  });
});
