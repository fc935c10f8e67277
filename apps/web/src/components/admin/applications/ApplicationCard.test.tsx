import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationDto } from '@app/shared/schemas/dtos';
import { ApplicationCard } from './ApplicationCard';

const notifyAdmin = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify', () => ({ notifyAdmin }));

const base: ApplicationDto = {
  id: 7,
  jobId: 1,
  jobTitle: null,
  userId: null,
  applicantName: null,
  applicantEmail: 'anon@example.com',
  applicantPhone: null,
  experience: null,
  coverLetter: 'A short letter.',
  resume: null,
  resumeFile: null,
  status: 'under_review',
  appliedAt: '',
  consent: null,
  consentedAt: null,
  policyVersion: null,
  erasedAt: null,
};

describe('ApplicationCard', () => {
  it('shows the fallbacks and the status label (Unknown Applicant: no name, email, phone or resume)', () => {
    render(
      <MantineProvider>
        <ApplicationCard application={{ ...base, applicantEmail: null }} onStatusChange={() => {}} onView={() => {}} />
      </MantineProvider>,
    );
    const card = screen.getByRole('article', { name: 'Unknown Applicant' });
    expect(card.textContent).toContain('Applied for Unknown Job');
    expect(card.textContent).toContain('Not provided');
    expect(card.textContent).toContain('Unknown date');
    expect(card.textContent).toContain('Not specified');
    expect(screen.getByTestId('application-status').textContent).toBe('Under Review');
    expect(screen.getByLabelText('Update status for Unknown Applicant')).toBeDefined();
  });

  it('titles an application without a name by its email', () => {
    render(
      <MantineProvider>
        <ApplicationCard application={base} onStatusChange={() => {}} onView={() => {}} />
      </MantineProvider>,
    );
    expect(screen.getByRole('article', { name: 'anon@example.com' })).toBeDefined();
    expect(screen.queryByText('Unknown Applicant')).toBeNull();
  });

  it('opens the details through View Details', () => {
    const onView = vi.fn();
    render(
      <MantineProvider>
        <ApplicationCard application={{ ...base, applicantName: 'Rosa Diaz' }} onStatusChange={() => {}} onView={onView} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'View Details' }));
    expect(onView).toHaveBeenCalledOnce();
  });
});
