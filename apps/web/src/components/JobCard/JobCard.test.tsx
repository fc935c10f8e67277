import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jobDto } from '../../test-fixtures';
import { JobCard } from './JobCard';

vi.mock('@tanstack/react-router', async () => (await import('../../test-utils')).routerLinkMock);

const payOf = () => screen.queryByTestId('job-card-pay')?.textContent ?? null;

describe('JobCard pay', () => {
  it('shows structured pay for a job posted without a salary text', () => {
    render(<JobCard job={jobDto({ status: 'approved', payMin: 22, payMax: 26, payPeriod: 'hour' })} />);
    expect(payOf()).toBe('$22 – $26 an hour');
  });

  it('writes pay read from a salary text the same way as the job page, once', () => {
    render(<JobCard job={jobDto({ status: 'approved', salary: '$55,000 - $65,000 / year', payMin: 55000, payMax: 65000, payPeriod: 'year' })} />);
    expect(payOf()).toBe('$55,000 – $65,000 a year');
  });

  it('shows a salary text with no amount as it was written, and nothing without pay', () => {
    const { unmount } = render(<JobCard job={jobDto({ salary: 'Competitive' })} />);
    expect(payOf()).toBe('Competitive');
    unmount();
    render(<JobCard job={jobDto()} />);
    expect(payOf()).toBeNull();
  });
});
