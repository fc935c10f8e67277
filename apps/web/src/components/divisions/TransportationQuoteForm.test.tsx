import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TransportationQuoteForm } from './TransportationQuoteForm';
import { renderWithProviders, stubFetchEachTest, trpcOk } from '../../test-utils';

vi.mock('../../lib/spam-trap', async () => (await import('../../test-utils')).noSpamTrap);

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/notify', () => ({ notify }));

const renderForm = () => renderWithProviders(<TransportationQuoteForm />);

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function fillValid() {
  type('Contact Name', 'Jordan Lee');
  type('Company', 'Lee Imports');
  type('Email', 'jordan@leeimports.example');
  type('Phone', '4165550199');
  type('Service Type', 'ftl');
  type('Origin', 'Toronto, ON');
  type('Destination', 'Halifax, NS');
  type('Freight Type', 'general');
  type('Timeline', 'asap');
}

describe('TransportationQuoteForm', () => {
  const fetchMock = stubFetchEachTest(notify);

  it('shows the spec messages at each required field and sends nothing', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quote Request' }));
    for (const message of [
      'Name must be at least 2 characters',
      'Company name is required',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please select a service type',
      'Origin location is required',
      'Destination location is required',
      'Please select freight type',
      'Please select timeline',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(field('Contact Name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('formats the phone number as it is typed and limits it to 14 characters', () => {
    renderForm();
    type('Phone', '416');
    expect(field('Phone').value).toBe('(416');
    type('Phone', '41655501991234');
    expect(field('Phone').value).toBe('(416) 555-0199');
    expect(field('Phone').maxLength).toBe(14);
  });

  it('submits the quote, confirms with a toast and resets the form', async () => {
    fetchMock.mockResolvedValue(trpcOk({ success: true, id: 1, message: 'ok' }));
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quote Request' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Quote Request Submitted', "We'll contact you within 24 hours with a customized transportation solution."),
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/trpc/quote.transportation');
    const sent = JSON.parse(String(init.body))['0'];
    expect(sent).toMatchObject({ contactName: 'Jordan Lee', phone: '(416) 555-0199', serviceType: 'ftl', freightType: 'general', timeline: 'asap' });
    expect(sent.weight).toBeUndefined();
    await waitFor(() => expect(field('Contact Name').value).toBe(''));
    expect(field('Service Type').value).toBe('');
  });

  it('keeps the input and shows the failure toast when the server fails', async () => {
    fetchMock.mockResolvedValue(new Response('Internal Server Error', { status: 500 }));
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quote Request' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Submission Failed', 'Please try again or contact us directly.', { tone: 'error' }));
    expect(field('Contact Name').value).toBe('Jordan Lee');
    expect(field('Timeline').value).toBe('asap');
  });
});
