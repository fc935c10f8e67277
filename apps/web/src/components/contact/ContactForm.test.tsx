import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm';
import { field, renderWithProviders, stubFetchEachTest, trpcOk, typeInto } from '../../test-utils';

vi.mock('../../lib/spam-trap', async () => (await import('../../test-utils')).noSpamTrap);

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/notify', () => ({ notify }));
vi.mock('@tanstack/react-router', async () => (await import('../../test-utils')).routerLinkMock);

const renderForm = () => renderWithProviders(<ContactForm />);

const type = typeInto;
const ok = () => trpcOk({ success: true, id: 7, message: 'ok' });

function fillValid() {
  type('Full Name', 'Priya Sharma');
  type('Email Address', 'priya@example.ca');
  type('Phone Number', '(416) 555-0199');
  type('Company', 'Maple Foods');
  type('Subject', 'Seasonal staffing');
  type('Message', 'We need ten pickers for the holiday season.');
}

describe('ContactForm', () => {
  const fetchMock = stubFetchEachTest(notify);

  it('marks the required fields and shows the spec messages at each field', async () => {
    renderForm();
    for (const label of ['Full Name', 'Email Address', 'Subject', 'Message'])
      expect(field(label).required || field(label).getAttribute('aria-required')).toBeTruthy();
    type('Phone Number', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Subject must be at least 5 characters',
      'Message must be at least 10 characters',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(field('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message, shows the success screen and starts over with an empty form', async () => {
    let release: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (release = resolve)));
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const pending = await screen.findByRole('button', { name: 'Sending Message...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    release(ok());

    expect(await screen.findByText('Message Sent Successfully!')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/trpc/contact.submit');
    expect(JSON.parse(String(init.body))['0']).toEqual({
      name: 'Priya Sharma',
      email: 'priya@example.ca',
      phone: '(416) 555-0199',
      company: 'Maple Foods',
      subject: 'Seasonal staffing',
      message: 'We need ten pickers for the holiday season.',
      consent: true,
      locale: 'en',
    });
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    for (const label of ['Full Name', 'Email Address', 'Phone Number', 'Company', 'Subject', 'Message']) expect(field(label).value).toBe('');
  });

  it('leaves optional fields out when blank', async () => {
    fetchMock.mockResolvedValue(ok());
    renderForm();
    fillValid();
    type('Phone Number', '');
    type('Company', '');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Message Sent Successfully!');
    const sent = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))['0'];
    expect(sent.phone).toBeUndefined();
    expect(sent.company).toBeUndefined();
  });

  it('keeps what was typed and shows a destructive toast when sending fails', async () => {
    fetchMock.mockResolvedValue(new Response('Internal Server Error', { status: 500 }));
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Message Failed', 'We could not send your message. Please try again or call us.', { tone: 'error' }),
    );
    expect(field('Full Name').value).toBe('Priya Sharma');
    expect(field('Message').value).toBe('We need ten pickers for the holiday season.');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });
});
