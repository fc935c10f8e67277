import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostJobForm } from './PostJobForm';
import { liveChecks, payPostingInput, PAY_POSTING_INITIAL } from './PayPostingFields';
import { renderWithProviders, typeInto } from '../../test-utils';

vi.mock('../../lib/spam-trap', async () => (await import('../../test-utils')).noSpamTrap);
vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));
vi.mock('@tanstack/react-router', async () => (await import('../../test-utils')).routerLinkMock);

const checks = () => screen.queryByTestId('posting-checks');
const items = () =>
  within(screen.getByTestId('posting-checks'))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);
const choose = (question: RegExp, label: 'Yes' | 'No') => fireEvent.click(within(screen.getByRole('radiogroup', { name: question })).getByLabelText(label));

describe('the post-job form: pay and the Ontario posting rules, live', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('cites the rule and shows the checks for an Ontario job as the poster types', async () => {
    renderWithProviders(<PostJobForm />);
    expect(screen.getByText(/Ontario Employment Standards Act, 2000, job posting requirements \(in force January 1, 2026\)/)).toBeTruthy();
    // No checks until the job is in Ontario.
    typeInto('Location', 'Calgary, AB');
    expect(checks()).toBeNull();
    typeInto('Location', 'Milton, ON');
    expect(items()).toEqual([
      'Ontario job postings must state the expected pay or a pay range',
      'Ontario job postings must say whether the posting is for an existing vacancy',
      'Ontario job postings must say whether AI is used to screen, assess or select applicants',
    ]);

    typeInto('Minimum pay', '20');
    typeInto('Maximum pay', '50');
    typeInto('Pay period', 'hour');
    await waitFor(() => expect(items()[0]).toBe('Ontario pay ranges may be at most $50,000 a year wide unless the top exceeds $200,000'));
    typeInto('Maximum pay', '26');
    await waitFor(() => expect(items()).toHaveLength(2));

    choose(/existing vacancy/, 'Yes');
    choose(/AI used to screen/, 'No');
    await waitFor(() => expect(checks()?.textContent).toMatch(/meets the Ontario job posting requirements/));

    typeInto('Requirements', 'Two years of Canadian experience');
    await waitFor(() => expect(items()).toEqual(['Ontario job postings may not require Canadian experience']));

    fireEvent.click(screen.getByLabelText('The employer has fewer than 25 employees'));
    await waitFor(() => expect(checks()?.textContent).toMatch(/fewer than 25 employees are exempt/));
  });

  it('reads the pay from the salary text when no amount is given, as the server does', () => {
    const values = {
      ...PAY_POSTING_INITIAL,
      location: 'Toronto, ON',
      salary: '$40,000 - $120,000 per year',
      description: '',
      requirements: '',
      existingVacancy: 'yes',
      aiScreening: 'no',
    };
    expect(liveChecks(values).map((c) => c.code)).toEqual(['payRangeTooWide']);
    expect(liveChecks({ ...values, salary: '$50,000 - $60,000 per year' })).toEqual([]);
  });

  it('refuses a maximum below the minimum at the field, and sends the pay and answers', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify([{ result: { data: { id: 7, status: 'pending' } } }]), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    renderWithProviders(<PostJobForm />);
    typeInto('Job Title', 'Forklift Operator');
    typeInto('Company Name', 'Maple Logistics');
    typeInto('Job Type', 'Full-Time');
    typeInto('Category', 'Warehouse');
    typeInto('Location', 'Milton, ON');
    typeInto('Job Description', 'Load and unload trailers.');
    typeInto('Contact Email', 'hr@maple.example');
    typeInto('Contact Phone', '9055550101');
    typeInto('Minimum pay', '30');
    typeInto('Maximum pay', '20');
    typeInto('Pay period', 'hour');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Job for Review' }));
    expect(await screen.findByText('Maximum pay must be at least the minimum pay')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    typeInto('Maximum pay', '34');
    choose(/existing vacancy/, 'Yes');
    choose(/AI used to screen/, 'No');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Job for Review' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    const sent = body[0] ?? body;
    expect(sent).toMatchObject({
      payMin: 30,
      payMax: 34,
      payPeriod: 'hour',
      currency: 'CAD',
      existingVacancy: true,
      aiScreening: false,
      employerUnder25: false,
    });
  });

  it('turns form values into API values', () => {
    expect(payPostingInput({ ...PAY_POSTING_INITIAL })).toEqual({
      payMin: null,
      payMax: null,
      payPeriod: null,
      currency: 'CAD',
      existingVacancy: null,
      aiScreening: null,
      employerUnder25: false,
    });
  });
});
