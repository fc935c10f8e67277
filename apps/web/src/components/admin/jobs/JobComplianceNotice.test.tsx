import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JobDto } from '@app/shared/schemas/dtos';
import { ApproveJobButton, JobComplianceNotice, openPoints, payNeedsFixing } from './JobComplianceNotice';
import { renderWithProviders } from '../../../test-utils';

const job = (over: Partial<JobDto> = {}) =>
  ({ id: 1, title: 'Driver', salary: '$20/hour', payMin: 20, payMax: null, payPeriod: 'hour', complianceIssues: [], ...over }) as JobDto;

describe('open posting points on the admin job card', () => {
  it("lists 'Pay needs fixing' and the open Ontario points", () => {
    expect(payNeedsFixing(job({ salary: 'Competitive', payMin: null }))).toBe(true);
    expect(payNeedsFixing(job({ salary: null, payMin: null }))).toBe(false);
    expect(openPoints(job())).toEqual([]);
    renderWithProviders(<JobComplianceNotice job={job({ salary: 'Competitive', payMin: null, complianceIssues: ['payMissing', 'aiScreeningUnanswered'] })} />);
    const notice = screen.getByTestId('job-compliance-notice');
    expect(notice.textContent).toMatch(/Pay needs fixing: no amount could be read from “Competitive”/);
    expect(notice.textContent).toMatch(/must state the expected pay or a pay range/);
    expect(notice.textContent).toMatch(/whether AI is used to screen/);
  });

  it('approves at once without open points, and asks first with them', async () => {
    const onApprove = vi.fn();
    const { unmount } = renderWithProviders(<ApproveJobButton job={job()} onApprove={onApprove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onApprove).toHaveBeenCalledTimes(1);
    unmount();

    renderWithProviders(<ApproveJobButton job={job({ complianceIssues: ['existingVacancyUnanswered'] })} onApprove={onApprove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onApprove).toHaveBeenCalledTimes(1);
    expect((await screen.findByTestId('approve-confirm')).textContent).toMatch(/This job has 1 open point\. Approve anyway\?/);
    fireEvent.click(await screen.findByText('Approve anyway'));
    expect(onApprove).toHaveBeenCalledTimes(2);
  });

  it('a job whose end date has passed: says it closes at once, and offers a new end date sent with the approval', async () => {
    const onApprove = vi.fn();
    const ended = job({ expiresAt: new Date(Date.now() - 3 * 86_400_000).toISOString() });
    const { unmount } = renderWithProviders(<ApproveJobButton job={ended} onApprove={onApprove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onApprove).not.toHaveBeenCalled();
    const question = (await screen.findByTestId('approve-confirm')).textContent ?? '';
    expect(question).toContain("This job's end date (");
    expect(question).toContain(') has passed: approved as it is, it closes at once. Approve anyway?');
    // Approved as it is: no new date.
    fireEvent.click(await screen.findByText('Approve anyway'));
    expect(onApprove).toHaveBeenLastCalledWith(ended, undefined);
    unmount();

    renderWithProviders(<ApproveJobButton job={ended} onApprove={onApprove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    // A date a year from today (a fixed one would one day have passed too).
    const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(await screen.findByLabelText(/New end date/), { target: { value: nextYear } });
    fireEvent.click(await screen.findByText('Approve anyway'));
    expect(onApprove).toHaveBeenLastCalledWith(ended, new Date(`${nextYear}T23:59:59`).toISOString());
  });
});
