import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../src/constants.ts';
import { CANDIDATE_STATUSES, candidateStatus, isOpenApplication, sentOnDay, updatedApplicationSentence } from '../src/candidates.ts';

describe('what an applicant reads of the pipeline', () => {
  it('maps every pipeline status to a candidate-facing status', () => {
    expect(APPLICATION_STATUSES.map((s) => candidateStatus(s))).toEqual(['Received', 'In review', 'Hired', 'Not selected', 'Withdrawn']);
    for (const status of APPLICATION_STATUSES) expect(CANDIDATE_STATUSES).toContain(candidateStatus(status));
  });

  it('an open application with an interview invitation reads Interview; a decided one reads its decision', () => {
    expect(candidateStatus('submitted', { interviewInvited: true })).toBe('Interview');
    expect(candidateStatus('under_review', { interviewInvited: true })).toBe('Interview');
    expect(candidateStatus('accepted', { interviewInvited: true })).toBe('Hired');
    expect(candidateStatus('rejected', { interviewInvited: true })).toBe('Not selected');
    expect(candidateStatus('withdrawn', { interviewInvited: true })).toBe('Withdrawn');
  });

  it('only submitted and under review applications are open', () => {
    expect(APPLICATION_STATUSES.filter(isOpenApplication)).toEqual(['submitted', 'under_review']);
  });

  it("writes the day on the company's calendar", () => {
    // 02:00 UTC on 29 November is still 28 November in Toronto.
    expect(sentOnDay(new Date('2026-11-29T02:00:00Z'))).toBe('28 November');
    expect(updatedApplicationSentence(new Date('2026-11-28T15:00:00Z'))).toBe('We updated the application you sent on 28 November.');
  });
});
